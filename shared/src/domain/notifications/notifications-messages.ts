// Messages: the notifications behind the header's bell.
// One export per text, read everywhere as `messages.x`; ../messages.ts says where a text goes.

export const apiNotificationNotFound = 'Notification not found';
export const notificationsTitle = 'Notifications';
export const notificationsEmpty =
  'No notifications. Tasks, deals and meetings assigned to you will show up here.';
export const failedToLoadNotifications = 'Failed to load the notifications';
export const markAllNotificationsRead = 'Mark all read';
export const olderNotifications = 'Show older notifications';
export const unreadNotifications = (count: number) => `${count} unread notifications`;

// The sentence of each kind of notification, from the names kept when it happened.
export const notificationTaskAssigned = (actor: string, task: string, subject: string) =>
  `${actor} assigned you the task “${task}” on ${subject}`;
export const notificationTaskDue = (task: string) => `Your task “${task}” is due today`;
export const notificationDealAssigned = (actor: string, deal: string) =>
  `${actor} assigned you the deal ${deal}`;
export const notificationMeetingSoon = (meeting: string) =>
  `Your meeting “${meeting}” starts within 15 minutes`;
export const notificationServiceRequest = (deal: string) =>
  `A customer sent a service request on ${deal}`;
export const notificationProposalStatus = (version: string, deal: string, status: string) =>
  `Proposal version ${version} on ${deal} is ${status}`;
export const notificationProposalCustomer = (
  customer: string,
  action: string,
  version: string,
  deal: string,
) => `${customer} ${action} proposal version ${version} on ${deal}`;
export const notificationImportFinished = (fileName: string, rows: string) =>
  `Your lead import ${fileName} finished: ${rows} leads imported`;
