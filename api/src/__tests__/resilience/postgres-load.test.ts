import type { AddressInfo } from 'node:net';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import { deals } from '../../modules/deals/deals-tables';
import { dealContacts } from '../../modules/deal-contacts/deal-contacts-tables';
import { powerBillDetails, powerBills } from '../../modules/power-bills/power-bills-tables';
import { proposals } from '../../modules/proposals/proposals-tables';
import {
  contentOfBill,
  contentOfContact,
  contentOfDeal,
  type ContentionSetup,
  editorAccounts,
  type EditorResult,
  ledgerProblems,
  racerAccounts,
  type RaceResult,
  recordKinds,
  type RecordState,
  type Replicas,
  runEditor,
  runNameRaces,
  setUpContention,
} from '../../testing/contention-load';
import { type ApiProcess, startApiProcess } from '../../testing/api-process';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testPostgresUrlVariable } from '../../testing/test-database';

/**
 * Load on PostgreSQL (this file runs only in `pnpm test:pg`: jest.config.cjs leaves
 * `postgres-*` files out when SOLAR_TEST_POSTGRES_URL is unset). 50 clients hit two API replicas
 * on one database for a fixed time (this process's API, listening, and a second API process, as
 * behind a load balancer), mixing reads with writes on deals they created; each keeps a ledger
 * of its successful writes, and afterwards the database must hold exactly what the ledgers say.
 * Every client, editor and racer sends its requests to the replicas in turn, so a deal created
 * through one is read and saved through the other from the version the first one gave.
 * At the same time two reps and their manager fight over the same deals, contacts and power
 * bills, and race to create deals of one name at one address (see contention-load.ts).
 */
const clientCount = 50;
const durationMs = Number(process.env.LOAD_SECONDS ?? 10) * 1000;
/**
 * Operations every client makes even when the machine is too busy to fit them in the time: their
 * mix comes from each client's fixed seed, so every kind of write below is always exercised.
 */
const minimumOperations = 8;
const writeKinds = [
  'create deal',
  'rename deal',
  'create bill',
  'update bill',
  'add contact',
  'add proposal',
] as const;
type WriteKind = (typeof writeKinds)[number];

interface DealLedger {
  name: string;
  /** The deal's version as this client last saved it (each client is its deals' only writer). */
  version: number;
  bill: { id: number; name: string; version: number } | null;
  contacts: number;
  proposals: number;
}

interface Reference {
  stage: number;
  status: number;
  province: number;
  powerCompany: number;
  contactType: number;
  draft: number;
}

let t: TestApp;
/** The second API process on the same database. */
let replicaB: ApiProcess;
let replicas: Replicas;
let reference: Reference;
let contention: ContentionSetup;
/** Milliseconds per kind of call, for the printed summary. */
const latencies = new Map<string, number[]>();

