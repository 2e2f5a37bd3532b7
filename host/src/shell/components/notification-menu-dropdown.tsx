import { Menu, Portal, Text } from '@chakra-ui/react';
import { messages, type Notification } from '@solar/shared';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadedMenuTrigger } from './loaded-menu-trigger';
import { NotificationItem } from './notification-item';
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from '../api/notifications-endpoints';
import { useMyNotifications } from '../hooks/use-my-notifications';
import { notificationPath } from '../utils/notification-path';

/** "Show older notifications": asks for the page before `before` (the last id shown). */
function OlderItem({ before, onMore }: { before: number; onMore: (before: number) => void }) {
  return (
    <Menu.Item
      value={`older-${before}`}
      closeOnSelect={false}
      onSelect={() => onMore(before)}
      justifyContent="center"
      color="brand.fg"
    >
      {messages.olderNotifications}
    </Menu.Item>
  );
}

/**
 * An older page, asked for by its `before`: a query of its own, so marking read refreshes it as
 * it does the first page. The last page shown offers the next one.
 */
function OlderPage({
  before,
  last,
  onOpen,
  onMore,
}: {
  before: number;
  last: boolean;
  onOpen: (notification: Notification) => void;
  onMore: (before: number) => void;
}) {
  const { data, isError } = useNotificationsQuery({ before });
  if (isError) {
    return (
      <Text px="2" py="2" color="fg.error">
        {messages.failedToLoadNotifications}
      </Text>
    );
  }
  return (
    <>
      {data?.notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
      ))}
      {last && data?.next_before ? <OlderItem before={data.next_before} onMore={onMore} /> : null}
    </>
  );
}

/**
 * The notifications once loaded (see NotificationMenu): newest first, each opening its page; the
 * first page is kept fresh, and older ones are read on request, a page at a time (keyset on the
 * id, so a notification arriving meanwhile never shifts or repeats a page).
 */
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
  const [olderPages, setOlderPages] = useState<number[]>([]);
  const more = (before: number) =>
    setOlderPages((pages) => (pages.includes(before) ? pages : [...pages, before]));
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
              <>
                {list.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={open}
                  />
                ))}
                {olderPages.length === 0 && data?.next_before ? (
                  <OlderItem before={data.next_before} onMore={more} />
                ) : null}
                {olderPages.map((before, index) => (
                  <OlderPage
                    key={before}
                    before={before}
                    last={index === olderPages.length - 1}
                    onOpen={open}
                    onMore={more}
                  />
                ))}
              </>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
