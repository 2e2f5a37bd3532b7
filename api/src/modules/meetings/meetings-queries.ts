import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Meeting,
  type MeetingConflict,
  type MeetingInputParsed,
  type MeetingKind,
  type MeetingPeople,
  type MeetingPerson,
  type MeetingSaved,
  type MeetingScope,
  type MeetingList,
  type MeetingUpdateParsed,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { JsonText } from '../../http/json-text';
import { versionConflict } from '../../http/version-conflict';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { type DealCaller, requireDealAccess, teamIdsSql } from '../deals';
import { addresses, deals } from '../deals/deals-tables';
import { requireLeadAccess } from '../leads';
import { recordTimelineEvent } from '../timeline';
import { calendarCacheOf } from './meetings-calendar-cache';
import { meetingCalendarVersion, meetingParticipants, meetings } from './meetings-tables';
import { rowsOf } from '../../db/rows-of';

/** A meeting lasts at most a day, so one that overlaps a range started less than a day before it. */
const longestMeeting = sql`interval '24 hours'`;

const isoOf = (column: SQL) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The display-name rule in SQL: full name, else username, else email. */
const nameOf = (alias: string) =>
  sql.raw(
    `coalesce(nullif(btrim(${alias}.first_name || ' ' || ${alias}.last_name), ''), nullif(${alias}.username, ''), ${alias}.email)`,
  );

/** The caller may use the meeting's deal (or it has none): the deal rule of the sales tree. */
function dealAllowed(caller: DealCaller): SQL {
  if (caller.isSuperuser) return sql`true`;
  return sql`(m.deal_id IS NULL OR coalesce(d.sales_person_id IN ${teamIdsSql(caller.id)}, false))`;
}

/**
 * THE meeting access rule: superusers see every meeting; anyone else the meetings that they or
 * someone below them in the sales-person tree organise or attend, and only when they may use
 * the linked deal.
 */
function visibleCondition(caller: DealCaller): SQL {
  if (caller.isSuperuser) return sql`true`;
  return sql`(EXISTS (SELECT 1 FROM ${meetingParticipants} vp
      WHERE vp.meeting_id = m.id AND vp.user_id IN ${teamIdsSql(caller.id)})
    AND ${dealAllowed(caller)})`;
}

/** Rescheduling, editing and cancelling: the organiser or someone above them (and the deal). */
function editableCondition(caller: DealCaller): SQL {
  if (caller.isSuperuser) return sql`true`;
  return sql`(m.organiser_id IN ${teamIdsSql(caller.id)} AND ${dealAllowed(caller)})`;
}

interface MeetingRow {
  id: number;
  title: string;
  kind: string;
  start: string;
  end: string;
  time_zone: string;
  location: string;
  deal_id: number | null;
  deal_name: string | null;
  lead_id: number | null;
  organiser_id: number;
  organiser_name: string;
  organiser_email: string;
  attendees: MeetingPerson[] | string;
  contact_id: number | null;
  contact_name: string | null;
  notes: string;
  outcome: string;
  version: number;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
}