beforeAll(async () => {
  if (!process.env[testPostgresUrlVariable]) {
    throw new Error(`This test needs PostgreSQL: run it with pnpm test:pg`);
  }
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  if (t.database.jobConnection.kind !== 'postgres') throw new Error('PostgreSQL only');
  replicaB = await startApiProcess({ DATABASE_URL: t.database.jobConnection.url });
  replicas = [`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`, replicaB.baseUrl];
  const token = await t.tokenFor(demoAccountEmails.admin);
  const get = async <T>(path: string) => {
    const response = await fetch(`${replicas[0]}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as T;
  };
  type Named = { id: number; name: string; code?: string };
  const provinces = await get<Named[]>('/api/crm/provinces/');
  const pe = provinces.find((province) => province.code === 'PE')!;
  reference = {
    stage: (await get<Named[]>('/api/crm/deal-stages/'))[0]!.id,
    status: (await get<Named[]>('/api/crm/deal-statuses/'))[0]!.id,
    province: pe.id,
    powerCompany: (await get<Named[]>(`/api/crm/power-companies/?province=${pe.name}`))[0]!.id,
    contactType: (await get<Named[]>('/api/crm/plus/contact-types/'))[0]!.id,
    draft: (await get<Named[]>('/api/crm/proposal-statuses/')).find((s) => s.name === 'Draft')!.id,
  };
  contention = await setUpContention(replicas, (email) => t.tokenFor(email), reference);
}, 180_000);
afterAll(async () => {
  await replicaB?.stop();
  await t?.close();
});

/** A small seeded generator, so each client's mix of operations is the same every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface ClientResult {
  ledger: Map<number, DealLedger>;
  requests: number;
  errors: string[];
  /** Successful writes by kind. */
  writes: Map<WriteKind, number>;
}

async function runClient(index: number, token: string, until: number): Promise<ClientResult> {
  const random = generator(index + 1);
  const ledger = new Map<number, DealLedger>();
  const errors: string[] = [];
  const writes = new Map<WriteKind, number>();
  const succeeded = (kind: WriteKind) => writes.set(kind, (writes.get(kind) ?? 0) + 1);
  let requests = 0;
  let created = 0;
  let operations = 0;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T | null> => {
    // Client i starts at replica i and alternates, as a round-robin load balancer sends them.
    const replica = (index + requests) % replicas.length;
    requests += 1;
    const kind = `${method} ${path.replace(/\d+/g, ':id').replace(/\?.*/, '')}`;
    const started = Date.now();
    try {
      const response = await fetch(`${replicas[replica]}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      latencies.set(kind, [...(latencies.get(kind) ?? []), Date.now() - started]);
      if (response.status >= 300) {
        errors.push(
          `${method} ${path} (replica ${replica}) → ${response.status} ${text.slice(0, 200)}`,
        );
        return null;
      }
      return JSON.parse(text) as T;
    } catch (error) {
      errors.push(`${method} ${path} (replica ${replica}) → ${(error as Error).message}`);
      return null;
    }
  };
  const ownDeal = () => {
    const ids = [...ledger.keys()];
    return ids[Math.floor(random() * ids.length)]!;
  };

  while (Date.now() < until || operations < minimumOperations) {
    operations += 1;
    const roll = random();
    if (ledger.size === 0 || roll < 0.12) {
      created += 1;
      const name = `Load ${index}-${created}`;
      const deal = await call<{ id: number; version: number }>('POST', '/api/crm/deals/', {
        name,
        stage: reference.stage,
        status: reference.status,
        address: {
          address: `${created} Load Client ${index} Street`,
          city_text: 'Summerside',
          province: reference.province,
          postal_code: 'C1N 1B6',
          latitude: 46.39,
          longitude: -63.78,
        },
      });
      if (deal) {
        ledger.set(deal.id, { name, version: deal.version, bill: null, contacts: 0, proposals: 0 });
        succeeded('create deal');
      }
    } else if (roll < 0.3) {
      await call('GET', `/api/crm/deals/?page=1&search=Load%20${index}-`);
    } else if (roll < 0.45) {
      await call('GET', `/api/crm/dealdetails/${ownDeal()}/`);
    } else if (roll < 0.58) {
      const id = ownDeal();
      const name = `Load ${index} renamed ${requests}`;
      const entry = ledger.get(id)!;
      const saved = await call<{ version: number }>('PUT', `/api/crm/deals/${id}/`, {
        name,
        version: entry.version,
      });
      if (saved) {
        entry.name = name;
        entry.version = saved.version;
        succeeded('rename deal');
      }
    } else if (roll < 0.72) {
      const id = ownDeal();
      const entry = ledger.get(id)!;
      const name = `Bill ${index}-${requests}`;
      const body = {
        deal: id,
        power_company: reference.powerCompany,
        bill_name: name,
        details: Array.from({ length: 12 }, (_, month) => ({ month: month + 1, usage: 100 })),
      };
      const bill = entry.bill
        ? await call<{ id: number; version: number }>(
            'PUT',
            `/api/crm/power-bills/${entry.bill.id}/`,
            { ...body, version: entry.bill.version },
          )
        : await call<{ id: number; version: number }>('POST', '/api/crm/power-bills/', body);
      if (bill) {
        succeeded(entry.bill ? 'update bill' : 'create bill');
        entry.bill = { id: bill.id, name, version: bill.version };
      }
    } else if (roll < 0.86) {
      const id = ownDeal();
      const contact = await call('POST', `/api/crm/plus/deal/${id}/contacts/`, {
        contact_type: reference.contactType,
        first_name: 'Load',
        last_name: `Client ${index}`,
        email: `load${index}-${requests}@example.com`,
      });
      if (contact) {
        ledger.get(id)!.contacts += 1;
        succeeded('add contact');
      }
    } else {
      const id = ownDeal();
      const entry = ledger.get(id)!;
      const proposal = await call('POST', '/api/crm/proposals/', {
        deal_id: id,
        proposal_version: entry.proposals + 1,
        proposal_status_id: reference.draft,
      });
      if (proposal) {
        entry.proposals += 1;
        succeeded('add proposal');
      }
    }
  }
  return { ledger, requests, errors, writes };
}

/** The contended records' versions and contents, as stored now. */
async function contendedStates(): Promise<RecordState[]> {
  const { db } = t.database;
  const dealIds = contention.deals.map((deal) => deal.id);
  const billIds = contention.deals.map((deal) => deal.bill);
  const contactIds = contention.deals.flatMap((deal) => deal.contacts);
  const dealRows = await db
    .select({ id: deals.id, name: deals.name, version: deals.version })
    .from(deals)
    .where(inArray(deals.id, dealIds));
  const billRows = await db
    .select({
      id: powerBills.id,
      deal: powerBills.dealId,
      name: powerBills.billName,
      version: powerBills.version,
    })
    .from(powerBills)
    .where(inArray(powerBills.id, billIds));
  const months = await db
    .select({ bill: powerBillDetails.powerBillId, usage: powerBillDetails.usage })
    .from(powerBillDetails)
    .where(inArray(powerBillDetails.powerBillId, billIds))
    .orderBy(asc(powerBillDetails.month));
  const contactRows = await db
    .select({
      id: dealContacts.id,
      deal: dealContacts.dealId,
      firstName: dealContacts.firstName,
      email: dealContacts.email,
      notes: dealContacts.notes,
      version: dealContacts.version,
    })
    .from(dealContacts)
    .where(inArray(dealContacts.id, contactIds));
  return [
    ...dealRows.map((row) => ({
      kind: 'deal' as const,
      id: row.id,
      deal: row.id,
      version: row.version,
      content: contentOfDeal(row.name),
    })),
    ...billRows.map((row) => ({
      kind: 'bill' as const,
      id: row.id,
      deal: row.deal,
      version: row.version,
      content: contentOfBill(
        row.name,
        months.filter((month) => month.bill === row.id).map((month) => Number(month.usage)),
      ),
    })),
    ...contactRows.map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      deal: row.deal,
      version: row.version,
      content: contentOfContact(row.firstName, row.email, row.notes),
    })),
  ];
}

