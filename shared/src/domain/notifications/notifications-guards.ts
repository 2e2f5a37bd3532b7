import { isRecord } from '../is-record';
import { notificationKinds, notificationTargetKinds } from './notifications-constants';
import type { Notification, NotificationPage } from './notifications-schemas';

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * A hand-written check of one notification, mirroring `notificationSchema`: the bell is on every
 * first view, and checking its list with zod would put zod into that download.
 * `__tests__/notifications-guards.test.ts` checks that both agree.
 */
export function isNotification(value: unknown): value is Notification {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    (notificationKinds as readonly unknown[]).includes(value.kind) &&
    isRecord(value.target) &&
    (notificationTargetKinds as readonly unknown[]).includes(value.target.kind) &&
    Number.isInteger(value.target.id) &&
    isRecord(value.parts) &&
    Object.values(value.parts).every((part) => typeof part === 'string') &&
    typeof value.created_at === 'string' &&
    isNullableString(value.read_at)
  );
}

/** `GET /api/notifications/`, checked like `notificationPageSchema`. */
export function isNotificationPage(value: unknown): value is NotificationPage {
  return (
    isRecord(value) &&
    Array.isArray(value.notifications) &&
    value.notifications.every(isNotification) &&
    Number.isInteger(value.unread) &&
    (value.next_before === null || Number.isInteger(value.next_before))
  );
}
