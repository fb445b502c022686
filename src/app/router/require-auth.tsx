import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';
import { paths } from '../config/paths';

/** Signed-in groups: a visitor goes to sign-in with the intended path, and comes back after. */
export function RequireAuth() {
  const { signedIn } = useSession();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  const redirectTo = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={paths.auth.signIn.href(redirectTo)} replace />;
}
