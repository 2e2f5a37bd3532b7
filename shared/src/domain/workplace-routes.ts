/**
 * The catalogue of workplace routes: path pattern, title,
 * owning app, menu group and sidebar visibility. The API seeds the menu from it, the host routes by
 * its ownership and the remotes take their titles from it, so there is one copy of each.
 */
type WorkplaceRouteOwner = 'host' | 'crm' | 'zoho' | 'templates';

export type MenuGroupKey = 'crm' | 'logistics' | 'templates' | 'projects' | 'admin' | 'zoho';

interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  icon: string;
}

export interface WorkplaceRoute {
  /** Pattern relative to `/workplace/`, react-router syntax (`:param`, `:param?`). */
  pattern: string;
  title: string;
  owner: WorkplaceRouteOwner;
  group: MenuGroupKey;
  icon: string;
  /** Shown in the sidebar; hidden routes are still permitted by their menu item. */
  isShow: boolean;
  /** Named route of the specification, used for navigation helpers. */
  name?: string;
  /** Menu path kept highlighted while this route is open. */
  highlight?: string;
}

export const menuGroups: readonly MenuGroup[] = [
  { key: 'crm', title: 'CRM', icon: 'users' },
  { key: 'logistics', title: 'Logistics', icon: 'truck' },
  { key: 'templates', title: 'Templates', icon: 'file-text' },
  { key: 'projects', title: 'Projects', icon: 'briefcase' },
  { key: 'admin', title: 'Administration', icon: 'settings' },
  { key: 'zoho', title: 'Parts Lists & Zoho', icon: 'package' },
];

const crm = <Pattern extends string>(
  pattern: Pattern,
  title: string,
  icon: string,
  extra: Partial<WorkplaceRoute> = {},
): WorkplaceRoute & { pattern: Pattern } => ({
  title,
  owner: 'crm',
  group: 'crm',
  icon,
  isShow: true,
  ...extra,
  pattern,
});
const hidden = (highlight: string, name?: string): Partial<WorkplaceRoute> => ({
  isShow: false,
  highlight,
  ...(name ? { name } : {}),
});
const zoho = <Pattern extends string>(
  pattern: Pattern,
  title: string,
  icon: string,
  extra: Partial<WorkplaceRoute> = {},
): WorkplaceRoute & { pattern: Pattern } => ({
  title,
  owner: 'zoho',
  group: 'zoho',
  icon,
  isShow: true,
  ...extra,
  pattern,
});

