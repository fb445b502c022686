import type { Me } from '../../../core/contract/users';

/** API.md: hosts offer services; admins may see and change every host's. */
export function canManage(user: Pick<Me, 'roles'>): boolean {
  return user.roles.includes('host') || user.roles.includes('admin');
}

/** Admins read the admin list (every host); a host reads their own. */
export function manageScope(user: Pick<Me, 'roles'>): 'admin' | 'own' {
  return user.roles.includes('admin') ? 'admin' : 'own';
}
