import {
  api,
  countResultSchema,
  countSheetSchema,
  stockHistorySchema,
  stockPageSchema,
  type CountInput,
  type CountResult,
  type CountSheet,
  type StockHistory,
  type StockPage,
  type TransferInput,
} from '@solar/shared';

export interface StockListArgs {
  search: string;
  warehouse_id: number | null;
  low: boolean;
  /** A category: a value of the items' Category attribute (with the attribute's id). */
  category: { attributeId: number; value: string } | null;
  after: string;
  page_size: number;
}

/** The stock list, an item's movements, transfers and stock counts. */
export const stockApi = api.enhanceEndpoints({ addTagTypes: ['Stock'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    stockList: build.query<StockPage, StockListArgs>({
      query: ({ search, warehouse_id, low, category, after, page_size }) => ({
        url: '/api/stock/',
        params: {
          page_size,
          ...(search ? { search } : {}),
          ...(warehouse_id ? { warehouse_id } : {}),
          ...(low ? { low: 'true' } : {}),
          ...(category ? { attribute_id: category.attributeId, value: category.value } : {}),
          ...(after ? { after } : {}),
        },
      }),
      responseSchema: stockPageSchema,
      providesTags: ['Stock'],
    }),
    stockHistory: build.query<StockHistory, { itemId: number; before: string }>({
      query: ({ itemId, before }) => ({
        url: `/api/stock/items/${itemId}/movements/`,
        params: before ? { before } : {},
      }),
      responseSchema: stockHistorySchema,
      providesTags: ['Stock'],
    }),
    stockTransfer: build.mutation<void, TransferInput>({
      query: (body) => ({ url: '/api/stock/transfers/', method: 'POST', body }),
      invalidatesTags: ['Stock'],
    }),
    stockCountSheet: build.query<CountSheet, number>({
      query: (warehouseId) => ({
        url: '/api/stock/counts/sheet/',
        params: { warehouse_id: warehouseId },
      }),
      responseSchema: countSheetSchema,
      // A sheet is read fresh each time a count starts: the versions must be the current ones.
      keepUnusedDataFor: 0,
    }),
    stockCountPost: build.mutation<CountResult, CountInput>({
      query: (body) => ({ url: '/api/stock/counts/', method: 'POST', body }),
      responseSchema: countResultSchema,
      invalidatesTags: ['Stock'],
    }),
  }),
});

export const {
  useStockListQuery,
  useStockHistoryQuery,
  useStockTransferMutation,
  useLazyStockCountSheetQuery,
  useStockCountPostMutation,
} = stockApi;
