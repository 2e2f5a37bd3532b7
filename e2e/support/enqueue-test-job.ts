/**
 * Queues one job of the engine's waiting test kind in the stack's embedded database, run by the
 * harness (`global-setup.ts`) while the API is stopped: PGlite is one process's, so nothing else
 * may open the folder while the API runs. Prints the job's id.
 *
 * node --import tsx e2e/support/enqueue-test-job.ts <DATA_DIR> <steps> <step ms>
 */
import path from 'node:path';
import { createDatabase } from '../../api/src/db/create-database';
import { createJobEngine } from '../../api/src/jobs/job-engine';
import { waitJobKind } from '../../api/src/jobs/test-job-kinds';
import { testConfig } from '../../api/src/testing/test-config';

const [dataDir, steps, stepMs] = process.argv.slice(2);
if (!dataDir || !steps || !stepMs)
  throw new Error('usage: enqueue-test-job <DATA_DIR> <steps> <step ms>');

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
} as unknown as Parameters<typeof createJobEngine>[0]['deps']['log'];

const database = await createDatabase({
  kind: 'pglite-disk',
  directory: path.join(dataDir, 'pglite'),
});
const config = testConfig();
// This process only queues: the API works the job once it is started again.
const engine = createJobEngine({
  connection: database.jobConnection,
  kinds: [waitJobKind],
  deps: { database, config, pdfRenderer: null as never, storage: null as never, log: silentLogger },
  concurrency: 1,
  heartbeatSeconds: config.jobs.heartbeatSeconds,
  workers: false,
});
try {
  await engine.start();
  const id = await engine.enqueue(
    waitJobKind.kind,
    { steps: Number(steps), stepMs: Number(stepMs) },
    { userId: null },
  );
  process.stdout.write(`${id}\n`);
} finally {
  await engine.stop();
  await database.close();
}
