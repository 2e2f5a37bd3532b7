// What other modules use of notifications: telling someone of a change inside its transaction.
export {
  type NotificationRecord,
  type NotificationTarget,
  recordNotification,
} from './notifications-record-queries';
