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
import { useCrmDealTimelineInfiniteQuery } from '../api/deal-timeline-endpoints';
import { DealTimelineComposer } from './deal-timeline-composer';
import { DealTimelineEntry } from './deal-timeline-entry';

const filterOptions = [
  { value: '', label: 'Everything' },
  { value: 'note', label: 'Notes' },
  { value: 'call', label: 'Calls' },
  { value: 'email', label: 'E-mails' },
  { value: 'task', label: 'Tasks' },
  { value: 'meeting', label: 'Meetings' },
  { value: 'event', label: 'Changes to the deal' },
] as const;

/**
 * The deal details page's "Activity" card: write a note, log a call or an e-mail, add a task;
 * below, everything that happened on the deal, newest first, a page at a time.
 */
export function DealTimeline({ dealId }: { dealId: number }) {
  const [kind, setKind] = useState<TimelineFilter | undefined>(undefined);
  const timeline = useCrmDealTimelineInfiniteQuery(
    { dealId, kind },
    { refetchOnMountOrArgChange: true },
  );
  const userId = useAppSelector(selectUser)?.id;
  const conflict = useVersionConflict(() => timeline.refetch());
  const entries = timeline.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Card.Root size="sm" as="section" aria-labelledby="deal-timeline-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="deal-timeline-heading">
          Activity
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <DealTimelineComposer dealId={dealId} />
          <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
            <Heading as="h3" size="sm">
              Timeline
            </Heading>
            <SelectField
              id={`timeline-filter-${dealId}`}
              label="Show"
              maxW="xs"
              value={kind ?? ''}
              onChange={(value) => setKind(value === '' ? undefined : (value as TimelineFilter))}
              options={filterOptions}
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
              {kind === undefined ? messages.timelineEmpty : messages.timelineEmptyForKind}
            </Text>
          ) : (
            <List.Root as="ol" listStyle="none" aria-label="Timeline, newest first">
              {entries.map((entry) => (
                <DealTimelineEntry
                  key={entry.id}
                  dealId={dealId}
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
