import { Button, Card, Heading, HStack, List, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  messages,
  SelectField,
  selectUser,
  serverErrorTextOf,
  type TimelineFilter,
  useAppSelector,
  useVersionConflict,
} from '@solar/shared';
import { useState } from 'react';
import { type TimelineSubject, useCrmTimelineInfiniteQuery } from '../api/timeline-endpoints';
import { TimelineComposer } from './timeline-composer';
import { TimelineEntryItem } from './timeline-entry';

const filterOptionsOf = (subject: TimelineSubject) => [
  { value: '', label: 'Everything' },
  { value: 'note', label: 'Notes' },
  { value: 'call', label: 'Calls' },
  { value: 'email', label: 'E-mails' },
  { value: 'task', label: 'Tasks' },
  { value: 'meeting', label: 'Meetings' },
  {
    value: 'event',
    label: subject.type === 'deal' ? 'Changes to the deal' : 'Changes to the lead',
  },
];

/**
 * The "Activity" card of a deal's details or a lead's page: write a note, log a call or an
 * e-mail, add a task; below, everything that happened on the deal or lead, newest first, a page
 * at a time.
 */
export function ActivityTimeline({ subject }: { subject: TimelineSubject }) {
  const idSuffix = `${subject.type}-${subject.id}`;
  const [kind, setKind] = useState<TimelineFilter | undefined>(undefined);
  const timeline = useCrmTimelineInfiniteQuery(
    { subject, kind },
    { refetchOnMountOrArgChange: true },
  );
  const userId = useAppSelector(selectUser)?.id;
  const conflict = useVersionConflict(() => timeline.refetch());
  const entries = timeline.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Card.Root size="sm" as="section" aria-labelledby={`timeline-heading-${idSuffix}`}>
      <Card.Header>
        <Heading as="h2" size="md" id={`timeline-heading-${idSuffix}`}>
          Activity
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <TimelineComposer subject={subject} />
          <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
            <Heading as="h3" size="sm">
              Timeline
            </Heading>
            <SelectField
              id={`timeline-filter-${idSuffix}`}
              label="Show"
              maxW="xs"
              value={kind ?? ''}
              onChange={(value) => setKind(value === '' ? undefined : (value as TimelineFilter))}
              options={filterOptionsOf(subject)}
            />
          </HStack>
          {timeline.isLoading ? (
            <Spinner size="sm" aria-label="Loading the timeline" />
          ) : !timeline.data ? (
            <Stack gap="2" align="flex-start">
              <Text color="fg.error">{messages.failedToLoadTimeline}</Text>
              {timeline.error ? (
                <Text fontSize="sm" color="fg.muted">
                  {serverErrorTextOf(timeline.error)}
                </Text>
              ) : null}
              <Button size="sm" variant="outline" onClick={() => void timeline.refetch()}>
                Retry
              </Button>
            </Stack>
          ) : entries.length === 0 ? (
            <Text color="fg.muted">
              {kind === undefined
                ? subject.type === 'deal'
                  ? messages.timelineEmpty
                  : messages.leadTimelineEmpty
                : messages.timelineEmptyForKind}
            </Text>
          ) : (
            <List.Root as="ol" listStyle="none" aria-label="Timeline, newest first">
              {entries.map((entry) => (
                <TimelineEntryItem
                  key={entry.id}
                  subject={subject}
                  entry={entry}
                  userId={userId}
                  onConflict={conflict.caught}
                />
              ))}
            </List.Root>
          )}
          {timeline.hasNextPage ? (
            <Button
              alignSelf="flex-start"
              variant="outline"
              size="sm"
              loading={timeline.isFetchingNextPage}
              onClick={() => void timeline.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </Stack>
      </Card.Body>
      {conflict.dialog}
    </Card.Root>
  );
}
