import {
  api,
  localCalendarDay,
  type Notification,
  type NotificationPage,
  notificationPageSchema,
  notificationSchema,
} from '@solar/shared';

const notificationsTag = 'Notifications' as const;

/**
 * The bell's notifications: `GET /api/notifications/` (the user's day, so a task due today is
 * theirs), marking one read and marking all read. The bell shows its own error line.
 */
const notificationsApi = api.enhanceEndpoints({ addTagTypes: [notificationsTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    notifications: build.query<NotificationPage, { before?: number } | void>({
      query: (page) => ({
        url: '/api/notifications/',
        params: { today: localCalendarDay(), ...(page?.before ? { before: page.before } : {}) },
      }),
      responseSchema: notificationPageSchema,
      providesTags: [notificationsTag],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/api/notifications/${id}/read/`, method: 'POST' }),
      responseSchema: notificationSchema,
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
