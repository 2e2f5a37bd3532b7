import { api, itemSearchResultListSchema, type ItemSearchResult } from '@solar/shared';

/** Items searched by number or description: what the order, shipment and NCM forms pick from. */
export const stockItemSearchApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    stockItemSearch: build.query<ItemSearchResult[], string>({
      query: (query) => ({ url: '/api/stock/items/search/', params: { query } }),
      responseSchema: itemSearchResultListSchema,
    }),
  }),
});

export const { useStockItemSearchQuery } = stockItemSearchApi;
