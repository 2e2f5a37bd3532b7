import {
  api,
  planningBulkResultSchema,
  planningCategoryListSchema,
  planningCategorySchema,
  planningItemPageSchema,
  type PlanningBulkEdit,
  type PlanningCategory,
  type PlanningItemPage,
  type PlanningSettings,
} from '@solar/shared';

const tag = 'PlanningSettings';

export interface PlanningItemArgs {
  page: number;
  page_size: number;
  search: string;
  category: string;
}

/** MPR Item Setting: items with the settings in force, bulk edits, and category defaults. */
export const mprItemSettingApi = api.enhanceEndpoints({ addTagTypes: [tag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    planningItems: build.query<PlanningItemPage, PlanningItemArgs>({
      query: ({ page, page_size, search, category }) => ({
        url: '/api/demand/item-settings/',
        params: {
          page,
          page_size,
          ...(search ? { search } : {}),
          ...(category ? { category } : {}),
        },
      }),
      responseSchema: planningItemPageSchema,
      providesTags: [tag],
    }),
    planningBulkEdit: build.mutation<{ count: number }, PlanningBulkEdit>({
      query: (body) => ({ url: '/api/demand/item-settings/bulk/', method: 'POST', body }),
      responseSchema: planningBulkResultSchema,
      invalidatesTags: [tag],
    }),
    planningBulkClear: build.mutation<{ count: number }, { item_ids: number[] }>({
      query: (body) => ({ url: '/api/demand/item-settings/clear/', method: 'POST', body }),
      responseSchema: planningBulkResultSchema,
      invalidatesTags: [tag],
    }),
    planningCategories: build.query<PlanningCategory[], void>({
      query: () => '/api/demand/categories/',
      responseSchema: planningCategoryListSchema,
      providesTags: [tag],
    }),
    planningCategorySave: build.mutation<
      PlanningCategory,
      { category: string; body: PlanningSettings }
    >({
      query: ({ category, body }) => ({
        url: `/api/demand/categories/${encodeURIComponent(category)}/`,
        method: 'PUT',
        body,
      }),
      responseSchema: planningCategorySchema,
      invalidatesTags: [tag],
    }),
  }),
});

export const {
  usePlanningItemsQuery,
  usePlanningBulkEditMutation,
  usePlanningBulkClearMutation,
  usePlanningCategoriesQuery,
  usePlanningCategorySaveMutation,
} = mprItemSettingApi;
