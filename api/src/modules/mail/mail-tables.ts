import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every e-mail the product sends, as it was rendered: the embedded default delivers into this
 * table only, SMTP delivers from it. The sending job claims a row by moving it from queued to
 * sending; a row found still sending was interrupted mid-delivery and is never sent again on its
 * own, so no message goes out twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: jsonb('to').$type<string[]>().notNull(),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    // The addresses the bodies lead to, for the Outbox page and the tests that follow them.
    links: jsonb('links').$type<string[]>().notNull().default([]),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // The Message-ID header: one per message, so a receiving server also recognises a repeat.
    messageId: text('message_id').notNull().unique(),
    // The job attempt that holds the row while it is being sent.
    sendKey: text('send_key').unique(),
    // 'outbox' (kept here only) or 'smtp', once sent.
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_created_at_idx').on(table.createdAt, table.id),
    index('outbox_state_idx').on(table.state, table.createdAt),
    check('outbox_state_check', sql`${table.state} IN ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/**
 * A message's attachments: by reference to a stored file (`storage_key`) or, for what exists only
 * for this message, its bytes here, so the outbox rows stay small to list.
 */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: serial('id').primaryKey(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    bytes: bytea('bytes'),
  },
  (table) => [
    index('outbox_attachments_outbox_id_idx').on(table.outboxId),
    check(
      'outbox_attachments_content_check',
      sql`(${table.storageKey} IS NULL) <> (${table.bytes} IS NULL)`,
    ),
  ],
);

/** The administrator's wording of each kind of e-mail, with merge fields. */
export const mailTemplates = pgTable('mail_templates', {
  kind: text('kind').primaryKey(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull().default(''),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
