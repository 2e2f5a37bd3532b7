import { expect, type Browser, type Page } from '@playwright/test';
import {
  defaultProposalData,
  demoAccountEmails,
  savedPanelAt,
  serviceRequestKinds,
  type WorkplaceRoute,
} from '@solar/shared/domain';
import { signInAs, storedToken } from './sign-in';
import { apiUrl } from './test-stack';

/**
 * Signed-in sessions that walk every page of the product: the superuser's, with a real record for
 * each of the catalogue's route parameters, and the demo customer's, with an approved proposal so
 * that the portal's proposal views show a document.
 */

/** A session as the Login page stores it in the browser. */
export interface StoredSession {
  token: string;
  /** The signed-in user, JSON as the browser keeps it. */
  user: string;
}

export interface AdminSession extends StoredSession {
  /** Real ids for the catalogue's route parameters, by parameter name. */
  ids: Record<string, string>;
}

/** Lets a page finish loading: its requests answered and no region still marked busy. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Toasts and dialogs animate in; what is measured is what is painted.
  await page.waitForTimeout(300);
}

async function storedSessionOf(page: Page): Promise<StoredSession> {
  const token = await storedToken(page);
  const user = (await page.evaluate(() => window.localStorage.getItem('user')))!;
  return { token, user };
}

/** Signs the superuser in once and finds (or creates) a record for every route parameter. */
export async function prepareAdminSession(browser: Browser): Promise<AdminSession> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, demoAccountEmails.admin);
  const { token, user } = await storedSessionOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };

  const deals = await call<{ results: { id: number }[] }>('GET', '/api/crm/deals/?page_size=1');
  const dealId = deals.results[0]!.id;
  // A saved design of our own, so the designer, preview and comparison draw a real roof.
  const design = defaultProposalData();
  const proposal = await call<{ id: number }>(
    'POST',
    `/api/crm/deals/${dealId}/proposal-versions/`,
    {
      data: {
        ...design,
        panels: [savedPanelAt(1, 100, 100), savedPanelAt(2, 150, 100)],
        nextPanelId: 3,
      },
    },
  );
  const boms = await call<{ results: { id: number }[] }>('GET', '/api/zoho/bom/?page_size=1');
  const bomId =
    boms.results[0]?.id ??
    (
      await call<{ id: number }>('POST', '/api/zoho/bom/', {
        bomdes: `Accessibility kit ${Date.now()}`,
        bomsts: 'Draft',
      })
    ).id;
  const templates = await call<{ id: number }[]>('GET', '/api/templates/?group=Contract');
  const userId = (JSON.parse(user) as { id: number }).id;
  // An e-mail in the outbox for the message view: the demo customer's sign-in link when none is.
  const outboxPage = async () => call<{ results: { id: number }[] }>('GET', '/api/admin/outbox/');
  let messages = await outboxPage();
  if (messages.results.length === 0) {
    await call('POST', '/api/auth/email-link/', { email: demoAccountEmails.customer });
    messages = await outboxPage();
  }
  // A seeded deal program (Purchase, Sunline, CGHL) for the program design pages.
  const programs = await call<{ results: { id: number }[] }>('GET', '/api/crm/deal-programs/');
  await context.close();
  return {
    token,
    user,
    ids: {
      dealId: String(dealId),
      proposalId: String(proposal.id),
      userId: String(userId),
      id: String(bomId),
      templateId: String(templates[0]!.id),
      messageId: String(messages.results[0]!.id),
      dealProgramId: String(programs.results[0]!.id),
    },
  };
}

export interface CustomerSession extends StoredSession {
  /** The portal's home, where the customer lands on signing in. */
  home: string;
  /** Every other view of the portal, with a real approved proposal for the proposal view. */
  views: string[];
}

/**
 * Signs the demo customer in on `page` and approves a proposal of one of their deals (as the
 * superuser `admin`), so that every view of the portal has something to show. The page stays
 * signed in as the customer.
 */
export async function prepareCustomerSession(
  page: Page,
  admin: StoredSession,
): Promise<CustomerSession> {
  await signInAs(page, demoAccountEmails.customer);
  await expect(page).toHaveURL(/\/customer/);
  const session = await storedSessionOf(page);
  const customerHeaders = { authorization: `Bearer ${session.token}` };
  const dealsResponse = await page.request.get(`${apiUrl}/api/portal/deals/`, {
    headers: customerHeaders,
  });
  expect(dealsResponse.ok()).toBe(true);
  const [customerDeal] = (await dealsResponse.json()) as { id: number }[];
  expect(customerDeal, 'the seed links the demo customer to deals').toBeDefined();
  const adminHeaders = { authorization: `Bearer ${admin.token}` };
  const created = await page.request.post(
    `${apiUrl}/api/crm/deals/${customerDeal!.id}/proposal-versions/`,
    {
      headers: adminHeaders,
      data: {
        data: {
          ...defaultProposalData(),
          panels: [savedPanelAt(1, 100, 350), savedPanelAt(2, 150, 350)],
          nextPanelId: 3,
        },
      },
    },
  );
  expect(created.status()).toBe(201);
  const version = (await created.json()) as {
    id: number;
    proposal_version: number;
    version: number;
  };
  const statuses = (await (
    await page.request.get(`${apiUrl}/api/crm/proposal-statuses/`, { headers: adminHeaders })
  ).json()) as { id: number; name: string }[];
  const approved = await page.request.put(`${apiUrl}/api/crm/proposals/${version.id}/`, {
    headers: adminHeaders,
    data: {
      id: version.id,
      deal_id: customerDeal!.id,
      proposal_version: version.proposal_version,
      proposal_status_id: statuses.find((status) => status.name === 'Approved')!.id,
      proposal_description: 'Walk of every portal view',
      version: version.version,
    },
  });
  expect(approved.ok()).toBe(true);
  return {
    ...session,
    home: '/customer',
    views: [
      '/customer/tracking',
      '/customer/proposals',
      `/customer/proposals/${version.id}`,
      ...serviceRequestKinds.map((kind) => `/customer/requests/${kind}`),
    ],
  };
}

/**
 * The paths that show a route: its parameters filled with real ids. An optional parameter gives
 * both the path without it and, when an id is known, with it (the template editor's new and
 * existing template).
 */
export function pathsOf(route: WorkplaceRoute, ids: Record<string, string>): string[] {
  let paths = [''];
  for (const segment of route.pattern.split('/')) {
    const parameter = /^:(\w+)(\?)?$/.exec(segment);
    if (!parameter) {
      paths = paths.map((path) => `${path}/${segment}`);
      continue;
    }
    const [, name, optional] = parameter;
    const id = ids[name!];
    if (!optional && id === undefined) {
      throw new Error(`No id for :${name} of ${route.pattern}; add one to prepareAdminSession`);
    }
    paths = paths.flatMap((path) => {
      const withId = id === undefined ? [] : [`${path}/${id}`];
      // `:action?` is a verb (add, edit) and not an id: only the plain path is visited.
      return optional ? [path, ...withId] : withId;
    });
  }
  return paths.map((path) => `/workplace${path}`);
}

/** Opens a page already signed in (the session the Login page would store). */
export async function openSignedIn(
  page: Page,
  session: StoredSession,
  path: string,
): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    { token: session.token, user: session.user },
  );
  await page.goto(path);
}
