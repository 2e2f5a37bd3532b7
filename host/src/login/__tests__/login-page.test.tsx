import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster } from '@solar/shared';
import { installFakeApi, testUser, type FakeApi } from '@solar/shared/testing';
import { renderApp } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    routes: [{ pattern: '', title: 'Portal', Component: () => <h1>Portal</h1> }],
  })),
}));

const accounts = [
  { email: 'admin@example.com', name: 'Ada Admin', is_staff: true, description: 'Superuser' },
  {
    email: 'customer@example.com',
    name: 'Cleo Customer',
    is_staff: false,
    description: 'Customer',
  },
];

const toastTitles = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([options]) => (options as { title: string }).title);

describe('Login page', () => {
  let fake: FakeApi;
  let toast: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    toast = jest.spyOn(toaster, 'create');
    fake = installFakeApi({
      'GET /api/users/environment/': { body: { environment: 'development' } },
      'GET /api/auth/dev/accounts/': { body: accounts },
      'POST /api/auth/dev/id-token/': ({ body }) => ({
        body: { id_token: `id-token-for-${(body as { email: string }).email}` },
      }),
      'GET /api/users/menu/': { body: [] },
    });
  });
  afterEach(() => {
    fake.restore();
    toast.mockRestore();
    jest.useRealTimers();
  });

  async function chooseAccount(email: string) {
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an account' });
    await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(email) }));
  }

  it('clears any stored token and user on load', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify(testUser()));
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Login' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs staff in through the development provider and lands on /dashboard', async () => {
    fake.set({
      'POST /api/auth/google/': ({ body }) => ({
        body: (body as { access_token: string }).access_token.endsWith('admin@example.com')
          ? { token: 'session', user: testUser() }
          : { message: 'wrong token' },
      }),
    });
    const app = renderApp('/login');
    await chooseAccount('admin@example.com');
    await waitFor(() => expect(app.pathname()).toBe('/dashboard'));
    expect(toastTitles(toast)).toContain(messages.loginSuccessful);
    expect(localStorage.getItem('token')).toBe('session');
    expect(fake.calls.find((call) => call.path === '/api/auth/google/')?.body).toEqual({
      access_token: 'id-token-for-admin@example.com',
      token_type: 'id_token',
    });
  });

  it('sends customers to /customer', async () => {
    fake.set({
      'POST /api/auth/google/': { body: { token: 's', user: testUser({ is_staff: false }) } },
    });
    const app = renderApp('/login');
    await chooseAccount('customer@example.com');
    await waitFor(() => expect(app.pathname()).toBe('/customer'));
  });

  it("shows the server's error, a network error, or the default message", async () => {
    fake.set({
      'POST /api/auth/google/': { status: 403, body: { message: 'No account for this email' } },
    });
    renderApp('/login');
    await chooseAccount('admin@example.com');
    await waitFor(() => expect(toastTitles(toast)).toContain('No account for this email'));
    fake.set({ 'POST /api/auth/google/': 'network-error' });
    const dialog = screen.getByRole('dialog', { name: 'Choose an account' });
    await userEvent.click(within(dialog).getByRole('button', { name: /admin@example.com/ }));
    await waitFor(() => expect(toastTitles(toast)).toContain(messages.networkError));
    fake.set({ 'POST /api/auth/google/': { status: 500, body: 'oops' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /admin@example.com/ }));
    await waitFor(() => expect(toastTitles(toast)).toContain(messages.loginFailed));
  });

  it("'Token used too early' waits 2 s and prompts sign-in again", async () => {
    fake.set({
      'POST /api/auth/google/': {
        status: 401,
        body: { error: 'Token used too early, 1700000010 > 1700000000', message: 'Invalid token' },
      },
    });
    renderApp('/login');
    await chooseAccount('admin@example.com');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose an account' })).not.toBeInTheDocument(),
    );
    // Prompted again after the 2 s delay.
    expect(
      await screen.findByRole('dialog', { name: 'Choose an account' }, { timeout: 3500 }),
    ).toBeInTheDocument();
  });
});
