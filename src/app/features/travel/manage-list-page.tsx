import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { serviceTypes } from '../../../core/contract/travel';
import type { Me } from '../../../core/contract/users';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { CitySelect } from './city-select';
import { HostOnly } from './host-only';
import { ServiceRows } from './service-rows';
import { manageScope } from './travel-roles';
import { useManagedServices, useTravelHome } from './travel-queries';
import { PAGE_SIZE, parseTypeFilter, useListFilters } from './use-list-filters';
import { ManageHead } from './manage-head';

/** /settings/travulum/list — the services a host manages, or every host's for an admin, by type and city. */
export function ManageListPage() {
  return <HostOnly titleKey="travelList">{(user) => <ManageList user={user} />}</HostOnly>;
}

function ManageList({ user }: { user: Me }) {
  const { t } = useTranslation('travel');
  const { t: ta } = useTranslation('app');
  const typeId = useId();
  const scope = manageScope(user);
  const { filters, update } = useListFilters();
  const cities = useTravelHome().data?.cities ?? [];
  const list = usePageInRange(useManagedServices(filters, scope), {
    page: filters.page,
    pageSize: PAGE_SIZE,
    total: (data) => data.pageTotal,
    onPage: (page, options) => update({ page }, options),
  });

  return (
    <div className="page travel-page">
      <ManageHead title={ta('settings.travelList')} />
      <p className="muted">{scope === 'admin' ? t('manage.adminIntro') : t('manage.intro')}</p>
      <form className="travel-filters" aria-label={t('manage.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field travel-filter">
          <label htmlFor={typeId}>{t('typeFilter')}</label>
          <select
            id={typeId}
            value={filters.type}
            onChange={(event) => update({ type: parseTypeFilter(event.target.value) ?? 'all' })}
          >
            <option value="all">{t('types.all')}</option>
            {serviceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <CitySelect cities={cities} value={filters.cityId} onChange={(cityId) => update({ cityId })} />
      </form>
      <QueryView query={list} isEmpty={(data) => data.services.length === 0} empty={t('manage.none')}>
        {(data) => (
          <>
            <p className="muted" aria-live="polite">
              {t('total', { count: data.total })}
            </p>
            <ServiceRows services={data.services} showHost={scope === 'admin'} />
            <Pager
              page={filters.page}
              pageSize={PAGE_SIZE}
              total={data.pageTotal}
              onPage={(page) => update({ page })}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
