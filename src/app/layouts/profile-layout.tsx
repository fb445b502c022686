import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProfileShell } from '../features/profile/profile-shell';
import { MainLayoutFrame } from './main-layout';

/** SPEC.md: the profile's tabs link to /{alias}{tab url}. */
export const profileTabs = [
  { key: 'profile', path: '' },
  { key: 'about', path: '/about' },
  { key: 'connections', path: '/connections' },
  { key: 'media', path: '/media' },
  { key: 'videos', path: '/videos' },
  { key: 'events', path: '/events' },
  { key: 'activity', path: '/activity' },
] as const;

/** Its own chunk (app-routes loads it lazily), so the entry bundle stays small. */
export function ProfileLayout() {
  const { t } = useTranslation('app');
  const { profile = '' } = useParams();
  return (
    <MainLayoutFrame>
      <ProfileShell
        // A new alias is a new profile: nothing of the last one's state carries over.
        key={profile.toLowerCase()}
        alias={profile}
        tabs={
          <nav className="tab-bar" aria-label={t('pages.profile')}>
            {profileTabs.map((tab) => (
              <NavLink key={tab.key} to={`/${encodeURIComponent(profile)}${tab.path}`} end className="tab-link">
                {t(`pages.${tab.key}`)}
              </NavLink>
            ))}
          </nav>
        }
      />
    </MainLayoutFrame>
  );
}
