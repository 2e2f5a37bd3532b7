import { and, asc, eq } from 'drizzle-orm';
import {
  type AdminAuditListResponse,
  type AdminMenuAccess,
  type AdminUser,
  type AdminUserListResponse,
  demoAccountEmails,
  type MenuItem,
  messages,
} from '@solar/shared/domain';
import { authSessions, menuItems, userMenuAccess, users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { adminAuditEvents } from '../admin-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const ids = new Map<string, number>();
const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;

const id = (email: string) => ids.get(email)!;
const userUrl = (email: string, tail = '') => `/api/admin/users/${id(email)}/${tail}`;

async function pathIds(): Promise<Map<string, number>> {
  const rows = await t.database.db.select().from(menuItems);
  return new Map(rows.filter((row) => row.path).map((row) => [row.path!, row.id]));
}

/** A snapshot of everything an admin change may touch, to prove a refusal changed nothing. */
async function snapshot() {
  const db = t.database.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    access: await db
      .select()
      .from(userMenuAccess)
      .orderBy(asc(userMenuAccess.userId), asc(userMenuAccess.menuItemId)),
    audit: await db.select().from(adminAuditEvents).orderBy(asc(adminAuditEvents.id)),
    openSessions: (await db.select().from(authSessions)).filter((row) => !row.revokedAt).length,
  };
}

async function auditOf(email: string) {
  return t.database.db
    .select()
    .from(adminAuditEvents)
    .where(eq(adminAuditEvents.subjectUserId, id(email)))
    .orderBy(asc(adminAuditEvents.id));
}

