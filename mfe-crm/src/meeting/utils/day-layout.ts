import type { MeetingSlot } from '@solar/shared';

const minutesPerDay = 24 * 60;

export interface PlacedMeeting {
  meeting: MeetingSlot;
  /** From the top of the day column, and its height, in minutes of the day. */
  startMinute: number;
  endMinute: number;
  /** Side by side with the meetings it overlaps: its column and how many there are. */
  column: number;
  columns: number;
}

/**
 * Where each meeting that touches `day` sits in the day's column: clipped to the day, and put in
 * side-by-side columns where meetings overlap (each group of overlapping meetings shares the
 * width; a meeting takes the first column free at its start).
 */
export function layoutDay(
  meetings: readonly MeetingSlot[],
  day: Date,
  nextDay: Date,
): PlacedMeeting[] {
  const dayStart = day.getTime();
  const dayEnd = nextDay.getTime();
  const dayMinutes = (dayEnd - dayStart) / 60000 || minutesPerDay;
  const items = meetings
    .map((meeting) => ({
      meeting,
      start: Math.max(Date.parse(meeting.start), dayStart),
      end: Math.min(Date.parse(meeting.end), dayEnd),
    }))
    .filter((item) => item.end > item.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: PlacedMeeting[] = [];
  let group: PlacedMeeting[] = [];
  let groupEnd = -Infinity;
  const columnEnds: number[] = [];
  const closeGroup = () => {
    for (const item of group) item.columns = Math.max(1, columnEnds.length);
    group = [];
    columnEnds.length = 0;
  };
  for (const item of items) {
    if (item.start >= groupEnd) closeGroup();
    let column = columnEnds.findIndex((end) => end <= item.start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = item.end;
    groupEnd = Math.max(groupEnd, item.end);
    const entry: PlacedMeeting = {
      meeting: item.meeting,
      startMinute: ((item.start - dayStart) / 60000 / dayMinutes) * minutesPerDay,
      endMinute: ((item.end - dayStart) / 60000 / dayMinutes) * minutesPerDay,
      column,
      columns: 1,
    };
    group.push(entry);
    placed.push(entry);
  }
  closeGroup();
  return placed;
}

/** The meetings that touch a day, earliest first (the month cells and the agenda). */
export function meetingsOfDay(
  meetings: readonly MeetingSlot[],
  day: Date,
  nextDay: Date,
): MeetingSlot[] {
  return meetings.filter(
    (meeting) =>
      Date.parse(meeting.start) < nextDay.getTime() && Date.parse(meeting.end) > day.getTime(),
  );
}
