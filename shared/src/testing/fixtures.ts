import type { MenuItem } from '../domain/menu';
import type { ServiceRequest } from '../domain/portal/portal-schemas';
import type { RuntimeConfig } from '../domain/runtime-config';
import type { User } from '../domain/user';

export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    crm: 'http://crm.test/mf-manifest.json',
    zoho: 'http://zoho.test/mf-manifest.json',
    templates: 'http://templates.test/mf-manifest.json',
    portal: 'http://portal.test/mf-manifest.json',
  },
  googleClientId: null,
};

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'admin',
    email: 'admin@example.com',
    first_name: 'Ada',
    last_name: 'Admin',
    avatar: null,
    is_staff: true,
    ...overrides,
  };
}

export function menuItem(
  id: number,
  path: string | null,
  title: string,
  children: MenuItem[] = [],
  overrides: Partial<MenuItem> = {},
): MenuItem {
  return { id, path, title, icon: null, is_show: true, children, ...overrides };
}

/** A small staff menu: CRM (leads, deals, hidden power-bill) and Templates (contracts). */
export const testMenu: MenuItem[] = [
  menuItem(1, null, 'CRM', [
    menuItem(2, 'crm/leads', 'Leads Management'),
    menuItem(3, 'crm/deals', 'Deals'),
    menuItem(4, 'crm/power-bill', 'Power Bill', [], { is_show: false }),
  ]),
  menuItem(5, null, 'Templates', [menuItem(6, 'template/contracts', 'Contracts Templates')]),
];

/** A customer's service request as the API returns it (portal and CRM views). */
export function testServiceRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 5,
    deal: { id: 7, name: 'Gallant Residence' },
    kind: 'after-service',
    message: 'The inverter shows a red light.',
    status: 'Open',
    requested_by: { name: 'Casey Customer', email: 'customer@example.com' },
    created_at: '2026-03-05T09:30:00.000Z',
    handled_at: null,
    ...overrides,
  };
}
