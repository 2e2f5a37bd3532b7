import {
  api,
  type Forecast,
  type ForecastDeals,
  type ForecastDealsQuery,
  forecastDealsSchema,
  forecastSchema,
  type ForecastStage,
  forecastStageSchema,
  type ForecastStageUpdate,
} from '@solar/shared';

/** The Forecast page: the forecast, the deals behind a figure, and the stages' settings. */
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

export const { useForecastQuery, useForecastDealsQuery, useForecastStageUpdateMutation } =
  forecastApi;