/** Meetings with everything the calendar shows, for a condition on `m` (and `d`, the deal). */
async function selectMeetings(
  db: Database,
  caller: DealCaller,
  where: SQL,
  limit?: number,
): Promise<Meeting[]> {
  // The attendees of all the chosen meetings in one grouped pass: a subquery per meeting cost
  // most of a busy week's time.
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT m.id FROM ${meetings} m LEFT JOIN ${deals} d ON d.id = m.deal_id WHERE ${where}
    ), attending AS (
      SELECT p.meeting_id, json_agg(json_build_object('id', u.id, 'name', ${nameOf('u')},
          'email', u.email) ORDER BY u.username) AS list
      FROM ${meetingParticipants} p JOIN ${users} u ON u.id = p.user_id
      WHERE p.meeting_id IN (SELECT id FROM picked) AND NOT p.is_organiser
      GROUP BY p.meeting_id
    )
    SELECT m.id, m.title, m.kind,
      ${isoOf(sql`m.starts_at`)} AS start, ${isoOf(sql`m.ends_at`)} AS "end",
      m.time_zone, m.location, m.deal_id, d.name AS deal_name, m.lead_id,
      m.organiser_id, ${nameOf('o')} AS organiser_name, o.email AS organiser_email,
      coalesce(a.list, '[]'::json) AS attendees,
      m.contact_id, nullif(btrim(c.first_name || ' ' || c.last_name), '') AS contact_name,
      m.notes, m.outcome, m.version, ${editableCondition(caller)} AS can_edit,
      ${isoOf(sql`m.created_at`)} AS created_at, ${isoOf(sql`m.updated_at`)} AS updated_at
    FROM picked
    JOIN ${meetings} m ON m.id = picked.id
    JOIN ${users} o ON o.id = m.organiser_id
    LEFT JOIN ${deals} d ON d.id = m.deal_id
    LEFT JOIN ${dealContacts} c ON c.id = m.contact_id
    LEFT JOIN attending a ON a.meeting_id = m.id
    ORDER BY m.starts_at, m.id
    ${limit === undefined ? sql`` : sql`LIMIT ${limit}`}`);
  return rowsOf<MeetingRow>(result).map(toMeeting);
}

function toMeeting(row: MeetingRow): Meeting {
  return {
    id: Number(row.id),
    title: row.title,
    kind: row.kind as MeetingKind,
    start: row.start,
    end: row.end,
    time_zone: row.time_zone,
    location: row.location,
    deal: row.deal_id === null ? null : { id: Number(row.deal_id), name: row.deal_name ?? '' },
    lead_id: row.lead_id === null ? null : Number(row.lead_id),
    organiser: {
      id: Number(row.organiser_id),
      name: row.organiser_name,
      email: row.organiser_email,
    },
    attendees: typeof row.attendees === 'string' ? JSON.parse(row.attendees) : row.attendees,
    contact:
      row.contact_id === null ? null : { id: Number(row.contact_id), name: row.contact_name ?? '' },
    notes: row.notes,
    outcome: row.outcome,
    version: Number(row.version),
    can_edit: Boolean(row.can_edit),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * The people whose calendars a list shows, as a subquery of user ids, and whether the caller may
 * look at them (a chosen person must be the caller or within their team), as a condition read in
 * the same statement as the meetings.
 */
function scopePeople(
  caller: DealCaller,
  scope: MeetingScope,
  personId: number | undefined,
): { people: SQL; allowed: SQL } {
  if (scope === 'me') return { people: sql`(${caller.id})`, allowed: sql`true` };
  if (scope === 'team') return { people: teamIdsSql(caller.id), allowed: sql`true` };
  const person = personId ?? 0;
  return {
    people: sql`(${person})`,
    allowed: caller.isSuperuser ? sql`true` : sql`${person} IN ${teamIdsSql(caller.id)}`,
  };
}

/**
 * `GET /api/crm/meetings/`: the meetings overlapping [from, to) that the chosen people organise
 * or attend, earliest first, with only what a calendar draws (a team's week holds thousands; the
 * rest is read when one is opened). Those people are the caller or within their team, so only the
 * deal rule remains to apply. The participants' index holds each person's meetings by time, so
 * the range is read from it alone; PostgreSQL writes the answer's JSON in the same pass.
 *
 * An answer is remembered per caller and range and reused while `meeting_calendar_version` has
 * not moved (see meetings-calendar-cache.ts): a repeated range costs one primary-key read, and a
 * browser that already holds the answer gets 304.
 */
export async function listMeetings(
  db: Database,
  caller: DealCaller,
  range: { from: string; to: string; scope: MeetingScope; personId?: number },
): Promise<JsonText<MeetingList>> {
  const from = new Date(range.from).toISOString();
  const to = new Date(range.to).toISOString();
  const cache = calendarCacheOf(db);
  const key = JSON.stringify([
    caller.id,
    caller.isSuperuser,
    range.scope,
    range.scope === 'person' ? (range.personId ?? 0) : null,
    from,
    to,
  ]);
  const [current] = await db
    .select({ version: meetingCalendarVersion.version })
    .from(meetingCalendarVersion)
    .where(eq(meetingCalendarVersion.id, 1));
  const remembered = cache.current(key, Number(current?.version ?? 0));
  if (remembered) return new JsonText(remembered.body, remembered.etag, remembered.gzipped);

  const { people, allowed } = scopePeople(caller, range.scope, range.personId);
  // json_agg of a plain row costs a third of building each object with json_build_object; the
  // deal is a lateral row so it comes out as `{"id", "name"}` or null. The counter is read in the
  // same statement, so the answer is exactly the one of that counter.
  const result = await db.execute(sql`
    SELECT ${allowed} AS allowed,
      (SELECT version FROM ${meetingCalendarVersion} WHERE id = 1) AS version,
      (SELECT coalesce(json_agg(slot), '[]')::text FROM (
        SELECT m.id, m.title, m.kind,
          ${isoOf(sql`m.starts_at`)} AS start, ${isoOf(sql`m.ends_at`)} AS "end",
          m.location, deal, ${editableCondition(caller)} AS can_edit
        FROM ${meetings} m
        LEFT JOIN ${deals} d ON d.id = m.deal_id
        LEFT JOIN LATERAL (SELECT d.id, d.name WHERE d.id IS NOT NULL) deal ON true
        WHERE m.id IN (SELECT p.meeting_id FROM ${meetingParticipants} p
            WHERE p.user_id IN ${people}
              AND p.starts_at < ${to}::timestamptz
              AND p.starts_at > ${from}::timestamptz - ${longestMeeting}
              AND p.ends_at > ${from}::timestamptz)
          AND ${dealAllowed(caller)}
        ORDER BY m.starts_at, m.id
      ) slot) AS list`);
  const [row] = rowsOf<{ allowed: boolean; version: number | string; list: string }>(result);
  if (!row?.allowed) throw new HttpError(403, messages.apiMeetingPersonNotInTeam);
  const answer = await cache.remember(
    key,
    Number(row.version),
    Buffer.from(`{"meetings":${row.list}}`, 'utf8'),
  );
  return new JsonText(answer.body, answer.etag, answer.gzipped);
}

/** One meeting the caller may see; any other answers 404, so ids reveal nothing. */
export async function readMeeting(db: Database, caller: DealCaller, id: number): Promise<Meeting> {
  const [meeting] = await selectMeetings(
    db,
    caller,
    sql`m.id = ${id} AND ${visibleCondition(caller)}`,
  );
  if (!meeting) throw new HttpError(404, messages.apiMeetingNotFound);
  return meeting;
}

/** The meetings of one person as their own calendar holds them (the private feed). */
export async function meetingsOfPerson(
  db: Database,
  person: DealCaller,
  from: Date,
  to: Date,
  limit: number,
): Promise<Meeting[]> {
  return selectMeetings(
    db,
    person,
    sql`m.id IN (SELECT p.meeting_id FROM ${meetingParticipants} p
        WHERE p.user_id = ${person.id}
          AND p.starts_at < ${to.toISOString()}::timestamptz
          AND p.ends_at > ${from.toISOString()}::timestamptz)
      AND ${dealAllowed(person)}`,
    limit,
  );
}

/**
 * Who of `people` is already in another meeting overlapping [start, end): each person with each
 * such meeting, earliest first. The title is left out of meetings the caller may not see.
 */
export async function findConflicts(
  db: Database,
  caller: DealCaller,
  query: { start: string; end: string; people: readonly number[]; excludeId: number | null },
): Promise<MeetingConflict[]> {
  const start = new Date(query.start).toISOString();
  const end = new Date(query.end).toISOString();
  const ids = [...new Set(query.people)];
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT u.id AS person_id, ${nameOf('u')} AS person_name, u.email AS person_email,
      m.id, m.title, ${visibleCondition(caller)} AS visible,
      ${isoOf(sql`m.starts_at`)} AS start, ${isoOf(sql`m.ends_at`)} AS "end"
    FROM ${meetingParticipants} p
    JOIN ${meetings} m ON m.id = p.meeting_id
    JOIN ${users} u ON u.id = p.user_id
    LEFT JOIN ${deals} d ON d.id = m.deal_id
    WHERE p.user_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
      AND p.starts_at < ${end}::timestamptz
      AND p.starts_at > ${start}::timestamptz - ${longestMeeting}
      AND p.ends_at > ${start}::timestamptz
      ${query.excludeId === null ? sql`` : sql`AND m.id <> ${query.excludeId}`}
    ORDER BY m.starts_at, m.id, u.username
    LIMIT 100`);
  return rowsOf<{
    person_id: number;
    person_name: string;
    person_email: string;
    id: number;
    title: string;
    visible: boolean;
    start: string;
    end: string;
  }>(result).map((row) => ({
    person: { id: Number(row.person_id), name: row.person_name, email: row.person_email },
    meeting: {
      id: Number(row.id),
      title: row.visible ? row.title : null,
      start: row.start,
      end: row.end,
    },
  }));
}

