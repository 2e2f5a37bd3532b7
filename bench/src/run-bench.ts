import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ApiRow, type DatabaseKind, runApiBench } from './api/api-bench';
import { type ReplicaRow, runReplicaBench } from './api/replica-bench';
import { type BrowserResults, runBrowserBench } from './browser/browser-bench';
import { type CalculationsRow, runCalculationsBench } from './calculations/calculations-bench';
import { type JobsRow, runJobsBench } from './jobs/jobs-bench';
import { runItemUploadBench } from './jobs/item-upload-bench';
import { runLeadImportBench } from './jobs/lead-import-bench';
import { runUploadBench, type UploadRow } from './api/upload-bench';
import { type PlanningRow, runPlanningBench } from './planning/planning-bench';
import { runStockBench } from './stock/stock-bench';
import { runSigningBench, type SigningRow } from './signing/signing-bench';
import { runDemandBench } from './demand/demand-bench';
import { runMrpRunBench } from './planning/mrp-run-bench';
import { stopAll } from './support/processes';
import { formatTable } from './support/format-table';

/**
 * `pnpm bench`: the API at 100 000 deals / 50 000 items on PGlite and PostgreSQL, then the
 * production builds in Chromium. Prints one table, writes `bench/results.json`, and never fails
 * on a missed target (pass/fail is printed per row). Not part of `npm test`.
 *
 * Then the deals list and details on PostgreSQL through one API process and through two (replicas).
 * Then the job engine: throughput, enqueue-to-start latency, idle CPU and the API's event-loop lag
 * while PDFs render.
 *
 * Then a lead import of 100 000 rows through the API (upload, check, import): rows/s and the
 * API's peak RSS growth.
 *
 * Then the savings and battery calculations the pages run (median per run), and the MRP
 * arithmetic over 5 000 items × 52 weeks (median of 5 runs, heap growth).
 * Then uploads of a 10 MB document to a deal over HTTP: MB/s and the upload time's p50/p95.
 * Then the signed proposal PDF's generation (the sent PDF plus its certificate page): p50/p95.
 * Then an items upload of 50 000 rows through the Zoho data upload, the same way.
 * Then the stock ledger: the stock list at 50 000 items × 5 warehouses with 2 000 000 movements,
 * and posting a 50-line receipt (p95 of each).
 * Then the Demand grid at 5 000 items and 2 000 scheduled installations, 12 and 52 weeks (p95).
 * Then a whole MRP run (52 weeks, 5 000 planned items, 2 000 installations, 500 open purchase
 * orders) through the API and its job: median of 3 after a warm-up, peak RSS.
 *
 * Options: --only api|replicas|jobs|jobs-lag|lead-import|item-upload|stock|demand|mrp|calculations|planning|upload|signing|browser (jobs-lag: only the
 * event-loop lag while PDFs render), --lead-rows N (rows of the lead import, default 100 000),
 * --item-rows N (rows of the items upload, default 50 000), --jobs N (no-op jobs, default 10 000), --seconds N
 * (measured time per scenario, default 10), --warmup N
 * (default 3), --databases pglite,postgres, --deals N, --items N, --pages login,presenter (browser
 * pages whose name contains one of these), --scenarios item,deals (API scenarios whose name contains
 * one of these), --no-drag (skip the presenter drag). Lighthouse's full
 * reports are written to `bench/reports/`.
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    jobs: { type: 'string', default: '10000' },
    'lead-rows': { type: 'string', default: '100000' },
    uploads: { type: 'string', default: '20' },
    'item-rows': { type: 'string', default: '50000' },
    'stock-movements': { type: 'string', default: '2000000' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    databases: { type: 'string', default: 'pglite,postgres' },
    deals: { type: 'string', default: '100000' },
    items: { type: 'string', default: '50000' },
    pages: { type: 'string', default: '' },
    scenarios: { type: 'string', default: '' },
    'no-drag': { type: 'boolean', default: false },
  },
});

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(root, 'data', 'bench');
const log = (line: string) => console.info(`[bench] ${line}`);
const fixed = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const verdict = (pass: boolean | null) => (pass === null ? 'n/a' : pass ? 'pass' : 'FAIL');

function apiTable(rows: ApiRow[]): string {
  return formatTable(
    [
      'db',
      'scenario',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'direct p95',
      'overhead',
      'target',
      '',
    ],
    rows.map((row) =>
      row.http === null
        ? [row.database, row.scenario, 'not available', '', '', '', '', '', row.targets, 'n/a']
        : [
            row.database,
            row.scenario,
            fixed(row.http.requestsPerSecond, 0),
            fixed(row.http.p50Ms),
            fixed(row.http.p95Ms),
            fixed(row.http.p99Ms),
            fixed(row.direct?.p95Ms),
            row.overhead === null ? '—' : `${fixed(row.overhead, 2)}×`,
            row.targets,
            verdict(row.pass),
          ],
    ),
  );
}

function replicaTable(rows: ReplicaRow[]): string {
  return formatTable(
    ['PostgreSQL, API processes', 'scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
    rows.map((row) => [
      String(row.replicas),
      row.scenario,
      fixed(row.http.requestsPerSecond, 0),
      fixed(row.http.p50Ms),
      fixed(row.http.p95Ms),
      fixed(row.http.p99Ms),
      String(row.http.errors),
    ]),
  );
}

/** A table of measured values per database: the jobs, imports, stock, demand and MRP runs. */
function databaseRowsTable(title: string, rows: JobsRow[]): string {
  return formatTable(
    ['db', title, 'value', '', 'target', ''],
    rows.map((row) => [
      row.database,
      row.scenario,
      row.value,
      row.detail,
      row.target,
      verdict(row.pass),
    ]),
  );
}

