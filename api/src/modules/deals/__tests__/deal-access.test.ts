import { count, eq, inArray } from 'drizzle-orm';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestDatabase } from '../../../testing/test-database';
import { requireDealAccess, visibleDealsCondition, type DealCaller } from '../deal-access';
import { deals } from '../deals-tables';

let handle: DatabaseHandle;
const callers = {} as Record<'admin' | 'manager' | 'rep1' | 'rep2' | 'ops', DealCaller>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedDemoDeals(handle.db);
  for (const key of ['admin', 'manager', 'rep1', 'rep2', 'ops'] as const) {
    const [row] = await handle.db
      .select({ id: users.id, isSuperuser: users.isSuperuser })
      .from(users)
      .where(eq(users.email, demoAccountEmails[key]));
    callers[key] = row!;
  }
}, 120_000);

afterAll(async () => {
  await handle.close();
});

async function firstDealOf(salesPersonId: number): Promise<number> {
  const [row] = await handle.db
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.salesPersonId, salesPersonId))
    .limit(1);
  return row!.id;
}

async function refusal(caller: DealCaller, dealId: number) {
  return requireDealAccess(handle.db, caller, dealId).then(
    () => null,
    (error: { statusCode: number; message: string }) => [error.statusCode, error.message],
  );
}

async function visibleCount(caller: DealCaller): Promise<number> {
  const [row] = await handle.db
    .select({ value: count() })
    .from(deals)
    .where(visibleDealsCondition(caller));
  return row!.value;
}

describe('requireDealAccess', () => {
  it("lets the deal's sales person, their manager and a superuser use it, and refuses the rest", async () => {
    const rep1Deal = await firstDealOf(callers.rep1.id);
    expect(await refusal(callers.rep1, rep1Deal)).toBeNull();
    expect(await refusal(callers.manager, rep1Deal)).toBeNull();
    expect(await refusal(callers.admin, rep1Deal)).toBeNull();
    expect(await refusal(callers.rep2, rep1Deal)).toEqual([403, messages.noDealPermission]);
    expect(await refusal(callers.ops, rep1Deal)).toEqual([403, messages.noDealPermission]);
  });

  it('answers not found for a deal that does not exist, whoever asks', async () => {
    expect(await refusal(callers.admin, 999_999)).toEqual([404, messages.apiNotFound]);
    expect(await refusal(callers.rep1, 999_999)).toEqual([404, messages.apiNotFound]);
  });
});

describe('visibleDealsCondition', () => {
  it("narrows a list to the caller's team, exactly as requireDealAccess decides one deal", async () => {
    const all = await handle.db
      .select({ id: deals.id, salesPersonId: deals.salesPersonId })
      .from(deals);
    expect(await visibleCount(callers.admin)).toBe(all.length);
    const teamOfManager = [callers.manager.id, callers.rep1.id, callers.rep2.id];
    const [managerCount] = await handle.db
      .select({ value: count() })
      .from(deals)
      .where(inArray(deals.salesPersonId, teamOfManager));
    expect(await visibleCount(callers.manager)).toBe(managerCount!.value);
    for (const deal of all) {
      const allowed = (await refusal(callers.rep1, deal.id)) === null;
      expect(allowed).toBe(deal.salesPersonId === callers.rep1.id);
    }
  });

  it('ends the walk when managers form a cycle', async () => {
    // rep1 above rep2 and rep2 above rep1: each sees both, and the query still ends.
    await handle.db
      .update(users)
      .set({ managerId: callers.rep2.id })
      .where(eq(users.id, callers.rep1.id));
    await handle.db
      .update(users)
      .set({ managerId: callers.rep1.id })
      .where(eq(users.id, callers.rep2.id));
    try {
      const rep2Deal = await firstDealOf(callers.rep2.id);
      expect(await refusal(callers.rep1, rep2Deal)).toBeNull();
      const [both] = await handle.db
        .select({ value: count() })
        .from(deals)
        .where(inArray(deals.salesPersonId, [callers.rep1.id, callers.rep2.id]));
      expect(await visibleCount(callers.rep1)).toBe(both!.value);
    } finally {
      await handle.db
        .update(users)
        .set({ managerId: callers.manager.id })
        .where(inArray(users.id, [callers.rep1.id, callers.rep2.id]));
    }
  });
});
