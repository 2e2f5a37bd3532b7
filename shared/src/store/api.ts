import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

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
