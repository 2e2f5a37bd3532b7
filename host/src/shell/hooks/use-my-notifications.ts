import { notificationPollSeconds, selectIsStaff, useAppSelector } from '@solar/shared';
import { useEffect } from 'react';
import { useNotificationsQuery } from '../api/notifications-endpoints';

/**
 * The signed-in staff member's notifications, kept fresh without a reload: asked again every
 * half minute and whenever the window regains focus. Polling reaches whichever API replica
 * answers, so it needs nothing shared between them. Customers have no bell to fill.
 */
export function useMyNotifications() {
  const isStaff = useAppSelector(selectIsStaff);
  const result = useNotificationsQuery(undefined, {
    skip: !isStaff,
    pollingInterval: notificationPollSeconds * 1000,
    skipPollingIfUnfocused: true,
  });
  const { refetch } = result;
  useEffect(() => {
    if (!isStaff) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [isStaff, refetch]);
  return { isStaff, ...result };
}
