import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../hooks/use-page-title';
import type { SettingsKey } from '../../layouts/settings-menu';

export type PageKey =
  | 'home'
  | 'creators'
  | 'tokenomics'
  | 'messaging'
  | 'notifications'
  | 'events'
  | 'privacyTerms'
  | 'post'
  | 'albums'
  | 'celebration'
  | 'groups'
  | 'group'
  | 'event'
  | 'postVideos'
  | 'postVideoDetails'
  | 'createPage'
  | 'postDetails'
  | 'videos'
  | 'videoDetails'
  | 'classic'
  | 'landing'
  | 'download'
  | 'eventDetails'
  | 'help'
  | 'helpDetails'
  | 'offline'
  | 'profile'
  | 'about'
  | 'connections'
  | 'media'
  | 'activity'
  | 'connect'
  | 'embedTip'
  | 'embedSubscribe'
  | 'embedWallet';

/**
 * A routed page whose content arrives with its feature issue: it has its place, title and heading
 * now, so navigation, guards and layouts can be built and tested end to end.
 */
export type TitleKey = `pages.${PageKey}` | `settings.${SettingsKey | 'travelEdit'}`;

export function UnderwayPage({ titleKey }: { titleKey: TitleKey }) {
  const { t } = useTranslation('app');
  const title = t(titleKey);
  usePageTitle(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="muted">{t('pages.underway')}</p>
    </div>
  );
}
