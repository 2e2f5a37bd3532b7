import {
  api,
  savingsContextSchema,
  utilityRateRecordsSchema,
  type SavingsContext,
  type UtilityRateRecord,
} from '@solar/shared';

/**
 * What the savings figures and the battery simulation read: every power company's rates (to price
 * the bills) and a deal's savings context. The page shows its own message for each failure.
 */
const savingsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmUtilityRates: build.query<UtilityRateRecord[], void>({
      query: () => '/api/savings/utility-rates/',
      responseSchema: utilityRateRecordsSchema,
    }),
    crmSavingsContext: build.query<SavingsContext, number>({
      query: (dealId) => `/api/crm/deals/${dealId}/savings-context/`,
      responseSchema: savingsContextSchema,
    }),
  }),
});

export const { useCrmUtilityRatesQuery, useCrmSavingsContextQuery } = savingsApi;
