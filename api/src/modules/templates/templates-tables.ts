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
import type { TemplatePage } from '@solar/shared/domain';
import { users } from '../../db/schema';

/** Raw bytes. node-postgres answers a Buffer and PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Document templates (contracts, invoices). `pages` holds the blocks as JSON validated by the shared schema
 * on every write; `version` grows by one on each save so a stale editor gets a 409 instead of
 * overwriting someone else's work. `seed_key` marks the demo templates the seed inserts once.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    group: text('group').notNull(),
    orientation: text('orientation').notNull(),
    pageSize: text('page_size').notNull(),
    pages: jsonb('pages').$type<TemplatePage[]>().notNull(),
    version: integer('version').notNull().default(1),
    seedKey: text('seed_key').unique(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_templates_group_name_idx').on(table.group, sql`lower(${table.name})`),
    check(
      'document_templates_group_check',
      sql`${table.group} IN ('Proposal', 'Contract', 'Invoice')`,
    ),
    check(
      'document_templates_orientation_check',
      sql`${table.orientation} IN ('portrait', 'landscape')`,
    ),
    check(
      'document_templates_page_size_check',
      sql`${table.pageSize} IN ('Letter', 'A4', 'A5', 'B5', 'Legal')`,
    ),
    check('document_templates_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * Images placed in templates, kept in the database with the templates (one backup holds both).
 * The type is the one read from the file's magic bytes, never the uploader's claim. Each image
 * belongs to one template and goes with it: deleting the template deletes its images, and a copy
 * of a template gets copies of its images.
 */
export const templateImages = pgTable(
  'template_images',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    filename: text('filename').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('template_images_template_idx').on(table.templateId),
    check(
      'template_images_content_type_check',
      sql`${table.contentType} IN ('image/png', 'image/jpeg', 'image/webp')`,
    ),
  ],
);
