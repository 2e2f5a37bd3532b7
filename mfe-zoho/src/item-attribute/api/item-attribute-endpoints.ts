import {
  api,
  itemAttributeListSchema,
  itemAttributeSchema,
  itemAttributeValuesSchema,
  itemSearchResultListSchema,
  type ItemAttribute,
  type ItemAttributeInput,
  type ItemAttributeValues,
  type ItemAttributeValuesInput,
  type ItemSearchResult,
} from '@solar/shared';

/** An attribute filter over the item search: an attribute with a value (text, choice) or a range. */
export interface ItemFilterArgs {
  attribute_id: number;
  value?: string;
  min?: number;
  max?: number;
}

/**
 * The item attribute calls: definitions, an item's values, and items found by an attribute. The
 * page shows its own messages (the default error policy).
 */
const itemAttributeApi = api
  .enhanceEndpoints({ addTagTypes: ['ZohoItemAttribute', 'ZohoItemValues'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      zohoItemAttributeList: build.query<ItemAttribute[], void>({
        query: () => '/api/zoho/item-attributes/',
        responseSchema: itemAttributeListSchema,
        providesTags: ['ZohoItemAttribute'],
      }),
      zohoItemAttributeCreate: build.mutation<ItemAttribute, ItemAttributeInput>({
        query: (body) => ({ url: '/api/zoho/item-attributes/', method: 'POST', body }),
        responseSchema: itemAttributeSchema,
        invalidatesTags: ['ZohoItemAttribute'],
      }),
      zohoItemAttributeUpdate: build.mutation<
        ItemAttribute,
        { id: number; body: ItemAttributeInput & { version: number } }
      >({
        query: ({ id, body }) => ({ url: `/api/zoho/item-attributes/${id}/`, method: 'PUT', body }),
        responseSchema: itemAttributeSchema,
        invalidatesTags: ['ZohoItemAttribute', 'ZohoItemValues'],
      }),
      zohoItemAttributeDelete: build.mutation<null, { id: number; version: number }>({
        query: ({ id, version }) => ({
          url: `/api/zoho/item-attributes/${id}/`,
          method: 'DELETE',
          params: { version },
        }),
        invalidatesTags: ['ZohoItemAttribute', 'ZohoItemValues'],
      }),
      zohoItemValues: build.query<ItemAttributeValues, number>({
        query: (itemId) => `/api/zoho/items/${itemId}/attributes/`,
        responseSchema: itemAttributeValuesSchema,
        providesTags: (_result, _error, itemId) => [{ type: 'ZohoItemValues', id: itemId }],
      }),
      zohoItemValuesSave: build.mutation<
        ItemAttributeValues,
        { itemId: number; body: ItemAttributeValuesInput }
      >({
        query: ({ itemId, body }) => ({
          url: `/api/zoho/items/${itemId}/attributes/`,
          method: 'PUT',
          body,
        }),
        responseSchema: itemAttributeValuesSchema,
        invalidatesTags: (_result, _error, { itemId }) => [
          'ZohoItemAttribute',
          { type: 'ZohoItemValues', id: itemId },
        ],
      }),
      zohoItemFilter: build.query<ItemSearchResult[], ItemFilterArgs>({
        query: (params) => ({ url: '/api/zoho/items/search/', params }),
        responseSchema: itemSearchResultListSchema,
        providesTags: ['ZohoItemValues'],
      }),
    }),
  });

export const {
  useZohoItemAttributeListQuery,
  useZohoItemAttributeCreateMutation,
  useZohoItemAttributeUpdateMutation,
  useZohoItemAttributeDeleteMutation,
  useZohoItemValuesQuery,
  useZohoItemValuesSaveMutation,
  useZohoItemFilterQuery,
} = itemAttributeApi;
