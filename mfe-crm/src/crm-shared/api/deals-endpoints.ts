import {
  api,
  buildDealListParams,
  checkAddressResponseSchema,
  citySchema,
  countrySchema,
  dealDetailsSchema,
  dealListResponseSchema,
  dealPipelineHistorySchema,
  dealStagesResponseSchema,
  dealStatusesResponseSchema,
  provinceSchema,
  salesPersonTreeResponseSchema,
  type CheckAddressQuery,
  type CheckAddressResponse,
  type City,
  type Country,
  type DealCreatePayload,
  type DealDetails,
  type DealListQuery,
  type DealListResponse,
  type DealPipelineChange,
  type DealUpdatePayload,
  type NamedItem,
  type Province,
  type SalesPersonTreeResponse,
} from '@solar/shared';

/** Invalidation tag of every deal; `LIST` stands for any list or address-check answer. */
export const crmDealTag = 'CrmDeal' as const;
const listTag = { type: crmDealTag, id: 'LIST' } as const;

/** The spec accepts provinces as `{results}` or a plain array; the rest of the code sees an array. */
const provincesOf = (response: unknown): Province[] =>
  // Only reshaped here: `responseSchema` validates the array right after this runs.
  (response !== null && typeof response === 'object' && 'results' in response
    ? response.results
    : response) as Province[];

/** `{id, payload}` of `PUT /api/crm/deals/{id}/`. */
interface DealUpdateArgs {
  id: number;
  payload: DealUpdatePayload;
}

/**
 * Every deals call (list, details, create, edit, delete, the stage and status history, the lookup lists, the address check and
 * the sales person tree), injected into the one shared API. The deals screens show their own
 * messages ('Failed to fetch deals', 'Failed to create deal' plus the server's details…) under the
 * default error policy; the generic toast too would put two messages on screen for one failure.
 */
export const dealsApi = api.enhanceEndpoints({ addTagTypes: [crmDealTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    crmDeals: build.query<DealListResponse, DealListQuery>({
      query: (query) => ({ url: '/api/crm/deals/', params: buildDealListParams(query) }),
      responseSchema: dealListResponseSchema,
      providesTags: (result) => [
        listTag,
        ...(result?.results ?? []).map(({ id }) => ({ type: crmDealTag, id })),
      ],
    }),
    crmDealDetails: build.query<DealDetails, number>({
      query: (id) => `/api/crm/dealdetails/${id}/`,
      responseSchema: dealDetailsSchema,
      providesTags: (_result, _error, id) => [{ type: crmDealTag, id }],
    }),
    /** Who moved the deal's stage or status, newest first; refreshed by every save of the deal. */
    crmDealPipelineHistory: build.query<DealPipelineChange[], number>({
      query: (id) => `/api/crm/deals/${id}/pipeline-history/`,
      responseSchema: dealPipelineHistorySchema,
      providesTags: (_result, _error, id) => [{ type: crmDealTag, id }],
    }),
    crmCreateDeal: build.mutation<DealDetails, DealCreatePayload>({
      query: (body) => ({ url: '/api/crm/deals/', method: 'POST', body }),
      responseSchema: dealDetailsSchema,
      invalidatesTags: [listTag],
    }),
    crmUpdateDeal: build.mutation<DealDetails, DealUpdateArgs>({
      query: ({ id, payload }) => ({ url: `/api/crm/deals/${id}/`, method: 'PUT', body: payload }),
      responseSchema: dealDetailsSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmDealTag, id }],
    }),
    crmDeleteDeal: build.mutation<null, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/api/crm/deals/${id}/`,
        method: 'DELETE',
        params: { version },
      }),
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmDealTag, id }],
    }),
    crmDealStages: build.query<NamedItem[], void>({
      query: () => '/api/crm/deal-stages/',
      responseSchema: dealStagesResponseSchema,
    }),
    crmDealStatuses: build.query<NamedItem[], void>({
      query: () => '/api/crm/deal-statuses/',
      responseSchema: dealStatusesResponseSchema,
    }),
    /** Optional `country` (id or code). */
    crmProvinces: build.query<Province[], { country?: string } | void>({
      query: (args) => ({ url: '/api/crm/provinces/', params: args?.country ? args : undefined }),
      transformResponse: provincesOf,
      responseSchema: provinceSchema.array(),
    }),
    /** Optional `province` id. */
    crmCities: build.query<City[], { province?: number } | void>({
      query: (args) => ({
        url: '/api/common/cities/',
        params: args?.province === undefined ? undefined : { province: args.province },
      }),
      responseSchema: citySchema.array(),
    }),
    crmCitiesByProvince: build.query<City[], number>({
      query: (provinceId) => `/api/common/cities-by-province/${provinceId}/`,
      responseSchema: citySchema.array(),
    }),
    crmCountries: build.query<Country[], void>({
      query: () => '/api/common/countries/',
      responseSchema: countrySchema.array(),
    }),
    /** Whether an address is stored and which deals sit at it; refreshed when deals change. */
    crmCheckAddress: build.query<CheckAddressResponse, CheckAddressQuery>({
      query: (params) => ({ url: '/api/crm/check-address/', params }),
      responseSchema: checkAddressResponseSchema,
      providesTags: [listTag],
      keepUnusedDataFor: 0,
      // The spec: "a failed check silently clears the match" (only the 401 logout remains).
    }),
    crmSalesPersonTree: build.query<SalesPersonTreeResponse, void>({
      query: () => '/api/crm/plus/sales-person-tree/',
      // The recursive node schema declares an unknown input type, which `responseSchema` cannot
      // take; validating the raw answer checks the same thing.
      rawResponseSchema: salesPersonTreeResponseSchema,
      transformResponse: (validated) => validated as SalesPersonTreeResponse,
    }),
  }),
});

export const {
  useCrmDealsQuery,
  useCrmDealDetailsQuery,
  useCrmDealPipelineHistoryQuery,
  useLazyCrmDealDetailsQuery,
  useCrmCreateDealMutation,
  useCrmUpdateDealMutation,
  useCrmDeleteDealMutation,
  useCrmDealStagesQuery,
  useCrmDealStatusesQuery,
  useCrmProvincesQuery,
  useCrmCitiesQuery,
  useCrmCitiesByProvinceQuery,
  useCrmCountriesQuery,
  useLazyCrmCheckAddressQuery,
  useCrmSalesPersonTreeQuery,
} = dealsApi;
