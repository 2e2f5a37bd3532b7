import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../db/create-database';
import { jobProgress } from '../../modules/jobs/jobs-tables';
import { seedDatabase } from '../../seed/seed-database';
import { createTestApp } from '../../testing/test-app';
import { waitJobKind } from '../test-job-kinds';

/**
 * The embedded default: a job started before the API stopped is finished after it starts again
 * on the same data folder.
 */
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'solar-job-restart-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function openApp() {
  const database = await createDatabase({ kind: 'pglite-disk', directory });
  await database.migrate();
  const testApp = await createTestApp({ database });
  await testApp.app.jobs.start();
  return { testApp, database };
}

it('completes after a restart the job the stopped API was running', async () => {
  const first = await openApp();
  await seedDatabase(first.database.db);
  // Watches the handler of the first API: it has to stop when that API closes, not carry on
  // against a database that is going away.
  const kind = first.testApp.app.jobs.kinds.get(waitJobKind.kind)!;
  const original = kind.handle;
  let handlerEnded: 'running' | 'returned' | 'stopped' = 'running';
  kind.handle = (payload, context) =>
    original(payload, context).then(
      (result) => {
        handlerEnded = 'returned';
        return result;
      },
      (error: unknown) => {
        handlerEnded = 'stopped';
        throw error;
      },
    );
  const jobId = await first.testApp.app.jobs.enqueue(
    waitJobKind.kind,
    { steps: 80, stepMs: 100 },
    { userId: null },
  );
  const progressOf = async (db: typeof first.database.db) =>
    (await db.select().from(jobProgress).where(eq(jobProgress.jobId, jobId)))[0]!;
  const deadline = Date.now() + 30_000;
  while ((await progressOf(first.database.db)).done === 0) {
    if (Date.now() > deadline) throw new Error('the job never started');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  try {
    await first.testApp.close();
  } finally {
    kind.handle = original;
  }
  expect(handlerEnded).toBe('stopped');
  await first.database.close();
  const stoppedAt = await (async () => {
    const check = await createDatabase({ kind: 'pglite-disk', directory });
    const row = await progressOf(check.db);
    await check.close();
    return row;
  })();
  expect(stoppedAt.result).toBeNull();

  const second = await openApp();
  try {
    await second.testApp.app.jobs.idle(120_000);
    expect(await progressOf(second.database.db)).toMatchObject({
      done: 80,
      total: 80,
      error: null,
      result: { pid: process.pid },
    });
  } finally {
    await second.testApp.close();
    await second.database.close();
  }
}, 240_000);
