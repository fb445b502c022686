import { isCreatorPrice } from '../../core/contract/creator-rule';
import type { Me } from '../../core/contract/users';

/** A creator: the role, or a subscription price members can pay (the demo's creators have the price, not always the role). */
export function isCreator(user: Pick<Me, 'roles' | 'subscription_amount'> | null): boolean {
  return !!user && (user.roles.includes('creator') || isCreatorPrice(user.subscription_amount));
}

/** API.md: hosts offer travel services; admins may see and change every host's. */
export function managesTravel(user: Pick<Me, 'roles'>): boolean {
  return user.roles.includes('host') || user.roles.includes('admin');
}
