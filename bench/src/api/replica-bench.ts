import path from 'node:path';
import { createDatabase } from '../../../api/src/db/create-database';
import { type LatencyStats, statsOf } from '../support/latency-stats';
import { freePort } from '@solar/api/testing/free-port';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import { runToEnd, startProcess, waitForUrl } from '../support/processes';
import { httpLoad, type LoadOptions } from './load';

type QueryFn = (text: string) => Promise<{ rows: { id: number }[] }>;

export interface ReplicaRow {
  replicas: number;
  scenario: string;
  http: LatencyStats;
}

interface ReplicaBenchOptions extends LoadOptions {
  dataDir: string;
  deals: number;
  items: number;
  log: (line: string) => void;
}

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * The load split over `baseUrls` the way a round-robin proxy splits connections: each base URL
 * gets its share of the connections, all run at once, and the latencies are counted together.
 */
async function httpLoadAcross(
  baseUrls: string[],
  paths: string[],
  token: string,
  options: LoadOptions,
): Promise<LatencyStats> {
  const share = Math.max(1, Math.floor(options.connections / baseUrls.length));
  const results = await Promise.all(
    baseUrls.map((baseUrl) => httpLoad(baseUrl, paths, token, { ...options, connections: share })),
  );
  const latencies = results.flatMap((result) => result.samples.map((sample) => sample.ms));
  const errors = results.reduce((sum, result) => sum + result.stats.errors, 0);
  return statsOf(latencies, options.seconds, errors);
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const idToken = (await fetch(`${baseUrl}/api/auth/dev/id-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((response) => response.json())) as { id_token: string };
  const session = (await fetch(`${baseUrl}/api/auth/google/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: idToken.id_token, token_type: 'id_token' }),
  }).then((response) => response.json())) as { token: string };
  return session.token;
}

/**
 * The deals list and deal details on PostgreSQL through one API process, then through two on
 * the same database, with the same connections in total (`pnpm bench --only replicas`). On a
 * machine whose cores the database shares, a second process adds no CPU: the difference shows
 * what replicas cost or gain there, not what they gain on separate machines.
 */
export async function runReplicaBench(options: ReplicaBenchOptions): Promise<ReplicaRow[]> {
  if (!postgresAvailable()) {
    options.log('replicas: PostgreSQL is not installed (/usr/lib/postgresql/15/bin); skipped');
    return [];
  }
  const cluster = await startPostgresCluster({ folder: path.join(options.dataDir, 'postgres') });
  const replicas: ReturnType<typeof startProcess>[] = [];
  try {
    const env = { ...process.env, DATA_DIR: options.dataDir, DATABASE_URL: cluster.url };
    options.log(`replicas: seeding up to ${options.deals} deals`);
    await runToEnd(
      'pnpm',
      [
        '--filter',
        '@solar/api',
        'seed',
        '--deals',
        String(options.deals),
        '--items',
        String(options.items),
      ],
      { cwd: root, env: { ...env, LOG_LEVEL: 'warn' } },
    );
    const database = await createDatabase({ kind: 'postgres', url: cluster.url });
    // The pool itself (the bench has no Drizzle of its own), as `api-bench.ts` does.
    const pool = (database.db as unknown as { $client: { query: QueryFn } }).$client;
    const dealIds = await pool
      .query(`SELECT id FROM deals ORDER BY id LIMIT 5 OFFSET ${Math.floor(options.deals / 2)}`)
      .then((result) => result.rows.map((row) => Number(row.id)))
      .finally(() => database.close());
    const scenarios = [
      { name: 'deals page 1', paths: ['/api/crm/deals/?page_size=25&page=1'] },
      { name: 'deal details', paths: dealIds.map((id) => `/api/crm/dealdetails/${id}/`) },
    ];
    const baseUrls: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const port = await freePort();
      const api = startProcess(tsx, ['src/main.ts'], {
        cwd: path.join(root, 'api'),
        env: {
          ...env,
          API_PORT: String(port),
          DEV_SIGN_IN: 'true',
          GOOGLE_CLIENT_ID: '',
          BIND_ADDRESS: '127.0.0.1',
          LOG_LEVEL: 'warn',
          SIGN_IN_RATE_LIMIT: '1000',
        },
      });
      replicas.push(api);
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForUrl(`${baseUrl}/api/health/`, 180_000, api);
      baseUrls.push(baseUrl);
    }
    const token = await signIn(baseUrls[0]!, 'admin@example.com');
    const result: ReplicaRow[] = [];
    for (const scenario of scenarios) {
      for (const count of [1, 2]) {
        // One replica: both halves of the connections go to the first process.
        const targets = count === 1 ? [baseUrls[0]!, baseUrls[0]!] : baseUrls;
        options.log(`replicas: ${scenario.name} through ${count}`);
        const http = await httpLoadAcross(targets, scenario.paths, token, options);
        result.push({ replicas: count, scenario: scenario.name, http });
      }
    }
    return result;
  } finally {
    await Promise.all(replicas.map((api) => api.stop()));
    await cluster.stop();
  }
}
