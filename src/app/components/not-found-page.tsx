import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../hooks/use-page-title';
import { paths } from '../config/paths';

export function NotFoundPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <div className="page centered-page">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFoundText')}</p>
      <Link className="button" to={paths.root.href()}>
        {t('errors.goHome')}
      </Link>
    </div>
  );
}
