import type { FileStorage } from '../../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import { inArray, isNotNull, and } from 'drizzle-orm';
import type { Clock } from 'pg-boss';
import type { DatabaseHandle } from '../../db/database';
import { jobProgress } from '../../modules/jobs/jobs-tables';
import type { PdfRenderer } from '../../modules/templates/pdf-renderer';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import { createJobEngine, type JobEngine } from '../job-engine';
import { noopJobKind } from '../test-job-kinds';

/**
 * Real time, but no timer of the engine ever fires: no polling interval ever ends. A job can then
 * only start because the engine was woken (by the send's NOTIFY, or by its worker finishing a
 * job), which is what makes a queued job start promptly instead of at the next poll.
 */
const timersThatNeverFire: Clock = {
  now: () => Date.now(),
  setTimeout: () => ({}),
  clearTimeout: () => undefined,
  setInterval: () => ({}),
  clearInterval: () => undefined,
};

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

let database: DatabaseHandle;
let engine: JobEngine;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  engine = createJobEngine({
    connection: database.jobConnection,
    kinds: [noopJobKind],
    deps: {
      database,
      config: testConfig(),
      pdfRenderer: {} as PdfRenderer,
      storage: {} as FileStorage,
      log: silentLog,
    },
    concurrency: 1,
    heartbeatSeconds: 30,
    clock: timersThatNeverFire,
  });
  await engine.start();
  // The worker's first look for work happens at start; after it, only a wake-up fetches again.
  await until(() => engine.workers().every((worker) => worker.lastFetchedOn !== null));
}, 120_000);
afterAll(async () => {
  await engine.stop();
  await database.close();
});

/** Waits (bounded, generously) for a condition the engine should reach on its own. */
async function until(condition: () => boolean | Promise<boolean>, what = 'the engine') {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} never got there`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function doneCount(ids: string[]): Promise<number> {
  const rows = await database.db
    .select({ id: jobProgress.jobId })
    .from(jobProgress)
    .where(and(inArray(jobProgress.jobId, ids), isNotNull(jobProgress.result)));
  return rows.length;
}

it('starts a job sent to an idle engine at once, without waiting for a poll', async () => {
  const id = await engine.enqueue(noopJobKind.kind, {}, { userId: null });
  await until(async () => (await doneCount([id])) === 1, 'the job');
  expect(await doneCount([id])).toBe(1);
});

it('takes the next waiting job as soon as it finishes one', async () => {
  // Queued together, so the engine hears of them once; a single worker has to fetch three times.
  const ids = await database.db.transaction(async (tx) => [
    await engine.enqueue(noopJobKind.kind, {}, { userId: null, tx }),
    await engine.enqueue(noopJobKind.kind, {}, { userId: null, tx }),
    await engine.enqueue(noopJobKind.kind, {}, { userId: null, tx }),
  ]);
  await until(async () => (await doneCount(ids)) === 3, 'the three jobs');
  expect(await doneCount(ids)).toBe(3);
});
