import { sql } from 'drizzle-orm';
import { zohoUploadStatuses } from '@solar/shared/domain';
import { users } from '../../db/schema';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Items (parts) as Zoho Inventory knows them. Rows are written only by the sync (idempotent upsert
 * keyed by `zoho_item_id`); BOM lines refer to `id`, so a re-sync never breaks a parts list.
 */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    zohoItemId: text('zoho_item_id').notNull().unique(),
    // Zoho's SKU: the item number the BOM screens show and search.
    itemno: text('itemno').notNull().unique(),
    itemdes: text('itemdes').notNull(),
    unit: text('unit').notNull().default(''),
    // numeric(14,2) keeps prices exact; Drizzle reads it back as a string.
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull().default('0'),
    // Zoho's item status: 'active' or 'inactive'. Only active items are offered for new lines.
    status: text('status').notNull().default('active'),
    updatedFromZohoAt: timestamp('updated_from_zoho_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    // Trigram indexes answer `ILIKE '%part%'` on either column quickly at 50 000 items.
    index('items_itemno_trgm_idx').using('gin', table.itemno.op('gin_trgm_ops')),
    index('items_itemdes_trgm_idx').using('gin', table.itemdes.op('gin_trgm_ops')),
  ],
);

export const boms = pgTable(
  'boms',
  {
    id: serial('id').primaryKey(),
    bomdes: text('bomdes').notNull(),
    bomsts: text('bomsts').notNull().default('Draft'),
    // Covers the header only (description, status): each line has its own version, so people
    // editing different lines, or a line and the header, do not stop each other.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('boms_bomsts_known', sql`${table.bomsts} in ('Draft', 'Active', 'Archived')`),
    index('boms_updated_at_id_idx').on(table.updatedAt, table.id),
    index('boms_bomdes_trgm_idx').using('gin', table.bomdes.op('gin_trgm_ops')),
  ],
);

export const bomDetails = pgTable(
  'bom_details',
  {
    id: serial('id').primaryKey(),
    bomId: integer('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'cascade' }),
    // Restrict: an item that parts lists use cannot vanish from under them.
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    calculationmethod: text('calculationmethod').notNull().default('Fixed'),
    parameter: integer('parameter').notNull().default(1),
    denominator: integer('denominator').notNull().default(1),
    // Bumped by every save of this line; a stale save or delete of it is refused (409).
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // An item appears once per BOM; the API answers 409 before this would fire.
    uniqueIndex('bom_details_bom_item_idx').on(table.bomId, table.itemId),
    index('bom_details_item_id_idx').on(table.itemId),
    check(
      'bom_details_method_known',
      sql`${table.calculationmethod} in ('Fixed', 'DevideUp', 'Multiply')`,
    ),
    check('bom_details_parameter_min', sql`${table.parameter} >= 1`),
    check('bom_details_denominator_min', sql`${table.denominator} >= 1`),
  ],
);

export const zohoSyncRuns = pgTable(
  'zoho_sync_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    status: text('status').notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    // Touched after every page: a 'running' row whose heartbeat is old belongs to a dead process.
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    processed: integer('processed').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    // One problem per line.
    errors: text('errors').notNull().default(''),
    // The background job doing the work, which the sync page follows.
    jobId: uuid('job_id'),
  },
  (table) => [
    index('zoho_sync_runs_started_at_idx').on(table.startedAt),
    // At most one running sync, across every API process sharing the database.
    uniqueIndex('zoho_sync_runs_one_running_idx')
      .on(table.status)
      .where(sql`${table.status} = 'running'`),
  ],
);

/**
 * Typed attributes an administrator defines for items (rated power in W, width in mm, a
 * category among options). The typing rules live in the API; the checks repeat the simple ones.
 */
export const itemAttributes = pgTable(
  'item_attributes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    unit: text('unit').notNull().default(''),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('item_attributes_name_idx').on(sql`lower(${table.name})`),
    check('item_attributes_type_known', sql`${table.type} in ('text', 'number', 'choice')`),
    check('item_attributes_unit_number_only', sql`${table.type} = 'number' or ${table.unit} = ''`),
  ],
);

/**
 * One value per item and attribute: numbers in `number_value` (so ranges filter and sort as
 * numbers), text and choices in `text_value`; exactly one of them, and the right one for the
 * attribute's type (the API checks the type, the row check the shape).
 */
