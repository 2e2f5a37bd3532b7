import { messages } from '../domain/messages';

/** What the shared error policy does for one failed response. */
type ErrorAction =
  | { kind: 'logout'; message: string; redirect: '/login' }
  | { kind: 'redirect'; message: string; redirect: '/dashboard' }
  | { kind: 'toast'; message: string };

/** RTK Query's status: an HTTP status, or a string when no HTTP response arrived. */
export type ErrorStatus =
  number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';

function bodyMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

/**
 * THE error policy by status, as a pure decision: 401 logs out to /login, 403 goes to /dashboard,
 * 5xx is a server error, anything else shows the body's `message` or 'Error'. A request that got
 * no response at all (network down, timeout) is not a status the spec names; the user is told
 * about the connection rather than shown a bare 'Error'.
 */
export function errorActionFor(status: ErrorStatus, body: unknown): ErrorAction {
  if (status === 401)
    return { kind: 'logout', message: messages.sessionExpired, redirect: '/login' };
  if (status === 403) {
    return { kind: 'redirect', message: messages.noResourcePermission, redirect: '/dashboard' };
  }
  if (typeof status === 'number' && status >= 500) {
    return { kind: 'toast', message: messages.serverError };
  }
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { kind: 'toast', message: messages.networkError };
  }
  return { kind: 'toast', message: bodyMessage(body) ?? messages.genericError };
}
