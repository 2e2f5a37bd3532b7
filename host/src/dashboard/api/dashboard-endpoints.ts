import {
  api,
  dashboardResponseSchema,
  type ApiExtraOptions,
  type DashboardResponse,
} from '@solar/shared';

/**
 * The dashboard shows its own error state with Retry, so the shared policy only handles the 401
 * logout (a generic toast as well would report one failure twice).
 */
const ownMessages: ApiExtraOptions = { errorPolicy: 'auth-only' };

/** `GET /api/dashboard/`: every figure of the staff dashboard in one call. */
export const dashboardApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dashboardFigures: build.query<DashboardResponse, void>({
      query: () => '/api/dashboard/',
      responseSchema: dashboardResponseSchema,
      extraOptions: ownMessages,
    }),
  }),
});

export const { useDashboardFiguresQuery } = dashboardApi;
