import type { AuthResponse } from '../domain/user';
import { isUser, userFieldsOf } from './start-path-guards';

/** Local storage keys of the browser session (agreed with the e2e tests). */
const sessionStorageKeys = { token: 'token', user: 'user' } as const;

type StoredSession =
  { kind: 'none' } | { kind: 'valid'; session: AuthResponse } | { kind: 'invalid'; reason: string };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings; the session then lives in memory.
    return null;
  }
}

/** Reads the stored token and user; a half-written or malformed pair is `invalid` (→ log out). */
export function readStoredSession(): StoredSession {
  const store = storage();
  const token = store?.getItem(sessionStorageKeys.token) ?? null;
  const rawUser = store?.getItem(sessionStorageKeys.user) ?? null;
  if (token === null && rawUser === null) return { kind: 'none' };
  if (!token || !rawUser) return { kind: 'invalid', reason: 'token or user missing' };
  // Checked by hand, not with `userSchema`: this runs before the first render (no zod there).
  try {
    const user: unknown = JSON.parse(rawUser);
    if (!isUser(user)) return { kind: 'invalid', reason: 'the stored user is not a user' };
    return { kind: 'valid', session: { token, user: userFieldsOf(user) } };
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}

export function writeStoredSession(session: AuthResponse): void {
  const store = storage();
  store?.setItem(sessionStorageKeys.token, session.token);
  store?.setItem(sessionStorageKeys.user, JSON.stringify(session.user));
}

export function clearStoredSession(): void {
  const store = storage();
  store?.removeItem(sessionStorageKeys.token);
  store?.removeItem(sessionStorageKeys.user);
}
