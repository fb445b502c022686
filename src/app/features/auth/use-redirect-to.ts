import { useSearchParams } from 'react-router';
import { useAppServices } from '../../boot/app-context';
import { safeRedirect } from '../../utils/safe-redirect';

/** Where signing in or up leads: the `redirectTo` page when it is this app's (utils/safe-redirect.ts), else home. */
export function useRedirectTo(): string {
  const { config } = useAppServices();
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirectTo'), config);
}
