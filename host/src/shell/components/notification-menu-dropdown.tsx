import { Badge, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { MenuLoadRequest } from './deferred-menu';
import { LoadedMenuTrigger } from './loaded-menu-trigger';
import { notificationEntries as entries } from '../utils/notification-entries';

/** The notifications menu once loaded (see NotificationMenu). */
export function NotificationMenuDropdown({
  trigger,
  request,
}: {
  trigger: ReactElement;
  request: MenuLoadRequest;
}) {
  return (
    <Menu.Root>
      <LoadedMenuTrigger trigger={trigger} request={request} />
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {entries.map((entry) => (
              <Menu.Item key={entry.value} value={entry.value}>
                {entry.label}
                {entry.count > 0 ? <Badge ms="auto">{entry.count}</Badge> : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
