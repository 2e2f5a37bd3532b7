import { messages } from '../../domain/messages';
import { loginErrorOf } from '../login-error-of';

describe('loginErrorOf (login messages)', () => {
  it("a 401 whose error contains 'Token used too early' asks for a retry", () => {
    expect(
      loginErrorOf({
        status: 401,
        data: { error: 'Token used too early, 1700000000 < 1700000005' },
      }),
    ).toEqual({ kind: 'retry', message: 'Token used too early, 1700000000 < 1700000005' });
  });

  it('shows the server error, else its message', () => {
    expect(loginErrorOf({ status: 403, data: { error: 'Unknown user', message: 'x' } })).toEqual({
      kind: 'error',
      message: 'Unknown user',
    });
    expect(loginErrorOf({ status: 401, data: { message: 'Invalid token' } })).toEqual({
      kind: 'error',
      message: 'Invalid token',
    });
  });

  it('no response is a network error', () => {
    expect(loginErrorOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      kind: 'error',
      message: messages.networkError,
    });
  });

  it('anything else is the default message', () => {
    expect(loginErrorOf({ status: 500, data: '<html>' }).message).toBe(messages.loginFailed);
    expect(loginErrorOf(new Error('boom')).message).toBe(messages.loginFailed);
  });
});
