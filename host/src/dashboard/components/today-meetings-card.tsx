import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatTime, messages } from '@solar/shared';
import { useMemo } from 'react';
import { useDashboardTodayMeetingsQuery } from '../api/dashboard-endpoints';
import { dashboardPaths } from '../utils/dashboard-paths';
import { DashboardCard } from './dashboard-card';
import { MaybeLink } from './maybe-link';

/** `YYYY-MM-DD` of a local day. */
function localDayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Today's meetings of the user (organised or attended), earliest first, in the browser's zone:
 * each opens the calendar's day, and its deal when the user may open deals.
 */
export function TodayMeetingsCard() {
  const range = useMemo(() => {
    const now = new Date();
    const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    return { from: from.toISOString(), to: to.toISOString(), day: localDayKey(from) };
  }, []);
  const { data, isLoading, isError, isFetching, refetch } = useDashboardTodayMeetingsQuery(
    { from: range.from, to: range.to },
    { refetchOnMountOrArgChange: true },
  );
  const { meetingsOfDay, dealDetails } = dashboardPaths;
  let body;
  if (isError) {
    body = (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadMeetings}</Alert.Title>
        <Button
          size="xs"
          variant="outline"
          ms="auto"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          Retry
        </Button>
      </Alert.Root>
    );
  } else if (isLoading || !data) {
    body = <Skeleton height="16" role="status" aria-label="Loading today’s meetings" />;
  } else if (data.meetings.length === 0) {
    body = <Text>{messages.dashboardNoMeetingsToday}</Text>;
  } else {
    body = (
      <Stack as="ul" gap="2" listStyleType="none" aria-label="Today’s meetings">
        {data.meetings.map((meeting) => (
          <Stack as="li" key={meeting.id} gap="0.5">
            <Text>
              <Text as="span" color="fg.muted" me="2">
                {formatTime(meeting.start)}–{formatTime(meeting.end)}
              </Text>
              <MaybeLink menuPath={meetingsOfDay.menuPath} to={meetingsOfDay.to(range.day)}>
                {meeting.title}
              </MaybeLink>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {meeting.kind}
              {meeting.deal ? ' · ' : ''}
              {meeting.deal ? (
                <MaybeLink menuPath={dealDetails.menuPath} to={dealDetails.to(meeting.deal.id)}>
                  {meeting.deal.name}
                </MaybeLink>
              ) : null}
              {meeting.location ? ` · ${meeting.location}` : ''}
            </Text>
          </Stack>
        ))}
      </Stack>
    );
  }
  return <DashboardCard title={messages.dashboardTodayMeetings}>{body}</DashboardCard>;
}
