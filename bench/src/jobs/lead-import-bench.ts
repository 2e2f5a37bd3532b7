import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import { seedDatabase } from '../../../api/src/seed/seed-database';
import { createTestApp } from '../../../api/src/testing/test-app';
import type { DatabaseKind } from '../api/api-bench';
import { onFreshDatabases } from '../support/fresh-databases';
import type { JobsRow } from './jobs-bench';

export interface CsvImportBenchOptions {
  dataDir: string;
  databases: DatabaseKind[];
  /** Rows of the generated CSV. */
  rows: number;
  log: (line: string) => void;
}

/**
 * One CSV import flow of the API (upload, check, import, each polled to its end): the lead
 * import, the Zoho data upload. The flows differ only in their addresses, the file and the
 * check's body.
 */
export interface CsvImportFlow {
  /** Names the rows in the table ("lead import"). */
  name: string;
  /** The upload's URL; `{id}` in the others is the stored file's. */
  uploadUrl: string;
  fileUrl: string;
  validateUrl: string;
  importUrl: string;
  /** The generated file, produced as it is sent: the bench holds no more of it than the API does. */
  csv(rows: number): Readable;
  /** The check's body from the stored file's answer (its guessed mapping and version). */
  validateBody(file: Record<string, unknown>): object;
  /** The database folder's and PostgreSQL database's name. */
  slug: string;
}

/** The generated lead file. */
function leadCsvOf(rows: number): Readable {
  async function* lines() {
    yield 'First name,Last name,Email,Phone,Address,Source,Interest,Notes\r\n';
    for (let index = 0; index < rows; index += 1) {
      const phone = `902555${String(index % 10_000).padStart(4, '0')}`;
      yield `Bench,Person ${index},bench-${index}@example.com,${index < 10_000 ? phone : ''},${index} Import Road,Website,Solar,Row ${index}\r\n`;
    }
  }
  return Readable.from(lines());
}

/**
 * The API process's resident memory while `work` runs, sampled every 50 ms: peak minus start,
 * over the whole run and per step (`step` names the step from then on), to tell which step holds
 * the memory.
 */
async function rssGrowthDuring<T>(
  work: (step: (name: string) => void) => Promise<T>,
): Promise<{ result: T; growthMb: number; stepsMb: Record<string, number> }> {
  const start = process.memoryUsage.rss();
  const toMb = (bytes: number) => (bytes - start) / 1024 / 1024;
  let peak = start;
  const stepPeaks: Record<string, number> = {};
  let current = '';
  const sample = () => {
    const rss = process.memoryUsage.rss();
    peak = Math.max(peak, rss);
    if (current !== '') stepPeaks[current] = Math.max(stepPeaks[current] ?? start, rss);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work((name) => {
      sample();
      current = name;
    });
    sample();
    return {
      result,
      growthMb: toMb(peak),
      stepsMb: Object.fromEntries(
        Object.entries(stepPeaks).map(([name, bytes]) => [name, toMb(bytes)]),
      ),
    };
  } finally {
    clearInterval(timer);
  }
}

