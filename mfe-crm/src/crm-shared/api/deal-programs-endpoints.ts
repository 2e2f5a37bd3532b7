import { api, dealProgramOffersSchema, type DealProgramOffers } from '@solar/shared';

/**
 * The programs a deal's presenter may price with: those offered today in the deal's province,
 * with their versions in force and the province's taxes. The page shows its own message.
 */
const dealProgramOffersApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmDealProgramOffers: build.query<DealProgramOffers, number>({
      query: (dealId) => `/api/crm/deals/${dealId}/deal-programs/`,
      responseSchema: dealProgramOffersSchema,
      keepUnusedDataFor: 0,
    }),
    /** The scratch presenter's: the programs offered today in the province the rep chooses. */
    crmProgramOffers: build.query<DealProgramOffers, string>({
      query: (province) => `/api/crm/program-offers/?province=${encodeURIComponent(province)}`,
      responseSchema: dealProgramOffersSchema,
    }),
  }),
});

export const { useCrmDealProgramOffersQuery, useCrmProgramOffersQuery } = dealProgramOffersApi;
