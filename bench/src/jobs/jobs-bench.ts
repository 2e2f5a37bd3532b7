import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import type { DatabaseHandle } from '../../../api/src/db/database';
import { createJobEngine, type JobEngine } from '../../../api/src/jobs/job-engine';
import { defineJobKind } from '../../../api/src/jobs/job-kind';
import { jobKinds } from '../../../api/src/jobs/job-kinds';
import { noopJobKind } from '../../../api/src/jobs/test-job-kinds';
import { createTestApp } from '../../../api/src/testing/test-app';
import { testConfig } from '../../../api/src/testing/test-config';
import { seedDatabase } from '../../../api/src/seed/seed-database';
import { percentile } from '../support/latency-stats';
import { summariseLoopGaps, watchLoopGaps } from '../support/loop-gaps';
import type { DatabaseKind } from '../api/api-bench';
import { onFreshDatabases } from '../support/fresh-databases';

export interface JobsRow {
  database: DatabaseKind;
  scenario: string;
  value: string;
  detail: string;
  target: string;
  pass: boolean | null;
}

interface JobsBenchOptions {
  dataDir: string;
  databases: DatabaseKind[];
  /** No-op jobs queued and completed for the throughput run. */
  jobs: number;
  /** Only the API's event-loop lag while PDFs render (no idle, latency or throughput runs). */
  lagOnly?: boolean;
  log: (line: string) => void;
}

/** Enqueue-to-start samples for the latency run: one job at a time on an idle engine. */
const latencySamples = 100;
const pdfJobs = 10;
const idleSeconds = 10;

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  debug: () => undefined,
} as unknown as Parameters<typeof createJobEngine>[0]['deps']['log'];

/** When each probe job's handler began, by job id (the engine runs in this process). */
const probeStarts = new Map<string, number>();
const probeJobKind = defineJobKind({
  kind: 'bench-probe',
  payload: noopJobKind.payload,
  retryLimit: 0,
  expireInSeconds: 60,
  waitingMessage: 'Waiting',
  async handle(_payload, { jobId }) {
    probeStarts.set(jobId, performance.now());
    return {};
  },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API's engine (its own kinds plus the bench's), on `database`, with this process's defaults. */
function engineOn(database: DatabaseHandle): JobEngine {
  const config = testConfig({ jobs: { concurrency: 2, heartbeatSeconds: 30, testKinds: true } });
  return createJobEngine({
    connection: database.jobConnection,
    kinds: [...jobKinds, noopJobKind, probeJobKind],
    deps: { database, config, pdfRenderer: null as never, storage: null as never, log: silentLog },
    concurrency: config.jobs.concurrency,
    heartbeatSeconds: config.jobs.heartbeatSeconds,
  });
}

async function throughput(engine: JobEngine, jobs: number) {
  const started = performance.now();
  // Queued as requests would queue them, a few at a time, while the workers already run.
  const inFlight = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < jobs) {
        next += 1;
        await engine.enqueue(noopJobKind.kind, {}, { userId: null });
      }
    }),
  );
  const queuedMs = performance.now() - started;
  await engine.idle(30 * 60_000);
  const totalMs = performance.now() - started;
  return { queuedPerSecond: jobs / (queuedMs / 1000), jobsPerSecond: jobs / (totalMs / 1000) };
}

async function enqueueToStart(engine: JobEngine): Promise<number[]> {
  const samples: number[] = [];
  for (let sample = 0; sample < latencySamples; sample += 1) {
    // Idle in between, so each job meets workers asleep, as a user's click does.
    await sleep(50 + Math.random() * 100);
    const sent = performance.now();
    const id = await engine.enqueue(probeJobKind.kind, {}, { userId: null });
    while (!probeStarts.has(id)) await sleep(1);
    samples.push(probeStarts.get(id)! - sent);
  }
  return samples;
}

/** The process's CPU time while the engine sits idle, as a share of one core. */
async function idleCpu(): Promise<number> {
  await sleep(2_000);
  const before = process.cpuUsage();
  const started = performance.now();
  await sleep(idleSeconds * 1000);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / (performance.now() - started);
}

/** The API in this process renders 10 template PDFs as jobs; how late its event loop ran meanwhile. */
async function loopLagWhilePdfsRender(database: DatabaseHandle) {
  const t = await createTestApp({ database, config: { logLevel: 'warn' } });
  try {
    await t.app.jobs.start();
    const token = await t.tokenFor('admin@example.com');
    const headers = { authorization: `Bearer ${token}` };
    const templates = await t.app.inject({ method: 'GET', url: '/api/templates/', headers });
    const [template] = templates.json<{ id: number }[]>();
    // One PDF job first, so the renderer's start and the routes' first compilation are not
    // counted as lag of a running API.
    const pdfJob = () =>
      t.app.inject({ method: 'POST', url: `/api/templates/${template!.id}/pdf-jobs/`, headers });
    await pdfJob();
    await t.app.jobs.idle(10 * 60_000);
    // The same measure with nothing to do: what the machine itself adds (other processes' load).
    const quiet = monitorEventLoopDelay({ resolution: 10 });
    quiet.enable();
    await sleep(3_000);
    quiet.disable();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    // The same intervals with the thread's CPU and its wait for a core: on a machine busy with
    // other work, what of the lag the API caused itself.
    const gaps = watchLoopGaps(10);
    const started = performance.now();
    for (let n = 0; n < pdfJobs; n += 1) {
      const answer = await pdfJob();
      if (answer.statusCode !== 201) throw new Error(`pdf job: ${answer.statusCode}`);
    }
    await t.app.jobs.idle(10 * 60_000);
    const elapsedMs = performance.now() - started;
    lag.disable();
    const own = summariseLoopGaps(gaps.stop());
    return {
      own,
      p99Ms: lag.percentile(99) / 1e6,
      maxMs: lag.max / 1e6,
      quietP99Ms: quiet.percentile(99) / 1e6,
      elapsedMs,
    };
  } finally {
    await t.close();
  }
}

