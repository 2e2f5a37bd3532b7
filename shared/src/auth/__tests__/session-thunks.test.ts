import { setRuntimeConfig } from '../../runtime-config/runtime-config-holder';
import { createAppStore } from '../../store/create-app-store';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { testMenu, testRuntimeConfig, testUser } from '../../testing/fixtures';
import { signedIn, signedOut } from '../auth-slice';
import { ensureMenuLoaded, logout, restoreSession } from '../session-thunks';

describe('session', () => {
  let fake: FakeApi;
  beforeEach(() => {
    setRuntimeConfig(testRuntimeConfig);
    localStorage.clear();
    fake = installFakeApi({ 'GET /api/users/menu/': { body: testMenu } });
  });
  afterEach(() => fake.restore());

  it('sign-in persists token and user under the keys token and user', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't1', user: testUser() }));
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(testUser());
    store.dispatch(signedOut());
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('restores a stored session at start and loads the menu for staff', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(testUser()));
    const store = createAppStore();
    expect(store.dispatch(restoreSession())).toBe(true);
    expect(store.getState().auth.token).toBe('t1');
    await store.dispatch(ensureMenuLoaded());
    expect(store.getState().permissions.status).toBe('loaded');
    expect(store.getState().permissions.permittedPaths).toEqual([
      'crm/leads',
      'crm/deals',
      'crm/power-bill',
      'template/contracts',
    ]);
    // Loaded once per session: a second call does not ask the server again.
    await store.dispatch(ensureMenuLoaded());
    expect(fake.calls.filter((call) => call.path === '/api/users/menu/')).toHaveLength(1);
  });

  it('does not load a menu for customers', async () => {
    localStorage.setItem('token', 't2');
    localStorage.setItem('user', JSON.stringify(testUser({ is_staff: false })));
    const store = createAppStore();
    store.dispatch(restoreSession());
    await expect(store.dispatch(ensureMenuLoaded())).resolves.toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  it('a stored session that cannot be read logs out and clears storage', () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', '{"id": "not a user"');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    warn.mockRestore();
  });

  it('a token without a user is not a session', () => {
    localStorage.setItem('token', 't1');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAppStore();
    expect(store.dispatch(restoreSession())).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    warn.mockRestore();
  });

  it('a failed menu load is recorded and retried on the next call', async () => {
    fake.set({ 'GET /api/users/menu/': { status: 500, body: {} } });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't1', user: testUser() }));
    await expect(store.dispatch(ensureMenuLoaded())).resolves.toBe(false);
    expect(store.getState().permissions.status).toBe('failed');
    fake.set({ 'GET /api/users/menu/': { body: testMenu } });
    await expect(store.dispatch(ensureMenuLoaded())).resolves.toBe(true);
  });

  it('logout revokes the token, clears the session and resets the permission store', async () => {
    fake.set({ 'POST /api/auth/logout/': { status: 204 } });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't1', user: testUser() }));
    await store.dispatch(ensureMenuLoaded());
    await expect(store.dispatch(logout())).resolves.toBe(true);
    expect(fake.calls.at(-1)).toMatchObject({
      path: '/api/auth/logout/',
      authorization: 'Bearer t1',
    });
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().permissions).toEqual({
      menuItems: [],
      permittedPaths: [],
      status: 'idle',
    });
  });

  it('a failed logout still clears the local session and reports the failure', async () => {
    fake.set({ 'POST /api/auth/logout/': 'network-error' });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't1', user: testUser() }));
    await expect(store.dispatch(logout())).resolves.toBe(false);
    expect(store.getState().auth.token).toBeNull();
  });
});
