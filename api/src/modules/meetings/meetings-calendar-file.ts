import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Meeting } from '@solar/shared/domain';

/** The domain part of every event's UID, so a calendar recognises a meeting it already holds. */
const uidDomain = 'meetings.solar-workplace';

/**
 * An iCalendar document (RFC 5545) of meetings: times in UTC, which every calendar converts to
 * its reader's zone; the sequence follows the meeting's version, so a reschedule replaces the
 * event instead of adding a second one.
 */
export function calendarFileOf(name: string, list: readonly Meeting[]): string {
  const calendar = ical({ name, prodId: { company: 'Solar Workplace', product: 'Meetings' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const meeting of list) {
    const description = [
      meeting.kind,
      meeting.deal ? `Deal: ${meeting.deal.name}` : '',
      meeting.contact ? `Contact: ${meeting.contact.name}` : '',
      meeting.notes,
      meeting.outcome ? `Outcome: ${meeting.outcome}` : '',
    ].filter((part) => part !== '');
    calendar.createEvent({
      id: `meeting-${meeting.id}@${uidDomain}`,
      sequence: meeting.version - 1,
      start: new Date(meeting.start),
      end: new Date(meeting.end),
      summary: meeting.title,
      description: description.join('\n'),
      location: meeting.location || null,
      lastModified: new Date(meeting.updated_at),
      created: new Date(meeting.created_at),
      organizer: { name: meeting.organiser.name, email: meeting.organiser.email },
      attendees: meeting.attendees.map((person) => ({ name: person.name, email: person.email })),
    });
  }
  return calendar.toString();
}
