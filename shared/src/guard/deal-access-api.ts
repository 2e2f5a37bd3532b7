import { api } from '../store/api';

/**
 * Guard step 7's call. A refusal has its own message and destination, so the shared 403 handling
 * (toast + /dashboard) must not also run; a 401 still logs out.
 */
export const dealAccessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    guardCheckDealAccess: build.query<unknown, string>({
      query: (dealId) => `/api/crm/check-deal-access/${encodeURIComponent(dealId)}/`,
      keepUnusedDataFor: 0,
      extraOptions: { errorPolicy: 'auth-only' },
    }),
  }),
});

export const { useGuardCheckDealAccessQuery } = dealAccessApi;
