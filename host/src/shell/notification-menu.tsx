import { Badge, IconButton, Menu, Portal } from '@chakra-ui/react';
import { LuBell } from 'react-icons/lu';

/** New Messages and System Alerts; no notification source exists yet, so both counts are zero. */
const entries = [
  { value: 'messages', label: 'New Messages', count: 0 },
  { value: 'alerts', label: 'System Alerts', count: 0 },
];

export function NotificationMenu() {
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label="Notifications" position="relative">
          <LuBell />
          {/* Zero counts are hidden (spec). */}
          {total > 0 ? (
            <Badge position="absolute" top="0" insetEnd="0" size="xs" colorPalette="red">
              {total}
            </Badge>
          ) : null}
        </IconButton>
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
