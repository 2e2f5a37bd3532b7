import { Box, Menu, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatDateTime, type Notification, type NotificationKind } from '@solar/shared';
import type { IconType } from 'react-icons';
import {
  LuBriefcase,
  LuCalendarClock,
  LuCircleCheck,
  LuClipboardList,
  LuFileCheck,
  LuSignature,
  LuLifeBuoy,
  LuUpload,
  LuWrench,
} from 'react-icons/lu';
import { notificationSentence } from '../utils/notification-sentence';

const kindIcons: Record<NotificationKind, IconType> = {
  task_assigned: LuClipboardList,
  task_due: LuCircleCheck,
  deal_assigned: LuBriefcase,
  meeting_soon: LuCalendarClock,
  service_request: LuLifeBuoy,
  proposal_status: LuFileCheck,
  import_finished: LuUpload,
  project_changed: LuWrench,
  proposal_customer: LuSignature,
};

/** One notification in the bell's list: its mark, its sentence and when it came. */
export function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
}) {
  const Icon = kindIcons[notification.kind];
  const unread = notification.read_at === null;
  return (
    <Menu.Item
      value={String(notification.id)}
      onSelect={() => onOpen(notification)}
      alignItems="flex-start"
      gap="3"
      py="2"
      whiteSpace="normal"
    >
      <Box as="span" mt="1" color={unread ? 'brand.fg' : 'fg.muted'} aria-hidden="true">
        <Icon />
      </Box>
      <Box as="span" flex="1" minW="0">
        <Text as="span" display="block" fontWeight={unread ? 'semibold' : 'normal'}>
          {unread ? <VisuallyHidden>Unread: </VisuallyHidden> : null}
          {notificationSentence(notification)}
        </Text>
        <Text as="span" display="block" textStyle="xs" color="fg.muted">
          {formatDateTime(notification.created_at)}
        </Text>
      </Box>
    </Menu.Item>
  );
}
