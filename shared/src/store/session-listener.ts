import { createListenerMiddleware } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../auth/auth-slice';
import { clearStoredSession, writeStoredSession } from '../auth/session-storage';

/**
 * Side effects of the session changes: local storage follows the auth state. (Dropping the cached
 * responses on sign-out is the api's own middleware, see `api.ts`.)
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => writeStoredSession(action.payload),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: () => clearStoredSession(),
  });
  return listener;
}