/** Makes ops an administrator of users (both admin pages), without superuser rights. */
async function grantOpsAdminPages() {
  const paths = await pathIds();
  await t.database.db
    .insert(userMenuAccess)
    .values(
      ['admin/user-setting', 'admin/user-access-setting'].map((path) => ({
        userId: id(ops),
        menuItemId: paths.get(path)!,
      })),
    )
    .onConflictDoNothing();
}

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.database.db.select().from(users)) ids.set(row.email, row.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('listing and reading users', () => {
  test('pages, searches by name or email, and names the manager', async () => {
    const page = await call(admin, 'GET', '/api/admin/users/?page=1&page_size=2');
    expect(page.statusCode).toBe(200);
    const body = page.json<AdminUserListResponse>();
    expect(body.count).toBe(6);
    expect(body.results.map((row) => row.email)).toEqual([admin, customer]);
    expect(body.results[0]).toEqual({
      id: id(admin),
      username: 'admin',
      email: admin,
      first_name: 'Avery',
      last_name: 'Admin',
      is_staff: true,
      is_superuser: true,
      is_active: true,
      manager: null,
      last_login_at: null,
    });

    const byName = (
      await call(admin, 'GET', '/api/admin/users/?search=riley%20rep')
    ).json<AdminUserListResponse>();
    expect(byName.results.map((row) => row.email)).toEqual([rep1]);
    expect(byName.results[0]!.manager).toEqual({
      id: id(manager),
      name: 'Morgan Manager',
      email: manager,
    });
    const byEmail = (
      await call(admin, 'GET', '/api/admin/users/?search=REP')
    ).json<AdminUserListResponse>();
    expect(byEmail.results.map((row) => row.email)).toEqual([rep1, rep2]);
    const customers = (
      await call(admin, 'GET', '/api/admin/users/?is_staff=false')
    ).json<AdminUserListResponse>();
    expect(customers.results.map((row) => row.email)).toEqual([customer]);
    // `%` typed by the user matches itself, not everything.
    expect((await call(admin, 'GET', '/api/admin/users/?search=%25')).json().count).toBe(0);
  });

  test('one user; an unknown id answers 404', async () => {
    expect((await call(admin, 'GET', userUrl(rep1))).json<AdminUser>().email).toBe(rep1);
    const missing = await call(admin, 'GET', '/api/admin/users/99999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.apiUserNotFound);
  });

  test('staff without an admin path get 403, customers 403, no session 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/users/'],
      ['GET', '/api/admin/menu-items/'],
      ['PUT', `/api/admin/users/${id(rep2)}/menu-access/`],
      ['POST', `/api/admin/users/${id(rep2)}/deactivate/`],
    ] as const) {
      const body = method === 'PUT' ? { menu_item_ids: [], is_superuser: false } : undefined;
      const refused = await call(manager, method, url, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.noResourcePermission);
      expect((await call(customer, method, url, body)).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('creating and editing users', () => {
  test('creates a user with a lower-cased email and records it', async () => {
    const created = await call(admin, 'POST', '/api/admin/users/', {
      email: '  New.Person@Example.COM ',
      first_name: 'New',
      last_name: 'Person',
      is_staff: true,
    });
    expect(created.statusCode).toBe(201);
    const user = created.json<AdminUser>();
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      username: 'new.person@example.com',
      is_staff: true,
      is_superuser: false,
      is_active: true,
      manager: null,
    });
    ids.set(user.email, user.id);
    const [event] = await auditOf(user.email);
    expect(event).toMatchObject({ action: 'user.created', actorUserId: id(admin) });
    expect(event!.changes).toMatchObject({ email: { from: null, to: 'new.person@example.com' } });
  });

  test('a bad email or missing names are refused with messages and create nothing', async () => {
    const before = await snapshot();
    const bad = await call(admin, 'POST', '/api/admin/users/', {
      email: 'not-an-email',
      first_name: '',
      last_name: 'X',
      is_staff: true,
    });
    expect(bad.statusCode).toBe(400);
    const problems = bad.json<{ errors: { path: string; message: string }[] }>().errors;
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: 'body.email', message: messages.pleaseEnterValidEmail },
        { path: 'body.first_name', message: messages.pleaseEnterFirstName },
      ]),
    );
    const extra = await call(admin, 'POST', '/api/admin/users/', {
      email: 'x@example.com',
      first_name: 'X',
      last_name: 'X',
      is_staff: true,
      is_superuser: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test('a duplicate email (any case) answers 409 with a message', async () => {
    const before = await snapshot();
    const duplicate = await call(admin, 'POST', '/api/admin/users/', {
      email: 'REP1@example.com',
      first_name: 'Again',
      last_name: 'Rep',
      is_staff: true,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(messages.apiEmailTaken);
    expect(await snapshot()).toEqual(before);
  });

  test('edits names and the staff flag and records what changed', async () => {
    const email = 'new.person@example.com';
    const updated = await call(admin, 'PUT', userUrl(email), {
      first_name: 'Renamed',
      last_name: 'Person',
      is_staff: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminUser>().first_name).toBe('Renamed');
    const events = await auditOf(email);
    expect(events.at(-1)).toMatchObject({
      action: 'user.updated',
      changes: { first_name: { from: 'New', to: 'Renamed' } },
    });
    // Saving the same values again is no change and writes no audit row.
    await call(admin, 'PUT', userUrl(email), {
      first_name: 'Renamed',
      last_name: 'Person',
      is_staff: true,
    });
    expect(await auditOf(email)).toHaveLength(events.length);
  });

  test("nobody removes their own staff flag; others cannot remove the superuser's", async () => {
    const before = await snapshot();
    const own = await call(admin, 'PUT', userUrl(admin), {
      first_name: 'Avery',
      last_name: 'Admin',
      is_staff: false,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(messages.apiCannotRemoveOwnStaff);
    await grantOpsAdminPages();
    const afterGrant = await snapshot();
    const last = await call(ops, 'PUT', userUrl(admin), {
      first_name: 'Avery',
      last_name: 'Admin',
      is_staff: false,
    });
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(messages.apiSuperuserStateSuperuserOnly);
    expect((await snapshot()).users).toEqual(before.users);
    expect((await snapshot()).audit).toEqual(afterGrant.audit);
  });
});

describe('manager', () => {
  test('sets a staff manager, refuses cycles and customers, and records changes', async () => {
    const moved = await call(admin, 'PUT', userUrl(rep2, 'manager/'), { manager_id: id(rep1) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<AdminUser>().manager?.email).toBe(rep1);
    expect((await auditOf(rep2)).at(-1)).toMatchObject({
      action: 'user.manager_changed',
      changes: { manager: { from: manager, to: rep1 } },
    });

    const before = await snapshot();
    const cycle = await call(admin, 'PUT', userUrl(manager, 'manager/'), { manager_id: id(rep2) });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe(messages.apiMoveCycle);
    const self = await call(admin, 'PUT', userUrl(rep1, 'manager/'), { manager_id: id(rep1) });
    expect(self.statusCode).toBe(400);
    const toCustomer = await call(admin, 'PUT', userUrl(customer, 'manager/'), {
      manager_id: id(rep1),
    });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json().message).toBe(messages.apiCustomerCannotHaveManager);
    const customerAsManager = await call(admin, 'PUT', userUrl(rep1, 'manager/'), {
      manager_id: id(customer),
    });
    expect(customerAsManager.statusCode).toBe(400);
    expect(customerAsManager.json().message).toBe(messages.apiMoveUnknownManager);
    expect(await snapshot()).toEqual(before);

    const back = await call(admin, 'PUT', userUrl(rep2, 'manager/'), { manager_id: id(manager) });
    expect(back.json<AdminUser>().manager?.email).toBe(manager);
  });
});

describe('deactivation', () => {
  test('ends every session of the user in the same change; their next call is 401', async () => {
    const rep2Token = await t.tokenFor(rep2);
    const asRep2 = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/users/menu/',
        headers: { authorization: `Bearer ${rep2Token}` },
      });
    expect((await asRep2()).statusCode).toBe(200);
    const deactivated = await call(admin, 'POST', userUrl(rep2, 'deactivate/'));
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json<AdminUser>().is_active).toBe(false);
    const next = await asRep2();
    expect(next.statusCode).toBe(401);
    expect(next.json().message).toBe(messages.sessionExpired);
    const open = await t.database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, id(rep2)));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await auditOf(rep2)).at(-1)).toMatchObject({
      action: 'user.deactivated',
      changes: { is_active: { from: true, to: false } },
    });

    const again = await call(admin, 'POST', userUrl(rep2, 'deactivate/'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.apiUserAlreadyInactive);

    const reactivated = await call(admin, 'POST', userUrl(rep2, 'reactivate/'));
    expect(reactivated.json<AdminUser>().is_active).toBe(true);
    expect((await auditOf(rep2)).at(-1)!.action).toBe('user.reactivated');
    // The old session stays ended; a new sign-in works.
    expect((await asRep2()).statusCode).toBe(401);
    const fresh = await t.tokenFor(rep2);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/users/menu/',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  test('nobody deactivates themself; the last superuser stays active', async () => {
    const before = await snapshot();
    const self = await call(admin, 'POST', userUrl(admin, 'deactivate/'));
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(messages.apiCannotDeactivateSelf);
    await grantOpsAdminPages();
    const afterGrant = await snapshot();
    const last = await call(ops, 'POST', userUrl(admin, 'deactivate/'));
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(messages.apiSuperuserStateSuperuserOnly);
    const now = await snapshot();
    expect(now.users).toEqual(before.users);
    expect(now.audit).toEqual(afterGrant.audit);
    expect(now.openSessions).toBe(afterGrant.openSessions);
  });
});

describe("a superuser's staff and active state", () => {
  test('only a superuser may change them: an administrator of users gets 403 and changes nothing', async () => {
    const paths = await pathIds();
    // A second superuser, so the last-superuser rule does not stand in the way; rep1 administers
    // users (the user page only) without superuser rights.
    await t.database.db
      .update(users)
      .set({ isSuperuser: true })
      .where(eq(users.id, id(manager)));
    await t.database.db
      .insert(userMenuAccess)
      .values({ userId: id(rep1), menuItemId: paths.get('admin/user-setting')! })
      .onConflictDoNothing();
    try {
      // rep1's session exists before the snapshot.
      expect((await call(rep1, 'GET', userUrl(admin))).statusCode).toBe(200);
      const before = await snapshot();
      const refusals = [
        await call(rep1, 'PUT', userUrl(admin), {
          first_name: 'Avery',
          last_name: 'Admin',
          is_staff: false,
        }),
        await call(rep1, 'POST', userUrl(admin, 'deactivate/')),
        await call(rep1, 'PUT', userUrl(admin, 'manager/'), { manager_id: id(rep1) }),
      ];
      for (const refused of refusals) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: messages.apiSuperuserStateSuperuserOnly });
      }
      expect(await snapshot()).toEqual(before);

      // Reactivating a deactivated superuser is the superuser's call too.
      await t.database.db
        .update(users)
        .set({ isActive: false })
        .where(eq(users.id, id(admin)));
      const reactivate = await call(rep1, 'POST', userUrl(admin, 'reactivate/'));
      expect(reactivate.statusCode).toBe(403);
      expect(reactivate.json()).toEqual({ message: messages.apiSuperuserStateSuperuserOnly });
      await t.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.id, id(admin)));

      // Names stay editable, and other users stay in the administrator's hands.
      const renamed = await call(rep1, 'PUT', userUrl(admin), {
        first_name: 'Avery',
        last_name: 'Administrator',
        is_staff: true,
      });
      expect(renamed.statusCode).toBe(200);
      await call(admin, 'PUT', userUrl(admin), {
        first_name: 'Avery',
        last_name: 'Admin',
        is_staff: true,
      });
      const other = 'new.person@example.com';
      expect((await call(rep1, 'POST', userUrl(other, 'deactivate/'))).statusCode).toBe(200);
      expect((await call(rep1, 'POST', userUrl(other, 'reactivate/'))).statusCode).toBe(200);
    } finally {
      await t.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.id, id(admin)));
      await t.database.db
        .update(users)
        .set({ isSuperuser: false })
        .where(eq(users.id, id(manager)));
      await t.database.db
        .delete(userMenuAccess)
        .where(
          and(
            eq(userMenuAccess.userId, id(rep1)),
            eq(userMenuAccess.menuItemId, paths.get('admin/user-setting')!),
          ),
        );
    }
  });
});

