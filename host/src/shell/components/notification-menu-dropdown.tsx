import { Badge, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LoadedMenuTrigger } from './loaded-menu-trigger';
import { notificationEntries as entries } from '../utils/notification-entries';

/** The notifications menu once loaded (see NotificationMenu). */
export function NotificationMenuDropdown({ trigger }: { trigger: ReactElement }) {
  return (
    <Menu.Root>
      <LoadedMenuTrigger trigger={trigger} />
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
