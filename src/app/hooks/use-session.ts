import { useStore } from 'zustand';
import { useAppServices } from '../boot/app-context';
import { useHydrated } from './use-hydrated';

/** The signed-in user and token, live; signed out while a server-rendered page hydrates (use-hydrated). */
export function useSession() {
  const { session } = useAppServices();
  const hydrated = useHydrated();
  const storedToken = useStore(session, (state) => state.token);
  const storedUser = useStore(session, (state) => state.user);
  const token = hydrated ? storedToken : null;
  const user = hydrated ? storedUser : null;
  return { token, user, signedIn: token !== null };
}
