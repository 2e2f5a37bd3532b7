import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { menuItems, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { grantMenuItems } from '../../testing/grant-menu-items';
import { type AnyRouteDeclaration, defineRoute } from '../route-declaration';
import { routeTable } from '../route-table';

/**
 * Routes that exercise access kinds the table may not use yet, so the walk always proves
 * menu-path authorization. They live only in this test's app.
 */
const probeRoutes: AnyRouteDeclaration[] = [
  defineRoute({
    method: 'GET',
    url: '/api/test-probe/crm-leads/:id/',
    access: { staff: true, menuPaths: ['crm/leads', 'crm/deals'] },
    tag: 'test',
    summary: 'Probe: staff holding crm/leads or crm/deals',
    schemas: {
      params: z.strictObject({ id: z.string() }),
      response: z.object({ ok: z.boolean() }),
    },
    async handler() {
      return { ok: true };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/test-probe/authenticated/',
    access: 'authenticated',
    tag: 'test',
    summary: 'Probe: any signed-in user, with a body',
    schemas: {
      body: z.strictObject({ value: z.number() }),
      response: z.object({ ok: z.boolean() }),
    },
    async handler() {
      return { ok: true };
    },
  }),
];

const walked = [...routeTable, ...probeRoutes];

type Persona = 'anonymous' | 'customer' | 'staffWithoutPath' | 'staffWithPath' | 'superuser';
const personas: Persona[] = [
  'anonymous',
  'customer',
  'staffWithoutPath',
  'staffWithPath',
  'superuser',
];

/**
 * What the declaration promises a persona: allowed, the refusal status, or (a public route with
 * credentials of its own, a website API key) 401 for everyone: a session is no such credential.
 */
function expectedFor(
  route: AnyRouteDeclaration,
  persona: Persona,
): 'allowed' | 401 | 403 | 'own credentials' {
  const { access } = route;
  if (access === 'public') return route.guard ? 'own credentials' : 'allowed';
  if (persona === 'anonymous') return 401;
  if (access === 'authenticated') return 'allowed';
  if (persona === 'customer') return 403;
  if (persona === 'staffWithoutPath' && access.menuPaths.length > 0) return 403;
  return 'allowed';
}

let t: TestApp;
let nextUser = 0;

beforeAll(async () => {
  t = await createTestApp({ build: { routes: walked } });
});
afterAll(async () => {
  await t.close();
});

async function staffUser(menuPaths: readonly string[]): Promise<string> {
  nextUser += 1;
  const email = `walker${nextUser}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({ email, username: `walker${nextUser}`, isStaff: true })
    .returning();
  for (const path of menuPaths.slice(0, 1)) {
    const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.path, path));
    if (!item) throw new Error(`Route declares unknown menu path ${path}`);
    await grantMenuItems(t.database.db, user!.id, [item.id]);
  }
  return email;
}

/** A fresh token per request: some routes (logout) revoke the token they are called with. */
async function headersFor(route: AnyRouteDeclaration, persona: Persona) {
  const access = route.access;
  const menuPaths = typeof access === 'object' ? access.menuPaths : [];
  let email: string | null;
  switch (persona) {
    case 'anonymous':
      email = null;
      break;
    case 'customer':
      email = demoAccountEmails.customer;
      break;
    case 'superuser':
      email = demoAccountEmails.admin;
      break;
    case 'staffWithoutPath':
      email = await staffUser([]);
      break;
    case 'staffWithPath':
      email = await staffUser(menuPaths);
      break;
  }
  return email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : {};
}

function requestFor(route: AnyRouteDeclaration): InjectOptions {
  const url = route.url.replace(/:[A-Za-z]+/g, '1');
  return {
    method: route.method,
    url,
    ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
  };
}

describe('route table authorization walk', () => {
  it('declares each method and URL once, with a trailing slash or as a calendar file', () => {
    const keys = routeTable.map((route) => `${route.method} ${route.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Calendar programs subscribe to an address that names an .ics file; everything else is a
    // folder-like URL with the trailing slash the browser uses.
    for (const route of routeTable) expect(route.url).toMatch(/^\/api\/.*(\/|\/:\w+\.ics)$/);
  });

  const cases = walked.flatMap((route) =>
    personas.map((persona) => [`${route.method} ${route.url}`, persona, route] as const),
  );

  it.each(cases)('%s as %s answers as declared', async (_name, persona, route) => {
    const expected = expectedFor(route, persona);
    const response = await t.app.inject({
      ...requestFor(route),
      headers: await headersFor(route, persona),
    });
    if (expected === 'own credentials') {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    } else if (expected === 'allowed') {
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).toBeLessThan(500);
      // Past the guard a route may still refuse by its own rule (user 1 is the seeded superuser,
      // whom only superusers may deactivate); the guard's refusal is the one with its message.
      if (response.statusCode === 403) {
        expect(response.json().message).not.toBe(messages.noResourcePermission);
      }
    } else {
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toEqual({
        message: expected === 401 ? messages.pleaseLoginFirst : messages.noResourcePermission,
      });
    }
  });

  it.each(walked.filter((route) => route.access !== 'public').map((r) => [r.url, r] as const))(
    '%s refuses a revoked or unknown token with 401',
    async (_url, route) => {
      const response = await t.app.inject({
        ...requestFor(route),
        headers: { authorization: `Bearer ${'A'.repeat(43)}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: messages.sessionExpired });
    },
  );

  it('a granted group grants the menu paths of its children', async () => {
    const [crm] = await t.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.seedKey, 'group:crm'));
    const [user] = await t.database.db
      .insert(users)
      .values({ email: 'group-holder@example.com', username: 'group-holder', isStaff: true })
      .returning();
    await grantMenuItems(t.database.db, user!.id, [crm!.id]);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test-probe/crm-leads/7/',
      headers: { authorization: `Bearer ${await t.tokenFor('group-holder@example.com')}` },
    });
    expect(response.statusCode).toBe(200);
    const manager = await t.app.inject({
      method: 'GET',
      url: '/api/test-probe/crm-leads/7/',
      headers: { authorization: `Bearer ${await t.tokenFor(demoAccountEmails.ops)}` },
    });
    expect(manager.statusCode).toBe(403);
  });
});
