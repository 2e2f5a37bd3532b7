import path from 'node:path';
import { createDatabase, type DatabaseTarget } from '../../../api/src/db/create-database';
import type { Database } from '../../../api/src/db/database';
import { dealDetails, listDeals } from '../../../api/src/modules/crm/crm-deal-queries';
import { dealBoard } from '../../../api/src/modules/crm/crm-deal-board-queries';
import {
  dashboardDeals,
  dashboardProposals,
} from '../../../api/src/modules/dashboard/dashboard-queries';
import { dealTimeline } from '../../../api/src/modules/timeline/timeline-queries';
import { listMeetings } from '../../../api/src/modules/meetings/meetings-queries';
import { searchItems } from '../../../api/src/modules/zoho/zoho-item-queries';
import { benchMeetingWeek, seedBenchMeetings } from './bench-meetings';
import { type LatencyStats, slowestVariant } from '../support/latency-stats';
import { postgresAvailable, startPostgresCluster } from '@solar/api/testing/postgres-cluster';
import { freePort } from '@solar/api/testing/free-port';
import { runToEnd, startProcess, waitForUrl } from '../support/processes';
import { directLoad, httpLoad, type LoadOptions, type LoadRequest } from './load';
import { quoteProposalDesign } from '../../../api/src/modules/deal-programs/deal-programs-queries';
import { defaultProposalData, savedPanelAt } from '../../../shared/src/domain';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ApiRow {
  database: DatabaseKind;
  scenario: string;
  /** Null when the API has no such route (answered 404). */
  http: LatencyStats | null;
  direct: LatencyStats | null;
  /** Mean latency through HTTP ÷ mean latency of the same calls without HTTP. */
  overhead: number | null;
  targets: string;
  pass: boolean | null;
  /**
   * Search scenarios: the term whose 95th percentile was highest, directly and through HTTP
   * (one slow term among several hides in the scenario's p50).
   */
  slowestTerm: { direct: SlowTerm | null; http: SlowTerm | null } | null;
}

interface SlowTerm {
  term: string;
  p95Ms: number;
}

interface Scenario {
  name: string;
  paths: LoadRequest[];
  calls: (() => Promise<unknown>)[];
  /** A search scenario's terms, one per path and call. */
  terms?: string[];
  /** This scenario's own p95 target (ms), when it differs from the database's. */
  p95Ms?: number;
  /**
   * Judged by its response time alone, with the HTTP÷direct ratio printed but not held to the
   * list pages' bound: these pages were given response-time targets, and the calendar's direct
   * call answers from the same remembered range as the route, so a ratio over a 2 ms call
   * measures the network copy, not the API.
   */
  responseTimeOnly?: boolean;
}

const slowestTermOf = (terms: string[] | undefined, samples: { variant: number; ms: number }[]) => {
  const slowest = terms ? slowestVariant(terms, samples) : null;
  return slowest ? { term: slowest.label, p95Ms: slowest.p95Ms } : null;
};

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

const targetsOf = (database: DatabaseKind) =>
  database === 'postgres' ? { p95Ms: 50, overhead: 1.5 } : { p95Ms: 100, overhead: null };

/**
 * A plain query through the database's own client (`pg.Pool` and PGlite both answer
 * `query(text)` with `{ rows }`), for the ids the scenarios need.
 */
async function select<T>(db: Database, text: string): Promise<T[]> {
  const client = (db as unknown as { $client: { query: (q: string) => Promise<{ rows: T[] }> } })
    .$client;
  return (await client.query(text)).rows;
}

/** Entries on the timeline of the busiest deal, as years of a rep's activity would leave. */
const timelineEntries = 10_000;

/**
 * The deal whose timeline is measured, topped up to `timelineEntries` entries (idempotent): notes,
 * calls, e-mails, tasks and stage moves in turn, one a minute, by the deal's first users.
 */
