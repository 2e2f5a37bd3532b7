import { messages } from '@solar/shared';
import { serverErrorTextOf } from '../server-error-text';

describe('serverErrorTextOf', () => {
  it('joins the error, message, detail, each details key and the field errors', () => {
    expect(
      serverErrorTextOf({
        status: 400,
        data: {
          error: 'Bad deal',
          message: 'The request is not valid',
          detail: 'Name clash',
          details: { name: ['Too short', 'Taken'], stage: 'Unknown' },
          errors: [{ path: 'body.name', message: 'Required' }],
        },
      }),
    ).toBe(
      'Bad deal; The request is not valid; Name clash; name: Too short, Taken; stage: Unknown; Required',
    );
  });

  it('says the same text once', () => {
    expect(serverErrorTextOf({ status: 409, data: { error: 'Taken', message: 'Taken' } })).toBe(
      'Taken',
    );
  });

  it('uses the network and server messages when there is no useful body', () => {
    expect(serverErrorTextOf({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      messages.networkError,
    );
    expect(serverErrorTextOf({ status: 500, data: { message: 'boom' } })).toBe(
      messages.serverError,
    );
    expect(serverErrorTextOf({ status: 400, data: {} })).toBeUndefined();
    expect(serverErrorTextOf(undefined)).toBeUndefined();
    expect(serverErrorTextOf({ message: 'thrown' })).toBe('thrown');
  });
});
