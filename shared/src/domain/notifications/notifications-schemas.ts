import { z } from 'zod';
import { notificationKinds, notificationTargetKinds } from './notifications-constants';

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
