import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { createJobEngine, jobEngineSchema, type JobEngine } from '../../jobs/job-engine';
import { waitJobKind } from '../../jobs/test-job-kinds';
import { jobProgress } from '../../modules/jobs/jobs-tables';
import { type ApiProcess, startApiProcess } from '../../testing/api-process';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';

/**
 * Several API processes on one PostgreSQL: a job whose process dies mid-way is finished by
 * another process, exactly once.
 */
const noop = () => undefined;
const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;

/** How often a running job reports; a job silent for this long belongs to a dead process. */
const heartbeatSeconds = 10;

let database: DatabaseHandle;
let queueOnly: JobEngine;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig();
  // This test process only queues: the work belongs to the API processes.
  queueOnly = createJobEngine({
    connection: database.jobConnection,
    kinds: [waitJobKind],
    deps: {
      database,
      config,
      pdfRenderer: null as never,
      storage: null as never,
      log: silentLogger,
    },
    concurrency: 1,
    heartbeatSeconds,
    workers: false,
  });
  await queueOnly.start();
}, 120_000);
afterAll(async () => {
  await Promise.all(processes.map((child) => child.stop()));
  await queueOnly.stop();
  await database.close();
});

const apiEnv = () => {
  if (database.jobConnection.kind !== 'postgres') throw new Error('PostgreSQL only');
  return {
    DATABASE_URL: database.jobConnection.url,
    JOB_TEST_KINDS: 'true',
    JOB_HEARTBEAT_SECONDS: String(heartbeatSeconds),
  };
};

const about = (jobId: string, msg: string) => (line: Record<string, unknown>) =>
  line.jobId === jobId && line.msg === msg;

/** The first of `children` to have logged a matching line. */
async function firstToLog(
  children: readonly ApiProcess[],
  match: (line: Record<string, unknown>) => boolean,
  timeoutMs = 60_000,
): Promise<ApiProcess> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = children.find((child) => child.logs.some(match));
    if (found) return found;
    if (Date.now() > until) throw new Error(`No process logged the line within ${timeoutMs} ms`);
    await sleep(20);
  }
}

it('finishes on a second process the job of a process killed mid-way, exactly once', async () => {
  // Both processes run before the job is queued, and the one that took it is killed as soon as it
  // says so: the job (a few seconds of work) is then surely still running, whereas a kill that
  // waits for another process to boot can come after the job is done.
  const pair = [await startApiProcess(apiEnv()), await startApiProcess(apiEnv())] as const;
  processes.push(...pair);
  const jobId = await queueOnly.enqueue(
    waitJobKind.kind,
    { steps: 40, stepMs: 100 },
    { userId: null },
  );
  const started = await firstToLog(pair, about(jobId, 'test job started'));
  const [holder, survivor] = started === pair[0] ? pair : [pair[1], pair[0]];
  await holder.stop('SIGKILL');

  // Taken over within about twice the heartbeat (one to notice the silence, the rest for the
  // engine's supervision, retry delay and polling; about 17 s at worst); a third heartbeat is
  // slack for a loaded machine, far short of a job nobody takes over.
  await survivor.waitForLog(about(jobId, 'test job started'), 3 * heartbeatSeconds * 1000);
  const finished = await survivor.waitForLog(about(jobId, 'test job finished'));
  expect(finished).toMatchObject({ retryCount: 1, pid: survivor.child.pid });
  await queueOnly.idle();
  const [row] = (
    (await database.db.execute(
      sql`select state, output from ${sql.identifier(jobEngineSchema)}.job where id = ${jobId}`,
    )) as unknown as { rows: unknown[] }
  ).rows as { state: string; output: { pid: number } }[];
  expect(row).toEqual({ state: 'completed', output: { pid: survivor.child.pid } });
  const [progress] = await database.db
    .select()
    .from(jobProgress)
    .where(eq(jobProgress.jobId, jobId));
  expect(progress).toMatchObject({ done: 40, total: 40, error: null });
  const finishes = [...holder.logs, ...survivor.logs].filter(about(jobId, 'test job finished'));
  expect(finishes).toHaveLength(1);
}, 240_000);
