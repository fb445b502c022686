import { useAppServices } from '../boot/app-context';
import { useBrowserState } from './use-browser-state';

/** The signed-in user and token, live; signed out while a server-rendered page hydrates (use-browser-state). */
export function useSession() {
  const { session } = useAppServices();
  const token = useBrowserState(session, (state) => state.token, null);
  const user = useBrowserState(session, (state) => state.user, null);
  return { token, user, signedIn: token !== null };
}
