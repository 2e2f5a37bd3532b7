import { eq, inArray, sql } from 'drizzle-orm';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { createDatabase } from '../../db/create-database';
import type { DatabaseHandle } from '../../db/database';
import { addresses, deals } from '../../modules/deals/deals-tables';
import { powerBillDetails, powerBills } from '../../modules/power-bills/power-bills-tables';
import { seedDatabase } from '../../seed/seed-database';
import { startPostgresCluster, type PostgresCluster } from '../../testing/postgres-cluster';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * PostgreSQL stopped while writes are under way, on a cluster of this test's own (it runs in
 * `pnpm test:pg`, where PostgreSQL's programs are installed). Every write answers either its
 * success or 503 with a message, no write is left half done, and once the server is back the
 * same API process answers again: its pool reconnects.
 */
let cluster: PostgresCluster;
let database: DatabaseHandle;
let t: TestApp;
let token: string;
let reference: { stage: number; status: number; province: number; company: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `condition` holds; fails naming what never happened after 30 s. */
async function waitFor(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(100);
  }
}

beforeAll(async () => {
  cluster = await startPostgresCluster({ settings: ['fsync=off'] });
  database = await createDatabase({ kind: 'postgres', url: cluster.url });
  await database.migrate();
  await seedDatabase(database.db);
  t = await createTestApp({ database });
  token = await t.tokenFor(demoAccountEmails.admin);
  const rows = await database.db.execute(sql`
    select (select id from deal_stages order by id limit 1) as stage,
           (select id from deal_statuses order by id limit 1) as status,
           (select id from provinces where code = 'PE') as province,
           (select id from power_companies order by id limit 1) as company`);
  reference = (rows as unknown as { rows: (typeof reference)[] }).rows[0]!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await database?.close();
  await cluster?.remove();
}, 120_000);

interface Attempt {
  name: string;
  address: string;
  status: number;
  message?: string;
}

let counter = 0;

