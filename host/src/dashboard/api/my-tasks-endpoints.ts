import { api, localCalendarDay, myTasksSchema, type MyTasks } from '@solar/shared';

/** The deal timeline's task changes invalidate this tag, so the dashboard never shows stale ones. */
const myTasksTag = 'MyTasks' as const;

/**
 * `GET /api/crm/tasks/mine/`: the user's open tasks, split by the user's own calendar day (the
 * browser knows their time zone). The panel shows its own error with Retry.
 */
const myTasksApi = api.enhanceEndpoints({ addTagTypes: [myTasksTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    dashboardMyTasks: build.query<MyTasks, void>({
      query: () => ({ url: '/api/crm/tasks/mine/', params: { today: localCalendarDay() } }),
      responseSchema: myTasksSchema,
      providesTags: [myTasksTag],
    }),
  }),
});

export const { useDashboardMyTasksQuery } = myTasksApi;
