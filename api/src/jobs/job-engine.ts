import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import {
  type Clock,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
  type WipData,
} from 'pg-boss';
import { messages } from '@solar/shared/domain';
import type { Database, DatabaseHandle } from '../db/database';
import { HttpError } from '../http/http-error';
import { jobProgress } from '../modules/jobs/jobs-tables';
import {
  type JobContext,
  type JobDeps,
  type JobKind,
  type JobProgressUpdate,
  PermanentJobError,
} from './job-kind';

/** The engine's tables live in their own schema, beside ours. */
export const jobEngineSchema = 'pgboss';

/**
 * How often an idle worker looks for work anyway. A send wakes workers at once; this catches what
 * no send announces: a retry whose backoff has passed, a job whose process died.
 */
const backstopSeconds = 2;

/** How long a stopping engine lets running jobs finish, and then lets aborted ones wind down. */
const stopGraceMs = 5_000;

interface JobEngineOptions {
  connection: DatabaseHandle['jobConnection'];
  kinds: readonly JobKind[];
  deps: JobDeps;
  /** Jobs this process works at once, per kind. */
  concurrency: number;
  /** A running job's worker reports this often; a silent one is taken over by another process. */
  heartbeatSeconds: number;
  /** False for a process that only queues jobs and leaves the work to others. */
  workers?: boolean;
  /** The engine's timers (tests: a clock whose timers never fire shows what does not wait on them). */
  clock?: Clock;
}

interface EnqueueOptions {
  userId: number | null;
  /** Queue inside this transaction, so the job exists exactly when the caller's rows do. */
  tx?: Database;
}

export interface JobEngine {
  /** Installs or upgrades the engine's schema and starts this process's workers; idempotent. */
  start(): Promise<void>;
  /** Validates the payload against its kind's schema and queues the job; answers its id. */
  enqueue(kind: string, payload: unknown, options: EnqueueOptions): Promise<string>;
  /** Queues a failed job again, with its retries counted from zero. */
  retry(kind: string, jobId: string): Promise<boolean>;
  /** Resolves once no job is waiting or running (tests, the benchmark). */
  idle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  kinds: ReadonlyMap<string, JobKind>;
  /** This process's workers as the engine reports them: state and last fetch (tests, diagnostics). */
  workers(): WipData[];
}

/** A 4xx `HttpError` says the input is wrong: trying again would fail the same way. */
function isPermanent(error: unknown): boolean {
  return (
    (error instanceof HttpError && error.statusCode < 500) || error instanceof PermanentJobError
  );
}

function errorTextOf(kind: JobKind, error: unknown): string {
  if (error instanceof HttpError || error instanceof PermanentJobError) return error.message;
  return kind.errorText?.(error) ?? messages.jobUnexpectedError;
}

/**
 * The background job engine: pg-boss on the API's own database. On PostgreSQL it has its own
 * small pool, and every API process both queues and works jobs, coordinating through row locks
 * (SKIP LOCKED) and LISTEN/NOTIFY; a job whose process dies stops sending heartbeats and is
 * retried by a surviving process. On the embedded PGlite it runs in-process on the same single
 * connection, through pg-boss's PGlite adapter, with one worker.
 */