async function busyTimelineDeal(db: Database): Promise<number> {
  const [deal] = await select<{ id: number }>(
    db,
    'SELECT id FROM deals ORDER BY id LIMIT 1 OFFSET 1000',
  );
  const dealId = Number(deal!.id);
  const [present] = await select<{ count: string }>(
    db,
    `SELECT count(*) AS count FROM deal_events WHERE deal_id = ${dealId}`,
  );
  const missing = timelineEntries - Number(present!.count);
  if (missing <= 0) return dealId;
  await select(
    db,
    `INSERT INTO deal_events (deal_id, actor_user_id, at, action, details, body, direction,
       task_title, task_due_date, task_assignee_id)
     SELECT ${dealId}, u.id, now() - make_interval(mins => ${missing} - n),
       (ARRAY['note', 'call', 'email', 'task', 'deal.pipeline_changed'])[n % 5 + 1],
       CASE WHEN n % 5 = 4 THEN '{"stage": null, "status": null}'::jsonb ELSE '{}'::jsonb END,
       CASE WHEN n % 5 IN (0, 1, 2) THEN 'Activity ' || n END,
       CASE WHEN n % 5 IN (1, 2) THEN (ARRAY['in', 'out'])[n % 2 + 1] END,
       CASE WHEN n % 5 = 3 THEN 'Follow up ' || n END,
       CASE WHEN n % 5 = 3 THEN current_date + (n % 30) END,
       CASE WHEN n % 5 = 3 THEN u.id END
     FROM generate_series(1, ${missing}) AS n
     CROSS JOIN LATERAL (SELECT id FROM users WHERE is_staff ORDER BY id LIMIT 1 OFFSET n % 3) AS u`,
  );
  return dealId;
}

