import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';

/** A management page's heading, with the way to list a new service beside it. */
export function ManageHead({ title }: { title: string }) {
  const { t } = useTranslation('travel');
  return (
    <div className="travel-heading">
      <h1>{title}</h1>
      <Link className="button button-primary travel-new" to={paths.settings.travelCreate.href()}>
        {t('manage.create')}
      </Link>
    </div>
  );
}
