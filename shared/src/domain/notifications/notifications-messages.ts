// Messages: the notifications behind the header's bell.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

export const apiNotificationNotFound = 'Notification not found';
export const notificationsTitle = 'Notifications';
export const notificationsEmpty =
  'No notifications. Tasks, deals and meetings assigned to you will show up here.';
export const failedToLoadNotifications = 'Failed to load the notifications';
export const markAllNotificationsRead = 'Mark all read';
