import { eq } from 'drizzle-orm';
import {
  type DealListResponse,
  demoAccountEmails,
  flattenSalesPersonTree,
  messages,
  type SalesPersonTreeResponse,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const call = signedInCaller(() => t);
const ids = new Map<string, number>();
const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;
const moveUrl = '/api/crm/plus/sales-person-tree/move/';

const id = (email: string) => ids.get(email)!;
async function managerOf(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!.managerId;
}
async function visibleSellers(email: string) {
  const response = await call(email, 'GET', '/api/crm/deals/?page_size=100');
  return new Set(response.json<DealListResponse>().results.map((row) => row.sales_person?.email));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  for (const row of await t.database.db.select().from(users)) ids.set(row.email, row.id);
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
});

test('only superusers may move people', async () => {
  expect((await call(admin, 'GET', moveUrl)).json()).toEqual({ can_move: true });
  expect((await call(manager, 'GET', moveUrl)).json()).toEqual({ can_move: false });
  const response = await call(manager, 'POST', moveUrl, {
    user_id: id(rep2),
    manager_id: id(rep1),
  });
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe(messages.apiMoveSuperuserOnly);
  expect(
    (await call(ops, 'POST', moveUrl, { user_id: id(rep2), manager_id: null })).statusCode,
  ).toBe(403);
  expect(await managerOf(rep2)).toBe(id(manager));
});

test('moving a rep under another manager changes deal access at once', async () => {
  expect(await visibleSellers(rep1)).toEqual(new Set([rep1]));
  const response = await call(admin, 'POST', moveUrl, { user_id: id(rep2), manager_id: id(rep1) });
  expect(response.statusCode).toBe(200);
  const tree = response.json<SalesPersonTreeResponse>();
  expect(tree.current_user_id).toBe(id(admin));
  expect(flattenSalesPersonTree(tree.data).map((node) => node.email)).toContain(rep2);
  expect(await managerOf(rep2)).toBe(id(rep1));
  expect(await visibleSellers(rep1)).toEqual(new Set([rep1, rep2]));
  // rep1's own tree now holds rep2 below them.
  const own = (
    await call(rep1, 'GET', '/api/crm/plus/sales-person-tree/')
  ).json<SalesPersonTreeResponse>();
  expect(own.data[0]!.children.map((node) => node.email)).toEqual([rep2]);
});

test('cycles are refused with a clear message and nothing changes', async () => {
  // rep2 is now below rep1, which is below manager: neither may become rep1's or manager's manager.
  for (const [user, newManager] of [
    [rep1, rep2],
    [manager, rep2],
    [rep1, rep1],
  ] as const) {
    const response = await call(admin, 'POST', moveUrl, {
      user_id: id(user),
      manager_id: id(newManager),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.apiMoveCycle);
  }
  expect(await managerOf(rep1)).toBe(id(manager));
  expect(await managerOf(manager)).toBeNull();
});

test('only active staff may be moved or become managers', async () => {
  const asCustomer = await call(admin, 'POST', moveUrl, {
    user_id: id(rep2),
    manager_id: id(customer),
  });
  expect(asCustomer.statusCode).toBe(400);
  expect(asCustomer.json().message).toBe(messages.apiMoveUnknownManager);
  const moveCustomer = await call(admin, 'POST', moveUrl, {
    user_id: id(customer),
    manager_id: id(manager),
  });
  expect(moveCustomer.statusCode).toBe(400);
  expect(moveCustomer.json().message).toBe(messages.apiMoveUnknownUser);
  expect(
    (await call(admin, 'POST', moveUrl, { user_id: 999999, manager_id: null })).statusCode,
  ).toBe(400);
  expect((await call(admin, 'POST', moveUrl, { user_id: id(rep2) })).statusCode).toBe(400);
});

test('moving back to the top and under the old manager restores access', async () => {
  expect(
    (await call(admin, 'POST', moveUrl, { user_id: id(rep2), manager_id: null })).statusCode,
  ).toBe(200);
  expect(await managerOf(rep2)).toBeNull();
  expect((await visibleSellers(manager)).has(rep2)).toBe(false);
  await call(admin, 'POST', moveUrl, { user_id: id(rep2), manager_id: id(manager) });
  expect((await visibleSellers(manager)).has(rep2)).toBe(true);
  expect(await visibleSellers(rep1)).toEqual(new Set([rep1]));
});
