import { messages } from '../../domain/messages';
import { guardDecision, type GuardInput } from '../guard-decision';

const staff = { isAuthenticated: true, isStaff: true };
const customer = { isAuthenticated: true, isStaff: false };
const anonymous = { isAuthenticated: false, isStaff: false };

function decide(pathname: string, overrides: Partial<GuardInput> = {}) {
  return guardDecision({
    pathname,
    auth: staff,
    permittedPaths: ['crm/deals', 'crm/power-bill', 'admin/user-access-setting'],
    menuStatus: 'loaded',
    ...overrides,
  });
}

describe("guardDecision (the route guard's steps, in order)", () => {
  it('step 1: /login passes for anyone', () => {
    expect(decide('/login', { auth: anonymous })).toEqual({ kind: 'allow', dealId: null });
    expect(decide('/login', { auth: customer })).toEqual({ kind: 'allow', dealId: null });
  });

  it("step 2: not authenticated on a protected page → 'Please login first' and /login", () => {
    for (const path of ['/dashboard', '/customer', '/workplace/crm/deals']) {
      expect(decide(path, { auth: anonymous })).toEqual({
        kind: 'redirect',
        to: '/login',
        message: 'Please login first',
      });
    }
  });

  it('step 2: a first-time visitor at the home address goes to /login without a message', () => {
    expect(decide('/', { auth: anonymous })).toEqual({
      kind: 'redirect',
      to: '/login',
      message: null,
    });
  });

  it('step 3: a staff-only route for a customer → permission message and /customer', () => {
    for (const path of ['/dashboard', '/workplace/crm/deals']) {
      expect(decide(path, { auth: customer })).toEqual({
        kind: 'redirect',
        to: '/customer',
        message: 'You do not have permission to access this page',
      });
    }
  });

  it('step 4: a customer anywhere but /customer is sent there without a message', () => {
    expect(decide('/', { auth: customer })).toEqual({
      kind: 'redirect',
      to: '/customer',
      message: null,
    });
    expect(decide('/customer', { auth: customer })).toEqual({ kind: 'allow', dealId: null });
  });

  it('step 5: staff visiting /customer go to /dashboard', () => {
    expect(decide('/customer')).toEqual({ kind: 'redirect', to: '/dashboard', message: null });
    expect(decide('/dashboard')).toEqual({ kind: 'allow', dealId: null });
  });

  it('step 6: workplace paths need their first two segments among the permitted paths', () => {
    expect(decide('/workplace/crm/deals')).toEqual({ kind: 'allow', dealId: null });
    expect(decide('/workplace/crm/leads')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      message: messages.noPagePermission,
    });
    // Not permitted even if the sidebar would hide it: is_show plays no part here.
    expect(decide('/workplace/zoho/bom/7/design')).toMatchObject({ kind: 'redirect' });
  });

  it('step 6: user-access-setting is checked against its base path', () => {
    expect(decide('/workplace/admin/user-access-setting/12')).toEqual({
      kind: 'allow',
      dealId: null,
    });
  });

  it('step 6: the menu is loaded first, waited for while loading, and retried after a failure', () => {
    expect(decide('/workplace/crm/deals', { menuStatus: 'idle' })).toEqual({ kind: 'load-menu' });
    expect(decide('/workplace/crm/deals', { menuStatus: 'loading' })).toEqual({ kind: 'wait' });
    expect(decide('/workplace/crm/deals', { menuStatus: 'failed' })).toEqual({
      kind: 'load-menu',
    });
    // Pages outside the workplace never wait for the menu.
    expect(decide('/dashboard', { menuStatus: 'idle' })).toEqual({ kind: 'allow', dealId: null });
  });

  it('step 6: the bare /workplace shell goes to the dashboard', () => {
    expect(decide('/workplace')).toEqual({ kind: 'redirect', to: '/dashboard', message: null });
  });

  it('step 7: deal pages carry their deal id for the server check', () => {
    expect(decide('/workplace/crm/power-bill/42/edit')).toEqual({ kind: 'allow', dealId: '42' });
    expect(decide('/workplace/crm/power-bill/42')).toEqual({ kind: 'allow', dealId: '42' });
    expect(decide('/workplace/crm/site-sketch/9', { permittedPaths: ['crm/site-sketch'] })).toEqual(
      { kind: 'allow', dealId: '9' },
    );
  });

  it('steps run in order: an anonymous visitor of /customer is asked to log in first', () => {
    expect(decide('/customer', { auth: anonymous })).toMatchObject({ to: '/login' });
    // A customer on a workplace path is refused by step 3 before step 6 looks at the menu.
    expect(decide('/workplace/crm/deals', { auth: customer, menuStatus: 'idle' })).toMatchObject({
      to: '/customer',
    });
  });
});
