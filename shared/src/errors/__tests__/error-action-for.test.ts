import { messages } from '../../domain/messages';
import { errorActionFor } from '../error-action-for';

describe('errorActionFor (the error policy by status)', () => {
  it('401 logs out, goes to /login and says the session expired', () => {
    expect(errorActionFor(401, { message: 'Invalid token' })).toEqual({
      kind: 'logout',
      message: 'Session expired, please login again',
      redirect: '/login',
    });
  });

  it('403 says the resource is forbidden and goes to /dashboard', () => {
    expect(errorActionFor(403, { message: 'nope' })).toEqual({
      kind: 'redirect',
      message: 'You do not have permission to access this resource',
      redirect: '/dashboard',
    });
  });

  it.each([500, 502, 503])('%i is a server error, whatever the body says', (status) => {
    expect(errorActionFor(status, { message: 'stack trace' })).toEqual({
      kind: 'toast',
      message: messages.serverError,
    });
  });

  it("other statuses show the body's message", () => {
    expect(errorActionFor(409, { message: 'This deal name already exists' })).toEqual({
      kind: 'toast',
      message: 'This deal name already exists',
    });
    expect(errorActionFor(400, { message: 'Bad input', errors: [] })).toEqual({
      kind: 'toast',
      message: 'Bad input',
    });
  });

  it("other statuses without a usable message show 'Error'", () => {
    expect(errorActionFor(404, null)).toEqual({ kind: 'toast', message: 'Error' });
    expect(errorActionFor(422, { message: '' })).toEqual({ kind: 'toast', message: 'Error' });
    expect(errorActionFor(400, { message: 42 })).toEqual({ kind: 'toast', message: 'Error' });
    expect(errorActionFor('PARSING_ERROR', '<html>')).toEqual({ kind: 'toast', message: 'Error' });
  });

  it('no response at all is reported as a connection problem', () => {
    expect(errorActionFor('FETCH_ERROR', undefined)).toEqual({
      kind: 'toast',
      message: messages.networkError,
    });
    expect(errorActionFor('TIMEOUT_ERROR', undefined).message).toBe(messages.networkError);
  });
});