// Kept literal (`as const`) so that `WorkplacePattern` names every page a link may lead to.
const catalogue = [
  crm('crm/leads', 'Leads Management', 'user-plus'),
  crm('crm/deals', 'Deals', 'handshake', { name: 'Deals' }),
  crm('crm/service-requests', 'Service Requests', 'inbox'),
  crm('crm/proposals', 'Proposals', 'file-text'),
  crm('crm/meeting', 'Meeting Management', 'calendar'),
  crm('crm/present-proposal', 'Present Proposal', 'sun'),
  crm('crm/compare-proposals', 'Compare Proposals', 'columns', hidden('crm/present-proposal')),
  crm('crm/battery-simulation', 'Battery Simulation', 'battery'),
  crm('crm/deal-details/:dealId', 'Deal Details', 'file', hidden('crm/deals', 'DealDetails')),
  crm('crm/site-sketch/:dealId', 'Site Sketch', 'map', hidden('crm/deals', 'SiteSketch')),
  crm('crm/deal-proposal/:dealId', 'Deal Proposal', 'sun', hidden('crm/deals', 'DealProposal')),
  crm('crm/design-proposal/:proposalId', 'Design Proposal', 'sun', hidden('crm/proposals')),
  crm('crm/preview-proposal/:proposalId', 'Preview Proposal', 'eye', hidden('crm/proposals')),
  crm(
    'crm/preview-proposal-plus/:proposalId',
    'Preview Proposal Plus',
    'eye',
    hidden('crm/proposals'),
  ),
  crm('crm/power-bill/:dealId/:action?', 'Power Bill', 'zap', hidden('crm/deals', 'PowerBill')),
  crm(
    'crm/deal-contact/:dealId/:action?',
    'Deal Contact',
    'contact',
    hidden('crm/deals', 'DealContact'),
  ),
  crm('crm/deal-program', 'Deal Programs', 'layers'),
  crm(
    'crm/deal-program-design/:dealProgramId',
    'Deal Program Design',
    'layers',
    hidden('crm/deal-program'),
  ),
  crm(
    'crm/program-proposal-design/:dealProgramId',
    'Program Proposal Design',
    'layers',
    hidden('crm/deal-program'),
  ),
  crm('crm/sales-person-tree', 'Sales Person Tree', 'git-branch'),

  {
    pattern: 'logistics/stock',
    title: 'Stock Management',
    owner: 'zoho',
    group: 'logistics',
    icon: 'boxes',
    isShow: true,
  },
  {
    pattern: 'logistics/orders',
    title: 'Orders Management',
    owner: 'zoho',
    group: 'logistics',
    icon: 'shopping-cart',
    isShow: true,
  },
  {
    pattern: 'logistics/demand',
    title: 'Demand',
    owner: 'zoho',
    group: 'logistics',
    icon: 'trending-up',
    isShow: true,
  },
  {
    pattern: 'logistics/ncrinventory',
    title: 'NCM Inventory',
    owner: 'zoho',
    group: 'logistics',
    icon: 'clipboard',
    isShow: true,
  },

  {
    pattern: 'template/contracts',
    title: 'Contracts Templates',
    owner: 'templates',
    group: 'templates',
    icon: 'file-signature',
    isShow: true,
  },
  {
    pattern: 'template/invoices',
    title: 'Invoices Templates',
    owner: 'templates',
    group: 'templates',
    icon: 'receipt',
    isShow: true,
  },
  {
    pattern: 'template/editor/:templateId?',
    title: 'New Template',
    owner: 'templates',
    group: 'templates',
    icon: 'file-plus',
    isShow: true,
  },

  {
    pattern: 'projects/active',
    title: 'Active Projects',
    owner: 'crm',
    group: 'projects',
    icon: 'activity',
    isShow: true,
  },
  {
    pattern: 'projects/history',
    title: 'Projects History',
    owner: 'crm',
    group: 'projects',
    icon: 'history',
    isShow: true,
  },

  {
    pattern: 'admin/user-setting',
    title: 'User Settings',
    owner: 'host',
    group: 'admin',
    icon: 'user-cog',
    isShow: true,
  },
  {
    pattern: 'admin/user-access-setting/:userId',
    title: 'User Access Settings',
    owner: 'host',
    group: 'admin',
    icon: 'shield',
    isShow: false,
    highlight: 'admin/user-setting',
  },
  {
    pattern: 'admin/jobs',
    title: 'Jobs',
    owner: 'host',
    group: 'admin',
    icon: 'list',
    isShow: true,
  },
  {
    pattern: 'admin/utility-rates',
    title: 'Utility Rates',
    owner: 'host',
    group: 'admin',
    icon: 'zap',
    isShow: true,
  },
  {
    pattern: 'admin/tax-rates',
    title: 'Tax Rates',
    owner: 'host',
    group: 'admin',
    icon: 'receipt',
    isShow: true,
  },
  {
    pattern: 'admin/outbox',
    title: 'Outbox',
    owner: 'host',
    group: 'admin',
    icon: 'inbox',
    isShow: true,
  },
  {
    pattern: 'admin/outbox/:messageId',
    title: 'E-mail',
    owner: 'host',
    group: 'admin',
    icon: 'inbox',
    isShow: false,
    highlight: 'admin/outbox',
  },
  {
    pattern: 'admin/mail-templates',
    title: 'E-mail Templates',
    owner: 'host',
    group: 'admin',
    icon: 'file-text',
    isShow: true,
  },

  zoho('zoho/zoho-data-upload', 'Zoho Data Upload', 'upload'),
  zoho('zoho/test-storage', 'Test Storage', 'database'),
  zoho('zoho/zoho-api', 'Zoho API', 'refresh'),
  zoho('zoho/item-attribute', 'Item Attributes', 'tag'),
  zoho('zoho/demand-panel-link', 'Demand Panel Link', 'link'),
  zoho('zoho/plane-demand', 'Plan Demand', 'trending-up'),
  zoho('zoho/warehouse', 'Warehouse', 'warehouse'),
  zoho('zoho/mrp', 'MRP', 'cpu'),
  zoho('zoho/bom', 'BOM', 'list'),
  zoho('zoho/bom/:id/design', 'BOM Design', 'list', hidden('zoho/bom')),
  zoho('zoho/bom-link', 'BOM Link', 'link'),
  zoho('zoho/project-info-map', 'Project Info Map', 'map'),
  zoho('zoho/mpr-item-setting', 'MPR Item Setting', 'sliders'),
  zoho('zoho/forecast', 'Forecast', 'bar-chart'),
  zoho('zoho/shipping-details', 'Shipping Details', 'truck'),
] as const satisfies readonly WorkplaceRoute[];

