import type { Meeting, MeetingUpdate } from '@solar/shared';

/** A meeting's save body as it is, at new times: what a drag sends. */
export function meetingUpdateOf(
  meeting: Meeting,
  times: { start: string; end: string },
): MeetingUpdate {
  return {
    title: meeting.title,
    kind: meeting.kind,
    start: times.start,
    end: times.end,
    time_zone: meeting.time_zone,
    location: meeting.location,
    deal_id: meeting.deal?.id ?? null,
    lead_id: meeting.lead_id,
    organiser_id: meeting.organiser.id,
    attendee_ids: meeting.attendees.map((person) => person.id),
    contact_id: meeting.contact?.id ?? null,
    notes: meeting.notes,
    outcome: meeting.outcome,
    version: meeting.version,
  };
}