/** `GET /api/crm/meetings/people/`: the caller, their team, and every active staff member. */
export async function meetingPeople(db: Database, caller: DealCaller): Promise<MeetingPeople> {
  const result = await db.execute(sql`
    SELECT u.id, ${nameOf('u')} AS name, u.email, u.id IN ${teamIdsSql(caller.id)} AS in_team
    FROM ${users} u
    WHERE (u.is_staff AND u.is_active) OR u.id = ${caller.id}
    ORDER BY lower(${nameOf('u')}), u.id`);
  const rows = rowsOf<{ id: number; name: string; email: string; in_team: boolean }>(result);
  const person = (row: (typeof rows)[number]): MeetingPerson => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
  });
  const me = rows.find((row) => Number(row.id) === caller.id);
  return {
    me: me ? person(me) : { id: caller.id, name: '', email: '' },
    team: rows.filter((row) => row.in_team && Number(row.id) !== caller.id).map(person),
    staff: rows.map(person),
  };
}

/** The organiser and attendees of a save, checked: active staff, the organiser in the team. */
async function participantsOf(
  tx: Database,
  caller: DealCaller,
  input: MeetingInputParsed,
): Promise<{ organiserId: number; attendeeIds: number[] }> {
  const organiserId = input.organiser_id ?? caller.id;
  if (organiserId !== caller.id && !caller.isSuperuser) {
    const result = await tx.execute(
      sql`SELECT ${organiserId} IN ${teamIdsSql(caller.id)} AS in_team`,
    );
    if (!rowsOf<{ in_team: boolean }>(result)[0]?.in_team) {
      throw new HttpError(403, messages.apiMeetingPersonNotInTeam);
    }
  }
  const attendeeIds = [...new Set(input.attendee_ids)].filter((id) => id !== organiserId);
  const everyone = [organiserId, ...attendeeIds];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, everyone), eq(users.isStaff, true), eq(users.isActive, true)));
  if (found.length !== everyone.length) {
    throw new HttpError(400, messages.apiMeetingUnknownPeople);
  }
  return { organiserId, attendeeIds };
}

