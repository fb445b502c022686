import type { Me } from '../../core/contract/users';

/** A creator: the role, or a subscription price set (the demo's creators have the price, not always the role). */
export function isCreator(user: Pick<Me, 'roles' | 'subscription_amount'> | null): boolean {
  return !!user && (user.roles.includes('creator') || user.subscription_amount >= 1);
}