/** Ids the scenarios use, read from the seeded database. */
async function scenariosFor(db: Database): Promise<Scenario[]> {
  const ids = async (text: string) =>
    (await select<{ id: number }>(db, text)).map((row) => Number(row.id));
  const [adminId] = await ids(`SELECT id FROM users WHERE email = 'admin@example.com'`);
  const caller = { id: adminId!, isSuperuser: true };
  const [stageId] = await ids(
    'SELECT stage_id AS id FROM deals GROUP BY 1 ORDER BY count(*) DESC LIMIT 1',
  );
  const provinceIds = await ids(`SELECT province_id AS id FROM addresses
    WHERE province_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 3`);
  const people = await ids(`SELECT sales_person_id AS id FROM deals
    WHERE sales_person_id IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC LIMIT 2`);
  const dealIds = await ids('SELECT id FROM deals ORDER BY id LIMIT 5 OFFSET 50000');
  const itemQueries = ['sol', 'a', 'he', 'northwind', 'BM-0123', 'inverter 7.6'];
  const busyDealId = await busyTimelineDeal(db);
  // Pricing a design of 20 panels on a deal on the Island with the seeded Purchase program,
  // by the rules of a save (program, province, version in force, taxes), without saving.
  const [islandDealId] = await ids(`SELECT d.id FROM deals d
    JOIN addresses a ON a.id = d.address_id JOIN provinces p ON p.id = a.province_id
    WHERE p.code = 'PE' ORDER BY d.id LIMIT 1`);
  const design = {
    ...defaultProposalData(),
    panels: Array.from({ length: 20 }, (_, index) =>
      savedPanelAt(index + 1, 100 + (index % 7) * 50, 320 + Math.floor(index / 7) * 70),
    ),
    nextPanelId: 21,
  };
  await seedBenchMeetings(db, adminId!);
  const week = { ...benchMeetingWeek, scope: 'team' as const };
  const page = (query: string) => `/api/crm/deals/?page_size=25&${query}`;
  return [
    {
      name: 'deals page 1',
      paths: [page('page=1')],
      calls: [() => listDeals(db, caller, { page: 1, pageSize: 25 })],
    },
    {
      name: 'deals search',
      paths: [page('page=1&search=gallant')],
      terms: ['gallant'],
      calls: [() => listDeals(db, caller, { page: 1, pageSize: 25, search: 'gallant' })],
    },
    {
      name: 'deals stage+provinces+people',
      paths: [
        page(
          `page=1&stage=${stageId}&provinces=${provinceIds.join(',')}&sales_persons=${people.join(',')}`,
        ),
      ],
      calls: [
        () =>
          listDeals(db, caller, {
            page: 1,
            pageSize: 25,
            stage: stageId!,
            provinces: provinceIds,
            salesPersons: people,
          }),
      ],
    },
    {
      name: 'deals page 500',
      paths: [page('page=500')],
      calls: [() => listDeals(db, caller, { page: 500, pageSize: 25 })],
    },
    {
      // The pipeline board's first load: every stage's count, known kW and first 50 cards.
      name: 'deals board',
      responseTimeOnly: true,
      paths: ['/api/crm/deals/board/'],
      calls: [() => dealBoard(db, caller, {})],
      p95Ms: 100,
    },
    {
      name: 'deals board provinces+people',
      responseTimeOnly: true,
      paths: [
        `/api/crm/deals/board/?provinces=${provinceIds.join(',')}&sales_persons=${people.join(',')}`,
      ],
      calls: [() => dealBoard(db, caller, { provinces: provinceIds, salesPersons: people })],
      p95Ms: 100,
    },
    {
      name: 'deal details',
      paths: dealIds.map((id) => `/api/crm/dealdetails/${id}/`),
      calls: dealIds.map((id) => () => dealDetails(db, caller, id)),
    },
    {
      name: 'dashboard',
      paths: ['/api/dashboard/'],
      calls: [
        async () => ({
          deals: await dashboardDeals(db, caller),
          proposals: await dashboardProposals(db, caller),
        }),
      ],
    },
    {
      // The first page as the deal page opens it, and filtered to its tasks.
      name: `timeline of a deal with ${timelineEntries.toLocaleString('en-US')} events, first page`,
      responseTimeOnly: true,
      paths: [
        `/api/crm/deals/${busyDealId}/timeline/`,
        `/api/crm/deals/${busyDealId}/timeline/?kind=task`,
      ],
      calls: [
        () => dealTimeline(db, caller, busyDealId, {}),
        () => dealTimeline(db, caller, busyDealId, { kind: 'task' }),
      ],
    },
    {
      name: 'meetings week (5k of 15k)',
      responseTimeOnly: true,
      paths: [`/api/crm/meetings/?from=${week.from}&to=${week.to}&scope=team`],
      calls: [() => listMeetings(db, caller, week)],
    },
    {
      name: 'price a proposal (quote)',
      responseTimeOnly: true,
      paths: [
        {
          method: 'POST',
          path: `/api/crm/deals/${islandDealId}/deal-programs/quote/`,
          body: JSON.stringify({ data: design }),
        },
      ],
      calls: [() => quoteProposalDesign(db, caller, islandDealId!, design)],
    },
    {
      name: 'item search (50k items)',
      paths: itemQueries.map(
        (query) => `/api/zoho/items/search/?query=${encodeURIComponent(query)}`,
      ),
      calls: itemQueries.map((query) => () => searchItems(db, query)),
      terms: itemQueries,
    },
  ];
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const idToken = await fetch(`${baseUrl}/api/auth/dev/id-token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).then((response) => response.json() as Promise<{ id_token: string }>);
  const session = await fetch(`${baseUrl}/api/auth/google/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: idToken.id_token, token_type: 'id_token' }),
  }).then((response) => response.json() as Promise<{ token: string }>);
  return session.token;
}

interface ApiBenchOptions extends LoadOptions {
  dataDir: string;
  deals: number;
  items: number;
  databases: DatabaseKind[];
  /** Only the scenarios whose name contains one of these (all when empty). */
  scenarioFilters: string[];
  log: (line: string) => void;
}

/**
 * One database: seed (idempotent top-up), the direct runs in this process, then the API on a
 * free port and the HTTP runs. PGlite is single-connection and single-process, so the direct runs
 * close their database before the API opens it.
 */
