import { useTranslation } from 'react-i18next';
import { QueryView } from '../../components/status';
import { HostOnly } from './host-only';
import { ServiceForm } from './service-form';
import { emptyServiceValues } from './service-form-values';
import { useTravelHome } from './travel-queries';
import { useSaveService } from './use-save-service';
import { paths } from '../../config/paths';

/** /settings/travulum/create */
export function ServiceCreatePage() {
  return <HostOnly titleKey="travelCreate">{() => <ServiceCreate />}</HostOnly>;
}

function ServiceCreate() {
  const { t } = useTranslation('travel');
  const { t: ta } = useTranslation('app');
  const home = useTravelHome();
  const save = useSaveService(null);
  return (
    <div className="page travel-page">
      <h1>{ta('settings.travelCreate')}</h1>
      <QueryView query={home}>
        {({ cities }) => (
          <ServiceForm
            initial={emptyServiceValues}
            cities={cities}
            submitLabel={t('form.submitCreate')}
            cancelTo={paths.settings.travelList.href()}
            onSubmit={save}
          />
        )}
      </QueryView>
    </div>
  );
}
