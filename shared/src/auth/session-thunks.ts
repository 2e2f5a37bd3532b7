import type { AppThunk } from '../store/create-app-store';
import { signedIn, signedOut } from './auth-slice';
import { loadAuthApi } from './load-auth-endpoints';
import { menuLoaded, menuLoadFailed, menuLoadStarted } from './permissions-slice';
import { readStoredSession } from './session-storage';

let menuInFlight: Promise<boolean> | null = null;

/**
 * Loads the menu and permitted paths once per session; concurrent callers (the guard on first
 * `/workplace/` entry, the sidebar) share one request. Resolves `true` when the menu is available.
 * Each caller shows its own spec message on `false`.
 */
export function ensureMenuLoaded(): AppThunk<Promise<boolean>> {
  return (dispatch, getState) => {
    if (getState().permissions.status === 'loaded') return Promise.resolve(true);
    if (!getState().auth.user?.is_staff) return Promise.resolve(false);
    menuInFlight ??= (async () => {
      dispatch(menuLoadStarted());
      try {
        const authApi = await dispatch(loadAuthApi());
        const request = dispatch(
          authApi.endpoints.usersMenu.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        dispatch(menuLoaded(await request.unwrap()));
        return true;
      } catch {
        dispatch(menuLoadFailed());
        return false;
      }
    })().finally(() => {
      menuInFlight = null;
    });
    return menuInFlight;
  };
}

/**
 * Start-up: a stored token and user restore the session (and, for staff, start the menu load); a
 * stored pair that cannot be read logs out. Returns whether a session was restored.
 */
export function restoreSession(): AppThunk<boolean> {
  return (dispatch) => {
    const stored = readStoredSession();
    if (stored.kind === 'valid') {
      dispatch(signedIn(stored.session));
      if (stored.session.user.is_staff) void dispatch(ensureMenuLoaded());
      return true;
    }
    if (stored.kind === 'invalid') {
      console.warn(`Stored session discarded: ${stored.reason}`);
    }
    // Whatever half-state is stored (or nothing), the browser starts anonymous and clean.
    dispatch(signedOut());
    return false;
  };
}

/**
 * Logout: revokes the token on the server, then clears the session in any case, since a user who
 * asked to leave must not stay signed in on this device. Resolves `false` when the server call
 * failed, so the caller can show 'Logout failed'.
 */
export function logout(): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    let revoked = true;
    if (getState().auth.token) {
      try {
        const authApi = await dispatch(loadAuthApi());
        await dispatch(authApi.endpoints.authLogout.initiate()).unwrap();
      } catch {
        revoked = false;
      }
    }
    dispatch(signedOut());
    return revoked;
  };
}
