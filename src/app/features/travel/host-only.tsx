import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../../core/contract/users';
import { Loading } from '../../components/status';
import { usePageTitle } from '../../hooks/use-page-title';
import { useSession } from '../../hooks/use-session';
import type { SettingsKey } from '../../config/settings-menu';
import { canManage } from './travel-roles';
import './travel.css';
import { paths } from '../../config/paths';

export type ManageTitleKey = SettingsKey | 'travelEdit';

/**
 * The management pages are for hosts and admins only. Anyone else gets the page with its title and
 * the reason, not an empty list or a bare 403; the server refuses these calls to them as well.
 */
export function HostOnly({ titleKey, children }: { titleKey: ManageTitleKey; children: (user: Me) => ReactNode }) {
  const { t } = useTranslation('app');
  const { t: tt } = useTranslation('travel');
  const { user } = useSession();
  const title = t(`settings.${titleKey}`);
  usePageTitle(title);

  // A session restored from the cookie alone is signed in before its user is read back.
  if (!user) return <Loading />;
  if (canManage(user)) return <>{children(user)}</>;
  return (
    <div className="page travel-page">
      <h1>{title}</h1>
      <section className="card travel-denied" aria-labelledby="travel-denied">
        <h2 id="travel-denied">{tt('denied.title')}</h2>
        <p>{tt('denied.text')}</p>
        <Link className="button" to={paths.travel.home.href()}>
          {tt('denied.browse')}
        </Link>
      </section>
    </div>
  );
}