describe('menu access', () => {
  test('the whole menu tree, hidden items included', async () => {
    const tree = (await call(admin, 'GET', '/api/admin/menu-items/')).json<MenuItem[]>();
    const all: MenuItem[] = [];
    const walk = (list: MenuItem[]) =>
      list.forEach((item) => (all.push(item), walk(item.children)));
    walk(tree);
    expect(all).toHaveLength((await t.database.db.select().from(menuItems)).length);
    expect(all.some((item) => item.path === 'admin/user-access-setting' && !item.is_show)).toBe(
      true,
    );
  });

  test('replacing access changes the menu and route authorization on the very next request', async () => {
    const paths = await pathIds();
    const current = (
      await call(admin, 'GET', userUrl(rep1, 'menu-access/'))
    ).json<AdminMenuAccess>();
    expect(current.is_superuser).toBe(false);
    expect((await call(rep1, 'GET', '/api/crm/proposals/')).statusCode).toBe(200);

    // rep1 holds the CRM and Projects groups.
    const crmPaths = [...paths.keys()].filter(
      (path) => path.startsWith('crm/') || path.startsWith('projects/'),
    );
    const kept = crmPaths.filter((path) => path !== 'crm/proposals').map((p) => paths.get(p)!);
    const saved = await call(admin, 'PUT', userUrl(rep1, 'menu-access/'), {
      menu_item_ids: kept,
      is_superuser: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminMenuAccess>().menu_item_ids).toEqual([...kept].sort((a, b) => a - b));

    const refused = await call(rep1, 'GET', '/api/crm/proposals/');
    expect(refused.statusCode).toBe(403);
    const menu = (await call(rep1, 'GET', '/api/users/menu/')).json<MenuItem[]>();
    const menuPaths = JSON.stringify(menu);
    expect(menuPaths).not.toContain('"crm/proposals"');
    expect(menuPaths).toContain('"crm/deals"');

    const event = (await auditOf(rep1)).at(-1)!;
    expect(event.action).toBe('access.changed');
    // Named by the pages rep1 lost, not by how the grant is stored (the CRM group before).
    expect(event.changes).toEqual({ revoked: ['crm/proposals'] });

    // The same pages stored another way (the group again, minus nothing) is audited as a grant.
    const regrant = await call(admin, 'PUT', userUrl(rep1, 'menu-access/'), current);
    expect(regrant.statusCode).toBe(200);
    expect((await auditOf(rep1)).at(-1)!.changes).toEqual({ granted: ['crm/proposals'] });
    const countBefore = (await auditOf(rep1)).length;
    // The groups' pages one by one instead of the groups: same access, no audit row.
    const samePages = await call(admin, 'PUT', userUrl(rep1, 'menu-access/'), {
      menu_item_ids: crmPaths.map((path) => paths.get(path)!),
      is_superuser: false,
    });
    expect(samePages.statusCode).toBe(200);
    expect(await auditOf(rep1)).toHaveLength(countBefore);
    expect((await call(rep1, 'GET', '/api/crm/proposals/')).statusCode).toBe(200);
  });

  test('unknown ids are refused with a message and nothing changes', async () => {
    const before = await snapshot();
    const bad = await call(admin, 'PUT', userUrl(rep1, 'menu-access/'), {
      menu_item_ids: [999_999],
      is_superuser: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.apiUnknownMenuItems);
    expect(await snapshot()).toEqual(before);
  });

  test('an administrator cannot remove their own access to the access page', async () => {
    await grantOpsAdminPages();
    const before = await snapshot();
    const own = (await call(ops, 'GET', userUrl(ops, 'menu-access/'))).json<AdminMenuAccess>();
    const paths = await pathIds();
    const without = own.menu_item_ids.filter(
      (menuItemId) => menuItemId !== paths.get('admin/user-access-setting'),
    );
    const refused = await call(ops, 'PUT', userUrl(ops, 'menu-access/'), {
      menu_item_ids: without,
      is_superuser: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.apiCannotRemoveOwnAccessSetting);
    expect(await snapshot()).toEqual(before);
    // Keeping it is fine.
    const kept = await call(ops, 'PUT', userUrl(ops, 'menu-access/'), own);
    expect(kept.statusCode).toBe(200);
  });

  test('only superusers change the superuser flag; the last superuser is not demoted', async () => {
    await grantOpsAdminPages();
    const before = await snapshot();
    const escalate = await call(ops, 'PUT', userUrl(ops, 'menu-access/'), {
      ...(await call(ops, 'GET', userUrl(ops, 'menu-access/'))).json<AdminMenuAccess>(),
      is_superuser: true,
    });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json().message).toBe(messages.apiSuperuserFlagSuperuserOnly);

    const paths = await pathIds();
    const demoteSelf = await call(admin, 'PUT', userUrl(admin, 'menu-access/'), {
      menu_item_ids: [paths.get('admin/user-access-setting')!],
      is_superuser: false,
    });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().message).toBe(messages.apiLastSuperuser);
    expect(await snapshot()).toEqual(before);

    // With a second superuser, the first may step down (keeping the access page).
    const promoted = await call(admin, 'PUT', userUrl(manager, 'menu-access/'), {
      ...(await call(admin, 'GET', userUrl(manager, 'menu-access/'))).json<AdminMenuAccess>(),
      is_superuser: true,
    });
    expect(promoted.json<AdminMenuAccess>().is_superuser).toBe(true);
    expect((await auditOf(manager)).at(-1)!.changes).toEqual({
      is_superuser: { from: false, to: true },
    });
    const demoted = await call(manager, 'PUT', userUrl(manager, 'menu-access/'), {
      menu_item_ids: [],
      is_superuser: false,
    });
    // Demoting oneself to no access at all would lock one out of this page.
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toBe(messages.apiCannotRemoveOwnAccessSetting);
    const reset = await call(admin, 'PUT', userUrl(manager, 'menu-access/'), {
      ...(await call(admin, 'GET', userUrl(manager, 'menu-access/'))).json<AdminMenuAccess>(),
      is_superuser: false,
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('audit events', () => {
  test('a user history lists who changed what, newest first, paged', async () => {
    const response = await call(admin, 'GET', userUrl(rep2, 'audit-events/?page_size=2'));
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminAuditListResponse>();
    expect(body.count).toBe((await auditOf(rep2)).length);
    expect(body.results).toHaveLength(2);
    expect(body.results[0]).toMatchObject({
      action: 'user.reactivated',
      actor: { id: id(admin), name: 'Avery Admin', email: admin },
      changes: { is_active: { from: false, to: true } },
    });
    expect(body.results[1]!.action).toBe('user.deactivated');
    expect(Date.parse(body.results[0]!.at)).toBeGreaterThanOrEqual(Date.parse(body.results[1]!.at));
    const second = (
      await call(admin, 'GET', userUrl(rep2, 'audit-events/?page_size=2&page=2'))
    ).json<AdminAuditListResponse>();
    expect(second.results.map((event) => event.action)).toEqual([
      'user.manager_changed',
      'user.manager_changed',
    ]);
    expect((await call(admin, 'GET', '/api/admin/users/99999/audit-events/')).statusCode).toBe(404);
  });
});

describe('two superusers deactivating each other at the same moment', () => {
  test('exactly one succeeds and an active superuser remains', async () => {
    const promoted = await call(admin, 'PUT', userUrl(manager, 'menu-access/'), {
      ...(await call(admin, 'GET', userUrl(manager, 'menu-access/'))).json<AdminMenuAccess>(),
      is_superuser: true,
    });
    expect(promoted.statusCode).toBe(200);
    const answers = await Promise.all([
      call(admin, 'POST', userUrl(manager, 'deactivate/')),
      call(manager, 'POST', userUrl(admin, 'deactivate/')),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The other is refused: as the last superuser (409), or already signed out (401).
    expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    const active = await t.database.db.select().from(users).where(eq(users.isSuperuser, true));
    expect(active.filter((row) => row.isActive)).toHaveLength(1);

    // Put the seeded accounts back for any later test: both active, only admin a superuser.
    const db = t.database.db;
    await db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.id, id(admin)));
    await db
      .update(users)
      .set({ isActive: true, isSuperuser: false })
      .where(eq(users.id, id(manager)));
  });
});
