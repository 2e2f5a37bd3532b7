import {
  api,
  utilityRateRecordSchema,
  utilityRateRecordsSchema,
  type UtilityRateRecord,
  type UtilityRateUpdate,
  type UtilityRateWrite,
} from '@solar/shared';

const utilityRateTag = 'UtilityRate' as const;

/** The rates page's calls; it shows its own message with the server's reason for each failure. */
const utilityRatesApi = api.enhanceEndpoints({ addTagTypes: [utilityRateTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminUtilityRates: build.query<UtilityRateRecord[], void>({
      query: () => '/api/savings/utility-rates/',
      responseSchema: utilityRateRecordsSchema,
      providesTags: [utilityRateTag],
    }),
    adminCreateUtilityRate: build.mutation<UtilityRateRecord, UtilityRateWrite>({
      query: (body) => ({ url: '/api/savings/utility-rates/', method: 'POST', body }),
      responseSchema: utilityRateRecordSchema,
      invalidatesTags: [utilityRateTag],
    }),
    adminUpdateUtilityRate: build.mutation<
      UtilityRateRecord,
      { id: number; body: UtilityRateUpdate }
    >({
      query: ({ id, body }) => ({
        url: `/api/savings/utility-rates/${id}/`,
        method: 'PUT',
        body,
      }),
      responseSchema: utilityRateRecordSchema,
      invalidatesTags: [utilityRateTag],
    }),
  }),
});

export const {
  useAdminUtilityRatesQuery,
  useAdminCreateUtilityRateMutation,
  useAdminUpdateUtilityRateMutation,
} = utilityRatesApi;
