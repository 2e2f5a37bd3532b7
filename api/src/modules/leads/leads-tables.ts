import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leadInterests, leadSources, leadStatuses } from '@solar/shared/domain';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';

/** `column IN ('a','b')` of a fixed list of known words (no user input reaches it). */
const oneOf = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')})`);

/**
 * A person or business interested in an installation who is not yet a deal. Email and phone
 * are stored as deal contacts store them (lower-case, E.164), the address trimmed with single
 * spaces, so duplicates are found by equality on indexed columns.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    source: text('source').notNull(),
    interest: text('interest').notNull(),
    notes: text('notes').notNull().default(''),
    // Per-lead access follows this column down the sales tree, as a deal's sales person does.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('New'),
    disqualifyReason: text('disqualify_reason').notNull().default(''),
    // The deal the lead became; a deleted deal leaves the lead Converted without its link.
    convertedDealId: integer('converted_deal_id').references(() => deals.id, {
      onDelete: 'set null',
    }),
    // Bumped by every save; a save from an older version is refused (409).
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The list's order (most recently updated first, then id) and the export's keyset walk.
    index('leads_updated_at_id_idx').on(table.updatedAt, table.id),
    index('leads_owner_id_idx').on(table.ownerId),
    index('leads_email_idx').on(table.email),
    index('leads_phone_idx').on(table.phone),
    index('leads_lower_address_idx').on(sql`lower(${table.address})`),
    check('leads_source_known', sql`${table.source} IN ${oneOf(leadSources)}`),
    check('leads_interest_known', sql`${table.interest} IN ${oneOf(leadInterests)}`),
    check('leads_status_known', sql`${table.status} IN ${oneOf(leadStatuses)}`),
    // The API's rules, kept by the database too.
    check(
      'leads_disqualified_has_reason',
      sql`${table.status} <> 'Disqualified' OR ${table.disqualifyReason} <> ''`,
    ),
    check('leads_email_lower_case', sql`${table.email} = lower(${table.email})`),
  ],
);
