// The notifications' constants, apart from their zod schemas: the header, on every first view,
// reads them without downloading zod.

/** What a notification is about; the browser words and marks each kind. */
export const notificationKinds = [
  'task_assigned',
  'task_due',
  'deal_assigned',
  'meeting_soon',
  'service_request',
  'proposal_status',
  'import_finished',
  'project_changed',
  'proposal_customer',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The page a notification opens. */
export const notificationTargetKinds = ['deal', 'lead', 'meeting', 'import'] as const;
export type NotificationTargetKind = (typeof notificationTargetKinds)[number];

/** How far ahead a meeting is announced. */
export const meetingSoonMinutes = 15;
/** How often an open workplace asks for new notifications. */
export const notificationPollSeconds = 30;
export const notificationsMaxPageSize = 50;
