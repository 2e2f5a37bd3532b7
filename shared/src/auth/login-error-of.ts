import { messages } from '../domain/messages';

/** What the login page does with a failed sign-in: which message it shows, and whether it retries. */
type LoginFailure = { kind: 'retry'; message: string } | { kind: 'error'; message: string };

function textField(data: unknown, field: 'error' | 'message'): string | null {
  if (data && typeof data === 'object' && field in data) {
    const value = (data as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * Login failures: a 401 whose `error` (or `message`) contains 'Token used too early' means the
 * identity provider's clock is ahead of ours; the page waits 2 s and prompts again. Otherwise the
 * server's `error` or `message` is shown when present; no response at all is a network error; else
 * the default 'Login failed, please try again'.
 */
export function loginErrorOf(error: unknown): LoginFailure {
  if (!error || typeof error !== 'object' || !('status' in error)) {
    return { kind: 'error', message: messages.loginFailed };
  }
  const { status, data } = error as { status: unknown; data?: unknown };
  const serverError = textField(data, 'error');
  const serverMessage = textField(data, 'message');
  if (status === 401) {
    const early = [serverError, serverMessage].find((text) =>
      text?.includes(messages.tokenUsedTooEarly),
    );
    if (early) return { kind: 'retry', message: early };
  }
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { kind: 'error', message: messages.networkError };
  }
  return { kind: 'error', message: serverError ?? serverMessage ?? messages.loginFailed };
}
