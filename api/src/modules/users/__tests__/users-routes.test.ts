import { eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  type MenuItem,
  menuGroups,
  menuPathOfPattern,
  messages,
  permittedPathsOf,
  workplaceRoutes,
} from '@solar/shared/domain';
import { menuItems, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { grantMenuItems } from '../../../testing/grant-menu-items';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { appEnv: 'test' } });
});
afterAll(async () => {
  await t.close();
});

async function menuOf(email: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/users/menu/',
    headers: { authorization: `Bearer ${await t.tokenFor(email)}` },
  });
  return response;
}

const allMenuPaths = [...new Set(workplaceRoutes.map((route) => menuPathOfPattern(route.pattern)))];
const pathsOfGroup = (group: string) => [
  ...new Set(
    workplaceRoutes
      .filter((route) => route.group === group)
      .map((route) => menuPathOfPattern(route.pattern)),
  ),
];
const titleOf = (key: string) => menuGroups.find((group) => group.key === key)!.title;

describe('GET /api/users/environment/', () => {
  it('answers APP_ENV without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/environment/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ environment: 'test' });
  });
});

describe('GET /api/users/menu/', () => {
  it('gives the superuser the whole tree: every group and every menu path', async () => {
    const response = await menuOf(demoAccountEmails.admin);
    expect(response.statusCode).toBe(200);
    const tree = response.json<MenuItem[]>();
    expect(tree.map((item) => item.title)).toEqual(menuGroups.map((group) => group.title));
    expect(tree.every((group) => group.path === null && group.children.length > 0)).toBe(true);
    expect(permittedPathsOf(tree).sort()).toEqual([...allMenuPaths].sort());
    // Hidden routes are present (they grant access) but not shown.
    const crm = tree.find((group) => group.title === 'CRM')!;
    const details = crm.children.find((item) => item.path === 'crm/deal-details')!;
    expect(details).toMatchObject({ is_show: false, title: 'Deal Details', children: [] });
    expect(crm.children.find((item) => item.path === 'crm/leads')).toMatchObject({
      is_show: true,
      icon: 'user-plus',
    });
  });

  it.each([demoAccountEmails.manager, demoAccountEmails.rep1, demoAccountEmails.rep2])(
    'gives %s the CRM and Projects groups only',
    async (email) => {
      const tree = (await menuOf(email)).json<MenuItem[]>();
      expect(tree.map((item) => item.title)).toEqual([titleOf('crm'), titleOf('projects')]);
      expect(permittedPathsOf(tree).sort()).toEqual(
        [...pathsOfGroup('crm'), ...pathsOfGroup('projects')].sort(),
      );
    },
  );

  it('gives ops Logistics, Templates and Parts Lists & Zoho only', async () => {
    const tree = (await menuOf(demoAccountEmails.ops)).json<MenuItem[]>();
    expect(tree.map((item) => item.title)).toEqual(['logistics', 'templates', 'zoho'].map(titleOf));
    expect(permittedPathsOf(tree)).not.toContain('crm/leads');
    expect(permittedPathsOf(tree)).toEqual(
      expect.arrayContaining(['logistics/orders', 'zoho/bom']),
    );
  });

  it('refuses customers with 403', async () => {
    const response = await menuOf(demoAccountEmails.customer);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.noResourcePermission });
  });

  it('includes a group with only the permitted child when one item is granted', async () => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'one-item@example.com', username: 'one-item', isStaff: true })
      .returning();
    const [bom] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.path, 'zoho/bom'));
    await grantMenuItems(t.database.db, user!.id, [bom!.id]);
    const tree = (await menuOf('one-item@example.com')).json<MenuItem[]>();
    expect(tree).toHaveLength(1);
    expect(tree[0]).toMatchObject({ title: titleOf('zoho'), path: null });
    expect(tree[0]!.children.map((item) => item.path)).toEqual(['zoho/bom']);
  });

  it('answers an empty tree to staff without any access', async () => {
    await t.database.db
      .insert(users)
      .values({ email: 'nothing@example.com', username: 'nothing', isStaff: true });
    const response = await menuOf('nothing@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
