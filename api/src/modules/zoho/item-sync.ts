import { and, desc, eq, like, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { messages, type SyncRun } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { HttpError } from '../../http/http-error';
import type { ItemSource } from './item-source';
import { ZohoApiError } from './zoho-inventory-client';
import { tidyItemIndexes } from './zoho-item-queries';
import { upsertItems } from './item-upsert';
import { items, zohoSyncRuns } from './zoho-tables';
import type { JobEngine } from '../../jobs/job-engine';
import { type JobProgressUpdate, PermanentJobError } from '../../jobs/job-kind';

export const zohoItemSyncJobKind = 'zoho-item-sync';

/** A running sync that has not reported for this long belongs to a process that died. */
const staleSyncAfterMs = 5 * 60_000;

type SyncRunRow = typeof zohoSyncRuns.$inferSelect;

function syncRunOf(row: SyncRunRow): SyncRun {
  return {
    id: row.id,
    source: row.source as SyncRun['source'],
    status: row.status as SyncRun['status'],
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    processed: row.processed,
    added: row.added,
    updated: row.updated,
    unchanged: row.unchanged,
    errors: row.errors === '' ? [] : row.errors.split('\n'),
    job_id: row.jobId,
  };
}

export async function latestSyncRun(db: Database): Promise<SyncRun | null> {
  const [row] = await db
    .select()
    .from(zohoSyncRuns)
    .orderBy(desc(zohoSyncRuns.startedAt), desc(zohoSyncRuns.id))
    .limit(1);
  return row ? syncRunOf(row) : null;
}

export async function itemCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(items);
  return row?.count ?? 0;
}

/**
 * Starts a sync from `source` and answers at once with its run (status `running`); the work is a
 * background job, which reports progress into the run row after every page. A second start while
 * one runs is refused with 409, by the database itself (one 'running' row at most). The run row
 * and its job are written in one transaction.
 */
export async function startSync(
  db: Database,
  jobs: JobEngine,
  source: ItemSource,
  userId: number,
): Promise<SyncRun> {
  await db
    .update(zohoSyncRuns)
    .set({ status: 'interrupted', finishedAt: new Date() })
    .where(
      and(
        eq(zohoSyncRuns.status, 'running'),
        lt(zohoSyncRuns.heartbeatAt, new Date(Date.now() - staleSyncAfterMs)),
      ),
    );
  // Outside the transaction: the first start installs the engine's schema.
  await jobs.start();
  let row: SyncRunRow | undefined;
  try {
    row = await inTransaction(db, async (tx) => {
      const [run] = await tx.insert(zohoSyncRuns).values({ source: source.kind }).returning();
      if (!run) throw new Error('The sync run row was not created');
      const jobId = await jobs.enqueue(zohoItemSyncJobKind, { run_id: run.id }, { userId, tx });
      const [withJob] = await tx
        .update(zohoSyncRuns)
        .set({ jobId })
        .where(eq(zohoSyncRuns.id, run.id))
        .returning();
      return withJob;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiSyncAlreadyRunning);
    throw error;
  }
  if (!row) throw new Error('The sync run row was not created');
  return syncRunOf(row);
}

/**
 * The sync page shows a run's errors to the people who started it: a Zoho problem is already
 * worded for them (`ZohoApiError`); anything else (a database failure, a bug) is a sentence
 * pointing at the server log, where the raw error goes.
 */
function errorTextOf(error: unknown): string {
  return error instanceof ZohoApiError ? error.message : messages.zohoSyncUnexpectedError;
}

/**
 * The sync itself, run by the job engine. Safe to run again for the same run: a run that is no
 * longer 'running' was finished by an earlier attempt, and upserting the same items twice
 * changes nothing (a retry after a process died counts them as unchanged).
 */
export async function runSync(
  db: Database,
  runId: number,
  source: ItemSource,
  log: FastifyBaseLogger,
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  const [run] = await db
    .select({ status: zohoSyncRuns.status })
    .from(zohoSyncRuns)
    .where(eq(zohoSyncRuns.id, runId));
  if (run?.status !== 'running') return;
  const totals = { processed: 0, added: 0, updated: 0, unchanged: 0 };
  const errors: string[] = [];
  const report = (extra: Partial<typeof zohoSyncRuns.$inferInsert> = {}) =>
    db
      .update(zohoSyncRuns)
      .set({ ...totals, errors: errors.join('\n'), heartbeatAt: new Date(), ...extra })
      .where(eq(zohoSyncRuns.id, runId));
  try {
    for await (const page of source.pages()) {
      signal?.throwIfAborted();
      const counts = await upsertItems(db, page.items);
      totals.processed += page.items.length + page.errors.length;
      totals.added += counts.added;
      totals.updated += counts.updated;
      totals.unchanged += counts.unchanged;
      errors.push(...page.errors, ...counts.errors);
      await report();
      await progress({ done: totals.processed, message: messages.jobSyncingItems });
    }
    if (source.kind === 'zoho-inventory') {
      // Once real data has arrived, the sample parts stop being offered for new BOM lines; lines
      // that already use them keep them.
      await db
        .update(items)
        .set({ status: 'inactive' })
        .where(and(like(items.zohoItemId, 'catalogue:%'), eq(items.status, 'active')));
    }
    // A sync can add thousands of items: fresh statistics keep the item search on good plans.
    await tidyItemIndexes(db);
    await report({ status: 'succeeded', finishedAt: new Date() });
    await progress({
      done: totals.processed,
      total: totals.processed,
      message: messages.jobSyncFinished,
    });
  } catch (error) {
    // The API is stopping: the run stays 'running' for the job's retry, which syncs it again.
    if (signal?.aborted) throw error;
    log.error({ err: error, syncRunId: runId, source: source.kind }, 'item sync failed');
    const text = errorTextOf(error);
    errors.push(text);
    await report({ status: 'failed', finishedAt: new Date() }).catch(() => undefined);
    // Recorded on the run, which the next start may replace: the job does not try again itself.
    throw new PermanentJobError(text);
  }
}