interface LoadRun {
  results: ClientResult[];
  editors: EditorResult[];
  races: RaceResult;
  dealsBefore: number;
  contendedBefore: RecordState[];
}
let run: LoadRun;

const countDeals = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(deals))[0]!.n;

beforeAll(async () => {
  const dealsBefore = await countDeals();
  const contendedBefore = await contendedStates();
  const tokens = await Promise.all(
    Array.from({ length: clientCount }, () => t.tokenFor(demoAccountEmails.admin)),
  );
  const editorTokens = await Promise.all(editorAccounts.map((email) => t.tokenFor(email)));
  const racerTokens = await Promise.all(racerAccounts.map((email) => t.tokenFor(email)));
  const started = Date.now();
  const until = started + durationMs;
  const [results, editors, races] = await Promise.all([
    Promise.all(tokens.map((token, index) => runClient(index, token, until))),
    Promise.all(
      editorAccounts.map((email, index) =>
        runEditor(
          index,
          email,
          editorTokens[index]!,
          replicas,
          contention,
          reference,
          until,
          minimumOperations,
          generator(1000 + index),
        ),
      ),
    ),
    runNameRaces(racerTokens, replicas, contention, reference, until, minimumOperations),
  ]);
  const elapsed = (Date.now() - started) / 1000;
  const requests = results.reduce((sum, result) => sum + result.requests, 0);
  const saves = editors.flatMap((editor) => editor.saves);
  const conflicts = recordKinds.map(
    (kind) =>
      `${kind} ${saves.filter((save) => save.kind === kind).length} saved / ` +
      `${editors.reduce((sum, editor) => sum + (editor.conflicts.get(kind) ?? 0), 0)} conflicts`,
  );
  console.info(
    `load: ${clientCount} clients on ${replicas.length} replicas, ${requests} requests in ${elapsed.toFixed(1)} s ` +
      `(${(requests / elapsed).toFixed(0)}/s)\n` +
      [...latencies]
        .map(([kind, times]) => {
          const sorted = [...times].sort((a, b) => a - b);
          const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
          return `  ${kind}: ${times.length} calls, p50 ${sorted[sorted.length >> 1]} ms, p95 ${p95} ms`;
        })
        .join('\n') +
      `\ncontention: ${editors.length} editors, ${conflicts.join(', ')}, ` +
      `${editors.reduce((sum, editor) => sum + editor.gaveUp, 0)} edits given up; ` +
      `${races.rounds} name races, ${races.refused} creates refused`,
  );
  run = { results, editors, races, dealsBefore, contendedBefore };
}, 180_000);

