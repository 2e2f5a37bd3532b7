import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { deals } from '../deals/deals-tables';
import { leads } from '../leads/leads-tables';

/**
 * A meeting with a customer or about a deal: a site visit, a sales meeting, a follow-up call or
 * an install walk-through. Start and end are instants (UTC); `time_zone` is the zone it was booked
 * in. The checks repeat the API's rules so no path can store what the form refuses.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    location: text('location').notNull().default(''),
    // A deleted deal takes its meetings with it: they were about nothing else.
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    // The lead a meeting is about. Leads are not deleted; if that ever comes, the lead's meetings
    // must be dealt with first rather than vanish or lose what they were about.
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'restrict' }),
    organiserId: integer('organiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').references(() => dealContacts.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    outcome: text('outcome').notNull().default(''),
    // Bumped by every save; a save or delete from an older version is refused (409).
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('meetings_starts_at_idx').on(table.startsAt, table.endsAt),
    index('meetings_deal_id_idx').on(table.dealId),
    index('meetings_lead_id_idx').on(table.leadId),
    index('meetings_organiser_id_idx').on(table.organiserId),
    index('meetings_contact_id_idx').on(table.contactId),
    check('meetings_end_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    check(
      'meetings_duration_check',
      sql`${table.endsAt} - ${table.startsAt} <= interval '24 hours'`,
    ),
    check(
      'meetings_kind_check',
      sql`${table.kind} IN ('Site visit', 'Sales meeting', 'Follow-up call', 'Install walk-through')`,
    ),
    check('meetings_title_check', sql`char_length(${table.title}) BETWEEN 1 AND 200`),
    check('meetings_deal_or_lead', sql`${table.dealId} IS NULL OR ${table.leadId} IS NULL`),
  ],
);

/**
 * Everyone whose calendar holds a meeting: its organiser and its attendees (`is_organiser` tells
 * them apart). The start and end are repeated here so "who is busy when" and "my meetings this
 * week" read one index; the API writes them in the same transaction as the meeting.
 */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    meetingId: integer('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isOrganiser: boolean('is_organiser').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.meetingId, table.userId] }),
    // Holds the end and the meeting too, so a calendar range and a double-booking check are
    // answered from the index alone (a busy team's week is thousands of rows).
    index('meeting_participants_user_range_idx').on(
      table.userId,
      table.startsAt,
      table.endsAt,
      table.meetingId,
    ),
  ],
);

/**
 * A person's private calendar feed address: only the SHA-256 of its token is kept, so the table
 * cannot be used to read anyone's calendar. One per person; a new one replaces the old.
 */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: a counter that every transaction changing what a calendar range shows moves at its
 * commit (a meeting, its participants, the name or sales person of a deal with meetings, the
 * sales-person tree), by deferred triggers. A range answer is remembered with the counter read in
 * the same statement, so it is reused, by any API process on the database, only while no such
 * change has committed since.
 */
export const meetingCalendarVersion = pgTable('meeting_calendar_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
