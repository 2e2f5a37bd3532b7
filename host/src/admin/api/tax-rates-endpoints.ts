import {
  api,
  taxRateRecordSchema,
  taxRateRecordsSchema,
  type TaxRateCorrection,
  type TaxRateNew,
  type TaxRateRecord,
} from '@solar/shared';

const taxRateTag = 'TaxRate' as const;

/** The tax rates page's calls; it shows its own message with the server's reason for each failure. */
const taxRatesApi = api.enhanceEndpoints({ addTagTypes: [taxRateTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminTaxRates: build.query<TaxRateRecord[], void>({
      query: () => '/api/crm/tax-rates/',
      responseSchema: taxRateRecordsSchema,
      providesTags: [taxRateTag],
    }),
    adminCreateTaxRates: build.mutation<TaxRateRecord[], TaxRateNew>({
      query: (body) => ({ url: '/api/crm/tax-rates/', method: 'POST', body }),
      responseSchema: taxRateRecordsSchema,
      invalidatesTags: [taxRateTag],
    }),
    adminCorrectTaxRate: build.mutation<TaxRateRecord, { id: number; body: TaxRateCorrection }>({
      query: ({ id, body }) => ({ url: `/api/crm/tax-rates/${id}/`, method: 'PUT', body }),
      responseSchema: taxRateRecordSchema,
      invalidatesTags: [taxRateTag],
    }),
  }),
});

export const {
  useAdminTaxRatesQuery,
  useAdminCreateTaxRatesMutation,
  useAdminCorrectTaxRateMutation,
} = taxRatesApi;
