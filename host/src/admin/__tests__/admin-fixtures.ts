import type { AdminUser, MenuItem } from '@solar/shared';
import { menuItem } from '@solar/shared/testing';

export function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    username: `user${id}`,
    email: `user${id}@example.com`,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    is_staff: true,
    is_superuser: false,
    is_active: true,
    manager: null,
    last_login_at: null,
    ...overrides,
  };
}

/** CRM (deals, proposals) and Administration (user settings, the hidden access page). */
export const adminMenuTree: MenuItem[] = [
  menuItem(1, null, 'CRM', [
    menuItem(2, 'crm/deals', 'Deals'),
    menuItem(3, 'crm/proposals', 'Proposals'),
  ]),
  menuItem(10, null, 'Administration', [
    menuItem(11, 'admin/user-setting', 'User Settings'),
    menuItem(12, 'admin/user-access-setting', 'User Access Settings', [], { is_show: false }),
  ]),
];
