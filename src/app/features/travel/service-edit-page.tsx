import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/status';
import { HostOnly } from './host-only';
import { ServiceForm } from './service-form';
import { valuesFromService } from './service-form-values';
import { useEditableService, useTravelHome } from './travel-queries';
import { useSaveService } from './use-save-service';
import { paths } from '../../config/paths';

/** /settings/travulum/edit/:id — its host or an admin (the server checks which). */
export function ServiceEditPage() {
  return <HostOnly titleKey="travelEdit">{() => <ServiceEdit />}</HostOnly>;
}

function ServiceEdit() {
  const { t } = useTranslation('travel');
  const { t: ta } = useTranslation('app');
  const raw = useParams().id ?? '';
  // Not a number cannot name a service: the server's 404 says so like for an unknown one.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const service = useEditableService(id);
  const home = useTravelHome();
  const save = useSaveService(id);
  // Both must be in: the form starts from the service and offers the cities.
  const both = {
    data: service.data && home.data ? { service: service.data, cities: home.data.cities } : undefined,
    error: service.error ?? home.error,
    isPending: service.isPending || home.isPending,
    refetch: () => Promise.all([service.refetch(), home.refetch()]),
  };

  return (
    <div className="page travel-page">
      <h1>{ta('settings.travelEdit')}</h1>
      <QueryView query={both}>
        {({ service: current, cities }) => (
          <>
            <p>
              <Link to={paths.travel.service.href(current.id)}>{t('manage.viewPublic')}</Link>
            </p>
            <ServiceForm
              key={current.id}
              initial={valuesFromService(current)}
              cities={cities}
              submitLabel={t('form.submitEdit')}
              cancelTo={paths.settings.travelList.href()}
              onSubmit={save}
            />
          </>
        )}
      </QueryView>
    </div>
  );
}
