import {
  api,
  bomDetailListSchema,
  bomDetailSchema,
  bomHeaderSchema,
  bomListResponseSchema,
  bomProposalSourceListSchema,
  itemSearchResultListSchema,
  type BomDetail,
  type BomDetailInput,
  type BomDetailUpdate,
  type BomHeader,
  type BomHeaderInput,
  type BomHeaderUpdate,
  type BomListResponse,
  type BomProposalSource,
  type BomStatus,
  type ItemSearchResult,
} from '@solar/shared';

interface BomListArgs {
  page: number;
  page_size: number;
  search: string;
  status: BomStatus | '';
}

/**
 * The parts list calls: the list, a header and its lines, item search and the proposals a parts
 * list can start from. The pages show their own messages (Failed to fetch BOM data, Failed to
 * search items, a save failure's server message or Operation failed): the default error policy.
 */
export const zohoBomApi = api
  .enhanceEndpoints({ addTagTypes: ['ZohoBom', 'ZohoBomDetails'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      zohoBomList: build.query<BomListResponse, BomListArgs>({
        query: ({ status, ...params }) => ({
          url: '/api/zoho/bom/',
          params: status ? { ...params, status } : params,
        }),
        responseSchema: bomListResponseSchema,
        providesTags: ['ZohoBom'],
      }),
      zohoBom: build.query<BomHeader, number>({
        query: (id) => `/api/zoho/bom/${id}/`,
        responseSchema: bomHeaderSchema,
        providesTags: (_result, _error, id) => [{ type: 'ZohoBom', id }],
      }),
      zohoBomCreate: build.mutation<BomHeader, BomHeaderInput>({
        query: (body) => ({ url: '/api/zoho/bom/', method: 'POST', body }),
        responseSchema: bomHeaderSchema,
        invalidatesTags: ['ZohoBom'],
      }),
      zohoBomUpdate: build.mutation<BomHeader, { id: number; body: BomHeaderUpdate }>({
        query: ({ id, body }) => ({ url: `/api/zoho/bom/${id}/`, method: 'PUT', body }),
        responseSchema: bomHeaderSchema,
        invalidatesTags: ['ZohoBom'],
      }),
      zohoBomDelete: build.mutation<void, { id: number; version: number }>({
        query: ({ id, version }) => ({
          url: `/api/zoho/bom/${id}/`,
          method: 'DELETE',
          params: { version },
        }),
        invalidatesTags: ['ZohoBom'],
      }),
      zohoBomDetails: build.query<BomDetail[], number>({
        query: (id) => `/api/zoho/bom/${id}/details/`,
        responseSchema: bomDetailListSchema,
        providesTags: (_result, _error, id) => [{ type: 'ZohoBomDetails', id }],
      }),
      zohoBomDetailCreate: build.mutation<BomDetail, { bomId: number; body: BomDetailInput }>({
        query: ({ bomId, body }) => ({
          url: `/api/zoho/bom/${bomId}/details/`,
          method: 'POST',
          body,
        }),
        responseSchema: bomDetailSchema,
        invalidatesTags: (_result, _error, { bomId }) => [
          { type: 'ZohoBomDetails', id: bomId },
          'ZohoBom',
        ],
      }),
      zohoBomDetailUpdate: build.mutation<
        BomDetail,
        { bomId: number; detailId: number; body: BomDetailUpdate }
      >({
        query: ({ bomId, detailId, body }) => ({
          url: `/api/zoho/bom/${bomId}/details/`,
          method: 'PUT',
          params: { detail_id: detailId },
          body,
        }),
        responseSchema: bomDetailSchema,
        invalidatesTags: (_result, _error, { bomId }) => [
          { type: 'ZohoBomDetails', id: bomId },
          'ZohoBom',
        ],
      }),
      zohoBomDetailDelete: build.mutation<
        void,
        { bomId: number; detailId: number; version: number }
      >({
        query: ({ bomId, detailId, version }) => ({
          url: `/api/zoho/bom/${bomId}/delete_detail/`,
          method: 'DELETE',
          params: { detail_id: detailId, version },
        }),
        invalidatesTags: (_result, _error, { bomId }) => [
          { type: 'ZohoBomDetails', id: bomId },
          'ZohoBom',
        ],
      }),
      zohoItemSearch: build.query<ItemSearchResult[], string>({
        query: (query) => ({ url: '/api/zoho/items/search/', params: { query } }),
        responseSchema: itemSearchResultListSchema,
      }),
      // Saved proposals' panel counts for the quantities panel; '' answers the latest ones.
      zohoBomProposalSources: build.query<BomProposalSource[], string>({
        query: (search) => ({
          url: '/api/zoho/bom-proposal-sources/',
          params: search ? { search } : {},
        }),
        responseSchema: bomProposalSourceListSchema,
      }),
    }),
  });

export const {
  useZohoBomListQuery,
  useZohoBomQuery,
  useLazyZohoBomQuery,
  useZohoBomCreateMutation,
  useZohoBomUpdateMutation,
  useZohoBomDeleteMutation,
  useZohoBomDetailsQuery,
  useLazyZohoBomDetailsQuery,
  useZohoBomDetailCreateMutation,
  useZohoBomDetailUpdateMutation,
  useZohoBomDetailDeleteMutation,
  useZohoItemSearchQuery,
  useZohoBomProposalSourcesQuery,
} = zohoBomApi;
