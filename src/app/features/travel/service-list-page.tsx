import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Pager, usePageInRange } from '../../components/pager';
import { QueryView } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundPage } from '../../components/not-found-page';
import type { ServiceTypeFilter } from '../../../core/api/travel-api';
import { CitySelect } from './city-select';
import { ServiceGrid } from './service-card';
import { TypeTabs } from './type-tabs';
import { usePublicServices, useTravelHome } from './travel-queries';
import { PAGE_SIZE, parseTypeFilter, useListFilters } from './use-list-filters';
import './travel.css';

/** /travel/:type — published services of one type (or all), in one city or all, page by page. */
export function ServiceListPage() {
  const type = parseTypeFilter(useParams().type);
  return type ? <ServiceList type={type} /> : <NotFoundPage />;
}

function ServiceList({ type }: { type: ServiceTypeFilter }) {
  const { t } = useTranslation('travel');
  const { filters, update } = useListFilters(type);
  const cities = useTravelHome().data?.cities ?? [];
  const city = cities.find((entry) => entry.id === filters.cityId);
  const title = city ? t('inCity', { type: t(`types.${type}`), city: city.name }) : t(`types.${type}`);
  usePageTitle(title);
  const list = usePublicServices(filters);
  const shown = usePageInRange(list, {
    page: filters.page,
    pageSize: PAGE_SIZE,
    total: (data) => data.total,
    onPage: (page, options) => update({ page }, options),
  });

  return (
    <div className="page travel-page">
      <h1>{title}</h1>
      <TypeTabs cityId={filters.cityId} />
      <div className="travel-filters">
        <CitySelect cities={cities} value={filters.cityId} onChange={(cityId) => update({ cityId })} />
      </div>
      <QueryView query={shown} isEmpty={(data) => data.services.length === 0} empty={t('noServices')}>
        {(data) => (
          // While another type, city or page loads, the previous list stays, marked busy and dimmed, so a
          // press meanwhile is not taken for one on the new list.
          <div
            className={list.isPlaceholderData ? 'travel-results is-stale' : 'travel-results'}
            aria-busy={list.isPlaceholderData}
          >
            <p className="muted" aria-live="polite">
              {t('total', { count: data.total })}
            </p>
            <ServiceGrid services={data.services} />
            <Pager page={filters.page} pageSize={PAGE_SIZE} total={data.total} onPage={(page) => update({ page })} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
