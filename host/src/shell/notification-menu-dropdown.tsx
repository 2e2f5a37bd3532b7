import { Badge, Menu, Portal } from '@chakra-ui/react';
import { useRef, type ReactElement } from 'react';
import { useMenuLoadRequest, type MenuLoadRequest } from './deferred-menu';
import { notificationEntries as entries } from './notification-entries';

/** The notifications menu once loaded (see NotificationMenu). */
export function NotificationMenuDropdown({
  trigger,
  request,
}: {
  trigger: ReactElement;
  request: MenuLoadRequest;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useMenuLoadRequest(request, triggerRef);
  return (
    <Menu.Root>
      <Menu.Trigger asChild ref={triggerRef}>
        {trigger}
      </Menu.Trigger>
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
