import { and, eq, inArray, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import { loadConfig } from '../src/config/load-config';
import { createDatabase, databaseTargetOf } from '../src/db/create-database';
import { authSessions, users } from '../src/db/schema';
import { buildApp } from '../src/http/build-app';
import { createSession } from '../src/modules/auth/auth-queries';
import { createInMemoryDevIdentityProvider } from '../src/modules/auth/dev-identity-provider';
import { deals } from '../src/modules/deals/deals-tables';

/**
 * Latency of `GET /api/dashboard/` per account on the configured database (DATA_DIR's PGlite or
 * DATABASE_URL), measured in-process with `app.inject` so only the API and the database count.
 * Prepare a large database first: `DATA_DIR=/tmp/big pnpm --filter @solar/api seed --deals 100000`.
 *
 *   DATA_DIR=/tmp/big pnpm --filter @solar/api exec tsx scripts/bench-dashboard.ts \
 *     [--requests 200] [--warmup 10] [--accounts admin@example.com,rep1@example.com] [--json]
 *
 * Requests run one after another (PGlite serves one query at a time), so p50/p95 are the
 * latencies one user sees, not throughput under load.
 */
function option(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  return argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
}

function countOption(name: string, fallback: number): number {
  const raw = option(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${name} needs a whole number of at least 1, got '${raw}'`);
    process.exit(2);
  }
  return value;
}

const requests = countOption('--requests', 200);
const warmup = countOption('--warmup', 10);
const accounts = (
  option('--accounts') ??
  [demoAccountEmails.admin, demoAccountEmails.manager, demoAccountEmails.rep1].join(',')
).split(',');

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

// Sessions are made directly below, so no sign-in method needs configuring.
const config = loadConfig(process.env, { signIn: false });
const database = await createDatabase(databaseTargetOf(config));
await database.migrate();
// Sessions are made directly below; the throwaway identity provider only satisfies the app.
const devIdentityProvider = await createInMemoryDevIdentityProvider();
const app = await buildApp({ database, config, devIdentityProvider, logger: false });
await app.ready();
try {
  const [dealCount] = await database.db.select({ count: sql<number>`count(*)::int` }).from(deals);
  const rows = await database.db.select().from(users).where(inArray(users.email, accounts));
  const results = [];
  for (const email of accounts) {
    const user = rows.find((row) => row.email === email);
    if (!user) throw new Error(`No account ${email} in this database (run the seed first)`);
    const { token, expiresAt } = await createSession(database.db, user.id, 1);
    const headers = { authorization: `Bearer ${token}` };
    const samples: number[] = [];
    let visibleDeals: number | null = null;
    for (let n = 0; n < warmup + requests; n += 1) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/', headers });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${email}: HTTP ${response.statusCode} ${response.body}`);
      }
      if (n >= warmup) samples.push(elapsed);
      else
        visibleDeals =
          (response.json() as { deals: { total: number } | null }).deals?.total ?? null;
    }
    samples.sort((a, b) => a - b);
    results.push({
      account: email,
      visibleDeals,
      requests,
      p50: round(percentile(samples, 0.5)),
      p95: round(percentile(samples, 0.95)),
      p99: round(percentile(samples, 0.99)),
      max: round(samples[samples.length - 1]!),
    });
    // Sessions made for measuring are not left behind.
    await database.db
      .delete(authSessions)
      .where(and(eq(authSessions.userId, user.id), eq(authSessions.expiresAt, expiresAt)));
  }
  if (process.argv.includes('--json')) {
    console.info(JSON.stringify({ database: database.kind, deals: dealCount?.count, results }));
  } else {
    console.info(`GET /api/dashboard/ on ${database.kind}, ${dealCount?.count} deals (ms):`);
    for (const row of results) {
      const visible = row.visibleDeals === null ? 'no deal figures' : `${row.visibleDeals} visible`;
      console.info(
        `  ${row.account} (${visible}): p50 ${row.p50}  p95 ${row.p95}  p99 ${row.p99}  max ${row.max}  (${row.requests} requests)`,
      );
    }
  }
} finally {
  await app.close();
  await database.close();
}
