import { z } from 'zod';
import {
  calendarDaySchema,
  notificationPageSchema,
  notificationSchema,
  notificationsMaxPageSize,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

/** `?before=` the `next_before` of the page shown, `?limit=`, `?today=` the caller's day. */
export const notificationsQuerySchema = z.strictObject({
  before: idParam.optional(),
  limit: z.coerce.number().int().min(1).max(notificationsMaxPageSize).optional(),
  today: calendarDaySchema.optional(),
});
export const notificationParamsSchema = z.strictObject({ notificationId: idParam });

export const notificationResponseSchema = notificationSchema.meta({ id: 'Notification' });
export const notificationPageResponseSchema = notificationPageSchema.meta({
  id: 'NotificationPage',
});