it(`${clientCount} concurrent clients across two replicas for a fixed time: no errors, and the data is what the successful writes imply`, async () => {
  const { db } = t.database;
  const { results, dealsBefore } = run;

  expect(results.flatMap((result) => result.errors)).toEqual([]);
  // The mix really wrote every kind of entity.
  for (const kind of writeKinds) {
    expect([kind, results.some((result) => (result.writes.get(kind) ?? 0) > 0)]).toEqual([
      kind,
      true,
    ]);
  }

  const ledger = new Map(results.flatMap((result) => [...result.ledger]));
  const ids = [...ledger.keys()];
  // The name races add their winners.
  expect(await countDeals()).toBe(dealsBefore + ids.length + run.races.created);

  const dealRows = await db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .where(inArray(deals.id, ids));
  expect(Object.fromEntries(dealRows.map((row) => [row.id, row.name]))).toEqual(
    Object.fromEntries(ids.map((id) => [id, ledger.get(id)!.name])),
  );

  const billRows = await db
    .select({ deal: powerBills.dealId, name: powerBills.billName })
    .from(powerBills)
    .where(inArray(powerBills.dealId, ids))
    .orderBy(asc(powerBills.id));
  expect(billRows.map((row) => [row.deal, row.name]).sort()).toEqual(
    ids
      .filter((id) => ledger.get(id)!.bill)
      .map((id) => [id, ledger.get(id)!.bill!.name])
      .sort(),
  );

  const countsBy = async (
    table: typeof dealContacts | typeof proposals,
    column: typeof dealContacts.dealId | typeof proposals.dealId,
  ) => {
    const rows = await db
      .select({ deal: column, n: sql<number>`count(*)::int` })
      .from(table)
      .where(inArray(column, ids))
      .groupBy(column);
    return Object.fromEntries(rows.map((row) => [row.deal, row.n]));
  };
  const nonZero = (pick: (entry: DealLedger) => number) =>
    Object.fromEntries(
      ids.filter((id) => pick(ledger.get(id)!) > 0).map((id) => [id, pick(ledger.get(id)!)]),
    );
  expect(await countsBy(dealContacts, dealContacts.dealId)).toEqual(
    nonZero((entry) => entry.contacts),
  );
  expect(await countsBy(proposals, proposals.dealId)).toEqual(nonZero((entry) => entry.proposals));
  // Every deal keeps exactly one primary contact once it has any.
  const primaries = await db
    .select({ deal: dealContacts.dealId, n: sql<number>`count(*)::int` })
    .from(dealContacts)
    .where(eq(dealContacts.isPrimary, true))
    .groupBy(dealContacts.dealId);
  for (const row of primaries.filter((primary) => ledger.has(primary.deal))) {
    expect(row.n).toBe(1);
  }
}, 180_000);

describe('reps and their manager editing the same records at once', () => {
  it('no 5xx or other failure, and every 409 carries the conflict message', () => {
    // Editors and racers file anything but a success, a version conflict with its shared
    // message and code, or a refused duplicate name with its message.
    expect(run.editors.flatMap((editor) => editor.errors)).toEqual([]);
    expect(run.races.errors).toEqual([]);
  });

  it('the saves really collided on every kind of record', () => {
    for (const kind of recordKinds) {
      const conflicts = run.editors.reduce(
        (sum, editor) => sum + (editor.conflicts.get(kind) ?? 0),
        0,
      );
      const saves = run.editors
        .flatMap((editor) => editor.saves)
        .filter((save) => save.kind === kind);
      expect([kind, conflicts > 0, saves.length > 0]).toEqual([kind, true, true]);
    }
  });

  it('no lost update: the successful saves of each record form one unbroken chain ending in the stored row', async () => {
    const saves = run.editors.flatMap((editor) => editor.saves);
    expect(ledgerProblems(saves, run.contendedBefore, await contendedStates())).toEqual([]);
  });

  it('each contended deal keeps exactly one primary contact', async () => {
    const ids = contention.deals.map((deal) => deal.id);
    const rows = await t.database.db
      .select({ deal: dealContacts.dealId, n: sql<number>`count(*)::int` })
      .from(dealContacts)
      .where(sql`${dealContacts.isPrimary} AND ${inArray(dealContacts.dealId, ids)}`)
      .groupBy(dealContacts.dealId);
    expect(Object.fromEntries(rows.map((row) => [row.deal, row.n]))).toEqual(
      Object.fromEntries(ids.map((id) => [id, 1])),
    );
  });

  it('parallel creates of one name at one address: one per round, and no duplicate name per address', async () => {
    const { db } = t.database;
    expect(run.races.badRounds).toEqual([]);
    expect(run.races.refused).toBeGreaterThan(0);
    const duplicates = await db
      .select({
        address: deals.addressId,
        name: sql<string>`lower(btrim(${deals.name}))`,
        n: sql<number>`count(*)::int`,
      })
      .from(deals)
      .groupBy(deals.addressId, sql`lower(btrim(${deals.name}))`)
      .having(sql`count(*) > 1`);
    expect(duplicates).toEqual([]);
    const atRaceAddress = await db
      .select({ name: sql<string>`lower(btrim(${deals.name}))` })
      .from(deals)
      .where(eq(deals.addressId, contention.raceAddressId));
    expect(atRaceAddress.map((row) => row.name).sort()).toEqual(
      [
        'race base',
        ...Array.from({ length: run.races.rounds }, (_, i) => `race round ${i + 1}`),
      ].sort(),
    );
  });
});