export const itemAttributeValues = pgTable(
  'item_attribute_values',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => itemAttributes.id, { onDelete: 'cascade' }),
    textValue: text('text_value'),
    numberValue: numeric('number_value', { precision: 18, scale: 4 }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.attributeId] }),
    index('item_attribute_values_number_idx').on(table.attributeId, table.numberValue),
    index('item_attribute_values_text_idx').on(table.attributeId, sql`lower(${table.textValue})`),
    check(
      'item_attribute_values_one_value',
      sql`(${table.textValue} is null) <> (${table.numberValue} is null)`,
    ),
  ],
);

/**
 * The latest calls the Zoho adapter made (method, path, status, duration), for the Zoho API page.
 * A ring: each insert trims the table to the newest `zohoRecentCallLimit` rows. Only the path is
 * kept, never a query string, header or body, so no token or secret can land here.
 */
export const zohoApiCalls = pgTable(
  'zoho_api_calls',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // Null when no answer came (unreachable, timed out).
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
  },
  (table) => [index('zoho_api_calls_at_idx').on(table.at)],
);

/**
 * The health of Zoho's access token, one row: when it was last refreshed, when it expires and the
 * last refusal. The token itself is kept only in the adapter's memory.
 */
export const zohoTokenState = pgTable(
  'zoho_token_state',
  {
    id: integer('id').primaryKey().default(1),
    lastRefreshAt: timestamp('last_refresh_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (table) => [check('zoho_token_state_one_row', sql`${table.id} = 1`)],
);

/**
 * A figure Zoho holds that differs from ours after a sync (stock on hand, a purchase order's
 * received quantity): kept for people to settle, never overwritten either way. One open row per
 * kind and reference; settling it sets `resolved_at`.
 */
export const zohoConflicts = pgTable(
  'zoho_conflicts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    field: text('field').notNull(),
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('zoho_conflicts_open_idx')
      .on(table.kind, table.reference, table.field)
      .where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * What this installation pushed to Zoho, by idempotency key (a purchase order's number, a
 * receipt's or adjustment's reference): a retried push finds its row and answers Zoho's id
 * instead of creating the record twice.
 */
export const zohoPushes = pgTable(
  'zoho_pushes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    zohoId: text('zoho_id').notNull(),
    pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('zoho_pushes_key_idx').on(table.kind, table.idempotencyKey)],
);

/**
 * One uploaded file of the data upload (items today; vendors and opening stock as their tables
 * land) and where it stands. Its rows are kept in `zoho_upload_rows` as read, so every API
 * process can check or import them and no process holds the file in memory.
 */
export const zohoUploads = pgTable(
  'zoho_uploads',
  {
    id: serial('id').primaryKey(),
    // Only the person who uploaded the file works on it.
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('uploaded'),
    header: jsonb('header').$type<string[]>().notNull(),
    // Field key -> column index; null until the rows are first checked.
    columns: jsonb('columns').$type<Record<string, number | null>>(),
    // Choice field key -> the option that stands for an empty cell.
    defaults: jsonb('defaults').$type<Record<string, string>>().notNull().default({}),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows'),
    problemRows: integer('problem_rows'),
    importedRows: integer('imported_rows').notNull().default(0),
    validationJobId: uuid('validation_job_id'),
    importJobId: uuid('import_job_id'),
    // Bumped by every step; a job started for an older version stops without writing.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('zoho_uploads_created_by_idx').on(table.createdBy),
    check(
      'zoho_uploads_status_known',
      sql.raw(`status IN (${zohoUploadStatuses.map((status) => `'${status}'`).join(',')})`),
    ),
  ],
);

/**
 * One row of an uploaded file as read (`cells`), what the check found (`problems`, and the
 * record it makes: `parsed`), and whether it was imported (`imported`, so an import run again
 * after a crash skips what is done).
 */
export const zohoUploadRows = pgTable(
  'zoho_upload_rows',
  {
    uploadId: integer('upload_id')
      .notNull()
      .references(() => zohoUploads.id, { onDelete: 'cascade' }),
    // The row's line in the file, the header being line 1.
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    problems: jsonb('problems').$type<{ field: string; message: string }[]>(),
    parsed: jsonb('parsed'),
    imported: boolean('imported').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rowNumber] })],
);
