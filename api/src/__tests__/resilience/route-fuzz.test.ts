import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import { users } from '../../db/schema';
import type { AnyRouteDeclaration } from '../../http/route-declaration';
import { routeTable } from '../../http/route-table';
import { findSessionAuth } from '../../modules/auth/auth-queries';
import { customerProposalStatus } from '../../modules/portal/portal-queries';
import { seedPortalDemo } from '../../modules/portal/seed-portal-demo';
import { seedProjects } from '../../modules/projects/seed-projects';
import { seedDemoDeals } from '../../seed/seed-deals';
import { type Baseline, changedTables, refreshedBaseline } from '../../testing/database-snapshot';
import { type DealOwnedRows, rowsOfOthersDeals } from '../../testing/deal-owned-rows';
import {
  bodyFieldValues,
  type ExampleContext,
  pathIdSources,
  routeExamples,
  useExampleDatabase,
  yearOfUsage,
} from '../../testing/route-fuzz-examples';
import {
  exampleRequest,
  type FuzzRequest,
  routeRequestArbitrary,
  type RouteFuzzOptions,
} from '../../testing/route-request-arbitrary';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Every route of THE route table, fuzzed with bounded fast-check runs on realistic data (deals of
 * two reps with bills, contacts, sketches, proposal versions and service requests, parts lists,
 * templates with images): never a 5xx, every 4xx carries a message, a refused request leaves every
 * table as it was, no request takes over `requestTimeBoundMs`, and every route succeeds at least
 * once per run. As the superuser and a customer, and as rep1, a sales person who must never
 * succeed on another rep's deals. Fixed seeds keep runs reproducible; FUZZ_SEED and FUZZ_RUNS
 * override them (fast-check prints the seed and the failing request on failure). What particular
 * routes need lives in `testing/route-fuzz-examples.ts`.
 */
const baseSeed = Number(process.env.FUZZ_SEED ?? 20_261_122);
const superuserRuns = Number(process.env.FUZZ_RUNS ?? 25);
const customerRuns = Math.max(4, Math.round(superuserRuns / 3));
const repRuns = Math.max(6, Math.round(superuserRuns / 2));

/**
 * A request still unanswered after this long hangs on its input, and that is a failure. How fast
 * routes answer is the bench's to measure: here the slowest request is printed, but a bound near
 * the usual answer times fails on a machine busy with other work. Background work a request
 * starts (the item sync) is awaited outside the measured time.
 */
const requestTimeBoundMs = 30_000;

/** The fuzzing superuser is not a seeded account, so no generated request edits it. */
const fuzzSuperuserEmail = 'fuzz-superuser@example.com';
/** Accounts the user-administration routes may edit, deactivate and move. */
const fuzzTargetEmails = [1, 2, 3].map((n) => `fuzz-target-${n}@example.com`);

let t: TestApp;
const userIds = new Map<string, number>();

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
async function rows(sqlText: string): Promise<Record<string, unknown>[]> {
  return rowsOf<Record<string, unknown>>(await t.database.db.execute(sql.raw(sqlText)));
}
async function firstRow(sqlText: string): Promise<Record<string, unknown>> {
  const [row] = await rows(sqlText);
  if (!row) throw new Error(`route-fuzz-examples: no row for ${sqlText.replace(/\s+/g, ' ')}`);
  return row;
}

