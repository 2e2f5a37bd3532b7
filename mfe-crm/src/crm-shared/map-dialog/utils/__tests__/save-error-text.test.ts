import { messages } from '@solar/shared';
import { saveErrorText } from '../save-error-text';

const prefix = messages.failedToCreateDeal;

describe('saveErrorText', () => {
  it("adds the server's message", () => {
    const error = { status: 409, data: { message: messages.dealNameAlreadyExists } };
    expect(saveErrorText(prefix, error)).toBe(
      'Failed to create deal: This deal name already exists',
    );
  });

  it('adds error, detail and each key of details', () => {
    const error = {
      status: 400,
      data: {
        error: 'Bad deal',
        detail: 'See fields',
        details: { name: ['Too short'], stage: 'x' },
      },
    };
    expect(saveErrorText(prefix, error)).toBe(
      'Failed to create deal: Bad deal; See fields; name: Too short; stage: x',
    );
  });

  it("lists this API's validation errors by field", () => {
    const error = {
      status: 400,
      data: {
        message: messages.apiInvalidRequest,
        errors: [{ path: 'body.name', message: messages.lengthTwoToHundred }],
      },
    };
    expect(saveErrorText(messages.failedToUpdateDeal, error)).toBe(
      `Failed to update deal: ${messages.apiInvalidRequest}; body.name: ${messages.lengthTwoToHundred}`,
    );
  });

  it('says what happened when no server words came back', () => {
    expect(saveErrorText(prefix, { status: 'FETCH_ERROR', error: 'TypeError' })).toBe(
      `${prefix}: ${messages.networkError}`,
    );
    expect(saveErrorText(prefix, { status: 500, data: { message: 'boom' } })).toBe(
      `${prefix}: ${messages.serverError}`,
    );
    expect(saveErrorText(prefix, { status: 418, data: null })).toBe(`${prefix}: Error`);
  });

  it('uses the message of a thrown error', () => {
    expect(saveErrorText(prefix, new Error('Unexpected'))).toBe(`${prefix}: Unexpected`);
    expect(saveErrorText(prefix, undefined)).toBe(prefix);
  });
});
