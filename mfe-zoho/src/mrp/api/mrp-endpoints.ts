import {
  api,
  mrpConvertResultSchema,
  mrpRunItemPageSchema,
  mrpRunPageSchema,
  mrpRunSchema,
  mrpSourceListSchema,
  type MrpConvertResult,
  type MrpRun,
  type MrpRunInput,
  type MrpRunItemPage,
  type MrpRunPage,
  type MrpSourceList,
} from '@solar/shared';

export interface MrpRunItemsArgs {
  runId: number;
  page: number;
  pageSize: number;
  search: string;
  exceptionsOnly: boolean;
}

/** The MRP page: planning runs, their plans, where a figure comes from, and ordering. */
export const mrpApi = api
  .enhanceEndpoints({ addTagTypes: ['MrpRuns', 'MrpRunItems'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      mrpRuns: build.query<MrpRunPage, { page: number }>({
        query: ({ page }) => ({ url: '/api/mrp/runs/', params: { page, page_size: 10 } }),
        responseSchema: mrpRunPageSchema,
        providesTags: ['MrpRuns'],
      }),
      mrpRun: build.query<MrpRun, number>({
        query: (runId) => `/api/mrp/runs/${runId}/`,
        responseSchema: mrpRunSchema,
        providesTags: ['MrpRuns'],
      }),
      mrpRunStart: build.mutation<MrpRun, MrpRunInput>({
        query: (body) => ({ url: '/api/mrp/runs/', method: 'POST', body }),
        responseSchema: mrpRunSchema,
        invalidatesTags: ['MrpRuns'],
      }),
      mrpRunItems: build.query<MrpRunItemPage, MrpRunItemsArgs>({
        query: ({ runId, page, pageSize, search, exceptionsOnly }) => ({
          url: `/api/mrp/runs/${runId}/items/`,
          params: {
            page,
            page_size: pageSize,
            ...(search ? { search } : {}),
            ...(exceptionsOnly ? { exceptions_only: 'true' } : {}),
          },
        }),
        responseSchema: mrpRunItemPageSchema,
        providesTags: ['MrpRunItems'],
      }),
      mrpSources: build.query<
        MrpSourceList,
        { runId: number; itemId: number; week: string; row: 'gross' | 'receipts' }
      >({
        query: ({ runId, itemId, week, row }) => ({
          url: `/api/mrp/runs/${runId}/sources/`,
          params: { item_id: itemId, week, row },
        }),
        responseSchema: mrpSourceListSchema,
      }),
      mrpConvert: build.mutation<MrpConvertResult, { runId: number; plannedOrderIds: number[] }>({
        query: ({ runId, plannedOrderIds }) => ({
          url: `/api/mrp/runs/${runId}/purchase-orders/`,
          method: 'POST',
          body: { planned_order_ids: plannedOrderIds },
        }),
        responseSchema: mrpConvertResultSchema,
        invalidatesTags: ['MrpRunItems'],
      }),
    }),
  });

export const {
  useMrpRunsQuery,
  useMrpRunQuery,
  useMrpRunStartMutation,
  useMrpRunItemsQuery,
  useMrpSourcesQuery,
  useMrpConvertMutation,
} = mrpApi;
