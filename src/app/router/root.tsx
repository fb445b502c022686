import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../boot/app-context';
import { useLivePage } from '../boot/early-presses';
import { resetDocumentTitle } from '../hooks/use-page-title';
import { Notices } from '../shell/notices';

/** Around every route: notices, the splash screen's removal, the title reset, the session's refresh. */
export function Root() {
  const { t } = useTranslation('app');
  const { api, session } = useAppServices();
  useLivePage();

  useEffect(() => {
    document.getElementById('splash')?.remove();
    document.addEventListener('visibilitychange', resetDocumentTitle);
    return () => document.removeEventListener('visibilitychange', resetDocumentTitle);
  }, []);

  // A session restored from the cookie alone has no user yet: read it back (a 401 signs it out).
  useEffect(() => {
    const { token, user } = session.getState();
    if (token && !user) {
      api.auth.me().then(
        (me) => session.getState().updateUser(me),
        () => {},
      );
    }
  }, [api, session]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      <Notices />
    </>
  );
}
