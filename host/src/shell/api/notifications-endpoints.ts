import {
  api,
  guardSchema,
  isNotification,
  isNotificationPage,
  localCalendarDay,
  type Notification,
  type NotificationPage,
} from '@solar/shared';

const notificationsTag = 'Notifications' as const;

/**
 * The bell's notifications: `GET /api/notifications/` (the user's day, so a task due today is
 * theirs), marking one read and marking all read. The bell shows its own error line. Answers are
 * checked by hand-written guards: the bell is on every first view, where zod is not downloaded.
 */
const notificationsApi = api.enhanceEndpoints({ addTagTypes: [notificationsTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    notifications: build.query<NotificationPage, { before?: number } | void>({
      query: (page) => ({
        url: '/api/notifications/',
        params: { today: localCalendarDay(), ...(page?.before ? { before: page.before } : {}) },
      }),
      responseSchema: guardSchema(isNotificationPage, 'a page of notifications'),
      providesTags: [notificationsTag],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/api/notifications/${id}/read/`, method: 'POST' }),
      responseSchema: guardSchema(isNotification, 'a notification'),
      invalidatesTags: [notificationsTag],
    }),
    markAllNotificationsRead: build.mutation<null, void>({
      query: () => ({ url: '/api/notifications/read-all/', method: 'POST' }),
      invalidatesTags: [notificationsTag],
    }),
  }),
});

export const {
  useNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
