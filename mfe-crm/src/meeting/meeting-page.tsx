import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  browserTimeZone,
  ConfirmDialog,
  formatDate,
  formatMonth,
  LoadFailure,
  LoadingState,
  messages,
  notify,
  PageHeader,
  workplaceRouteByPattern,
  type Meeting,
  type MeetingScope,
  type MeetingSlot,
} from '@solar/shared';
import {
  useCrmDeleteMeetingMutation,
  useCrmMeetingConflictsMutation,
  useCrmMeetingPeopleQuery,
  useCrmMeetingsQuery,
  useCrmUpdateMeetingMutation,
  useLazyCrmMeetingQuery,
} from './api/meeting-endpoints';
import { AgendaList } from './components/agenda-list';
import { CalendarFeedDialog } from './components/calendar-feed-dialog';
import { CalendarToolbar } from './components/calendar-toolbar';
import { MeetingDialog, type MeetingDialogTarget } from './components/meeting-dialog';
import { MeetingSummaryDialog } from './components/meeting-summary-dialog';
import { MonthGrid } from './components/month-grid';
import { TimeGrid } from './components/time-grid';
import { useMeetingDownload } from './hooks/use-meeting-download';
import { useNarrowScreen } from './hooks/use-narrow-screen';
import {
  type CalendarView,
  dayOfKey,
  rangeOf,
  shiftAnchor,
  startOfDay,
} from './utils/calendar-range';
import { meetingUpdateOf } from './utils/meeting-update-of';
import { movedTo } from './utils/meeting-times';

const { title } = workplaceRouteByPattern('crm/meeting');
const defaultLengthMs = 60 * 60 * 1000;

/** The period a view shows, as its heading says it. */
function periodTitle(view: CalendarView, days: readonly Date[], anchor: Date): string {
  if (view === 'month') return formatMonth(anchor.toISOString());
  const first = formatDate(days[0]!.toISOString());
  if (days.length === 1) return first;
  return `${first} – ${formatDate(days[days.length - 1]!.toISOString())}`;
}

/**
 * Meeting Management: the calendar of the user's meetings, their team's or one person's, by day,
 * week, month or as an agenda (the default on a phone). A slot books a meeting, a drag (or the
 * meeting's dialog) reschedules it, and the private feed puts it all in the user's own calendar.
 * `?date=YYYY-MM-DD&view=day` opens a given day (the dashboard's Today links there).
 */
