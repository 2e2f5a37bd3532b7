import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type RemoteRoute } from '@solar/shared';
import { installFakeApi, menuItem, testMenu, testUser, type FakeApi } from '@solar/shared/testing';
import { resetRemoteLoader } from '../../remotes/utils/remote-loader';
import { renderApp } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const register = registerRemotes as jest.Mock;
const load = loadRemote as jest.Mock;

const crmRoutes: RemoteRoute[] = [
  { pattern: 'crm/leads', title: 'Leads Management', Component: () => <h1>Leads page</h1> },
];
const portalRoutes: RemoteRoute[] = [
  { pattern: '', title: 'Customer portal', Component: () => <h1>Portal tiles</h1> },
];

/** Opens the account menu and chooses its last item (Logout) with the keyboard. */
async function chooseLogout() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Ada/ }));
  const item = await screen.findByRole('menuitem', { name: 'Logout' });
  await waitFor(() => expect(item.closest('[role="menu"]')).toHaveFocus());
  await user.keyboard('{End}');
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}

const toastTitles = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([options]) => (options as { title: string }).title);

describe('host app', () => {
  let fake: FakeApi;
  let toast: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    resetRemoteLoader();
    register.mockReset();
    load.mockReset();
    load.mockImplementation(async (id: string) =>
      id === 'crm/routes' ? { routes: crmRoutes } : { routes: portalRoutes },
    );
    toast = jest.spyOn(toaster, 'create');
    fake = installFakeApi({
      'GET /api/users/environment/': { body: { environment: 'development' } },
      'GET /api/users/menu/': { body: testMenu },
      'POST /api/auth/logout/': { status: 204 },
    });
  });
  afterEach(() => {
    fake.restore();
    toast.mockRestore();
  });

  it("sends an anonymous visitor to /login with 'Please login first'", async () => {
    const app = renderApp('/workplace/crm/leads');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(toastTitles(toast)).toContain(messages.pleaseLoginFirst);
    expect(document.title).toBe('Login');
  });

  it('greets a first-time visitor at the home address with the login page and no error', async () => {
    const app = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/login');
    expect(toastTitles(toast)).not.toContain(messages.pleaseLoginFirst);
  });

  it('staff open a remote page with title, breadcrumbs and sidebar', async () => {
    const app = renderApp('/workplace/crm/leads', { user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Leads page' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/workplace/crm/leads');
    expect(document.title).toBe('Leads Management');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Dashboard')).toBeInTheDocument();
    expect(within(crumbs).getByText('CRM')).toBeInTheDocument();
    expect(within(crumbs).getByText('Leads Management')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(sidebar).getByRole('link', { name: 'Leads Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The menu was loaded once, on first workplace entry.
    expect(fake.calls.filter((call) => call.path === '/api/users/menu/')).toHaveLength(1);
    expect(register).toHaveBeenCalledWith([
      { name: 'crm', entry: expect.any(String) },
      { name: 'zoho', entry: expect.any(String) },
      { name: 'templates', entry: expect.any(String) },
    ]);
    expect(load).toHaveBeenCalledWith('crm/routes');
  });

  it('a customer starts no staff remote download, even on a staff path', async () => {
    const app = renderApp('/workplace/crm/leads', { user: testUser({ is_staff: false }) });
    await screen.findByRole('heading', { name: 'Portal tiles' });
    expect(app.pathname()).toBe('/customer');
    expect(load).not.toHaveBeenCalledWith('crm/routes');
  });

  it('refuses a workplace page outside the menu and goes to the dashboard', async () => {
    const ops = testUser({ first_name: 'Olive', email: 'ops@example.com' });
    fake.set({
      'GET /api/users/menu/': {
        body: [
          menuItem(1, null, 'Templates', [
            menuItem(2, 'template/contracts', 'Contracts Templates'),
          ]),
        ],
      },
    });
    const app = renderApp('/workplace/crm/leads', { user: ops });
    expect(await screen.findByRole('heading', { name: 'Welcome, Olive' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/dashboard');
    expect(toastTitles(toast)).toContain(messages.noPagePermission);
    expect(load).not.toHaveBeenCalled();
  });

  it("a failed menu load on route entry → 'Failed to load menu on route entry' and /dashboard", async () => {
    fake.set({ 'GET /api/users/menu/': { status: 500, body: {} } });
    const app = renderApp('/workplace/crm/leads', { user: testUser() });
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    expect(toastTitles(toast)).toContain(messages.failedToLoadMenuOnRouteEntry);
    // The shell stays usable and says what failed.
    expect(await screen.findByText(messages.failedToLoadMenuItems)).toBeInTheDocument();
  });

  it('a customer sees only the portal; no staff remote is registered or loaded', async () => {
    const app = renderApp('/', { user: testUser({ is_staff: false }) });
    expect(await screen.findByRole('heading', { name: 'Portal tiles' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/customer');
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith([{ name: 'portal', entry: expect.any(String) }]);
    expect(load).toHaveBeenCalledWith('portal/routes');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(fake.calls.some((call) => call.path === '/api/users/menu/')).toBe(false);
  });

  it('a customer on a staff page is refused and sent to /customer', async () => {
    const app = renderApp('/dashboard', { user: testUser({ is_staff: false }) });
    await screen.findByRole('heading', { name: 'Portal tiles' });
    expect(app.pathname()).toBe('/customer');
    expect(toastTitles(toast)).toContain(messages.noPagePermission);
  });

  it('staff visiting /customer go to the dashboard', async () => {
    const app = renderApp('/customer', { user: testUser(), menu: testMenu });
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    expect(app.pathname()).toBe('/dashboard');
  });

  it('a remote that cannot be loaded shows its message with a Retry that retries', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003: failed to fetch remoteEntry'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/workplace/crm/leads', { user: testUser(), menu: testMenu });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The CRM area could not be loaded.');
    // The rest of the shell keeps working.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Leads page' })).toBeInTheDocument();
    expect(register).toHaveBeenLastCalledWith([{ name: 'crm', entry: expect.any(String) }], {
      force: true,
    });
    error.mockRestore();
  });

  it('a remote page that crashes while rendering is contained in its area', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    load.mockResolvedValue({
      routes: [
        {
          pattern: 'crm/leads',
          title: 'Leads Management',
          Component: () => {
            if (crash) throw new Error('render crash');
            return <h1>Recovered</h1>;
          },
        },
      ],
    });
    renderApp('/workplace/crm/leads', { user: testUser(), menu: testMenu });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The CRM area could not be loaded.');
    crash = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    error.mockRestore();
  });

  it('a catalogue page a remote does not provide says so and what to do', async () => {
    renderApp('/workplace/crm/deals', { user: testUser(), menu: testMenu });
    expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText(/This page is missing from the deployed app/)).toBeInTheDocument();
  });

  it('unknown paths show Not found inside the shell', async () => {
    renderApp('/somewhere/else', { user: testUser(), menu: testMenu });
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('a revoked token mid-session ends at /login with the session-expired message', async () => {
    const app = renderApp('/dashboard', { user: testUser(), menu: testMenu });
    await screen.findByRole('heading', { name: 'Welcome, Ada' });
    fake.set({ 'GET /api/users/menu/': { status: 401, body: { message: 'Token revoked' } } });
    // Any API call answered 401 ends the session; the menu retry is one.
    const { ensureMenuLoaded } = await import('@solar/shared');
    app.store.dispatch({ type: 'permissions/menuLoadFailed' });
    await app.store.dispatch(ensureMenuLoaded());
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(toastTitles(toast)).toContain(messages.sessionExpired);
    expect(toastTitles(toast)).not.toContain(messages.pleaseLoginFirst);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the Testing Environment banner only in the test environment', async () => {
    fake.set({ 'GET /api/users/environment/': { body: { environment: 'test' } } });
    renderApp('/login');
    expect(await screen.findByText('Testing Environment')).toBeInTheDocument();
  });

  it('logout revokes the token and returns to /login', async () => {
    const app = renderApp('/dashboard', { user: testUser(), menu: testMenu });
    await chooseLogout();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(fake.calls.some((call) => call.path === '/api/auth/logout/')).toBe(true);
    expect(app.store.getState().auth.token).toBeNull();
    expect(toastTitles(toast)).not.toContain(messages.logoutFailed);
    expect(toastTitles(toast)).not.toContain(messages.pleaseLoginFirst);
  });

  it("a failed logout says 'Logout failed' and still leaves the session", async () => {
    fake.set({ 'POST /api/auth/logout/': 'network-error' });
    const app = renderApp('/dashboard', { user: testUser(), menu: testMenu });
    await chooseLogout();
    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(toastTitles(toast)).toContain(messages.logoutFailed);
  });
});
