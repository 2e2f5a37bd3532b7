import {
  api,
  type Forecast,
  type ForecastDeals,
  type ForecastDealsQuery,
  forecastDealsSchema,
  type ForecastItemDeals,
  type ForecastItemDealsQuery,
  forecastItemDealsSchema,
  type ForecastItems,
  forecastItemsSchema,
  forecastSchema,
  type ForecastStage,
  forecastStageSchema,
  type ForecastStageUpdate,
} from '@solar/shared';

/**
 * The Forecast page: the forecast, by month and by item, the deals behind a figure, and the
 * stages' settings.
 */
export const forecastApi = api.enhanceEndpoints({ addTagTypes: ['Forecast'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    forecast: build.query<Forecast, void>({
      query: () => '/api/forecast/',
      responseSchema: forecastSchema,
      providesTags: ['Forecast'],
    }),
    forecastDeals: build.query<ForecastDeals, ForecastDealsQuery>({
      query: ({ source, month }) => ({ url: '/api/forecast/deals/', params: { source, month } }),
      responseSchema: forecastDealsSchema,
      providesTags: ['Forecast'],
    }),
    forecastItems: build.query<ForecastItems, void>({
      query: () => '/api/forecast/items/',
      responseSchema: forecastItemsSchema,
      providesTags: ['Forecast'],
    }),
    forecastItemDeals: build.query<ForecastItemDeals, ForecastItemDealsQuery>({
      query: ({ item_id, month }) => ({
        url: '/api/forecast/items/deals/',
        params: { item_id, month },
      }),
      responseSchema: forecastItemDealsSchema,
      providesTags: ['Forecast'],
    }),
    forecastStageUpdate: build.mutation<
      ForecastStage,
      { stageId: number; body: ForecastStageUpdate }
    >({
      query: ({ stageId, body }) => ({
        url: `/api/forecast/stages/${stageId}/`,
        method: 'PUT',
        body,
      }),
      responseSchema: forecastStageSchema,
      invalidatesTags: ['Forecast'],
    }),
  }),
});

export const {
  useForecastQuery,
  useForecastDealsQuery,
  useForecastItemsQuery,
  useForecastItemDealsQuery,
  useForecastStageUpdateMutation,
} = forecastApi;
