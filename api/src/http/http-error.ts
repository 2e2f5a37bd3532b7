/**
 * An error a handler throws to answer with a given status; the error handler turns it into
 * `{message, ...extra}`. Anything else thrown becomes a 500 without internals.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
