import { Badge, IconButton } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { lazy } from 'react';
import { DeferredMenu } from './deferred-menu';
import { BellIcon } from '../../icons/lucide-icons';
import { useMyNotifications } from '../hooks/use-my-notifications';

const loadNotificationMenuDropdown = () => import('./notification-menu-dropdown');
const NotificationMenuDropdown = lazy(async () => ({
  default: (await loadNotificationMenuDropdown()).NotificationMenuDropdown,
}));

/** The bell with the unread count; its list loads when first wanted. */
export function NotificationMenu() {
  const { isStaff, data } = useMyNotifications();
  if (!isStaff) return null;
  const unread = data?.unread ?? 0;
  const trigger = (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={
        unread > 0
          ? `${messages.notificationsTitle}, ${messages.unreadNotifications(unread)}`
          : messages.notificationsTitle
      }
      position="relative"
    >
      <BellIcon />
      {/* A zero count is hidden; the button's name carries the count for screen readers. */}
      {unread > 0 ? (
        <Badge
          position="absolute"
          top="0"
          insetEnd="0"
          size="xs"
          colorPalette="red"
          aria-hidden="true"
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </IconButton>
  );
  return (
    <DeferredMenu
      trigger={trigger}
      preload={loadNotificationMenuDropdown}
      renderMenu={() => <NotificationMenuDropdown trigger={trigger} />}
    />
  );
}
