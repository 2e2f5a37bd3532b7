import { eq, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../db/database';
import { dealStages, users } from '../../db/schema';
import { addresses, deals } from '../../modules/deals/deals-tables';
import { createTestDatabase } from '../../testing/test-database';
import { demoDeals, seedBenchmarkDeals, seedDemoDeals } from '../seed-deals';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const count = async (table: typeof deals | typeof addresses) =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('seedDemoDeals', () => {
  it('adds about 60 deals across stages, provinces and the sales tree, then nothing', async () => {
    expect(demoDeals()).toHaveLength(60);
    expect(await seedDemoDeals(database.db)).toBe(60);
    const rows = await database.db
      .select({
        stage: dealStages.name,
        owner: users.email,
        addressId: deals.addressId,
        province: addresses.provinceId,
      })
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .innerJoin(users, eq(users.id, deals.salesPersonId))
      .innerJoin(addresses, eq(addresses.id, deals.addressId));
    expect(new Set(rows.map((row) => row.owner))).toEqual(
      new Set([
        demoAccountEmails.admin,
        demoAccountEmails.manager,
        demoAccountEmails.rep1,
        demoAccountEmails.rep2,
      ]),
    );
    expect(rows.filter((row) => row.stage === 'Proposal Requested').length).toBeGreaterThan(5);
    expect(new Set(rows.map((row) => row.province)).size).toBe(13);
    const perAddress = new Map<number, number>();
    for (const row of rows) perAddress.set(row.addressId, (perAddress.get(row.addressId) ?? 0) + 1);
    expect([...perAddress.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);

    const before = { deals: await count(deals), addresses: await count(addresses) };
    expect(await seedDemoDeals(database.db)).toBe(0);
    expect({ deals: await count(deals), addresses: await count(addresses) }).toEqual(before);
  });
});

describe('seedBenchmarkDeals', () => {
  it('tops the benchmark set up to the target in batches', async () => {
    const before = await count(deals);
    expect(await seedBenchmarkDeals(database.db, 250, 100)).toBe(250);
    expect(await seedBenchmarkDeals(database.db, 300, 100)).toBe(50);
    expect(await seedBenchmarkDeals(database.db, 300, 100)).toBe(0);
    expect(await count(deals)).toBe(before + 300);
  });
});
