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
    deps: { database, config, pdfRenderer: null as never, log: silentLogger },
    concurrency: 1,
    heartbeatSeconds: 10,
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
    JOB_HEARTBEAT_SECONDS: '10',
  };
};

const about = (jobId: string, msg: string) => (line: Record<string, unknown>) =>
  line.jobId === jobId && line.msg === msg;

it('finishes on a second process the job of a process killed mid-way, exactly once', async () => {
  const first = await startApiProcess(apiEnv());
  processes.push(first);
  const jobId = await queueOnly.enqueue(
    waitJobKind.kind,
    { steps: 40, stepMs: 100 },
    { userId: null },
  );
  await first.waitForLog(about(jobId, 'test job started'));
  const second = await startApiProcess(apiEnv());
  processes.push(second);
  await first.stop('SIGKILL');

  const finished = await second.waitForLog(about(jobId, 'test job finished'), 120_000);
  expect(finished).toMatchObject({ retryCount: 1, pid: second.child.pid });
  await queueOnly.idle();
  const [row] = (
    (await database.db.execute(
      sql`select state, output from ${sql.identifier(jobEngineSchema)}.job where id = ${jobId}`,
    )) as unknown as { rows: unknown[] }
  ).rows as { state: string; output: { pid: number } }[];
  expect(row).toEqual({ state: 'completed', output: { pid: second.child.pid } });
  const [progress] = await database.db
    .select()
    .from(jobProgress)
    .where(eq(jobProgress.jobId, jobId));
  expect(progress).toMatchObject({ done: 40, total: 40, error: null });
  const finishes = [...first.logs, ...second.logs].filter(about(jobId, 'test job finished'));
  expect(finishes).toHaveLength(1);
}, 240_000);
