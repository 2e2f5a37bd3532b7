import { authApi } from '../../auth/auth-endpoints';
import { messages } from '../../domain/messages';
import { versionConflictCode } from '../../domain/record-version';
import { isVersionConflict } from '../../errors/is-version-conflict';
import { signedInStore, watchErrorPolicy } from '../../testing/error-policy-watch';
import { testMenu } from '../../testing/fixtures';
import { api } from '../api';
import { createAppStore } from '../create-app-store';

// Probe endpoints as a remote declares them: one naming the shared toast, one naming nothing.
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    testProbe: build.query<unknown, string>({
      query: (path) => path,
      extraOptions: { errorPolicy: 'shared-toast' },
    }),
    testDefaultProbe: build.query<unknown, string>({ query: (path) => path }),
  }),
});

describe('the api base query', () => {
  const watched = watchErrorPolicy();

  it('calls the runtime base URL with the bearer token', async () => {
    watched.fake.set({ 'GET /api/users/menu/': { body: testMenu } });
    const store = signedInStore();
    const result = await store.dispatch(authApi.endpoints.usersMenu.initiate());
    expect(result.data).toEqual(testMenu);
    expect(watched.fake.calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/users/menu/',
      authorization: 'Bearer secret-token',
    });
  });

  it('sends no Authorization header before sign-in', async () => {
    watched.fake.set({ 'GET /api/auth/dev/accounts/': { body: [] } });
    const store = createAppStore();
    await store.dispatch(authApi.endpoints.authDevAccounts.initiate());
    expect(watched.fake.calls[0]?.authorization).toBeNull();
  });

  it('401: logs out, clears storage, goes to /login with the session-expired toast', async () => {
    watched.fake.set({ 'GET /api/probe/': { status: 401, body: { message: 'Invalid token' } } });
    const store = signedInStore();
    expect(localStorage.getItem('token')).toBe('secret-token');
    await store.dispatch(probeApi.endpoints.testProbe.initiate('/api/probe/'));
    expect(store.getState().auth).toEqual({ token: null, user: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(watched.navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(watched.toast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: messages.sessionExpired, duration: 5000 }),
    );
  });

  it('403: toast and /dashboard, session kept', async () => {
    watched.fake.set({ 'GET /api/probe/': { status: 403, body: { message: 'Forbidden' } } });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.testProbe.initiate('/api/probe/'));
    expect(store.getState().auth.token).toBe('secret-token');
    expect(watched.navigate).toHaveBeenCalledWith('/dashboard', {});
    expect(watched.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: messages.noResourcePermission }),
    );
  });

  it("500: 'Server error, please try again later'; 409: the body's message", async () => {
    watched.fake.set({
      'GET /api/boom/': { status: 500, body: { message: 'internal' } },
      'GET /api/conflict/': { status: 409, body: { message: 'Already there' } },
    });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.testProbe.initiate('/api/boom/'));
    await store.dispatch(probeApi.endpoints.testProbe.initiate('/api/conflict/'));
    const titles = watched.toast.mock.calls.map(
      ([options]) => (options as { title: string }).title,
    );
    expect(titles).toEqual([messages.serverError, 'Already there']);
    expect(watched.navigate).not.toHaveBeenCalled();
  });

  it('a version conflict is left to the page, which offers to reload: no toast', async () => {
    watched.fake.set({
      'GET /api/stale/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    const store = signedInStore();
    const result = await store.dispatch(probeApi.endpoints.testProbe.initiate('/api/stale/'));
    expect(isVersionConflict(result.error)).toBe(true);
    expect(watched.toast).not.toHaveBeenCalled();
  });

  it('an endpoint that names no policy leaves its failures to the page but still logs out on 401', async () => {
    watched.fake.set({
      'GET /api/boom/': { status: 500, body: { message: 'internal' } },
      'GET /api/refused/': { status: 403, body: { message: 'Forbidden' } },
    });
    const store = signedInStore();
    await store.dispatch(probeApi.endpoints.testDefaultProbe.initiate('/api/boom/'));
    await store.dispatch(probeApi.endpoints.testDefaultProbe.initiate('/api/refused/'));
    expect(watched.toast).not.toHaveBeenCalled();
    expect(watched.navigate).not.toHaveBeenCalled();
    watched.fake.set({ 'GET /api/expired/': { status: 401, body: {} } });
    await store.dispatch(probeApi.endpoints.testDefaultProbe.initiate('/api/expired/'));
    expect(store.getState().auth.token).toBeNull();
    expect(watched.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it("'page-message' endpoints (the menu) skip the toast but still log out on 401", async () => {
    watched.fake.set({ 'GET /api/users/menu/': { status: 500, body: {} } });
    const store = signedInStore();
    await store.dispatch(authApi.endpoints.usersMenu.initiate());
    expect(watched.toast).not.toHaveBeenCalled();
    watched.fake.set({ 'GET /api/users/menu/': { status: 401, body: {} } });
    await store.dispatch(authApi.endpoints.usersMenu.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().auth.token).toBeNull();
  });

  it("'page-handles-all' endpoints (sign-in) are left entirely to the caller", async () => {
    watched.fake.set({
      'POST /api/auth/google/': { status: 401, body: { error: 'Token used too early' } },
    });
    const store = signedInStore();
    const result = await store.dispatch(
      authApi.endpoints.authGoogleSignIn.initiate({ access_token: 'x', token_type: 'id_token' }),
    );
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().auth.token).toBe('secret-token');
    expect(watched.toast).not.toHaveBeenCalled();
    expect(watched.navigate).not.toHaveBeenCalled();
  });

  it('a response that does not match its schema is an error, not a crash', async () => {
    watched.fake.set({ 'GET /api/users/menu/': { body: [{ id: 'one' }] } });
    const store = signedInStore();
    const result = await store.dispatch(authApi.endpoints.usersMenu.initiate());
    expect(result.error).toMatchObject({ status: 'CUSTOM_ERROR' });
  });
});