/** The deal's rule, its contact and its address (the location when none is given). */
async function dealPartsOf(
  tx: Database,
  caller: DealCaller,
  input: MeetingInputParsed,
): Promise<{ location: string }> {
  // A meeting about a lead needs that lead, by the lead's own rule (404 or 403 otherwise).
  if (input.lead_id !== null) await requireLeadAccess(tx, caller, input.lead_id);
  if (input.deal_id === null) return { location: input.location };
  await requireDealAccess(tx, caller, input.deal_id);
  if (input.contact_id !== null) {
    const [contact] = await tx
      .select({ id: dealContacts.id })
      .from(dealContacts)
      .where(and(eq(dealContacts.id, input.contact_id), eq(dealContacts.dealId, input.deal_id)));
    if (!contact) throw new HttpError(400, messages.meetingContactNeedsDeal);
  }
  if (input.location !== '') return { location: input.location };
  const [place] = await tx
    .select({ address: addresses.address, city: addresses.cityText })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .where(eq(deals.id, input.deal_id));
  const location = [place?.address ?? '', place?.city ?? ''].filter((part) => part !== '');
  return { location: location.join(', ') };
}

async function writeParticipants(
  tx: Database,
  meetingId: number,
  people: { organiserId: number; attendeeIds: number[] },
  start: Date,
  end: Date,
): Promise<void> {
  await tx.delete(meetingParticipants).where(eq(meetingParticipants.meetingId, meetingId));
  await tx.insert(meetingParticipants).values([
    { meetingId, userId: people.organiserId, isOrganiser: true, startsAt: start, endsAt: end },
    ...people.attendeeIds.map((userId) => ({
      meetingId,
      userId,
      isOrganiser: false,
      startsAt: start,
      endsAt: end,
    })),
  ]);
}

