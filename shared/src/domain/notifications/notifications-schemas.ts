import { z } from 'zod';

/** What a notification is about; the browser words and marks each kind. */
export const notificationKinds = [
  'task_assigned',
  'task_due',
  'deal_assigned',
  'meeting_soon',
  'service_request',
  'proposal_status',
  'import_finished',
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

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(notificationKinds),
  target: z.object({ kind: z.enum(notificationTargetKinds), id: z.number().int() }),
  /**
   * The names as they were when it happened (who did it, the task, the deal, the status…), so
   * the sentence reads as it happened even after a rename.
   */
  parts: z.record(z.string(), z.string()),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
  /** The `before` of the next (older) page; null on the last one. */
  next_before: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
