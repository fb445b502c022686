import type { Me } from '../../../core/contract/users';
import { managesTravel } from '../../utils/roles';

/** Hosts and admins manage travel services (the rule lives with the menus that follow it). */
export const canManage = managesTravel;

/** Admins read the admin list (every host); a host reads their own. */
export function manageScope(user: Pick<Me, 'roles'>): 'admin' | 'own' {
  return user.roles.includes('admin') ? 'admin' : 'own';
}
