import { Box, Button, Checkbox, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  ConfirmDialog,
  formatCalendarDay,
  formatDateTime,
  localCalendarDay,
  messages,
  notify,
  serverErrorTextOf,
  type TimelineEntry,
  type TimelineKind,
} from '@solar/shared';
import { useState } from 'react';
import {
  useCrmDeleteTimelineNoteMutation,
  useCrmUpdateTimelineTaskMutation,
  type TimelineSubject,
} from '../api/timeline-endpoints';
import { timelineEntryTitle } from '../utils/timeline-entry-title';

/** The mark beside each entry: one symbol and colour per kind, automatic events alike. */
function markOf(kind: TimelineKind): { symbol: string; palette: string; label: string } {
  switch (kind) {
    case 'note':
      return { symbol: '✎', palette: 'yellow', label: 'Note' };
    case 'call':
      return { symbol: '☎', palette: 'green', label: 'Call' };
    case 'email':
      return { symbol: '✉', palette: 'blue', label: 'E-mail' };
    case 'task':
      return { symbol: '✓', palette: 'purple', label: 'Task' };
    case 'meeting.booked':
    case 'meeting.rescheduled':
    case 'meeting.cancelled':
      return { symbol: '◷', palette: 'orange', label: 'Meeting' };
    default:
      return { symbol: '•', palette: 'gray', label: 'Event' };
  }
}

interface TimelineEntryItemProps {
  subject: TimelineSubject;
  entry: TimelineEntry;
  /** The signed-in user: only the author of a note may delete it. */
  userId: number | undefined;
  /** A task changed from an older version: the panel offers to reload. */
  onConflict: (error: unknown) => boolean;
}

/** One entry of the timeline: its mark, what it says, who and when; a task's done box. */
export function TimelineEntryItem({ subject, entry, userId, onConflict }: TimelineEntryItemProps) {
  const mark = markOf(entry.kind);
  const who = entry.actor?.name ?? 'a removed user';
  const [updateTask, updating] = useCrmUpdateTimelineTaskMutation();
  const [deleteNote, deleting] = useCrmDeleteTimelineNoteMutation();
  const [confirming, setConfirming] = useState(false);
  const title = timelineEntryTitle(entry);

  const toggleDone = async (done: boolean) => {
    if (!entry.task) return;
    const result = await updateTask({
      subject,
      entryId: entry.id,
      patch: { version: entry.task.version, done },
    });
    if ('error' in result && !onConflict(result.error)) {
      notify.error(messages.failedToUpdateTimelineTask, {
        description: serverErrorTextOf(result.error),
      });
    }
  };
  const remove = async () => {
    const result = await deleteNote({ subject, entryId: entry.id });
    setConfirming(false);
    if ('error' in result) {
      notify.error(messages.failedToDeleteTimelineNote, {
        description: serverErrorTextOf(result.error),
      });
    } else notify.success(messages.timelineNoteDeleted);
  };

  const task = entry.task;
  const overdue = task !== null && !task.done && task.due_date < localCalendarDay();
  return (
    <List.Item display="flex" gap="3" alignItems="flex-start" py="2">
      <Box
        aria-hidden
        flexShrink={0}
        boxSize="8"
        borderRadius="full"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg={`${mark.palette}.subtle`}
        color={`${mark.palette}.fg`}
        fontSize="md"
      >
        {mark.symbol}
      </Box>
      <Stack gap="1" minW="0" flex="1">
        {task ? (
          <Checkbox.Root
            checked={task.done}
            disabled={updating.isLoading}
            onCheckedChange={(details) => void toggleDone(details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label
              fontWeight="medium"
              textDecoration={task.done ? 'line-through' : undefined}
              wordBreak="break-word"
            >
              {title}
            </Checkbox.Label>
          </Checkbox.Root>
        ) : (
          <Text fontWeight="medium" wordBreak="break-word">
            <Box as="span" srOnly>
              {mark.label}:{' '}
            </Box>
            {title}
          </Text>
        )}
        {task ? (
          <Text fontSize="sm" color={overdue ? 'fg.error' : 'fg.muted'}>
            Due {formatCalendarDay(task.due_date)}
            {overdue ? ' (overdue)' : ''} · Assigned to {task.assignee?.name ?? 'nobody'}
            {task.done && task.done_at
              ? ` · Done by ${task.done_by?.name ?? 'a removed user'}, ${formatDateTime(task.done_at)}`
              : ''}
          </Text>
        ) : null}
        {entry.body ? (
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {entry.body}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {who} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </Text>
          {entry.kind === 'note' && entry.actor !== null && entry.actor.id === userId ? (
            <Button
              size="2xs"
              variant="ghost"
              loading={deleting.isLoading}
              onClick={() => setConfirming(true)}
              aria-label={`Delete the note of ${formatDateTime(entry.at)}`}
            >
              Delete
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={messages.deleteNoteTitle}
        message={messages.deleteNoteConfirmText}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
        loading={deleting.isLoading}
      />
    </List.Item>
  );
}