export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { connection, deps } = options;
  const db = deps.database.db;
  const kinds = new Map(options.kinds.map((kind) => [kind.kind, kind]));
  const onPglite = connection.kind === 'pglite';
  // Maintenance (expiring jobs with missed heartbeats, retries) runs this often on each process.
  const superviseSeconds = Math.max(2, Math.floor(options.heartbeatSeconds / 3));
  const boss = new PgBoss({
    ...(connection.kind === 'postgres'
      ? { connectionString: connection.url, max: 4 }
      : { db: fromPglite(connection.client), backend: 'pglite' as const }),
    schema: jobEngineSchema,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    schedule: false,
    // A send wakes the workers of its kind, in every process, when its transaction commits.
    useListenNotify: true,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  boss.on('error', (error) => deps.log.error({ err: error }, 'job engine error'));

  let starting: Promise<void> | null = null;
  let stopped = false;

  async function saveProgress(jobId: string, update: JobProgressUpdate) {
    await db
      .update(jobProgress)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(jobProgress.jobId, jobId));
  }

  /** Handlers still running, so that stopping waits for them to let go of the database. */
  const running = new Set<Promise<unknown>>();

  async function runJob(
    kind: JobKind,
    job: { id: string; data: unknown; retryCount: number; signal: AbortSignal },
  ): Promise<JobResult> {
    const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, job.id));
    if (row?.result != null) {
      // Done on an earlier attempt whose process died before telling the engine: not again.
      return { id: job.id, status: 'completed', output: row.result } satisfies JobResult;
    }
    const parsed = kind.payload.safeParse(job.data);
    if (!parsed.success) {
      await saveProgress(job.id, { message: messages.apiJobPayloadInvalid });
      return {
        id: job.id,
        status: 'deadletter',
        output: { message: messages.apiJobPayloadInvalid },
      };
    }
    const context: JobContext = {
      jobId: job.id,
      userId: row?.userId ?? null,
      retryCount: job.retryCount,
      deps,
      signal: job.signal,
      progress: (update) => saveProgress(job.id, update),
    };
    const handling = kind.handle(parsed.data, context);
    running.add(handling);
    try {
      const result = (await handling) ?? {};
      await db
        .update(jobProgress)
        .set({ result, error: null, finishedAt: new Date(), updatedAt: new Date() })
        .where(eq(jobProgress.jobId, job.id));
      return { id: job.id, status: 'completed', output: result } satisfies JobResult;
    } catch (error) {
      if (job.signal.aborted) {
        // Let go, not failed by its work: the engine stopped, or gave the job up (it expired, or
        // another process holds it now), and has already put it back for a retry or failed it.
        deps.log.info({ jobId: job.id, kind: kind.kind }, 'job handler stopped on the signal');
        return { id: job.id, status: 'failed', output: { message: messages.jobUnexpectedError } };
      }
      const text = errorTextOf(kind, error);
      if (!isPermanent(error)) {
        deps.log.error({ err: error, jobId: job.id, kind: kind.kind }, 'job failed');
      }
      await db
        .update(jobProgress)
        .set({ error: text, updatedAt: new Date(), finishedAt: new Date() })
        .where(eq(jobProgress.jobId, job.id))
        .catch(() => undefined);
      return {
        id: job.id,
        status: isPermanent(error) ? 'deadletter' : 'failed',
        output: { message: text },
      } satisfies JobResult;
    } finally {
      running.delete(handling);
    }
  }

  async function startOnce() {
    await boss.start();
    for (const kind of kinds.values()) {
      const queue = {
        retryLimit: kind.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        retryDelayMax: 60,
        expireInSeconds: kind.expireInSeconds,
        heartbeatSeconds: options.heartbeatSeconds,
        notify: true,
      };
      if (await boss.getQueue(kind.kind)) await boss.updateQueue(kind.kind, queue);
      else await boss.createQueue(kind.kind, queue);
      if (options.workers === false) continue;
      const workers = onPglite ? 1 : options.concurrency;
      for (let slot = 0; slot < workers; slot += 1) {
        // One job a worker: a claimed job is a running one, so another process takes what waits.
        // A worker sleeps between fetches only after one came back empty; after a job it is woken
        // at once, so a backlog drains without waiting a polling interval per job.
        const workerId: string = await boss.work(
          kind.kind,
          {
            batchSize: 1,
            perJobResults: true,
            localConcurrency: 1,
            pollingIntervalSeconds: backstopSeconds,
            notifyPollingIntervalSeconds: backstopSeconds,
          },
          async ([job]) => {
            try {
              return job ? [await runJob(kind, job)] : [];
            } finally {
              boss.notifyWorker(workerId);
            }
          },
        );
      }
    }
  }

  async function start() {
    if (stopped) throw new Error('The job engine was stopped');
    starting ??= startOnce();
    await starting;
  }

  return {
    kinds,
    start,
    workers: () => boss.getWipData(),
    async enqueue(kindName, payload, { userId, tx }) {
      const kind = kinds.get(kindName);
      const parsed = kind?.payload.safeParse(payload);
      if (!kind || !parsed?.success) throw new HttpError(400, messages.apiJobPayloadInvalid);
      await start();
      const id = randomUUID();
      const queue = async (inside: Database) => {
        await inside
          .insert(jobProgress)
          .values({ jobId: id, kind: kindName, userId, message: kind.waitingMessage });
        await boss.send(kindName, parsed.data as object, {
          id,
          db: fromDrizzle(inside as unknown as DrizzleTransactionLike, sql),
        });
      };
      if (tx) await queue(tx);
      else await db.transaction(queue);
      return id;
    },
    async retry(kindName, jobId) {
      await start();
      // The declared type leaves the counts out; the engine answers them (`affected`).
      const answer = (await boss.retry(kindName, jobId)) as { affected?: number };
      if (!answer.affected) return false;
      await db
        .update(jobProgress)
        .set({ error: null, finishedAt: null, updatedAt: new Date() })
        .where(eq(jobProgress.jobId, jobId));
      return true;
    },
    async idle(timeoutMs = 60_000) {
      if (!starting) return;
      await starting;
      const until = Date.now() + timeoutMs;
      for (;;) {
        const result = await db.execute(
          sql`select count(*)::int as count from ${sql.identifier(jobEngineSchema)}.job
              where state in ('created', 'retry', 'active')`,
        );
        const [row] = (result as unknown as { rows: { count: number }[] }).rows;
        if (!row || row.count === 0) return;
        if (Date.now() > until) throw new Error(`${row.count} jobs still waiting or running`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (!starting) return;
      await starting.catch(() => undefined);
      // Running jobs get a grace period to finish; the engine then puts the ones still running
      // back for a retry and aborts their signals, and their handlers stop.
      await boss.stop({ graceful: true, timeout: stopGraceMs, close: true });
      // The API closes its database and renderer next: a handler still winding down needs them.
      const settled = Promise.allSettled([...running]);
      const late = await Promise.race([
        settled.then(() => false),
        sleep(stopGraceMs, true, { ref: false }),
      ]);
      if (late) deps.log.warn({ jobs: running.size }, 'job handlers ignored the stop signal');
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job engine, for the entry point (start its workers) and tests (wait for jobs). */
    jobs: JobEngine;
  }
}
