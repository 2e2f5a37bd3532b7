import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
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
import { projectMilestones, projects } from '../projects/projects-tables';

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
    // The project the file belongs to (the deal's, once it is won), and the milestone of it the
    // file documents (a permit, an inspection report), so the customer finds it under that step.
    // The pair's key makes the milestone one of the same project's; when a project goes, its
    // milestones go and the pair clears, leaving the file on its deal. The project's own key is
    // checked at commit (DEFERRABLE INITIALLY DEFERRED, set in its migration; the schema builder
    // cannot say it) so that clearing runs first; a project whose files name no milestone
    // cannot be removed on its own.
    projectId: integer('project_id').references(() => projects.id),
    milestoneId: integer('milestone_id'),
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
    index('deal_documents_milestone_id_idx').on(table.milestoneId),
    foreignKey({
      name: 'deal_documents_project_milestone_fk',
      columns: [table.projectId, table.milestoneId],
      foreignColumns: [projectMilestones.projectId, projectMilestones.id],
    }).onDelete('set null'),

    uniqueIndex('deal_documents_storage_key_idx').on(table.storageKey),
    check('deal_documents_kind_check', sql`${table.kind} IN ${kindCheck}`),
    check('deal_documents_name_check', sql`char_length(${table.name}) BETWEEN 1 AND 200`),
    check('deal_documents_size_check', sql`${table.size} > 0`),
    check('deal_documents_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
