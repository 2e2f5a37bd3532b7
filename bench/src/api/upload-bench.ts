import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { deals } from '../../../api/src/modules/deals/deals-tables';
import { seedDemoDeals } from '../../../api/src/seed/seed-deals';
import { createTestApp } from '../../../api/src/testing/test-app';
import { percentile } from '../support/latency-stats';

export interface UploadRow {
  scenario: string;
  value: string;
  detail: string;
  target: string;
  pass: boolean | null;
}

interface UploadBenchOptions {
  /** Uploads measured after the warm-up ones. */
  uploads: number;
  log: (line: string) => void;
}

/** The measured file: 10 MB that reads as a PDF (the API checks the first bytes). */
const fileBytes = 10 * 1024 * 1024;

/**
 * A staff upload of a 10 MB document to a deal over real HTTP (the API listening on loopback,
 * the embedded database, files in a temporary folder): per upload MB/s and its time, p50/p95.
 */
export async function runUploadBench(options: UploadBenchOptions): Promise<UploadRow[]> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'solar-upload-bench-'));
  const t = await createTestApp({
    config: { logLevel: 'warn', storage: { kind: 'filesystem', root } },
  });
  try {
    await seedDemoDeals(t.database.db);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const token = await t.tokenFor('admin@example.com');
    const [deal] = await t.database.db.select({ id: deals.id }).from(deals).limit(1);
    const dealId = deal!.id;
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(fileBytes - 9)]);
    const upload = async () => {
      const started = performance.now();
      const answer = await fetch(
        `${address}/api/crm/deals/${dealId}/documents/?kind=other&name=bench.pdf`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/octet-stream',
          },
          body,
        },
      );
      if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
      return performance.now() - started;
    };
    for (let index = 0; index < 3; index += 1) await upload();
    const times: number[] = [];
    for (let index = 0; index < options.uploads; index += 1) times.push(await upload());
    const sorted = [...times].sort((a, b) => a - b);
    const megabytes = fileBytes / 1_000_000;
    const rateAt = (ms: number) => megabytes / (ms / 1000);
    const p50 = percentile(sorted, 50);
    const p95 = percentile(sorted, 95);
    options.log(`upload: ${options.uploads} uploads of 10 MB, p50 ${p50.toFixed(0)} ms`);
    return [
      {
        scenario: `document upload, 10 MB PDF over HTTP (${options.uploads} uploads)`,
        value: `${rateAt(p50).toFixed(1)} MB/s`,
        detail: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (${rateAt(p95).toFixed(1)} MB/s at p95)`,
        target: 'p95 ≤ 2 000 ms',
        pass: p95 <= 2000,
      },
    ];
  } finally {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  }
}
