import type { Me } from '../../core/contract/users';

/** A creator: the role, or a subscription price members can pay (the API lets anyone set one). */
export function isCreator(user: Pick<Me, 'roles' | 'subscription_amount'>): boolean {
  return user.roles.includes('creator') || user.subscription_amount >= 1;
}

/** API.md: hosts offer travel services; admins may see and change every host's. */
export function managesTravel(user: Pick<Me, 'roles'>): boolean {
  return user.roles.includes('host') || user.roles.includes('admin');
}
