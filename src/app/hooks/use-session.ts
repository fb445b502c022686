import { useStore } from 'zustand';
import { useAppServices } from '../boot/app-context';

/** The signed-in user and token, live. */
export function useSession() {
  const { session } = useAppServices();
  const token = useStore(session, (state) => state.token);
  const user = useStore(session, (state) => state.user);
  return { token, user, signedIn: token !== null };
}