async function savedAnswer(
  db: Database,
  caller: DealCaller,
  id: number,
  input: MeetingInputParsed,
  people: { organiserId: number; attendeeIds: number[] },
): Promise<MeetingSaved> {
  const [meeting, conflicts] = await Promise.all([
    readMeeting(db, caller, id),
    findConflicts(db, caller, {
      start: input.start,
      end: input.end,
      people: [people.organiserId, ...people.attendeeIds],
      excludeId: id,
    }),
  ]);
  return { meeting, conflicts };
}

/**
 * `POST /api/crm/meetings/`: books a meeting. A double booking is reported in the answer but
 * does not stop the booking: reps do book over a tentative slot on purpose.
 */
export async function createMeeting(
  db: Database,
  caller: DealCaller,
  input: MeetingInputParsed,
): Promise<MeetingSaved> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const { id, people } = await inTransaction(db, async (tx) => {
    const people = await participantsOf(tx, caller, input);
    const { location } = await dealPartsOf(tx, caller, input);
    const [created] = await tx
      .insert(meetings)
      .values({
        title: input.title,
        kind: input.kind,
        startsAt: start,
        endsAt: end,
        timeZone: input.time_zone,
        location,
        dealId: input.deal_id,
        leadId: input.lead_id,
        organiserId: people.organiserId,
        contactId: input.contact_id,
        notes: input.notes,
        outcome: input.outcome,
      })
      .returning({ id: meetings.id });
    await writeParticipants(tx, created!.id, people, start, end);
    await recordMeetingEvent(tx, caller, 'meeting.booked', {
      meetingId: created!.id,
      dealId: input.deal_id,
      leadId: input.lead_id,
      title: input.title,
      kind: input.kind,
      start,
    });
    return { id: created!.id, people };
  });
  return savedAnswer(db, caller, id, input, people);
}

/** What a meeting's timeline entry names: the meeting as it was then. */
type MeetingOnTimeline = {
  meetingId: number;
  dealId: number | null;
  leadId: number | null;
  title: string;
  kind: string;
  start: Date;
};

/**
 * Puts a booking, a new time or a cancellation on the timeline of the deal or lead the meeting is
 * about, in the transaction that makes the change; a meeting about neither has no timeline.
 */
