import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

type PreferenceGroup = 'notification' | 'communication' | 'messaging' | 'privacy';

const preferences = (group: PreferenceGroup): RouteObject => ({
  path: paths.settings[group].path,
  ...lazyPage(() =>
    import('./preferences-page').then(({ PreferencesPage }) => () => <PreferencesPage group={group} />),
  ),
});

/** The account's own pages, in settings. */
export const settingsRoutes: RouteObject[] = [
  {
    path: paths.settings.account.path,
    ...lazyPage(() => import('./account-page').then((module) => module.CreatorAccountPage)),
  },
  {
    path: paths.settings.accountMember.path,
    ...lazyPage(() => import('./account-page').then((module) => module.MemberAccountPage)),
  },
  preferences('notification'),
  preferences('communication'),
  preferences('messaging'),
  preferences('privacy'),
  {
    path: paths.settings.goal.path,
    ...lazyPage(() => import('./goal-page').then((module) => module.GoalPage)),
  },
  {
    path: paths.settings.tips.path,
    ...lazyPage(() => import('./tips-page').then((module) => module.TipsPage)),
  },
  {
    path: paths.settings.closeAccount.path,
    ...lazyPage(() => import('./close-account-page').then((module) => module.CloseAccountPage)),
  },
];