/** A request as one persona, outside the fuzzing (seeding, reading for examples). */
async function send(email: string, method: FuzzRequest['method'], url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${await tokenOf(email, true)}`,
      // A file goes up as itself, the way the pages upload one.
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/octet-stream' } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.statusCode >= 300) {
    throw new Error(`Seeding: ${method} ${url} → ${response.statusCode} ${response.body}`);
  }
  return response.body ? (response.json() as Record<string, unknown>) : {};
}

/**
 * The records a working team has: for two deals of each rep a power bill (one complete, one without its months), contacts (one of them
 * the demo customer, so the portal shows the deal), a site sketch, two proposal versions (the first approved, the second sent for signature), a
 * service request, a shared contract and two file requests; a lead per rep; a template image. Made through the API as the superuser.
 */
async function seedWorkingData(): Promise<void> {
  const su = fuzzSuperuserEmail;
  const company = await firstRow('select id from power_companies order by id');
  const contactType = await firstRow('select id from contact_types order by id');
  const approved = await firstRow(
    `select id from proposal_statuses where name = '${customerProposalStatus}'`,
  );
  for (const rep of [demoAccountEmails.rep1, demoAccountEmails.rep2]) {
    const deals = await rows(
      `select id from deals where sales_person_id = ${userIds.get(rep)} order by id limit 2`,
    );
    for (const [index, { id }] of deals.entries()) {
      // The second deal's bill has its months still to be typed in.
      await send(su, 'POST', '/api/crm/power-bills/', {
        deal: id,
        power_company: company.id,
        bill_name: `Bill of deal ${id}`,
        ...(index === 0 ? { details: yearOfUsage() } : {}),
      });
      await send(su, 'POST', `/api/crm/plus/deal/${id}/contacts/`, {
        contact_type: contactType.id,
        first_name: 'Casey',
        last_name: 'Customer',
        email: demoAccountEmails.customer,
        is_primary: true,
      });
      if (index === 0) {
        await send(su, 'POST', '/api/crm/leads/', {
          first_name: 'Lee',
          last_name: `Prospect ${id}`,
          email: `lead-of-deal-${id}@example.com`,
          address: `${id} Lead Lane`,
          source: 'Referral',
          interest: 'Solar',
          owner: userIds.get(rep),
        });
      }
      // The examples, aimed at this deal.
      const thisDeal = { ...contextOf(su), mine: `d.id = ${Number(id)}` };
      const { body } = await routeExamples['PUT /api/crm/site-sketch/:dealId/']!(thisDeal);
      await send(su, 'PUT', `/api/crm/site-sketch/${id}/`, body);
      const data = (
        (await routeExamples['POST /api/crm/deals/:dealId/proposal-versions/']!(thisDeal)).body as {
          data: unknown;
        }
      ).data;
      const first = await send(su, 'POST', `/api/crm/deals/${id}/proposal-versions/`, { data });
      const second = await send(su, 'POST', `/api/crm/deals/${id}/proposal-versions/`, { data });
      // The second version sent to the customer for signature.
      await send(su, 'POST', '/api/crm/proposal-sendings/', { proposal_id: Number(second.id) });
      // The first version approved, so the customer sees it in the portal.
      await send(su, 'PUT', `/api/crm/proposals/${Number(first.id)}/`, {
        deal_id: id,
        proposal_version: first.proposal_version,
        proposal_status_id: approved.id,
        version: first.version,
      });
      await send(demoAccountEmails.customer, 'POST', '/api/portal/service-requests/', {
        deal_id: id,
        kind: 'solar-install',
        message: 'When can the installation start?',
      });
      // A contract shared with the customer, and two files asked of them.
      const upload = await t.app.inject({
        method: 'POST',
        url: `/api/crm/deals/${id}/documents/?kind=contract&name=Contract.pdf&shared=true`,
        headers: {
          authorization: `Bearer ${await tokenOf(su, true)}`,
          'content-type': 'application/octet-stream',
        },
        payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
      });
      if (upload.statusCode !== 201) throw new Error(`Seeding a document: ${upload.body}`);
      for (const description of ['A photo of your electrical panel', 'Your last power bill']) {
        await send(su, 'POST', `/api/crm/deals/${id}/document-requests/`, { description });
      }
    }
  }
  // A permit on a milestone of each rep's first project, shared with the customer.
  for (const rep of [demoAccountEmails.rep1, demoAccountEmails.rep2]) {
    const [project] = await rows(
      `select p.id from projects p join deals d on d.id = p.deal_id
       where d.sales_person_id = ${userIds.get(rep)} order by p.id limit 1`,
    );
    if (!project) continue;
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${Number(project.id)}/milestones/permit_approved/documents/?kind=permit&name=Permit.pdf&shared=true`,
      headers: {
        authorization: `Bearer ${await tokenOf(su, true)}`,
        'content-type': 'application/octet-stream',
      },
      payload: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    if (upload.statusCode !== 201) throw new Error(`Seeding a milestone document: ${upload.body}`);
  }
  const image = await routeExamples['POST /api/templates/images/']!(contextOf(su));
  await send(su, 'POST', '/api/templates/images/', image.body);
  // Stock to count and move: a second warehouse, a vendor and an order received in full.
  await send(su, 'POST', '/api/stock/warehouses/', {
    name: 'Second warehouse',
    address: '',
    active: true,
    allow_negative: false,
  });
  await send(su, 'POST', '/api/purchase-orders/vendors/', {
    name: 'Seed vendor',
    contact: '',
    email: '',
    phone: '',
    lead_time_days: 5,
  });
  const receipt = await routeExamples['POST /api/purchase-orders/:orderId/receipts/']!(
    contextOf(su),
  );
  await send(su, 'POST', `/api/purchase-orders/${receipt.params!.orderId}/receipts/`, receipt.body);
  // The receipt's damaged panel has a non-conformance record; a photo of it to download.
  const photo = await routeExamples['POST /api/ncm/:recordId/photos/']!(contextOf(su));
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/ncm/${photo.params!.recordId}/photos/?name=dent.png`,
    headers: {
      authorization: `Bearer ${await tokenOf(su, true)}`,
      'content-type': 'application/octet-stream',
    },
    payload: photo.rawBody!,
  });
  if (added.statusCode !== 201) throw new Error(`Seeding an NCM photo: ${added.body}`);
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await db.insert(users).values([
    { email: fuzzSuperuserEmail, username: 'fuzz-superuser', isStaff: true, isSuperuser: true },
    ...fuzzTargetEmails.map((email, index) => ({
      email,
      username: `fuzz-target-${index + 1}`,
      firstName: 'Fuzz',
      lastName: `Target ${index + 1}`,
      isStaff: true,
    })),
  ]);
  await seedDemoDeals(db);
  await seedPortalDemo(db);
  await seedProjects(db);
  for (const row of await rows('select id, email from users')) {
    userIds.set(String(row.email), Number(row.id));
  }
  useExampleDatabase(firstRow);
  await seedWorkingData();
  // As the API does when it starts: the first job route then does not install the engine's schema.
  await t.app.jobs.start();
}, 120_000);

let uniqueCounter = 0;
function contextOf(email: string): ExampleContext {
  const userId = userIds.get(email)!;
  const isSuperuser = email === fuzzSuperuserEmail;
  return {
    email,
    userId,
    isSuperuser,
    mine: isSuperuser ? 'true' : `d.sales_person_id = ${userId}`,
    row: firstRow,
    read: (url) => send(fuzzSuperuserEmail, 'GET', url),
    ask: (method, url, body) => send(email, method, url, body),
    unique: () => `${Date.now().toString(36)}-${(uniqueCounter += 1)}`,
  };
}

/** A per-route seed, so adding a route leaves the others' runs unchanged. */
function seedOf(key: string): number {
  let hash = baseSeed;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function describeRequest(request: FuzzRequest, status: number, body: string, problem: string) {
  return (
    `${problem}\n  ${request.method} ${request.url} (${request.variant})\n` +
    `  query ${JSON.stringify(request.query).slice(0, 300)}\n` +
    `  body ${String(request.payload).slice(0, 300)}\n  → ${status} ${body.slice(0, 300)}`
  );
}

async function baselineOf(previous: Baseline | null): Promise<Baseline> {
  // Background work a success started (the item sync) finishes first, so its writes are never
  // blamed on the next, refused, request.
  await t.app.jobs.idle();
  return refreshedBaseline(t.database.db, previous);
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

/** Per route and persona: answers by kind, for the summary and the coverage check. */
interface Tally {
  succeeded: number;
  refused: number;
  slowestMs: number;
  /** Why the route's example was not sent or not answered 2xx, for the coverage report. */
  exampleProblem?: string;
}
const tallies = new Map<string, Map<string, Tally>>();
let slowest: { ms: number; request: string } = { ms: 0, request: '' };
const routeKey = (route: AnyRouteDeclaration) => `${route.method} ${route.url}`;

function tallyOf(route: AnyRouteDeclaration, persona: string): Tally {
  const byPersona = tallies.get(routeKey(route)) ?? new Map<string, Tally>();
  tallies.set(routeKey(route), byPersona);
  const tally = byPersona.get(persona) ?? { succeeded: 0, refused: 0, slowestMs: 0 };
  byPersona.set(persona, tally);
  return tally;
}

/** Existing path ids for the route, the persona's own records first. */
async function idRowsFor(route: AnyRouteDeclaration, email: string) {
  if (!route.url.includes(':')) return [];
  const source = pathIdSources.find((candidate) => candidate.url.test(route.url));
  if (!source) {
    throw new Error(
      `${routeKey(route)} has path parameters but no id source: add one to pathIdSources in ` +
        'api/src/testing/route-fuzz-examples.ts',
    );
  }
  const userId = userIds.get(email);
  const found = await rows(`select * from (${source.sql}) s order by 1 limit 60`);
  return [...found].sort((a, b) => Number(b.ownerId === userId) - Number(a.ownerId === userId));
}

/**
 * The sales person of the deal a request's path ids belong to (after the request: a deletion
 * leaves none), from the route's id source; null when the route is not deal-scoped.
 */
async function ownerOf(route: AnyRouteDeclaration, request: FuzzRequest): Promise<number | null> {
  const source = pathIdSources.find((candidate) => candidate.url.test(route.url));
  if (!source?.sql.includes('"ownerId"')) return null;
  const names = Object.keys(request.params);
  // Path values arrive coerced to numbers (" 1" is deal 1); others name no record.
  const numbers = names.map((name) => Number(request.params[name]));
  if (numbers.some((value) => !Number.isInteger(value))) return null;
  const conditions = names.map((name, index) => `s."${name}" = ${numbers[index]}`).join(' and ');
  const [row] = await rows(`select s."ownerId" from (${source.sql}) s where ${conditions}`);
  return row?.ownerId == null ? null : Number(row.ownerId);
}

async function fieldValuesNow(): Promise<Record<string, unknown[]>> {
  const values: Record<string, unknown[]> = {};
  for (const [field, query] of Object.entries(bodyFieldValues)) {
    values[field] = (await rows(`${query} order by 1 limit 30`)).map((row) => Number(row.value));
  }
  return values;
}

async function fuzz(route: AnyRouteDeclaration, email: string, numRuns: number): Promise<void> {
  const persona = email === fuzzSuperuserEmail ? 'superuser' : email.split('@')[0]!;
  const tally = tallyOf(route, persona);
  const callerId = userIds.get(email)!;
  const options: RouteFuzzOptions = {
    idRows: await idRowsFor(route, email),
    fieldValues: await fieldValuesNow(),
  };
  const makeExample = routeExamples[routeKey(route)];
  if (makeExample) {
    try {
      options.example = await makeExample(contextOf(email));
    } catch (error) {
      // No record this persona may use (the superuser is no customer): generated requests only;
      // the coverage check at the end names a route that then never succeeds.
      tally.exampleProblem = `example not made: ${String(error).slice(0, 200)}`;
    }
  }
  // Only a success can end a session or change data, so only then are both checked again.
  let lastSucceeded = true;
  let lastAnswer = '';
  const check = async (request: FuzzRequest) => {
    const token = await tokenOf(email, lastSucceeded);
    const before: Baseline = lastSucceeded || !baseline ? await baselineOf(baseline) : baseline;
    baseline = before;
    await t.app.jobs.idle();
    const started = performance.now();
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      query: request.query,
      headers: {
        authorization: `Bearer ${token}`,
        ...request.headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const elapsedMs = performance.now() - started;
    lastAnswer = `${request.method} ${request.url} → ${response.statusCode} ${response.body}`;
    const status = response.statusCode;
    lastSucceeded = status < 400;
    const fail = (problem: string) => {
      throw new Error(describeRequest(request, status, response.body, problem));
    };
    tally.slowestMs = Math.max(tally.slowestMs, elapsedMs);
    if (elapsedMs > slowest.ms) {
      slowest = { ms: elapsedMs, request: `${request.method} ${request.url} as ${persona}` };
    }
    if (elapsedMs > requestTimeBoundMs) {
      fail(`answered in ${Math.round(elapsedMs)} ms, over the ${requestTimeBoundMs} ms bound`);
    }
    if (status >= 500) fail('server error');
    if (status < 300) tally.succeeded += 1;
    if (persona === 'rep1' && status < 300) {
      const owner = await ownerOf(route, request);
      if (owner !== null && owner !== callerId) {
        fail(`rep1 succeeded on a record of another sales person's deal (owner ${owner})`);
      }
    }
    if (status >= 400) {
      tally.refused += 1;
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
  };
  if (options.example) {
    const request = exampleRequest(route, options.example, options);
    const succeededBefore = tally.succeeded;
    await check(request);
    if (tally.succeeded === succeededBefore) {
      tally.exampleProblem = `example refused: ${lastAnswer.slice(0, 300)}`;
    }
  }
  await fc.assert(fc.asyncProperty(routeRequestArbitrary(route, options), check), {
    seed: seedOf(`${routeKey(route)} ${email}`),
    numRuns,
    endOnFailure: true,
  });
}

