import { eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  flattenSalesPersonTree,
  type Province,
  type SalesPersonTreeResponse,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;

async function get(email: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('stages and statuses', () => {
  it('lists {id, name} in display order to any CRM user', async () => {
    const stages = (await get(rep1, '/api/crm/deal-stages/')).json<
      { id: number; name: string }[]
    >();
    expect(stages.map((stage) => stage.name)).toEqual([
      'Initial Contact',
      'Qualification',
      'Proposal Requested',
      'Proposal',
      'Negotiation',
      'Closed Won',
      'Closed Lost',
    ]);
    expect(Object.keys(stages[0]!).sort()).toEqual(['id', 'name']);
    const statuses = (await get(rep1, '/api/crm/deal-statuses/')).json<{ name: string }[]>();
    expect(statuses.map((status) => status.name)).toEqual([
      'Draft',
      'Proposal Request',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
    expect((await get(ops, '/api/crm/deal-stages/')).statusCode).toBe(403);
  });
});

describe('provinces', () => {
  it('lists provinces as a plain array, all or by country id or code', async () => {
    const provinces = (await get(rep1, '/api/crm/provinces/')).json<Province[]>();
    expect(provinces).toHaveLength(13);
    const [canada] = (await get(rep1, '/api/common/countries/')).json<{ id: number }[]>();
    expect(provinces[0]).toEqual({
      id: expect.any(Number),
      name: 'Alberta',
      code: 'AB',
      country: canada!.id,
    });
    expect((await get(rep1, '/api/crm/provinces/?country=ca')).json()).toEqual(provinces);
    expect((await get(rep1, `/api/crm/provinces/?country=${canada!.id}`)).json()).toEqual(
      provinces,
    );
    expect((await get(rep1, '/api/crm/provinces/?country=US')).json()).toEqual([]);
  });
});

describe('GET /api/crm/plus/sales-person-tree/', () => {
  const tree = async (email: string) => {
    const response = await get(email, '/api/crm/plus/sales-person-tree/');
    expect(response.statusCode).toBe(200);
    return response.json<SalesPersonTreeResponse>();
  };

  it("gives a manager their node with both reps below, and the caller's id", async () => {
    const body = await tree(manager);
    expect(body.status).toBe('success');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      username: 'manager',
      email: manager,
      first_name: 'Morgan',
      last_name: 'Manager',
    });
    expect(body.data[0]!.children.map((child) => child.email)).toEqual([rep1, rep2]);
    expect(body.current_user_id).toBe(body.data[0]!.id);
  });

  it('gives a rep only themselves, and a superuser every active staff member', async () => {
    const repTree = await tree(rep1);
    expect(repTree.data).toEqual([expect.objectContaining({ email: rep1, children: [] })]);
    const everyone = flattenSalesPersonTree((await tree(admin)).data).map((node) => node.email);
    expect(everyone.sort()).toEqual([admin, manager, ops, rep1, rep2].sort());
  });

  it('lifts the reports of a deactivated manager to the next person up', async () => {
    const [lead] = await t.database.db
      .insert(users)
      .values({ email: 'lead@example.com', username: 'lead', isStaff: true, isActive: false })
      .returning();
    const managerId = (await tree(manager)).current_user_id;
    await t.database.db.update(users).set({ managerId }).where(eq(users.id, lead!.id));
    await t.database.db.insert(users).values({
      email: 'junior@example.com',
      username: 'junior',
      isStaff: true,
      managerId: lead!.id,
    });
    const children = (await tree(manager)).data[0]!.children.map((child) => child.email);
    expect(children).toEqual(['junior@example.com', rep1, rep2]);
  });
});
