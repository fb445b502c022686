import { useOutletContext } from 'react-router';
import type { PublicUser } from '../../core/contract/users';

export interface ProfileContext {
  creator: PublicUser;
  isOwner: boolean;
  isSubscribed: boolean;
}

/** The tabs of /{alias} read the creator the layout looked up once. */
export function useProfile(): ProfileContext {
  return useOutletContext<ProfileContext>();
}
