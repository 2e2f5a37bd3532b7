import fc from 'fast-check';
import { demoAccountEmails } from '@solar/shared/domain';
import { users } from '../../db/schema';
import type { AnyRouteDeclaration } from '../../http/route-declaration';
import { routeTable } from '../../http/route-table';
import { findSessionAuth } from '../../modules/auth/auth-queries';
import { waitForSync } from '../../modules/zoho/item-sync';
import { type Baseline, changedTables, refreshedBaseline } from '../../testing/database-snapshot';
import { type FuzzRequest, routeRequestArbitrary } from '../../testing/route-request-arbitrary';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every route of THE route table, fuzzed with bounded fast-check runs: never a 5xx, every 4xx
 * carries a message, and a refused request leaves every table as it was. Fixed seeds keep runs
 * reproducible; FUZZ_SEED and FUZZ_RUNS override them (fast-check prints the seed and the failing
 * request on failure).
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const superuserRuns = Number(process.env.FUZZ_RUNS ?? 25);
const customerRuns = Math.max(4, Math.round(superuserRuns / 3));

/** The fuzzing superuser is not a seeded account, so generated small ids never edit it. */
const fuzzSuperuserEmail = 'fuzz-superuser@example.com';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(users).values({
    email: fuzzSuperuserEmail,
    username: 'fuzz-superuser',
    isStaff: true,
    isSuperuser: true,
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A per-route seed, so adding a route leaves the others' runs unchanged. */
function seedOf(key: string): number {
  let hash = baseSeed;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function describeFailure(request: FuzzRequest, status: number, body: string, problem: string) {
  return (
    `${problem}\n  ${request.method} ${request.url} (${request.variant})\n` +
    `  query ${JSON.stringify(request.query).slice(0, 300)}\n` +
    `  body ${String(request.payload).slice(0, 300)}\n  → ${status} ${body.slice(0, 300)}`
  );
}

async function baselineOf(previous: Baseline | null): Promise<Baseline> {
  const { db } = t.database;
  // Background work a success started (the item sync) finishes first, so its writes are never
  // blamed on the next, refused, request.
  await waitForSync(db);
  return refreshedBaseline(db, previous);
}

/** One session per persona and one baseline, kept across routes: each costs queries. */
const tokens = new Map<string, string>();
let baseline: Baseline | null = null;

async function tokenOf(email: string, mayBeRevoked: boolean): Promise<string> {
  const known = tokens.get(email);
  // A generated logout (or deactivation) may have ended the session; a new one is made before
  // the compared window opens.
  if (known && !(mayBeRevoked && !(await findSessionAuth(t.database.db, known)))) return known;
  const token = await t.tokenFor(email);
  tokens.set(email, token);
  return token;
}

async function fuzz(route: AnyRouteDeclaration, email: string, numRuns: number): Promise<void> {
  // Only a success can end a session or change data, so only then are both checked again.
  let lastSucceeded = true;
  await fc.assert(
    fc.asyncProperty(routeRequestArbitrary(route), async (request) => {
      const token = await tokenOf(email, lastSucceeded);
      const before: Baseline = lastSucceeded || !baseline ? await baselineOf(baseline) : baseline;
      baseline = before;
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        query: request.query,
        headers: {
          authorization: `Bearer ${token}`,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      const status = response.statusCode;
      lastSucceeded = status < 400;
      const fail = (problem: string) => {
        throw new Error(describeFailure(request, status, response.body, problem));
      };
      if (status >= 500) fail('server error');
      if (status >= 400) {
        let message: unknown;
        try {
          message = (response.json() as { message?: unknown }).message;
        } catch {
          fail('a refusal whose body is not JSON');
        }
        if (typeof message !== 'string' || message.trim() === '') {
          fail('a refusal without a message');
        }
        const after = await baselineOf(before);
        baseline = after;
        const changed = changedTables(before.snapshot, after.snapshot);
        if (changed.length > 0) fail(`a refused request changed ${changed.join(', ')}`);
      }
    }),
    { seed: seedOf(`${route.method} ${route.url} ${email}`), numRuns, endOnFailure: true },
  );
}

const named = (routes: readonly AnyRouteDeclaration[]) =>
  routes.map((route) => [`${route.method} ${route.url}`, route] as const);

describe('route fuzzing', () => {
  it('walks a non-empty route table', () => {
    expect(routeTable.length).toBeGreaterThan(10);
  });

  it.each(named(routeTable))('%s as a superuser', async (_name, route) => {
    await fuzz(route, fuzzSuperuserEmail, superuserRuns);
  });

  // Customers are refused almost everywhere; a sample (and every route open to any signed-in
  // user) proves refusals for them are clean too.
  const customerSample = routeTable.filter(
    (route, index) => route.access === 'authenticated' || index % 4 === 0,
  );
  it.each(named(customerSample))('%s as a customer', async (_name, route) => {
    await fuzz(route, demoAccountEmails.customer, customerRuns);
  });
});