export function MeetingPage() {
  const location = useLocation();
  const narrow = useNarrowScreen();
  const linked = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const [view, setView] = useState<CalendarView>(() => {
    const asked = linked.get('view');
    if (asked === 'day' || asked === 'week' || asked === 'month' || asked === 'agenda') {
      return asked;
    }
    return narrow ? 'agenda' : 'week';
  });
  const [anchor, setAnchor] = useState(
    () => dayOfKey(linked.get('date') ?? '') ?? startOfDay(new Date()),
  );
  const [scope, setScope] = useState<MeetingScope>('me');
  const [personId, setPersonId] = useState<number | null>(null);
  const [target, setTarget] = useState<MeetingDialogTarget | null>(null);
  const [summary, setSummary] = useState<Meeting | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const [cancelling, setCancelling] = useState<Meeting | null>(null);
  const range = rangeOf(view, anchor);
  const people = useCrmMeetingPeopleQuery();
  const meetings = useCrmMeetingsQuery({
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    scope,
    personId: personId ?? undefined,
  });
  const [update] = useCrmUpdateMeetingMutation();
  const [remove, removing] = useCrmDeleteMeetingMutation();
  const [checkConflicts] = useCrmMeetingConflictsMutation();
  const download = useMeetingDownload();
  const list = meetings.data?.meetings ?? [];

  const create = (start: Date) =>
    setTarget({
      mode: 'create',
      start: start.toISOString(),
      end: new Date(start.getTime() + defaultLengthMs).toISOString(),
    });
  const [readMeeting] = useLazyCrmMeetingQuery();
  /** The whole meeting behind a calendar entry (the range lists only what it draws). */
  const whole = async (slot: MeetingSlot): Promise<Meeting | null> => {
    const meeting = await readMeeting(slot.id)
      .unwrap()
      .catch(() => null);
    if (meeting === null) notify.error(messages.failedToLoadMeeting);
    return meeting;
  };
  const open = async (slot: MeetingSlot) => {
    const meeting = await whole(slot);
    if (meeting === null) return;
    if (meeting.can_edit) setTarget({ mode: 'edit', meeting });
    else setSummary(meeting);
  };
  const move = async (slot: MeetingSlot, start: Date) => {
    if (!slot.can_edit) return;
    const meeting = await whole(slot);
    if (meeting === null) return;
    const times = movedTo(meeting, start);
    const answer = await checkConflicts({
      ...times,
      people: [meeting.organiser.id, ...meeting.attendees.map((person) => person.id)],
      exclude_id: meeting.id,
    })
      .unwrap()
      .catch(() => null);
    if (answer === null || answer.conflicts.length > 0) {
      // The warning comes before the save: the dialog shows it at the new times.
      setTarget({ mode: 'edit', meeting, ...times });
      return;
    }
    const saved = await update({ id: meeting.id, body: meetingUpdateOf(meeting, times) })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (saved) notify.success(messages.meetingSaved);
    else setTarget({ mode: 'edit', meeting, ...times });
  };
  const cancelMeeting = async () => {
    if (!cancelling) return;
    const done = await remove({ id: cancelling.id, version: cancelling.version })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) {
      notify.success(messages.meetingCancelled);
      setTarget(null);
    } else notify.error(messages.meetingCancelFailed);
    setCancelling(null);
  };

  let body;
  if (meetings.isError) {
    body = (
      <LoadFailure
        message={messages.failedToLoadMeetings}
        onRetry={() => void meetings.refetch()}
      />
    );
  } else if (meetings.isLoading || people.isLoading) {
    body = <LoadingState label="Loading meetings" />;
  } else if (view === 'agenda') {
    body = (
      <AgendaList
        days={range.days}
        meetings={list}
        onOpen={(slot) => void open(slot)}
        onDownload={download}
      />
    );
  } else if (view === 'month') {
    body = (
      <MonthGrid
        days={range.days}
        month={anchor.getMonth()}
        meetings={list}
        onCreate={create}
        onOpen={(slot) => void open(slot)}
        onOpenDay={(day) => {
          setAnchor(day);
          setView('day');
        }}
      />
    );
  } else {
    body = (
      <Stack gap="2">
        {list.length === 0 ? <Text color="fg.muted">{messages.meetingsEmpty}</Text> : null}
        <TimeGrid
          key={`${view}-${range.from.toISOString()}`}
          days={range.days}
          meetings={list}
          onCreate={create}
          onOpen={(slot) => void open(slot)}
          onMove={(slot, start) => void move(slot, start)}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        description={messages.meetingTimeZoneIs(browserTimeZone())}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button variant="outline" onClick={() => setFeedOpen(true)}>
              {messages.calendarFeed}
            </Button>
            <Button
              colorPalette="blue"
              disabled={people.data === undefined}
              onClick={() => {
                // The next full hour.
                const start = new Date();
                start.setMinutes(0, 0, 0);
                create(new Date(start.getTime() + defaultLengthMs));
              }}
            >
              {messages.meetingNew}
            </Button>
          </HStack>
        }
      />
      <CalendarToolbar
        view={view}
        onView={setView}
        title={periodTitle(view, range.days, anchor)}
        onStep={(direction) => setAnchor(shiftAnchor(view, anchor, direction))}
        onToday={() => setAnchor(startOfDay(new Date()))}
        scope={scope}
        personId={personId}
        people={people.data}
        onWhose={(nextScope, nextPerson) => {
          setScope(nextScope);
          setPersonId(nextPerson);
        }}
      />
      {view === 'day' || view === 'week' ? (
        <Text fontSize="sm" color="fg.muted" id="meeting-keyboard-help">
          {messages.meetingKeyboardHelp}
        </Text>
      ) : null}
      {body}
      {target && people.data ? (
        <MeetingDialog
          key={
            target.mode === 'edit'
              ? `edit-${target.meeting.id}-${target.start ?? ''}`
              : `new-${target.start}`
          }
          target={target}
          people={people.data}
          onClose={() => setTarget(null)}
          onReload={() => void meetings.refetch()}
          onDownload={download}
          onDelete={setCancelling}
        />
      ) : null}
      {summary ? (
        <MeetingSummaryDialog
          meeting={summary}
          onClose={() => setSummary(null)}
          onDownload={download}
        />
      ) : null}
      {feedOpen ? <CalendarFeedDialog onClose={() => setFeedOpen(false)} /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        title={messages.meetingCancel}
        message={messages.meetingCancelConfirm}
        loading={removing.isLoading}
        onConfirm={() => void cancelMeeting()}
        onCancel={() => setCancelling(null)}
      />
    </Stack>
  );
}
