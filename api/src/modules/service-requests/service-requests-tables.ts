import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';

/**
 * A customer's request from the portal (a service tile's form), about one of their deals for the
 * staff who work on that deal, or a general one (no deal: a new customer with no project yet) for
 * the staff who answer service requests. The checks repeat the API's rules so no path can store
 * what the form refuses.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    // Set null: staff still see what was asked after the customer's account is removed.
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('Open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('service_requests_deal_id_idx').on(table.dealId),
    index('service_requests_requested_by_idx').on(table.requestedBy),
    check(
      'service_requests_kind_check',
      sql`${table.kind} IN ('solar-install', 'hvac-install', 'after-service', 'other-services')`,
    ),
    check('service_requests_status_check', sql`${table.status} IN ('Open', 'Handled')`),
    check('service_requests_message_check', sql`char_length(${table.message}) BETWEEN 1 AND 2000`),
  ],
);