async function benchOne(
  kind: DatabaseKind,
  target: DatabaseTarget,
  env: NodeJS.ProcessEnv,
  options: ApiBenchOptions,
): Promise<ApiRow[]> {
  options.log(`${kind}: seeding up to ${options.deals} deals and ${options.items} items`);
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
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: 'warn' } },
  );
  const direct = new Map<string, LatencyStats>();
  const directSlowest = new Map<string, SlowTerm | null>();
  const handle = await createDatabase(target);
  let scenarioNames: {
    name: string;
    paths: LoadRequest[];
    terms?: string[];
    p95Ms?: number;
    responseTimeOnly?: boolean;
  }[];
  try {
    const scenarios = (await scenariosFor(handle.db)).filter(
      ({ name }) =>
        options.scenarioFilters.length === 0 ||
        options.scenarioFilters.some((filter) => name.includes(filter)),
    );
    scenarioNames = scenarios.map(({ name, paths, terms, p95Ms, responseTimeOnly }) => ({
      name,
      paths,
      terms,
      p95Ms,
      responseTimeOnly,
    }));
    for (const scenario of scenarios) {
      options.log(`${kind}: direct ${scenario.name}`);
      const result = await directLoad(scenario.calls, options);
      direct.set(scenario.name, result.stats);
      directSlowest.set(scenario.name, slowestTermOf(scenario.terms, result.samples));
    }
  } finally {
    await handle.close();
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const api = startProcess(tsx, ['src/main.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      // The bench signs in through the development identity provider, which needs loopback.
      DEV_SIGN_IN: 'true',
      GOOGLE_CLIENT_ID: '',
      BIND_ADDRESS: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
    },
  });
  const rows: ApiRow[] = [];
  try {
    await waitForUrl(`${baseUrl}/api/health/`, 180_000, api);
    const token = await signIn(baseUrl, 'admin@example.com');
    for (const scenario of scenarioNames) {
      const targets = {
        ...targetsOf(kind),
        ...(scenario.p95Ms ? { p95Ms: scenario.p95Ms } : {}),
        ...(scenario.responseTimeOnly ? { overhead: null } : {}),
      };
      const first = scenario.paths[0]!;
      const probe =
        typeof first === 'string'
          ? await fetch(`${baseUrl}${first}`, { headers: { authorization: `Bearer ${token}` } })
          : await fetch(`${baseUrl}${first.path}`, {
              method: first.method,
              body: first.body,
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            });
      const directStats = direct.get(scenario.name) ?? null;
      const targetText =
        targets.overhead === null
          ? `p95 ≤ ${targets.p95Ms} ms`
          : `p95 ≤ ${targets.p95Ms} ms, overhead ≤ ${targets.overhead}×`;
      if (probe.status === 404) {
        rows.push({
          database: kind,
          scenario: scenario.name,
          http: null,
          direct: directStats,
          overhead: null,
          targets: targetText,
          pass: null,
          slowestTerm: null,
        });
        continue;
      }
      options.log(`${kind}: http ${scenario.name}`);
      const { stats: http, samples } = await httpLoad(baseUrl, scenario.paths, token, options);
      const overhead = directStats ? http.meanMs / directStats.meanMs : null;
      const pass =
        http.errors === 0 &&
        http.p95Ms <= targets.p95Ms &&
        (targets.overhead === null || (overhead !== null && overhead <= targets.overhead));
      rows.push({
        database: kind,
        scenario: scenario.name,
        http,
        direct: directStats,
        overhead,
        targets: targetText,
        pass,
        slowestTerm: scenario.terms
          ? {
              direct: directSlowest.get(scenario.name) ?? null,
              http: slowestTermOf(scenario.terms, samples),
            }
          : null,
      });
    }
  } finally {
    await api.stop();
  }
  return rows;
}

export async function runApiBench(options: ApiBenchOptions): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  if (options.databases.includes('pglite')) {
    const pgliteDir = path.join(options.dataDir, 'pglite');
    rows.push(
      ...(await benchOne(
        'pglite',
        { kind: 'pglite-disk', directory: pgliteDir },
        { DATA_DIR: options.dataDir, DATABASE_URL: '' },
        options,
      )),
    );
  }
  if (options.databases.includes('postgres')) {
    if (!postgresAvailable()) {
      options.log('postgres: not installed (/usr/lib/postgresql/15/bin); skipped');
    } else {
      // The data folder is kept between runs: seeding 100 000 deals takes minutes.
      const cluster = await startPostgresCluster({
        folder: path.join(options.dataDir, 'postgres'),
        settings: ['max_connections=100'],
      });
      try {
        rows.push(
          ...(await benchOne(
            'postgres',
            { kind: 'postgres', url: cluster.url },
            { DATA_DIR: options.dataDir, DATABASE_URL: cluster.url },
            options,
          )),
        );
      } finally {
        await cluster.stop();
      }
    }
  }
  return rows;
}
