import { api, dashboardResponseSchema, type DashboardResponse } from '@solar/shared';

/**
 * `GET /api/dashboard/`: every figure of the staff dashboard in one call. The dashboard shows its
 * own error state with Retry (the default error policy): a generic toast as well would report one
 * failure twice.
 */
const dashboardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dashboardFigures: build.query<DashboardResponse, void>({
      query: () => '/api/dashboard/',
      responseSchema: dashboardResponseSchema,
    }),
  }),
});

export const { useDashboardFiguresQuery } = dashboardApi;
