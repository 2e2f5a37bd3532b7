import { api } from '../store/api';

/**
 * The route guard's check that the user may open a deal. A refusal has its own message and
 * destination, so the shared 403 handling (toast + /dashboard) must not also run: the default
 * error policy, under which a 401 still logs out.
 */
const dealAccessApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    guardCheckDealAccess: build.query<unknown, string>({
      query: (dealId) => `/api/crm/check-deal-access/${encodeURIComponent(dealId)}/`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGuardCheckDealAccessQuery } = dealAccessApi;
