import { Badge, IconButton } from '@chakra-ui/react';
import { lazy } from 'react';
import { DeferredMenu } from './deferred-menu';
import { BellIcon } from '../../icons/lucide-icons';
import { notificationEntries } from '../utils/notification-entries';

const loadNotificationMenuDropdown = () => import('./notification-menu-dropdown');
const NotificationMenuDropdown = lazy(async () => ({
  default: (await loadNotificationMenuDropdown()).NotificationMenuDropdown,
}));

/** The bell with the unread total; its menu loads when first wanted. */
export function NotificationMenu() {
  const total = notificationEntries.reduce((sum, entry) => sum + entry.count, 0);
  const trigger = (
    <IconButton variant="ghost" size="sm" aria-label="Notifications" position="relative">
      <BellIcon />
      {/* Zero counts are hidden (spec). */}
      {total > 0 ? (
        <Badge position="absolute" top="0" insetEnd="0" size="xs" colorPalette="red">
          {total}
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
