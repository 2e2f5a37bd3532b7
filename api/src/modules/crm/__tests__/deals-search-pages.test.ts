import { desc, eq, sql } from 'drizzle-orm';
import { demoAccountEmails } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { users } from '../../../db/schema';
import { seedBenchmarkDeals, seedDemoDeals } from '../../../seed/seed-deals';
import { createTestDatabase } from '../../../testing/test-database';
import { addresses, deals } from '../../deals/deals-tables';
import { type DealCaller, visibleDealsCondition } from '../../deals/deal-access';
import { listDeals, searchPageWalks } from '../crm-deal-queries';

let handle: DatabaseHandle;
const pageSize = 4;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoDeals(handle.db);
  await seedBenchmarkDeals(handle.db, 300);
});

afterAll(async () => {
  await handle.close();
});

async function callerOf(email: string): Promise<DealCaller> {
  const [user] = await handle.db.select().from(users).where(eq(users.email, email));
  return { id: user!.id, isSuperuser: user!.isSuperuser };
}

/**
 * The expected matches, newest first: every visible deal in list order from a plain query, the
 * search applied here (the terms are ASCII, where ILIKE and a lower-cased `includes` agree).
 */
async function expectedIds(caller: DealCaller, term: string, stageId?: number) {
  const rows = await handle.db
    .select({ id: deals.id, name: deals.name, address: addresses.address })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .where(
      stageId === undefined
        ? visibleDealsCondition(caller)
        : sql`${visibleDealsCondition(caller) ?? sql`true`} AND ${deals.stageId} = ${stageId}`,
    )
    .orderBy(desc(deals.updatedAt), desc(deals.id));
  const needle = term.toLowerCase();
  return rows
    .filter(
      (row) =>
        row.name.toLowerCase().includes(needle) || row.address.toLowerCase().includes(needle),
    )
    .map((row) => row.id);
}

/** Every page of a search until one comes back empty: the ids in order, and each page's count. */
async function allPages(caller: DealCaller, search: string, stage?: number) {
  const ids: number[] = [];
  const counts = new Set<number>();
  for (let page = 1; ; page += 1) {
    const { results, count } = await listDeals(handle.db, caller, {
      page,
      pageSize,
      search,
      ...(stage === undefined ? {} : { stage }),
    });
    counts.add(count);
    if (results.length === 0) break;
    ids.push(...results.map((row) => row.id));
  }
  return { ids, counts: [...counts] };
}

describe('deals search pages (index walk for common terms, sorted matches otherwise)', () => {
  it('the page plan changes with the term and the page: both plans are exercised below', async () => {
    const admin = await callerOf(demoAccountEmails.admin);
    const [{ total }] = (await handle.db
      .select({ total: sql<number>`count(*)::int` })
      .from(deals)) as [{ total: number }];
    const common = (await expectedIds(admin, 'a')).length;
    expect(common).toBeGreaterThan(pageSize * 3);
    expect(searchPageWalks(0, pageSize, total, common)).toBe(true);
    const lastOffset = Math.floor((common - 1) / pageSize) * pageSize;
    expect(searchPageWalks(lastOffset, pageSize, total, common)).toBe(false);
    const rare = (await expectedIds(admin, '000123')).length;
    expect(rare).toBeGreaterThan(0);
    expect(searchPageWalks(0, pageSize, total, rare)).toBe(false);
  });

  it.each([
    [demoAccountEmails.admin, 'gallant'],
    [demoAccountEmails.admin, 'a'],
    [demoAccountEmails.admin, '000123'],
    [demoAccountEmails.admin, 'queen'],
    [demoAccountEmails.admin, 'zzzq'],
    [demoAccountEmails.manager, 'gallant'],
    [demoAccountEmails.rep1, 'e'],
  ])('as %s, "%s": every page in list order, each with the exact total', async (email, term) => {
    const caller = await callerOf(email);
    const expected = await expectedIds(caller, term);
    const { ids, counts } = await allPages(caller, term);
    expect(ids).toEqual(expected);
    expect(counts).toEqual([expected.length]);
  });

  it('a search with a stage filter pages the same way', async () => {
    const admin = await callerOf(demoAccountEmails.admin);
    const [row] = await handle.db
      .select({ stageId: deals.stageId })
      .from(deals)
      .groupBy(deals.stageId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    const expected = await expectedIds(admin, 'a', row!.stageId);
    expect(expected.length).toBeGreaterThan(pageSize);
    const { ids, counts } = await allPages(admin, 'a', row!.stageId);
    expect(ids).toEqual(expected);
    expect(counts).toEqual([expected.length]);
  });

  it('without a search, a page past the end is empty and still carries the total', async () => {
    const admin = await callerOf(demoAccountEmails.admin);
    const first = await listDeals(handle.db, admin, { page: 1, pageSize });
    const beyond = await listDeals(handle.db, admin, { page: 10_000, pageSize });
    expect(beyond.results).toEqual([]);
    expect(beyond.count).toBe(first.count);
    expect(first.count).toBeGreaterThan(300);
  });
});