async function recordMeetingEvent(
  tx: Database,
  caller: DealCaller,
  kind: 'meeting.booked' | 'meeting.rescheduled' | 'meeting.cancelled',
  meeting: MeetingOnTimeline,
  previousStart?: Date,
): Promise<void> {
  const details = {
    meeting_id: meeting.meetingId,
    title: meeting.title,
    kind: meeting.kind,
    start: meeting.start.toISOString(),
    ...(previousStart === undefined ? {} : { previous_start: previousStart.toISOString() }),
  };
  if (meeting.dealId !== null) {
    await recordTimelineEvent(tx, {
      dealId: meeting.dealId,
      kind,
      details,
      actorUserId: caller.id,
    });
  } else if (meeting.leadId !== null) {
    await recordTimelineEvent(tx, {
      leadId: meeting.leadId,
      kind,
      details,
      actorUserId: caller.id,
    });
  }
}

/**
 * The meeting a change is about, locked, as it is before the change; 404 unless visible, 403
 * unless the caller may edit.
 */
async function lockEditable(
  tx: Database,
  caller: DealCaller,
  id: number,
  version: number,
): Promise<MeetingOnTimeline> {
  const result = await tx.execute(sql`
    SELECT m.version, ${visibleCondition(caller)} AS visible, ${editableCondition(caller)} AS editable,
      m.deal_id, m.lead_id, m.title, m.kind, m.starts_at
    FROM ${meetings} m LEFT JOIN ${deals} d ON d.id = m.deal_id
    WHERE m.id = ${id}
    FOR UPDATE OF m`);
  const [row] = rowsOf<{
    version: number;
    visible: boolean;
    editable: boolean;
    deal_id: number | null;
    lead_id: number | null;
    title: string;
    kind: string;
    starts_at: Date | string;
  }>(result);
  if (!row || !row.visible) throw new HttpError(404, messages.apiMeetingNotFound);
  if (!row.editable) throw new HttpError(403, messages.apiMeetingNoPermission);
  if (Number(row.version) !== version) throw versionConflict();
  return {
    meetingId: id,
    dealId: row.deal_id === null ? null : Number(row.deal_id),
    leadId: row.lead_id === null ? null : Number(row.lead_id),
    title: row.title,
    kind: row.kind,
    start: new Date(row.starts_at),
  };
}

/** `PUT /api/crm/meetings/{id}/`: edits or reschedules, from the version the user loaded. */
export async function updateMeeting(
  db: Database,
  caller: DealCaller,
  id: number,
  input: MeetingUpdateParsed,
): Promise<MeetingSaved> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const people = await inTransaction(db, async (tx) => {
    const before = await lockEditable(tx, caller, id, input.version);
    const people = await participantsOf(tx, caller, input);
    const { location } = await dealPartsOf(tx, caller, input);
    await tx
      .update(meetings)
      .set({
        title: input.title,
        kind: input.kind,
        startsAt: start,
        endsAt: end,
        timeZone: input.time_zone,
        location,
        dealId: input.deal_id,
        leadId: input.lead_id,
        organiserId: people.organiserId,
        contactId: input.contact_id,
        notes: input.notes,
        outcome: input.outcome,
        version: sql`${meetings.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(meetings.id, id));
    await writeParticipants(tx, id, people, start, end);
    // Only a new time is news on the timeline; a corrected title or note is not.
    if (before.start.getTime() !== start.getTime()) {
      await recordMeetingEvent(
        tx,
        caller,
        'meeting.rescheduled',
        {
          meetingId: id,
          dealId: input.deal_id,
          leadId: input.lead_id,
          title: input.title,
          kind: input.kind,
          start,
        },
        before.start,
      );
    }
    return people;
  });
  return savedAnswer(db, caller, id, input, people);
}

/** `DELETE /api/crm/meetings/{id}/?version=`: cancels it, from every calendar. */
export async function deleteMeeting(
  db: Database,
  caller: DealCaller,
  id: number,
  version: number,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const before = await lockEditable(tx, caller, id, version);
    await tx.delete(meetings).where(eq(meetings.id, id));
    await recordMeetingEvent(tx, caller, 'meeting.cancelled', before);
  });
}
