import { activeMenuPathOf, breadcrumbsOf, pageTitleOf } from '../route-meta';

describe('page title', () => {
  it("is the catalogue route's title, Login for /login, else the product name", () => {
    expect(pageTitleOf('/workplace/crm/leads')).toBe('Leads Management');
    expect(pageTitleOf('/workplace/logistics/ncrinventory')).toBe('NCM Inventory');
    expect(pageTitleOf('/workplace/zoho/bom/12/design')).toBe('BOM Design');
    expect(pageTitleOf('/login')).toBe('Login');
    expect(pageTitleOf('/dashboard')).toBe('Solar Workplace');
    expect(pageTitleOf('/workplace/nowhere')).toBe('Solar Workplace');
  });

  it("is the portal page's title under /customer", () => {
    expect(pageTitleOf('/customer')).toBe('Customer Portal');
    expect(pageTitleOf('/customer/tracking')).toBe('Project Tracking');
    expect(pageTitleOf('/customer/proposals')).toBe('Invoice & Reports');
    expect(pageTitleOf('/customer/proposals/7')).toBe('Proposal');
    expect(pageTitleOf('/customer/requests/hvac-install')).toBe('Service request');
    expect(pageTitleOf('/customer/nowhere')).toBe('Solar Workplace');
  });
});

describe('breadcrumbs', () => {
  it('are Dashboard › group › page', () => {
    expect(breadcrumbsOf('/workplace/crm/power-bill/4/add')).toEqual([
      { title: 'Dashboard', href: '/dashboard' },
      { title: 'CRM' },
      { title: 'Power Bill' },
    ]);
    expect(breadcrumbsOf('/workplace/logistics/orders')).toEqual([
      { title: 'Dashboard', href: '/dashboard' },
      { title: 'Logistics' },
      { title: 'Orders Management' },
    ]);
    expect(breadcrumbsOf('/dashboard')).toEqual([{ title: 'Dashboard' }]);
    expect(breadcrumbsOf('/workplace/crm/unknown')).toEqual([
      { title: 'Dashboard', href: '/dashboard' },
      { title: 'Not found' },
    ]);
  });
});

describe("a page's own title", () => {
  it('replaces the catalogue title in the breadcrumbs and the tab', () => {
    expect(breadcrumbsOf('/workplace/template/editor/5', 'Standard contract')).toEqual([
      { title: 'Dashboard', href: '/dashboard' },
      { title: 'Templates' },
      { title: 'Standard contract' },
    ]);
    expect(pageTitleOf('/workplace/template/editor/5', 'Standard contract')).toBe(
      'Standard contract',
    );
    expect(breadcrumbsOf('/workplace/template/editor').at(-1)).toEqual({ title: 'New Template' });
  });
});

describe('menu highlight', () => {
  it('keeps Deals lit on power-bill and deal-contact, Proposals on preview-proposal', () => {
    expect(activeMenuPathOf('/workplace/crm/power-bill/4/edit')).toBe('crm/deals');
    expect(activeMenuPathOf('/workplace/crm/deal-contact/4')).toBe('crm/deals');
    expect(activeMenuPathOf('/workplace/crm/preview-proposal/9')).toBe('crm/proposals');
    expect(activeMenuPathOf('/workplace/crm/leads')).toBe('crm/leads');
    expect(activeMenuPathOf('/dashboard')).toBe('dashboard');
  });
});