/** The engine alone on a fresh database: idle CPU, enqueue-to-start, throughput. */
async function engineRows(
  kind: DatabaseKind,
  fresh: () => Promise<DatabaseHandle>,
  options: JobsBenchOptions,
): Promise<JobsRow[]> {
  const rows: JobsRow[] = [];
  const database = await fresh();
  const engine = engineOn(database);
  try {
    await engine.start();
    options.log(`${kind}: idle CPU over ${idleSeconds} s`);
    const cpu = await idleCpu();
    rows.push({
      database: kind,
      scenario: 'idle engine CPU',
      value: `${(cpu * 100).toFixed(2)} %`,
      detail: `of one core, ${idleSeconds} s with workers waiting`,
      target: '≈ 0',
      pass: null,
    });
    options.log(`${kind}: enqueue-to-start, ${latencySamples} jobs one at a time`);
    const latency = [...(await enqueueToStart(engine))].sort((a, b) => a - b);
    rows.push({
      database: kind,
      scenario: 'enqueue to start',
      value: `p95 ${percentile(latency, 95).toFixed(1)} ms`,
      detail: `p50 ${percentile(latency, 50).toFixed(1)} ms, max ${latency.at(-1)!.toFixed(1)} ms`,
      target: 'p95 < 1000 ms',
      pass: percentile(latency, 95) < 1000,
    });
    options.log(`${kind}: ${options.jobs} no-op jobs`);
    const run = await throughput(engine, options.jobs);
    rows.push({
      database: kind,
      scenario: `${options.jobs} no-op jobs`,
      value: `${run.jobsPerSecond.toFixed(0)} jobs/s`,
      detail: `queued at ${run.queuedPerSecond.toFixed(0)}/s`,
      target: '—',
      pass: null,
    });
  } finally {
    await engine.stop();
    await database.close();
  }
  return rows;
}

async function benchOne(
  kind: DatabaseKind,
  target: () => Promise<DatabaseTarget>,
  options: JobsBenchOptions,
): Promise<JobsRow[]> {
  const fresh = async () => {
    const database = await createDatabase(await target());
    await database.migrate();
    return database;
  };
  const rows: JobsRow[] = [];
  if (!options.lagOnly) rows.push(...(await engineRows(kind, fresh, options)));
  options.log(`${kind}: event-loop lag while ${pdfJobs} PDFs render`);
  const database = await fresh();
  try {
    await seedDatabase(database.db);
    const lag = await loopLagWhilePdfsRender(database);
    rows.push({
      database: kind,
      scenario: `event-loop lag, ${pdfJobs} PDF jobs`,
      value: `p99 ${lag.p99Ms.toFixed(1)} ms`,
      detail: `max ${lag.maxMs.toFixed(1)} ms, idle p99 ${lag.quietP99Ms.toFixed(1)} ms, all rendered in ${(lag.elapsedMs / 1000).toFixed(1)} s`,
      target: 'p99 ≤ 50 ms',
      pass: lag.p99Ms <= 50,
    });
    const { own } = lag;
    const ms = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} ms`);
    rows.push({
      database: kind,
      scenario: `same, the API's own share`,
      value: `p99 ${ms(own.ownP99Ms)}`,
      detail:
        `max ${ms(own.ownWorstMs)}, most CPU between ticks ${ms(own.worstCpuMs)}; ` +
        `worst interval ${ms(own.worstMs)}, ${ms(own.worstRunQueueMs)} of it waiting for a core`,
      target: 'p99 ≤ 50 ms',
      pass: own.ownP99Ms === null ? null : own.ownP99Ms <= 50,
    });
  } finally {
    await database.close();
  }
  return rows;
}

/**
 * The job engine: how idle it is idle, how soon a queued job starts, how many no-op jobs it works
 * a second, and whether the API stays responsive while PDFs render as jobs. Each database starts
 * empty (a fresh PGlite folder, a fresh PostgreSQL database), so runs compare.
 */
export async function runJobsBench(options: JobsBenchOptions): Promise<JobsRow[]> {
  return onFreshDatabases(
    options,
    { pgliteFolder: 'jobs-pglite', postgresDatabase: 'solar_jobs_bench' },
    (kind, target) => benchOne(kind, target, options),
  );
}
