import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';
import { deals } from '../deals/deals-tables';

const kindCheck = sql.raw(
  `('power-bill', 'site-photo', 'permit', 'contract', 'signed-contract', 'inspection-report', 'customer-upload', 'other')`,
);

/**
 * A file staff asked the customer for ("a photo of your electrical panel"). It is Open until the
 * customer uploads one from the portal, then Fulfilled with that document.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [
    index('document_requests_deal_id_idx').on(table.dealId),
    check(
      'document_requests_description_check',
      sql`char_length(${table.description}) BETWEEN 1 AND 500`,
    ),
  ],
);

/**
 * A file on a deal (and, once projects exist, on the deal's project): who uploaded it and when,
 * what kind it is, whether the customer sees it. The bytes live in the file storage under
 * `storage_key`; `sha256` and `size` are of those exact bytes.
 */
export const dealDocuments = pgTable(
  'deal_documents',
  {
    id: serial('id').primaryKey(),
    dealId: integer('deal_id')
      .notNull()
      .references(() => deals.id, { onDelete: 'cascade' }),
    // The project the file belongs to; its foreign key is added with the projects' table.
    projectId: integer('project_id'),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    sharedWithCustomer: boolean('shared_with_customer').notNull().default(false),
    // The request a customer's upload answered; the request stays fulfilled if the file goes.
    requestId: integer('request_id').references(() => documentRequests.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    index('deal_documents_deal_id_idx').on(table.dealId),
    index('deal_documents_project_id_idx').on(table.projectId),
    uniqueIndex('deal_documents_storage_key_idx').on(table.storageKey),
    check('deal_documents_kind_check', sql`${table.kind} IN ${kindCheck}`),
    check('deal_documents_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 200`),
    check('deal_documents_size_check', sql`${table.size} > 0`),
    check('deal_documents_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
