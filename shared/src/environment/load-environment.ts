import { isEnvironmentResponse } from '../auth/start-path-guards';
import { requestTimeouts } from '../domain/constants';
import { getRuntimeConfig } from '../runtime-config/runtime-config-holder';
import type { AppThunk } from '../store/create-app-store';
import {
  environmentLoaded,
  environmentLoadFailed,
  environmentLoadStarted,
} from './environment-slice';

/** The spec's environment check. */
export const environmentPath = '/api/users/environment/';

/**
 * Asks the server once per page load whether it runs in a test environment. A plain `fetch`, not an
 * RTK Query endpoint: it is the one call the sign-in page makes as it opens, and the page would
 * otherwise download RTK Query for it. It needs none of what the api adds (no token, no cache to
 * invalidate, no error policy: a failure only leaves the banner hidden, as before).
 */
export function loadEnvironment(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    if (getState().environment.status !== 'idle') return;
    dispatch(environmentLoadStarted());
    try {
      const response = await fetchImpl(`${getRuntimeConfig().apiBaseUrl}${environmentPath}`, {
        credentials: 'include',
        signal: AbortSignal.timeout(requestTimeouts.default),
      });
      const body: unknown = response.ok ? await response.json() : null;
      if (!isEnvironmentResponse(body)) throw new Error(`HTTP ${response.status}`);
      dispatch(environmentLoaded(body.environment));
    } catch (error) {
      console.warn('The environment check failed; the test-environment banner stays hidden', error);
      dispatch(environmentLoadFailed());
    }
  };
}
