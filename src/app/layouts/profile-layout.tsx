import { NavLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { TabBar } from '../components/tab-bar';
import { ProfileView } from '../features/profile/profile-view';
import { MainLayoutFrame } from './main-layout';

/** SPEC.md: the profile's tabs link to /{alias}{tab url}; its menu names Feed, Photos and Videos. */
export const profileTabs = [
  { key: 'profile', href: paths.profile.root.href },
  { key: 'about', href: paths.profile.about.href },
  { key: 'connections', href: paths.profile.connections.href },
  { key: 'media', href: paths.profile.media.href },
  { key: 'videos', href: paths.profile.videos.href },
  { key: 'events', href: paths.profile.events.href },
  { key: 'activity', href: paths.profile.activity.href },
] as const;

/** Its own chunk (app-routes loads it lazily), so the entry bundle stays small. */
export function ProfileLayout() {
  const { t } = useTranslation('app');
  const { profile = '' } = useParams();
  return (
    <MainLayoutFrame>
      <ProfileView
        // A new alias is a new profile: nothing of the last one's state carries over.
        key={profile.toLowerCase()}
        alias={profile}
        tabs={
          <TabBar label={t('pages.profile')}>
            {profileTabs.map((tab) => (
              <NavLink key={tab.key} to={tab.href(profile)} end className="tab-link">
                {t(`profileTabs.${tab.key}`)}
              </NavLink>
            ))}
          </TabBar>
        }
      />
    </MainLayoutFrame>
  );
}
