import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  type DashboardResponse,
  dashboardRecentDealsLimit,
  dashboardResponseSchema,
  type DealListResponse,
  demoAccountEmails,
  messages,
  proposalRequestedStageName,
} from '@solar/shared/domain';
import { dealStages, menuItems, proposalStatuses, users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';
import { proposals } from '../../proposals/proposals-tables';
import { grantMenuItems } from '../../../testing/grant-menu-items';

let t: TestApp;
const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;
const userIds = new Map<string, number>();

async function get(email: string | null, url: string) {
  const headers = email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : undefined;
  return t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
}

async function dashboardOf(email: string): Promise<DashboardResponse> {
  const response = await get(email, '/api/dashboard/');
  expect(response.statusCode).toBe(200);
  // Strict parse: exactly the shared shape, nothing more.
  return dashboardResponseSchema.parse(response.json());
}

/** The deals list's total for a user, optionally filtered to one stage. */
async function listCount(email: string, stageId?: number): Promise<number> {
  const query = stageId === undefined ? '?page_size=1' : `?page_size=1&stage=${stageId}`;
  const response = await get(email, `/api/crm/deals/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<DealListResponse>().count;
}

let nextStaff = 0;
/** A new staff user holding exactly the given menu paths. */
async function staffWith(paths: readonly string[]): Promise<string> {
  nextStaff += 1;
  const email = `dashboard${nextStaff}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({ email, username: `dashboard${nextStaff}`, isStaff: true })
    .returning();
  if (paths.length > 0) {
    const items = await t.database.db
      .select()
      .from(menuItems)
      .where(inArray(menuItems.path, [...paths]));
    expect(items).toHaveLength(paths.length);
    await grantMenuItems(
      t.database.db,
      user!.id,
      items.map((item) => item.id),
    );
  }
  userIds.set(email, user!.id);
  return email;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  for (const row of await t.database.db.select().from(users)) userIds.set(row.email, row.id);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/ access', () => {
  it('refuses anonymous callers (401) and customers (403)', async () => {
    const anonymous = await get(null, '/api/dashboard/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: messages.pleaseLoginFirst });
    const forCustomer = await get(customer, '/api/dashboard/');
    expect(forCustomer.statusCode).toBe(403);
    expect(forCustomer.json()).toMatchObject({ message: messages.noResourcePermission });
  });

  it('gives staff without a CRM path no figures at all (ops)', async () => {
    expect(await dashboardOf(ops)).toEqual({ deals: null, proposals: null });
    const bare = await staffWith([]);
    expect(await dashboardOf(bare)).toEqual({ deals: null, proposals: null });
  });

  it('gives deal figures to whoever may list deals, proposal figures only with crm/proposals', async () => {
    const dealsOnly = await staffWith(['crm/deals']);
    const body = await dashboardOf(dealsOnly);
    expect(body.deals).not.toBeNull();
    expect(body.proposals).toBeNull();
    const proposalsPath = await staffWith(['crm/proposals']);
    const both = await dashboardOf(proposalsPath);
    expect(both.deals).not.toBeNull();
    expect(both.proposals).not.toBeNull();
    // A CRM path that lists no deals (the sales-person tree) opens neither.
    const treeOnly = await staffWith(['crm/sales-person-tree']);
    expect(await dashboardOf(treeOnly)).toEqual({ deals: null, proposals: null });
  });
});

describe('GET /api/dashboard/ deal figures', () => {
  it('lists every stage in display order, zeros included, for a user with no deals', async () => {
    const stages = await t.database.db
      .select()
      .from(dealStages)
      .orderBy(dealStages.sortOrder, dealStages.id);
    const empty = await staffWith(['crm/deals']);
    const body = await dashboardOf(empty);
    expect(body.deals).toEqual({
      total: 0,
      by_stage: stages.map((stage) => ({ id: stage.id, name: stage.name, count: 0 })),
      proposal_requested: {
        stage_id: stages.find((stage) => stage.name === proposalRequestedStageName)!.id,
        count: 0,
        oldest: [],
      },
      recent: [],
    });
  });

  it.each([admin, manager, rep1, rep2])(
    "%s: each stage's count equals the deals list's total for that stage",
    async (email) => {
      const body = (await dashboardOf(email)).deals!;
      expect(body.total).toBe(await listCount(email));
      for (const stage of body.by_stage) {
        expect({ stage: stage.name, count: await listCount(email, stage.id) }).toEqual({
          stage: stage.name,
          count: stage.count,
        });
      }
      expect(body.total).toBe(body.by_stage.reduce((sum, stage) => sum + stage.count, 0));
    },
  );

  it("follows the sales tree: a rep counts own deals, the manager the reps' too, admin all", async () => {
    const totals = new Map<string, number>();
    for (const email of [admin, manager, rep1, rep2]) {
      totals.set(email, (await dashboardOf(email)).deals!.total);
    }
    const ownedBy = async (email: string) => {
      const [row] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(deals)
        .where(eq(deals.salesPersonId, userIds.get(email)!));
      return Number(row!.count);
    };
    const [all] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(deals);
    expect(totals.get(rep1)).toBe(await ownedBy(rep1));
    expect(totals.get(rep1)).toBeGreaterThan(0);
    expect(totals.get(manager)).toBe(
      (await ownedBy(manager)) + (await ownedBy(rep1)) + (await ownedBy(rep2)),
    );
    expect(totals.get(admin)).toBe(Number(all!.count));
    // Stage by stage against the deals themselves (rep1 has nobody below them).
    const raw = await t.database.db
      .select({ stageId: deals.stageId, count: sql<number>`count(*)::int` })
      .from(deals)
      .where(eq(deals.salesPersonId, userIds.get(rep1)!))
      .groupBy(deals.stageId);
    const rawByStage = new Map(raw.map((row) => [row.stageId, Number(row.count)]));
    for (const stage of (await dashboardOf(rep1)).deals!.by_stage) {
      expect([stage.name, stage.count]).toEqual([stage.name, rawByStage.get(stage.id) ?? 0]);
    }
    expect(totals.get(admin)).toBeGreaterThan(totals.get(manager)!);
  });

  it('follows a deal that changes stage, changes hands or is deleted', async () => {
    const countsOf = async (email: string) =>
      Object.fromEntries(
        (await dashboardOf(email)).deals!.by_stage.map((row) => [row.name, row.count]),
      );
    const stages = await t.database.db.select().from(dealStages);
    const stageNamed = (name: string) => stages.find((stage) => stage.name === name)!;
    const [deal] = await t.database.db
      .select({ id: deals.id, stageId: deals.stageId })
      .from(deals)
      .where(eq(deals.salesPersonId, userIds.get(rep1)!))
      .limit(1);
    const from = stages.find((stage) => stage.id === deal!.stageId)!.name;
    const to = from === 'Closed Won' ? 'Closed Lost' : 'Closed Won';
    const before = { rep1: await countsOf(rep1), rep2: await countsOf(rep2) };
    let version = 1;
    const put = async (payload: object) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/crm/deals/${deal!.id}/`,
        headers: { authorization: `Bearer ${await t.tokenFor(manager)}` },
        payload: { ...payload, version },
      });
      if (response.statusCode === 200) version = response.json<{ version: number }>().version;
      return response;
    };
    expect((await put({ stage: stageNamed(to).id })).statusCode).toBe(200);
    expect(await countsOf(rep1)).toEqual({
      ...before.rep1,
      [from]: before.rep1[from]! - 1,
      [to]: before.rep1[to]! + 1,
    });
    expect((await put({ sales_person: userIds.get(rep2)! })).statusCode).toBe(200);
    expect(await countsOf(rep1)).toEqual({ ...before.rep1, [from]: before.rep1[from]! - 1 });
    expect(await countsOf(rep2)).toEqual({ ...before.rep2, [to]: before.rep2[to]! + 1 });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/crm/deals/${deal!.id}/?version=${version}`,
      headers: { authorization: `Bearer ${await t.tokenFor(manager)}` },
    });
    expect(removed.statusCode).toBe(204);
    expect(await countsOf(rep2)).toEqual(before.rep2);
  });

  it('lists the most recently changed deals first, exactly the head of the deals list', async () => {
    for (const email of [rep1, manager]) {
      const recent = (await dashboardOf(email)).deals!.recent;
      expect(recent).toHaveLength(dashboardRecentDealsLimit);
      const head = (
        await get(email, `/api/crm/deals/?page_size=${dashboardRecentDealsLimit}`)
      ).json<DealListResponse>();
      expect(recent.map((deal) => deal.id)).toEqual(head.results.map((deal) => deal.id));
      const times = recent.map((deal) => Date.parse(deal.updated_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    }
    // Changing a deal brings it to the top.
    const rep1Deals = await t.database.db
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.salesPersonId, userIds.get(rep1)!))
      .orderBy(deals.updatedAt)
      .limit(1);
    const oldest = rep1Deals[0]!.id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/crm/deals/${oldest}/`,
      headers: { authorization: `Bearer ${await t.tokenFor(rep1)}` },
      payload: { name: 'Dashboard Moved Up', version: 1 },
    });
    expect(changed.statusCode).toBe(200);
    const recent = (await dashboardOf(rep1)).deals!.recent;
    expect(recent[0]).toMatchObject({ id: oldest, name: 'Dashboard Moved Up' });
    expect(recent[0]!.stage.name).toEqual(expect.any(String));
    expect(recent[0]!.status.name).toEqual(expect.any(String));
    // …and not into rep2's.
    expect((await dashboardOf(rep2)).deals!.recent.map((deal) => deal.id)).not.toContain(oldest);
  });

  it("lists the longest waiting 'Proposal Requested' deals, oldest first", async () => {
    const body = (await dashboardOf(manager)).deals!;
    const waiting = body.proposal_requested;
    const stage = body.by_stage.find((item) => item.name === proposalRequestedStageName)!;
    expect(waiting.stage_id).toBe(stage.id);
    expect(waiting.count).toBe(stage.count);
    expect(waiting.oldest.length).toBeGreaterThan(1);
    // Make one of rep2's waiting deals the oldest of all.
    const [target] = await t.database.db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.stageId, stage.id), eq(deals.salesPersonId, userIds.get(rep2)!)))
      .limit(1);
    const longAgo = new Date('2020-01-02T03:04:05.000Z');
    await t.database.db.update(deals).set({ updatedAt: longAgo }).where(eq(deals.id, target!.id));
    const after = (await dashboardOf(manager)).deals!.proposal_requested.oldest;
    expect(after[0]).toEqual({
      id: target!.id,
      name: expect.any(String),
      since: longAgo.toISOString(),
    });
    const times = after.map((deal) => Date.parse(deal.since));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const stageOf = await t.database.db
      .select({ stageId: deals.stageId })
      .from(deals)
      .where(
        inArray(
          deals.id,
          after.map((deal) => deal.id),
        ),
      );
    expect(stageOf.every((row) => row.stageId === stage.id)).toBe(true);
    // rep1 does not see rep2's deal waiting.
    const forRep1 = (await dashboardOf(rep1)).deals!.proposal_requested.oldest;
    expect(forRep1.map((deal) => deal.id)).not.toContain(target!.id);
  });
});

describe('GET /api/dashboard/ proposal figures', () => {
  it('counts the proposals of visible deals by status, every status, zeros included', async () => {
    const statuses = await t.database.db
      .select()
      .from(proposalStatuses)
      .orderBy(proposalStatuses.sortOrder, proposalStatuses.id);
    expect(statuses.map((status) => status.name)).toEqual([
      'Draft',
      'Submitted',
      'Approved',
      'Rejected',
    ]);
    const statusId = (name: string) => statuses.find((status) => status.name === name)!.id;
    const countsOf = async (email: string) =>
      Object.fromEntries(
        (await dashboardOf(email)).proposals!.by_status.map((row) => [row.name, row.count]),
      );
    const before = {
      rep1: await countsOf(rep1),
      rep2: await countsOf(rep2),
      manager: await countsOf(manager),
      admin: await countsOf(admin),
    };
    const dealOf = async (email: string) =>
      (
        await t.database.db
          .select({ id: deals.id })
          .from(deals)
          .where(eq(deals.salesPersonId, userIds.get(email)!))
          .limit(1)
      )[0]!.id;
    const rep1Deal = await dealOf(rep1);
    const rep2Deal = await dealOf(rep2);
    await t.database.db.insert(proposals).values([
      { dealId: rep1Deal, proposalVersion: 91, proposalStatusId: statusId('Draft') },
      { dealId: rep1Deal, proposalVersion: 92, proposalStatusId: statusId('Draft') },
      { dealId: rep1Deal, proposalVersion: 93, proposalStatusId: statusId('Approved') },
      { dealId: rep2Deal, proposalVersion: 91, proposalStatusId: statusId('Rejected') },
    ]);
    const plus = (base: Record<string, number>, add: Record<string, number>) =>
      Object.fromEntries(Object.entries(base).map(([name, n]) => [name, n + (add[name] ?? 0)]));
    expect(await countsOf(rep1)).toEqual(plus(before.rep1, { Draft: 2, Approved: 1 }));
    expect(await countsOf(rep2)).toEqual(plus(before.rep2, { Rejected: 1 }));
    expect(await countsOf(manager)).toEqual(
      plus(before.manager, { Draft: 2, Approved: 1, Rejected: 1 }),
    );
    expect(await countsOf(admin)).toEqual(
      plus(before.admin, { Draft: 2, Approved: 1, Rejected: 1 }),
    );
    const body = (await dashboardOf(rep1)).proposals!;
    expect(body.by_status.map((row) => row.name)).toEqual(statuses.map((row) => row.name));
    expect(body.by_status.find((row) => row.name === 'Submitted')!.count).toBe(
      before.rep1.Submitted,
    );
    expect(body.total).toBe(body.by_status.reduce((sum, row) => sum + row.count, 0));
  });
});
