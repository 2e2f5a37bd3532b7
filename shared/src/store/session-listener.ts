import { createListenerMiddleware } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../auth/auth-slice';
import { clearStoredSession, writeStoredSession } from '../auth/session-storage';
import { api } from './api';

/**
 * Side effects of the session changes: local storage follows the auth state, and signing out
 * drops every cached response so nothing of the previous user survives.
 */
export function createSessionListener() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action) => writeStoredSession(action.payload),
  });
  listener.startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      clearStoredSession();
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener;
}
