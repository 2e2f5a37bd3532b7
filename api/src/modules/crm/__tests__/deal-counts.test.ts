import { eq, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { provinces, users } from '../../../db/schema';
import { seedBenchmarkDeals, seedDemoDeals } from '../../../seed/seed-deals';
import { createTestDatabase } from '../../../testing/test-database';
import { addresses, deals } from '../../deals/deals-tables';
import { listDeals } from '../crm-deal-queries';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoDeals(handle.db);
  await seedBenchmarkDeals(handle.db, 300);
});

afterAll(async () => {
  await handle.close();
});

type CountRow = {
  sales_person_id: number;
  stage_id: number;
  province_id: number;
  count: number;
  watts: number;
  sized: number;
};

function rowsOf(result: unknown): CountRow[] {
  const rows = (result as { rows?: CountRow[] }).rows ?? (result as CountRow[]);
  return rows.map((row) => ({
    sales_person_id: Number(row.sales_person_id),
    stage_id: Number(row.stage_id),
    province_id: Number(row.province_id),
    count: Number(row.count),
    watts: Number(row.watts),
    sized: Number(row.sized),
  }));
}

/** The trigger-kept counters (zero rows left by moves dropped) and a fresh count, side by side. */
async function kept() {
  return rowsOf(
    await handle.db.execute(sql`SELECT sales_person_id, stage_id, province_id, count, watts, sized
      FROM deal_counts WHERE count <> 0 ORDER BY 1, 2, 3`),
  );
}

async function counted() {
  return rowsOf(
    await handle.db.execute(sql`SELECT coalesce(d.sales_person_id, 0) AS sales_person_id,
        d.stage_id, coalesce(a.province_id, 0) AS province_id, count(*)::int AS count,
        coalesce(sum(d.system_size_watts), 0)::bigint AS watts,
        count(d.system_size_watts)::int AS sized
      FROM deals d JOIN addresses a ON a.id = d.address_id GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
}

async function idOf(email: string): Promise<number> {
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('deal_counts (the deals list total)', () => {
  it('starts equal to a count of the deals, seed included', async () => {
    expect((await counted()).length).toBeGreaterThan(3);
    expect(await kept()).toEqual(await counted());
  });

  it('follows inserts, key changes, sizes, province moves, user deletions and deletes', async () => {
    const db = handle.db;
    // Sizes first, so the moves below carry sized deals between counters.
    const sizedDeals = await db.select({ id: deals.id }).from(deals).orderBy(deals.id).limit(60);
    for (const [index, row] of sizedDeals.entries()) {
      await db
        .update(deals)
        .set({ systemSizeWatts: index % 3 === 0 ? null : 4000 + index * 100 })
        .where(eq(deals.id, row.id));
    }
    await db
      .update(deals)
      .set({ systemSizeWatts: 7200 })
      .where(sql`${deals.id} IN ${sizedDeals.slice(0, 3).map((row) => row.id)}`);
    const [stage] = await db
      .execute(sql`SELECT id FROM deal_stages ORDER BY id DESC LIMIT 1`)
      .then(
        (result) => (result as { rows?: { id: number }[] }).rows ?? (result as { id: number }[]),
      );
    const rep2 = await idOf(demoAccountEmails.rep2);
    const someDeals = await db.select({ id: deals.id }).from(deals).limit(40);
    const ids = someDeals.map((row) => row.id);
    await db
      .update(deals)
      .set({ stageId: Number(stage!.id) })
      .where(sql`${deals.id} IN ${ids.slice(0, 10)}`);
    await db
      .update(deals)
      .set({ salesPersonId: rep2 })
      .where(sql`${deals.id} IN ${ids.slice(5, 20)}`);
    await db
      .update(deals)
      .set({ salesPersonId: null })
      .where(sql`${deals.id} IN ${ids.slice(20, 25)}`);
    const [otherAddress] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .orderBy(sql`${addresses.id} DESC`)
      .limit(1);
    await db
      .update(deals)
      .set({ addressId: otherAddress!.id })
      .where(sql`${deals.id} IN ${ids.slice(25, 30)}`);
    const [province] = await db.select({ id: provinces.id }).from(provinces).limit(1);
    await db
      .update(addresses)
      .set({ provinceId: province!.id })
      .where(eq(addresses.id, otherAddress!.id));
    await db.update(addresses).set({ provinceId: null }).where(sql`${addresses.id} IN (
      SELECT address_id FROM deals WHERE id IN ${ids.slice(30, 35)})`);
    await db.delete(deals).where(sql`${deals.id} IN ${ids.slice(35, 40)}`);
    // Deleting a user sets their deals' sales person to null through the foreign key.
    const [newcomer] = await db
      .insert(users)
      .values({ username: 'counts-newcomer', email: 'counts-newcomer@example.com', isStaff: true })
      .returning({ id: users.id });
    await db.update(deals).set({ salesPersonId: newcomer!.id }).where(eq(deals.id, ids[0]!));
    await db.delete(users).where(eq(users.id, newcomer!.id));
    expect(await kept()).toEqual(await counted());
  });

  it('gives listDeals the exact total for each filter, as a count of the rows would', async () => {
    const db = handle.db;
    const manager = { id: await idOf(demoAccountEmails.manager), isSuperuser: false };
    const admin = { id: await idOf(demoAccountEmails.admin), isSuperuser: true };
    const [stage] = (await db
      .execute(sql`SELECT min(stage_id) AS id FROM deals`)
      .then((result) => (result as { rows?: { id: number }[] }).rows ?? result)) as {
      id: number;
    }[];
    const provinceIds = (await db.select({ id: provinces.id }).from(provinces).limit(3)).map(
      (row) => row.id,
    );
    const rep1 = await idOf(demoAccountEmails.rep1);
    const cases = [
      { caller: admin, filters: {} },
      { caller: manager, filters: {} },
      { caller: admin, filters: { stage: Number(stage!.id) } },
      { caller: manager, filters: { provinces: provinceIds } },
      { caller: admin, filters: { salesPersons: [rep1], stage: Number(stage!.id) } },
      { caller: manager, filters: { search: 'benchmark' } },
    ];
    for (const { caller, filters } of cases) {
      // The page holds every match (fewer than 1000), so its length is the true total.
      const { count, results } = await listDeals(db, caller, {
        page: 1,
        pageSize: 1000,
        ...filters,
      });
      expect(results.length).toBeGreaterThan(0);
      expect(count).toBe(results.length);
    }
  });
});
