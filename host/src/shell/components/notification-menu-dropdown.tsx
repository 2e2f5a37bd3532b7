import { Menu, Portal, Text } from '@chakra-ui/react';
import { messages, type Notification } from '@solar/shared';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { LoadedMenuTrigger } from './loaded-menu-trigger';
import { NotificationItem } from './notification-item';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../api/notifications-endpoints';
import { useMyNotifications } from '../hooks/use-my-notifications';
import { notificationPath } from '../utils/notification-path';

/** The notifications once loaded (see NotificationMenu): newest first, each opening its page. */
export function NotificationMenuDropdown({ trigger }: { trigger: ReactElement }) {
  const navigate = useNavigate();
  const { data, isError } = useMyNotifications();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const open = (notification: Notification) => {
    if (notification.read_at === null) void markRead(notification.id);
    void navigate(notificationPath(notification));
  };
  const list = data?.notifications ?? [];
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <LoadedMenuTrigger trigger={trigger} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content width="min(24rem, calc(100vw - 1rem))" maxH="70vh" overflowY="auto">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{messages.notificationsTitle}</Menu.ItemGroupLabel>
              {data && data.unread > 0 ? (
                <Menu.Item
                  value="mark-all-read"
                  closeOnSelect={false}
                  disabled={markingAll}
                  onSelect={() => void markAllRead()}
                  color="brand.fg"
                >
                  {messages.markAllNotificationsRead}
                </Menu.Item>
              ) : null}
            </Menu.ItemGroup>
            <Menu.Separator />
            {isError ? (
              <Text px="2" py="2" color="fg.error">
                {messages.failedToLoadNotifications}
              </Text>
            ) : list.length === 0 ? (
              <Text px="2" py="2" color="fg.muted">
                {messages.notificationsEmpty}
              </Text>
            ) : (
              list.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onOpen={open} />
              ))
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
