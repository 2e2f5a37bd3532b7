import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../db/schema';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * What the job engine's own table does not hold: who started a job, how far it got (for the
 * progress bar) and what it made. Keyed by the engine's job id; the engine stays the queue and
 * the source of a job's state.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: uuid('job_id').primaryKey(),
    kind: text('kind').notNull(),
    // Null for work the system started; kept when the account goes, so the history stays.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    message: text('message').notNull().default(''),
    // The last failure, worded for the user; cleared when an administrator retries the job.
    error: text('error'),
    // What the handler answered: set once its work is done, so a retried job does not redo it.
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('job_progress_created_at_idx').on(table.createdAt),
    index('job_progress_user_kind_idx').on(table.userId, table.kind, table.createdAt),
  ],
);

/**
 * A file a job made (a rendered PDF), kept until `expires_at` for its download; expired files
 * are removed when the next one is stored.
 */
export const jobFiles = pgTable(
  'job_files',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobProgress.jobId, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
  },
  (table) => [index('job_files_expires_at_idx').on(table.expiresAt)],
);