/** A table of measured values that do not depend on the database. */
function valueRowsTable(title: string, rows: (PlanningRow | UploadRow)[]): string {
  return formatTable(
    [title, 'value', '', 'target', ''],
    rows.map((row) => [row.scenario, row.value, row.detail, row.target, verdict(row.pass)]),
  );
}

/** One line per search scenario: its slowest term, directly and through HTTP. */
function slowestTermLines(rows: ApiRow[]): string[] {
  const described = (slow: { term: string; p95Ms: number } | null) =>
    slow ? `"${slow.term}" p95 ${fixed(slow.p95Ms)} ms` : '—';
  return rows
    .filter((row) => row.slowestTerm)
    .map(
      (row) =>
        `Slowest term, ${row.database} ${row.scenario}: direct ${described(row.slowestTerm!.direct)}, http ${described(row.slowestTerm!.http)}`,
    );
}

try {
  const started = new Date();
  const results: {
    startedAt: string;
    machine: { cpus: number; loadAverage: number[]; node: string };
    api?: ApiRow[];
    replicas?: ReplicaRow[];
    browser?: BrowserResults;
    jobs?: JobsRow[];
    leadImport?: JobsRow[];
    calculations?: CalculationsRow[];
    planning?: PlanningRow[];
    signing?: SigningRow[];
    upload?: UploadRow[];
    itemUpload?: JobsRow[];
    stock?: JobsRow[];
    demand?: JobsRow[];
    mrp?: JobsRow[];
  } = {
    startedAt: started.toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg(), node: process.version },
  };
  const runs = (part: string) => values.only === undefined || values.only === part;
  if (runs('api')) {
    results.api = await runApiBench({
      dataDir,
      deals: Number(values.deals),
      items: Number(values.items),
      databases: values.databases!.split(',') as DatabaseKind[],
      scenarioFilters: values.scenarios!.split(',').filter(Boolean),
      connections: 10,
      seconds: Number(values.seconds),
      warmupSeconds: Number(values.warmup),
      log,
    });
  }
  if (runs('replicas') && values.databases!.split(',').includes('postgres')) {
    results.replicas = await runReplicaBench({
      dataDir,
      deals: Number(values.deals),
      items: Number(values.items),
      connections: 10,
      seconds: Number(values.seconds),
      warmupSeconds: Number(values.warmup),
      log,
    });
  }
  if (runs('jobs') || values.only === 'jobs-lag') {
    results.jobs = await runJobsBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      jobs: Number(values.jobs),
      lagOnly: values.only === 'jobs-lag',
      log,
    });
  }
  if (runs('lead-import')) {
    results.leadImport = await runLeadImportBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      rows: Number(values['lead-rows']),
      log,
    });
  }
  if (runs('calculations')) {
    log('savings and battery calculations');
    results.calculations = runCalculationsBench();
  }
  if (runs('planning')) {
    log('MRP arithmetic');
    results.planning = runPlanningBench({
      items: 5000,
      weeks: 52,
      installations: 2000,
      purchaseOrders: 500,
      runs: 5,
    });
  }
  if (runs('signing')) {
    log('signed proposal PDF generation');
    results.signing = await runSigningBench();
  }
  if (runs('upload')) {
    results.upload = await runUploadBench({ uploads: Number(values.uploads), log });
  }
  if (runs('item-upload')) {
    results.itemUpload = await runItemUploadBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      rows: Number(values['item-rows']),
      log,
    });
  }
  if (runs('stock')) {
    results.stock = await runStockBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      items: Number(values.items),
      movements: Number(values['stock-movements']),
      requests: 100,
      log,
    });
  }
  if (runs('demand')) {
    results.demand = await runDemandBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      items: 5_000,
      installations: 2_000,
      requests: 50,
      log,
    });
  }
  if (runs('mrp')) {
    results.mrp = await runMrpRunBench({
      dataDir,
      databases: values.databases!.split(',') as DatabaseKind[],
      items: 5_000,
      installations: 2_000,
      purchaseOrders: 500,
      weeks: 52,
      runs: 3,
      log,
    });
  }
  if (runs('browser')) {
    results.browser = await runBrowserBench({
      root,
      dataDir,
      log,
      pageFilters: values.pages!.split(',').filter(Boolean),
      drag: !values['no-drag'],
    });
  }
  writeFileSync(path.join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(
    `\nSolar Workplace bench, ${started.toISOString()} (load average at start ${results.machine.loadAverage.map((value) => value.toFixed(1)).join(' ')}, ${results.machine.cpus} CPUs)\n`,
  );
  if (results.api) {
    console.info(`${apiTable(results.api)}\n`);
    console.info(`${slowestTermLines(results.api).join('\n')}\n`);
  }
  if (results.replicas) console.info(`${replicaTable(results.replicas)}\n`);
  if (results.jobs) console.info(`${databaseRowsTable('job engine', results.jobs)}\n`);
  if (results.leadImport) console.info(`${databaseRowsTable('lead import', results.leadImport)}\n`);
  if (results.calculations) {
    const rows = results.calculations.map((row) => [
      row.scenario,
      fixed(row.medianMs, 2),
      fixed(row.p95Ms, 2),
      `median ≤ ${row.targetMs} ms`,
      verdict(row.pass),
    ]);
    console.info(`${formatTable(['calculation', 'median ms', 'p95 ms', 'target', ''], rows)}\n`);
  }
  if (results.planning) console.info(`${valueRowsTable('planning', results.planning)}\n`);
  if (results.signing) {
    const rows = results.signing.map((row) => [
      row.scenario,
      fixed(row.medianMs, 1),
      fixed(row.p95Ms, 1),
      `p95 ≤ ${row.targetMs} ms`,
      verdict(row.pass),
    ]);
    console.info(`${formatTable(['signing', 'median ms', 'p95 ms', 'target', ''], rows)}\n`);
  }
  if (results.upload) console.info(`${valueRowsTable('upload', results.upload)}\n`);
  if (results.itemUpload) console.info(`${databaseRowsTable('item upload', results.itemUpload)}\n`);
  if (results.stock) console.info(`${databaseRowsTable('stock', results.stock)}\n`);
  if (results.demand) console.info(`${databaseRowsTable('demand', results.demand)}\n`);
  if (results.mrp) console.info(`${databaseRowsTable('mrp', results.mrp)}\n`);
  if (results.browser) console.info(`${results.browser.table}\n`);
  console.info('Written: bench/results.json');
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
} finally {
  await stopAll();
}
