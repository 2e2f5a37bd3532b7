import { apiAttached } from '../store/api-middleware';
import type { AppThunk } from '../store/create-app-store';
import type { authApi } from './auth-endpoints';

/**
 * The sign-in, session and menu endpoints, with the RTK Query api they join: imported on first use,
 * since the sign-in page does not need them until a sign-in starts (see `store/api-middleware.ts`).
 * The caller's store gets the api's state before the first call reads it (the page's store has it
 * from the api's import; a store built earlier, as tests build, from here).
 */
export function loadAuthApi(): AppThunk<Promise<typeof authApi>> {
  return async (dispatch, getState) => {
    const loaded = (await import('./auth-endpoints')).authApi;
    if (getState().api === undefined) dispatch(apiAttached());
    return loaded;
  };
}
