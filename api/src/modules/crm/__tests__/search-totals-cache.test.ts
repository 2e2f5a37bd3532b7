import { eq, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestDatabase } from '../../../testing/test-database';
import { dealSearchVersion, deals } from '../../deals/deals-tables';
import type { DealCaller } from '../../deals/deal-access';
import { listDeals } from '../crm-deal-queries';
import { SearchTotalsCache, searchTotalsCacheOf } from '../search-totals-cache';

describe('SearchTotalsCache', () => {
  const entry = (version: number) => ({ matching: 1, allDeals: 2, version });

  it('keeps at most its size, dropping the least recently used search', () => {
    const cache = new SearchTotalsCache(2);
    cache.set('a', entry(1));
    cache.set('b', entry(1));
    expect(cache.get('a')).toEqual(entry(1));
    cache.set('c', entry(1));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(entry(1));
    expect(cache.get('c')).toEqual(entry(1));
  });

  it('replaces the totals of a search counted again', () => {
    const cache = new SearchTotalsCache(2);
    cache.set('a', entry(1));
    cache.set('a', entry(2));
    expect(cache.get('a')).toEqual(entry(2));
    expect(cache.size).toBe(1);
  });
});

describe('deals search totals reused while deal_search_version stands still', () => {
  let handle: DatabaseHandle;
  const term = 'zebracorn';

  beforeAll(async () => {
    handle = await createTestDatabase();
    await seedDemoDeals(handle.db);
  });

  afterAll(async () => {
    await handle.close();
  });

  async function callerOf(email: string): Promise<DealCaller> {
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    return { id: user!.id, isSuperuser: user!.isSuperuser };
  }

  async function version() {
    const [row] = await handle.db.select().from(dealSearchVersion);
    return Number(row!.version);
  }

  /** Deals of the sales person, oldest id first, through plain SQL (not the app's queries). */
  async function dealIdsOf(email: string) {
    const result = await handle.db.execute(
      sql`SELECT d.id FROM deals d JOIN users u ON u.id = d.sales_person_id
          WHERE u.email = ${email} ORDER BY d.id`,
    );
    return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  }

  const search = (caller: DealCaller, page = 1) =>
    listDeals(handle.db, caller, { page, pageSize: 2, search: term });

  it('answers a repeated search from the cache, and every change through any path is seen at once', async () => {
    const admin = await callerOf(demoAccountEmails.admin);
    const cache = searchTotalsCacheOf(handle.db);
    expect((await search(admin)).count).toBe(0);
    const hits = cache.hits;
    expect((await search(admin)).count).toBe(0);
    expect(cache.hits).toBe(hits + 1);

    // A rename written with plain SQL, as another process or a migration would.
    const [first, second, third] = await dealIdsOf(demoAccountEmails.rep1);
    await handle.db.execute(sql`UPDATE deals SET name = 'Zebracorn Farm' WHERE id = ${first!}`);
    expect((await search(admin)).count).toBe(1);
    expect(cache.hits).toBe(hits + 1);
    expect((await search(admin)).count).toBe(1);
    expect(cache.hits).toBe(hits + 2);

    // An address text: every deal at that address now matches.
    await handle.db.execute(
      sql`UPDATE addresses SET address = address || ' (Zebracorn Lane)'
          WHERE id = (SELECT address_id FROM deals WHERE id = ${second!})`,
    );
    const byAddress = await search(admin);
    expect(byAddress.count).toBe(2);
    expect(byAddress.results.map((row) => row.id).sort()).toEqual([first, second].sort());

    // Past the last page: the reused total is checked against the version too.
    expect((await search(admin, 5)).results).toEqual([]);
    await handle.db.execute(sql`UPDATE deals SET name = 'Zebracorn Barn' WHERE id = ${third!}`);
    expect(await search(admin, 5)).toEqual({ results: [], count: 3 });

    await handle.db.execute(sql`DELETE FROM deals WHERE id = ${third!}`);
    expect((await search(admin)).count).toBe(2);
  });

  it('follows the sales-person tree: a rep moved out of the team leaves the manager’s total', async () => {
    const manager = await callerOf(demoAccountEmails.manager);
    const rep2 = await callerOf(demoAccountEmails.rep2);
    const [dealId] = await dealIdsOf(demoAccountEmails.rep2);
    await handle.db.execute(sql`UPDATE deals SET name = 'Zebracorn Orchard' WHERE id = ${dealId!}`);
    const before = (await search(manager)).count;
    expect((await search(manager)).count).toBe(before);
    await handle.db.update(users).set({ managerId: null }).where(eq(users.id, rep2.id));
    expect((await search(manager)).count).toBe(before - 1);
  });

  it('moves the version once per changing transaction, and not for other writes', async () => {
    const start = await version();
    await handle.db.transaction(async (tx) => {
      await tx.update(deals).set({ name: sql`${deals.name} || ' '` });
      await tx.execute(sql`UPDATE addresses SET address = address || ' '`);
    });
    expect(await version()).toBe(start + 1);
    await handle.db.execute(sql`UPDATE deals SET business_type = business_type`);
    expect(await version()).toBe(start + 1);
  });
});
