import {
  api,
  dashboardResponseSchema,
  meetingListSchema,
  type DashboardResponse,
  type MeetingList,
} from '@solar/shared';

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
    /** The user's own meetings in a range (today, in the browser's zone). */
    dashboardTodayMeetings: build.query<MeetingList, { from: string; to: string }>({
      query: ({ from, to }) => ({ url: '/api/crm/meetings/', params: { from, to, scope: 'me' } }),
      responseSchema: meetingListSchema,
    }),
  }),
});

export const { useDashboardFiguresQuery, useDashboardTodayMeetingsQuery } = dashboardApi;