/** A deal at a new address and its power bill with 12 months: two multi-row transactions. */
async function writeDealWithBill(attempts: Attempt[]): Promise<void> {
  counter += 1;
  const name = `Outage deal ${counter}`;
  const address = `${counter} Outage Street`;
  const send = (method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const created = await send('POST', '/api/crm/deals/', {
    name,
    stage: reference.stage,
    status: reference.status,
    address: {
      address,
      city_text: 'Summerside',
      province: reference.province,
      postal_code: 'C1N 1B6',
    },
  });
  const record = (status: number, body: string) => {
    const message = status >= 400 ? (JSON.parse(body) as { message: string }).message : undefined;
    attempts.push({ name, address, status, ...(message ? { message } : {}) });
  };
  record(created.statusCode, created.body);
  if (created.statusCode !== 201) return;
  const bill = await send('POST', '/api/crm/power-bills/', {
    deal: (created.json() as { id: number }).id,
    power_company: reference.company,
    bill_name: `Bill ${counter}`,
    details: Array.from({ length: 12 }, (_, month) => ({ month: month + 1, usage: 50 })),
  });
  record(bill.statusCode, bill.body);
}

it('answers 503 with a message while PostgreSQL is down, leaves no partial writes, and recovers without a restart', async () => {
  const attempts: Attempt[] = [];
  let writing = true;
  const writers = Array.from({ length: 6 }, async () => {
    while (writing) {
      await writeDealWithBill(attempts);
      await pause(10);
    }
  });

  let beforeOutage = 0;
  let duringOutage = 0;
  try {
    // Phases wait for what they need rather than for fixed times, so a slow machine only slows.
    await waitFor(() => attempts.some((a) => a.status === 201), 'a write before the outage');
    beforeOutage = attempts.length;
    await cluster.stop('fast');
    await waitFor(
      () => attempts.slice(beforeOutage).some((a) => a.status === 503),
      'a refused write during the outage',
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ message: messages.apiDatabaseUnavailable });
    duringOutage = attempts.length;
    await cluster.start();

    // The same app, never restarted: the health check and writes succeed again once the pool has
    // reconnected.
    await waitFor(
      async () => (await t.app.inject({ method: 'GET', url: '/api/health/' })).statusCode === 200,
      'the health check after the restart',
    );
    const afterRecovery = attempts.length;
    await waitFor(
      () => attempts.slice(afterRecovery).some((a) => a.status === 201),
      'a write after the restart',
    );
  } finally {
    // Writers stop whatever happened, or a failed phase would leave them running forever.
    writing = false;
    await Promise.all(writers);
  }

  // No connection was lost to the pool on the way: every one is back and idle.
  const pool = (database.db as unknown as { $client: { totalCount: number; idleCount: number } })
    .$client;
  expect(pool.idleCount).toBe(pool.totalCount);

  expect(beforeOutage).toBeGreaterThan(0);
  expect(duringOutage).toBeGreaterThan(beforeOutage);
  // Every answer is a success or the outage's 503, never a bare 500.
  expect(attempts.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
  const refused = attempts.filter((a) => a.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  expect(new Set(refused.map((a) => a.message))).toEqual(
    new Set([messages.apiDatabaseUnavailable]),
  );

  // Atomicity: a deal exists with its address or not at all; a bill with all 12 months or not
  // at all. A write refused with 503 may still have committed just before the server went away
  // (the answer was lost, not the data), so only "all or nothing" is asserted for those.
  const { db } = database;
  const names = [...new Set(attempts.map((a) => a.name))];
  const dealRows = await db
    .select({ id: deals.id, name: deals.name, addressId: deals.addressId })
    .from(deals)
    .where(inArray(deals.name, names));
  const addressRows = await db
    .select({ id: addresses.id, address: addresses.address })
    .from(addresses)
    .where(inArray(addresses.address, [...new Set(attempts.map((a) => a.address))]));
  const addressById = new Map(addressRows.map((row) => [row.id, row.address]));
  for (const deal of dealRows) {
    const attempt = attempts.find((a) => a.name === deal.name)!;
    expect(addressById.get(deal.addressId)).toBe(attempt.address);
  }
  const dealAddresses = new Set(dealRows.map((deal) => deal.addressId));
  expect(addressRows.filter((row) => !dealAddresses.has(row.id))).toEqual([]);
  const succeeded = new Set(attempts.filter((a) => a.status === 201).map((a) => a.name));
  for (const name of succeeded) expect(dealRows.some((deal) => deal.name === name)).toBe(true);

  const months = await db
    .select({ bill: powerBills.id, n: sql<number>`count(${powerBillDetails.id})::int` })
    .from(powerBills)
    .leftJoin(powerBillDetails, eq(powerBillDetails.powerBillId, powerBills.id))
    .where(
      inArray(
        powerBills.dealId,
        dealRows.map((deal) => deal.id),
      ),
    )
    .groupBy(powerBills.id);
  expect(months.filter((bill) => bill.n !== 12)).toEqual([]);
}, 120_000);

it('a transaction whose BEGIN fails gives its connection back to the pool', async () => {
  const pool = (database.db as unknown as { $client: { totalCount: number; idleCount: number } })
    .$client;
  // An invalid isolation level makes PostgreSQL refuse the BEGIN itself, as a dropped
  // connection would; more failures than the pool has connections would block it for good.
  const badConfig = { isolationLevel: 'no such level' } as unknown as Parameters<
    typeof database.db.transaction
  >[1];
  for (let attempt = 0; attempt < 12; attempt += 1) {
    await expect(database.db.transaction(async () => undefined, badConfig)).rejects.toThrow();
  }
  expect(pool.idleCount).toBe(pool.totalCount);
  const rows = await database.db.execute(sql`select 1 as one`);
  expect((rows as unknown as { rows: { one: number }[] }).rows).toEqual([{ one: 1 }]);
}, 60_000);
