import type { Middleware } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { signedOut } from '../auth/auth-slice';
import { apiAttached, apiMiddleware } from './api-middleware';
import { baseQuery } from './base-query';
import { rootReducer } from './root-reducer';
import { store } from './store';

/**
 * The one RTK Query API of the product. It starts empty: the shared package and each remote add
 * their endpoints with `api.injectEndpoints({ endpoints, overrideExisting: 'throw' })`, names
 * prefixed by area (`authLogout`, `crmDeals`, `zohoBom`…) so two areas cannot collide.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Menu'],
  endpoints: () => ({}),
  // A response that does not match its endpoint's `responseSchema` is an error the caller sees,
  // not a thrown exception that would escape the hooks.
  catchSchemaFailure: (error) => ({
    status: 'CUSTOM_ERROR' as const,
    error: `Unexpected response from the server: ${error.message}`,
  }),
});

/** Signing out drops every cached response, so nothing of the previous user survives. */
const resetCacheOnSignOut: Middleware = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (signedOut.match(action)) storeApi.dispatch(api.util.resetApiState());
  return result;
};

// The api joins the stores when it is first imported (see `api-middleware.ts`), before any of its
// endpoints can be used: its reducer, its middleware, and the page's store gets the api's initial
// state at once (a store built later starts with it).
rootReducer.inject(api);
apiMiddleware.addMiddleware(api.middleware as Middleware, resetCacheOnSignOut);
store.dispatch(apiAttached());
