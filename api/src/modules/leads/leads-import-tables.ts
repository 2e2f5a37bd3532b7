import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { leadImportStatuses } from '@solar/shared/domain';
import { users } from '../../db/schema';
import { leads } from './leads-tables';

/**
 * One uploaded lead file and where its import stands. The file itself is kept as rows of
 * `lead_import_rows` (read from the upload a batch at a time), so every API process can work
 * on it and no process holds it whole in memory.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: serial('id').primaryKey(),
    // Only the person who uploaded the file works on its import.
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').notNull().default('uploaded'),
    header: jsonb('header').$type<string[]>().notNull(),
    // The confirmed mapping (`LeadImportMapping`); null until the rows are first checked.
    mapping: jsonb('mapping'),
    totalRows: integer('total_rows').notNull().default(0),
    validRows: integer('valid_rows'),
    problemRows: integer('problem_rows'),
    importedRows: integer('imported_rows').notNull().default(0),
    validationJobId: uuid('validation_job_id'),
    importJobId: uuid('import_job_id'),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    // Bumped by every step; a job started for an older version stops without writing.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_imports_created_by_idx').on(table.createdBy),
    check(
      'lead_imports_status_known',
      sql.raw(`status IN (${leadImportStatuses.map((status) => `'${status}'`).join(',')})`),
    ),
  ],
);

/**
 * One row of an uploaded file as read (`cells`), what the check found (`problems`, the lead it
 * makes: `lead`, `owner_id`), and the lead it became (`lead_id`, so an import run again after
 * a crash skips what it already inserted).
 */
export const leadImportRows = pgTable(
  'lead_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    // The row's line in the file, the header being line 1.
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    problems: jsonb('problems').$type<{ field: string; message: string }[]>(),
    lead: jsonb('lead'),
    ownerId: integer('owner_id'),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.importId, table.rowNumber] })],
);
