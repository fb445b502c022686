import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from './use-session';
import { paths } from '../config/paths';

/**
 * SPEC.md section 6: a visitor who tries to subscribe, tip, like, comment or unlock goes to sign-in and
 * comes back here. Returns true when the action may go on.
 */
export function useRequireSignIn(): (returnTo?: string) => boolean {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (returnTo?: string) => {
      if (signedIn) return true;
      const redirectTo = returnTo ?? `${location.pathname}${location.search}${location.hash}`;
      void navigate(paths.auth.signIn.href(redirectTo));
      return false;
    },
    [signedIn, navigate, location],
  );
}
