import { messages } from '../../domain/messages';
import { serverErrorTextOf, serverFieldTextOf, serverReasonOf } from '../server-error-text';

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

describe('serverReasonOf', () => {
  it('prefers the field errors, each once, over the message', () => {
    expect(
      serverReasonOf({
        status: 400,
        data: {
          message: 'The request is not valid',
          errors: [
            { path: 'body.email', message: 'Email is taken' },
            { path: 'body.name', message: 'Name is required' },
            { path: 'body.alias', message: 'Email is taken' },
          ],
        },
      }),
    ).toBe('Email is taken; Name is required');
  });

  it('falls back to the message, then the transport texts, then the generic error', () => {
    expect(serverReasonOf({ status: 409, data: { message: 'Already a user' } })).toBe(
      'Already a user',
    );
    expect(serverReasonOf({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(
      messages.networkError,
    );
    expect(serverReasonOf({ status: 503, data: { message: 'down' } })).toBe(messages.serverError);
    expect(
      serverReasonOf({
        status: 'PARSING_ERROR',
        originalStatus: 404,
        data: 'x',
        error: 'bad json',
      }),
    ).toBe('bad json');
    expect(serverReasonOf({ status: 400, data: null })).toBe(messages.genericError);
    expect(serverReasonOf(undefined)).toBe(messages.genericError);
  });
});

describe('serverFieldTextOf', () => {
  it('takes the first non-empty key in the order given', () => {
    const error = { status: 400, data: { detail: '  ', message: 'Version taken ' } };
    expect(serverFieldTextOf(error, ['detail', 'message'], 'Creation failed')).toBe(
      'Version taken',
    );
    expect(
      serverFieldTextOf({ status: 400, data: { detail: 'No deal' } }, ['detail', 'message'], 'x'),
    ).toBe('No deal');
  });

  it('uses the fallback without such a key or without a body', () => {
    expect(serverFieldTextOf({ status: 400, data: { error: 'x' } }, ['message'], 'Failed')).toBe(
      'Failed',
    );
    expect(serverFieldTextOf({ status: 'FETCH_ERROR', error: 'x' }, ['message'], 'Failed')).toBe(
      'Failed',
    );
    expect(serverFieldTextOf(undefined, ['message'], 'Failed')).toBe('Failed');
  });
});