const named = (routes: readonly AnyRouteDeclaration[]) =>
  routes.map((route) => [routeKey(route), route] as const);

afterAll(async () => {
  const personas = ['superuser', 'rep1', 'customer'];
  const cell = (tally: Tally | undefined) => (tally ? `${tally.succeeded}/${tally.refused}` : '-');
  const lines = routeTable.map(routeKey).map((key) => {
    const byPersona = tallies.get(key) ?? new Map<string, Tally>();
    const slowestMs = Math.max(0, ...[...byPersona.values()].map((tally) => tally.slowestMs));
    const cells = personas.map((persona) => cell(byPersona.get(persona)).padStart(9)).join(' ');
    return `${key.padEnd(62)} ${cells} ${Math.round(slowestMs).toString().padStart(6)}`;
  });
  console.info(
    [
      `Route fuzzing: 2xx/refused per persona, slowest ms (bound ${requestTimeBoundMs} ms); ` +
        `slowest request ${Math.round(slowest.ms)} ms: ${slowest.request}`,
      `${'route'.padEnd(62)} ${personas.map((persona) => persona.padStart(9)).join(' ')} ${'ms'.padStart(6)}`,
      ...lines,
    ].join('\n'),
  );
  await t.close();
});

describe('route fuzzing', () => {
  it('walks a non-empty route table', () => {
    expect(routeTable.length).toBeGreaterThan(10);
  });

  // Customers are refused almost everywhere; a sample (and every route open to any signed-in
  // user) proves refusals for them are clean too. First, while the seeded contacts that link the
  // customer to deals are as seeded (the superuser's runs edit and delete contacts).
  const customerSample = routeTable.filter(
    (route, index) => route.access === 'authenticated' || index % 4 === 0,
  );
  it.each(named(customerSample))('%s as a customer', async (_name, route) => {
    await fuzz(route, demoAccountEmails.customer, customerRuns);
  });

  it.each(named(routeTable))('%s as a superuser', async (_name, route) => {
    await fuzz(route, fuzzSuperuserEmail, superuserRuns);
  });

  describe('as rep1, a sales person under the manager', () => {
    let others: DealOwnedRows;
    let lastDealId: number;
    beforeAll(async () => {
      const rep1 = userIds.get(demoAccountEmails.rep1)!;
      lastDealId = Number((await firstRow('select max(id) as id from deals')).id);
      others = await rowsOfOthersDeals(t.database.db, rep1, lastDealId);
    });

    it.each(named(routeTable))('%s as rep1', async (_name, route) => {
      await fuzz(route, demoAccountEmails.rep1, repRuns);
    });

    it("changed no row of another sales person's deals", async () => {
      await t.app.jobs.idle();
      const rep1 = userIds.get(demoAccountEmails.rep1)!;
      const after = await rowsOfOthersDeals(t.database.db, rep1, lastDealId);
      expect(changedTables(others, after)).toEqual([]);
    });
  });

  it('succeeded at least once on every route', () => {
    const never = routeTable
      .map(routeKey)
      .filter(
        (key) => ![...(tallies.get(key)?.values() ?? [])].some((tally) => tally.succeeded > 0),
      )
      .map((key) => {
        const problems = [...(tallies.get(key) ?? [])]
          .filter(([, tally]) => tally.exampleProblem)
          .map(([persona, tally]) => `\n      as ${persona}: ${tally.exampleProblem}`);
        return `${key}${problems.join('')}`;
      });
    if (never.length > 0) {
      throw new Error(
        `No request succeeded on:\n  ${never.join('\n  ')}\n` +
          'Add a request that succeeds to routeExamples (or a path id source to pathIdSources) in ' +
          'api/src/testing/route-fuzz-examples.ts.',
      );
    }
  });
});
