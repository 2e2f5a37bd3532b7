import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { installFakeApi, testUser, type FakeApi } from '@solar/shared/testing';
import { renderApp } from '../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    routes: [{ pattern: '', title: 'Portal', Component: () => <h1>Portal</h1> }],
  })),
}));

const customer = testUser({ email: 'cleo@example.com', is_staff: false, first_name: 'Cleo' });

describe('Sign-in by e-mail link', () => {
  let fake: FakeApi;
  const asked: unknown[] = [];
  beforeEach(() => {
    localStorage.clear();
    asked.length = 0;
    fake = installFakeApi({
      'GET /api/users/environment/': { body: { environment: 'development' } },
      'GET /api/auth/dev/accounts/': { body: [] },
      'POST /api/auth/email-link/': ({ body }) => {
        asked.push(body);
        return { body: { message: messages.signInLinkSent } };
      },
      'POST /api/auth/email-link/sign-in/': ({ body }) =>
        (body as { token: string }).token === 'good-token'
          ? { body: { token: 'session-token', user: customer } }
          : { status: 401, body: { message: messages.signInLinkInvalid } },
    });
  });
  afterEach(() => fake.restore());

  it('a customer asks for a link and reads the same answer whoever they are', async () => {
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: /Sign in by e-mail/ }));
    const field = await screen.findByLabelText(messages.signInLinkEmailLabel, { exact: false });
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(messages.signInLinkEmailInvalid)).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, 'cleo@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.signInLinkSent);
    expect(asked).toEqual([{ email: 'cleo@example.com' }]);
  });

  it('the mailed link signs the customer in and opens the portal', async () => {
    renderApp('/login/link#good-token');
    expect(await screen.findByRole('heading', { name: 'Portal' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('a used or expired link says so and leads back to the sign-in page', async () => {
    renderApp('/login/link#spent-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signInLinkInvalid);
    expect(screen.getByRole('link', { name: 'Back to the sign-in page' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
