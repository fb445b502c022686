import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../boot/app-context';
import { paths } from '../config/paths';

/** Ends the session on the server (best effort) and here, then goes to sign-in. */
export function useSignOut() {
  const { api, session, notify } = useAppServices();
  const navigate = useNavigate();
  const { t } = useTranslation('app');
  return useCallback(async () => {
    try {
      await api.auth.signOut();
    } catch {
      // The token may already be gone; signing out here is what matters.
    }
    session.getState().signOut();
    notify.getState().notify({ kind: 'info', message: t('auth.signedOut') });
    await navigate(paths.auth.signIn.href());
  }, [api, session, notify, navigate, t]);
}
