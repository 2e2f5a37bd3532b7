import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { ncmRecords } from '../stock/stock-tables';

const statusCheck = sql.raw(
  `('Open', 'Under review', 'Returned to vendor', 'Repaired', 'Scrapped')`,
);

/**
 * A photo of non-conforming material (the dent, the cracked glass, the label), the vendor's
 * evidence for a return. The bytes live in the file storage under `storage_key`, checked like
 * every stored file; `sha256` and `size` are of those bytes.
 */
export const ncmRecordPhotos = pgTable(
  'ncm_record_photos',
  {
    id: serial('id').primaryKey(),
    ncmRecordId: integer('ncm_record_id')
      .notNull()
      .references(() => ncmRecords.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ncm_record_photos_record_idx').on(table.ncmRecordId, table.id),
    uniqueIndex('ncm_record_photos_storage_key_idx').on(table.storageKey),
    check('ncm_record_photos_size_check', sql`${table.size} > 0`),
    check('ncm_record_photos_sha256_check', sql`${table.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

/**
 * What happened to a record: its creation (no `from_status`) and every move, with the reason
 * given and who made it, so a closed record still tells why the material went where it went.
 */
export const ncmRecordEvents = pgTable(
  'ncm_record_events',
  {
    id: serial('id').primaryKey(),
    ncmRecordId: integer('ncm_record_id')
      .notNull()
      .references(() => ncmRecords.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ncm_record_events_record_idx').on(table.ncmRecordId, table.id),
    check(
      'ncm_record_events_status_known',
      sql`${table.toStatus} in ${statusCheck} and (${table.fromStatus} is null or ${table.fromStatus} in ${statusCheck})`,
    ),
  ],
);
