/** New Messages and System Alerts; no notification source exists yet, so both counts are zero. */
export const notificationEntries = [
  { value: 'messages', label: 'New Messages', count: 0 },
  { value: 'alerts', label: 'System Alerts', count: 0 },
];
