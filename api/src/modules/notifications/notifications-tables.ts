import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';

/**
 * What the bell shows one person. Written in the transaction of the change it tells about, so a
 * refused change leaves none. The target's own row is kept (deal, lead, meeting, import): reading
 * applies that target's access rule again, and a deleted target takes its notifications with it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetKind: text('target_kind').notNull(),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    // Their foreign keys (deleting the lead, meeting or import deletes the notice) are written by
    // hand in the notifications migration: leads and meetings sit above this module and tell
    // people through it, so its table may not name theirs.
    leadId: integer('lead_id'),
    meetingId: integer('meeting_id'),
    uploadId: integer('upload_id'),
    // The names of then (who, the task, the deal, the status…): the sentence reads as it happened.
    parts: jsonb('parts').$type<Record<string, string>>().notNull(),
    // Set for the notices computed from time (a task due today, a meeting soon): one per recipient
    // and key, whichever API process computes it first.
    onceKey: text('once_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_recipient_id_idx').on(table.recipientId, table.id),
    index('notifications_unread_idx')
      .on(table.recipientId)
      .where(sql`${table.readAt} IS NULL`),
    uniqueIndex('notifications_once_idx').on(table.recipientId, table.onceKey),
    index('notifications_deal_id_idx').on(table.dealId),
    index('notifications_lead_id_idx').on(table.leadId),
    index('notifications_meeting_id_idx').on(table.meetingId),
    index('notifications_upload_id_idx').on(table.uploadId),
  ],
);