async function importOnce(
  flow: CsvImportFlow,
  kind: DatabaseKind,
  target: () => Promise<DatabaseTarget>,
  options: CsvImportBenchOptions,
): Promise<JobsRow[]> {
  const database = await createDatabase(await target());
  await database.migrate();
  await seedDatabase(database.db);
  const t = await createTestApp({ database, config: { logLevel: 'warn' } });
  try {
    await t.app.jobs.start();
    const headers = { authorization: `Bearer ${await t.tokenFor('admin@example.com')}` };
    global.gc?.();
    const { result, growthMb, stepsMb } = await rssGrowthDuring(async (step) => {
      step('upload');
      const started = performance.now();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: flow.uploadUrl,
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: flow.csv(options.rows),
      });
      if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.body}`);
      const file = uploaded.json<Record<string, unknown> & { id: number }>();
      const at = (url: string) => url.replace('{id}', String(file.id));
      const uploadedAt = performance.now();
      step('check');
      const checked = await t.app.inject({
        method: 'POST',
        url: at(flow.validateUrl),
        headers,
        payload: flow.validateBody(file),
      });
      if (checked.statusCode !== 200) throw new Error(`validate: ${checked.body}`);
      await t.app.jobs.idle(3_600_000);
      const checkedAt = performance.now();
      const after = (await t.app.inject({ method: 'GET', url: at(flow.fileUrl), headers })).json<{
        version: number;
        valid_rows: number;
        problem_rows: number;
      }>();
      const imported = await t.app.inject({
        method: 'POST',
        url: at(flow.importUrl),
        headers,
        payload: { valid_rows_only: false, version: after.version },
      });
      if (imported.statusCode !== 200) throw new Error(`import: ${imported.body}`);
      step('import');
      await t.app.jobs.idle(3_600_000);
      const done = performance.now();
      const final = (await t.app.inject({ method: 'GET', url: at(flow.fileUrl), headers })).json<{
        imported_rows: number;
      }>();
      return {
        uploadMs: uploadedAt - started,
        checkMs: checkedAt - uploadedAt,
        importMs: done - checkedAt,
        totalMs: done - started,
        imported: final.imported_rows,
      };
    });
    const perSecond = (ms: number) => (options.rows / ms) * 1000;
    const rate = perSecond(result.totalMs);
    options.log(
      `${kind}: ${result.imported} of ${options.rows} rows imported in ${(result.totalMs / 1000).toFixed(1)} s`,
    );
    return [
      {
        database: kind,
        scenario: `${flow.name}, ${options.rows} rows (upload + check + import)`,
        value: `${rate.toFixed(0)} rows/s`,
        detail: `upload ${perSecond(result.uploadMs).toFixed(0)}/s, check ${perSecond(result.checkMs).toFixed(0)}/s, import ${perSecond(result.importMs).toFixed(0)}/s; ${result.imported} imported`,
        target: kind === 'postgres' ? '≥ 2 000 rows/s' : 'n/a',
        pass: kind === 'postgres' ? rate >= 2000 && result.imported === options.rows : null,
      },
      {
        database: kind,
        scenario: `same, peak RSS growth of the API`,
        value: `${growthMb.toFixed(0)} MB`,
        detail: Object.entries(stepsMb)
          .map(([name, mb]) => `${name} ${mb.toFixed(0)} MB`)
          .join(', '),
        target: '≤ 200 MB',
        pass: growthMb <= 200,
      },
    ];
  } finally {
    await t.close();
    await database.close();
  }
}

const leadImportFlow: CsvImportFlow = {
  name: 'lead import',
  uploadUrl: '/api/zoho/uploads/?kind=leads&file_name=bench.csv',
  fileUrl: '/api/zoho/uploads/{id}/',
  validateUrl: '/api/zoho/uploads/{id}/validate/',
  importUrl: '/api/zoho/uploads/{id}/import/',
  csv: leadCsvOf,
  validateBody: (file) => ({ columns: file.columns, version: file.version }),
  slug: 'lead-import',
};

/** Importing a generated lead file end to end through the API, on each database. */
export function runLeadImportBench(options: CsvImportBenchOptions): Promise<JobsRow[]> {
  return runCsvImportBench(leadImportFlow, options);
}

/** Importing a generated file through one flow of the API, end to end, on each fresh database. */
export function runCsvImportBench(
  flow: CsvImportFlow,
  options: CsvImportBenchOptions,
): Promise<JobsRow[]> {
  const database = flow.slug.replace(/-/g, '_');
  return onFreshDatabases(
    options,
    { pgliteFolder: `${flow.slug}-pglite`, postgresDatabase: `solar_${database}_bench` },
    (kind, target) => importOnce(flow, kind, target, options),
  );
}
