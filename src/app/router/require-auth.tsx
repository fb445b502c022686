import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Signed-in groups: a visitor goes to sign-in with the intended path, and comes back after. */
export function RequireAuth() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const redirectTo = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`/auth/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
}