export const workplaceRoutes: readonly WorkplaceRoute[] = catalogue;

/** The pattern of one catalogue route: how a link or a navigation names the page it leads to. */
export type WorkplacePattern = (typeof catalogue)[number]['pattern'];

/** Which app owns a workplace path prefix; the host loads that app only when one is visited. */
const routeOwnerByPrefix: Readonly<Record<string, WorkplaceRouteOwner>> = {
  crm: 'crm',
  projects: 'crm',
  zoho: 'zoho',
  logistics: 'zoho',
  template: 'templates',
  admin: 'host',
};

/**
 * The permission path of a workplace location: parameters stripped and reduced to the first two
 * segments after `/workplace/` (guard step 6). `/workplace/crm/power-bill/5/add` → `crm/power-bill`.
 */
export function permissionPathOf(pathname: string): string {
  const relative = pathname.replace(/^\/+/, '').replace(/^workplace\/?/, '');
  return relative
    .split(/[?#]/)[0]!
    .split('/')
    .filter((segment) => segment !== '')
    .slice(0, 2)
    .join('/');
}

/** The menu path (first two segments) of a route pattern: `zoho/bom/:id/design` → `zoho/bom`. */
export function menuPathOfPattern(pattern: string): string {
  return permissionPathOf(
    pattern
      .split('/')
      .filter((s) => !s.startsWith(':'))
      .join('/'),
  );
}

/** Forces a navigation target to start with `/workplace/`. */
export function toWorkplacePath(path: string): string {
  const relative = path.replace(/^\/+/, '').replace(/^workplace\/?/, '');
  return `/workplace/${relative}`;
}

export function routeOwnerOf(pathname: string): WorkplaceRouteOwner | null {
  const prefix = permissionPathOf(pathname).split('/')[0] ?? '';
  return routeOwnerByPrefix[prefix] ?? null;
}

export function workplaceRouteByPattern(pattern: string): WorkplaceRoute {
  const route = workplaceRoutes.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No workplace route ${pattern}`);
  return route;
}

/**
 * The page title a person knows a menu path by (`zoho/plane-demand` → `Plan Demand`): the first
 * catalogue route under that path, as the menu seed names it. A path the catalogue no longer has
 * (an old grant in the history) keeps the fallback: the stored title, or the path itself.
 */
export function workplaceTitleOfMenuPath(path: string, fallback: string = path): string {
  const route = workplaceRoutes.find((candidate) => menuPathOfPattern(candidate.pattern) === path);
  return route?.title ?? fallback;
}

/** How the shell names each area in messages such as "The CRM area could not be loaded." */
export const areaTitles: Readonly<Record<'crm' | 'zoho' | 'templates' | 'portal', string>> = {
  crm: 'CRM',
  zoho: 'Logistics & Parts Lists',
  templates: 'Templates',
  portal: 'Customer portal',
};

/** Demo accounts seeded by the API; tests rely on them. */
export const demoAccountEmails = {
  admin: 'admin@example.com',
  manager: 'manager@example.com',
  rep1: 'rep1@example.com',
  rep2: 'rep2@example.com',
  ops: 'ops@example.com',
  customer: 'customer@example.com',
} as const;
