import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  defaultProposalData,
  demoAccountEmails,
  savedPanelAt,
  serviceRequestKinds,
  workplaceRoutes,
  type WorkplaceRoute,
} from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

/**
 * Every page of the product checked with axe against WCAG 2.0/2.1 A and AA and 2.2 AA: the Login
 * page, the customer portal as a customer, the dashboard and every route of the workplace
 * catalogue as the superuser (the list comes from the catalogue, so a new route is checked without
 * editing this file), and the dialogs people work in. Serious and critical violations fail.
 */
/** Lets a page finish loading: its requests answered and no region still marked busy. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Toasts and dialogs animate in; axe measures contrast on what is painted.
  await page.waitForTimeout(300);
}

interface AdminSession {
  token: string;
  user: string;
  /** Real ids for the catalogue's route parameters, by parameter name. */
  ids: Record<string, string>;
}

/** Signs the superuser in once and finds (or creates) a record for every route parameter. */
async function prepareAdminSession(browser: Browser): Promise<AdminSession> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, demoAccountEmails.admin);
  const token = await storedToken(page);
  const user = (await page.evaluate(() => window.localStorage.getItem('user')))!;
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
      // Deal programs have no records or API yet; the page shows its state for an unknown id.
      dealProgramId: '1',
    },
  };
}

/**
 * The paths that show a route: its parameters filled with real ids. An optional parameter gives
 * both the path without it and, when an id is known, with it (the template editor's new and
 * existing template).
 */
function pathsOf(route: WorkplaceRoute, ids: Record<string, string>): string[] {
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

let admin: AdminSession;

/** Opens a page already signed in as the superuser (the session the Login page would store). */
async function openAsAdmin(page: Page, path: string): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', user);
    },
    { token: admin.token, user: admin.user },
  );
  await page.goto(path);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    admin = await prepareAdminSession(browser);
  });

  test('the Login page and its account chooser', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the Choose an account dialog', dialogOnly);
  });

  test('every view of the customer portal, as a customer', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, demoAccountEmails.customer);
    await expect(page).toHaveURL(/\/customer/);
    await expect(page.getByRole('button', { name: 'Chat with Support' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, '/customer');

    // An approved proposal of one of the customer's deals, so the proposal views show a document.
    const customerHeaders = { authorization: `Bearer ${await storedToken(page)}` };
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
        proposal_description: 'Accessibility check',
        version: version.version,
      },
    });
    expect(approved.ok()).toBe(true);

    const views = [
      '/customer/tracking',
      '/customer/proposals',
      `/customer/proposals/${version.id}`,
      ...serviceRequestKinds.map((kind) => `/customer/requests/${kind}`),
    ];
    for (const view of views) {
      await page.goto(view);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settle(page);
      await expectAccessible(page, view);
    }
  });

  test('the dashboard', async ({ page }) => {
    await openAsAdmin(page, '/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, '/dashboard');
  });

  for (const route of workplaceRoutes) {
    test(`${route.title} (${route.pattern})`, async ({ page }) => {
      for (const path of pathsOf(route, admin.ids)) {
        await openAsAdmin(page, path);
        await expect(page).toHaveTitle(route.title);
        await expect(page.getByRole('main')).toBeVisible();
        await settle(page);
        await expectAccessible(page, path);
      }
    });
  }

  test('the New Deal dialog', async ({ page }) => {
    await openAsAdmin(page, '/workplace/crm/deals');
    await page.getByRole('button', { name: 'New Deal' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the New Deal dialog', dialogOnly);
  });

  test('the proposal dialog, with its validation messages', async ({ page }) => {
    await openAsAdmin(page, '/workplace/crm/proposals');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add New Proposal' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the Add New Proposal dialog', dialogOnly);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await settle(page);
    await expectAccessible(page, 'the Add New Proposal dialog with its messages', dialogOnly);
  });

  test('the lead dialogs: New lead with its messages and duplicate warning, Disqualify', async ({
    page,
  }) => {
    await openAsAdmin(page, '/workplace/crm/leads');
    await page.getByRole('button', { name: 'New lead' }).click();
    const dialog = page.getByRole('dialog', { name: 'New lead' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create' }).click();
    // An address, so the duplicates check runs (its warning shows when a record shares it).
    await dialog.getByRole('textbox', { name: /Address/ }).fill('Lunenburg');
    await settle(page);
    await page.waitForTimeout(800);
    await expectAccessible(page, 'the New lead dialog with its messages', dialogOnly);
    await dialog.getByRole('textbox', { name: /First name/ }).fill('Axe');
    await dialog.getByRole('textbox', { name: /Last name/ }).fill(`Check ${Date.now()}`);
    await dialog.getByRole('textbox', { name: /Phone/ }).fill('902 555 0111');
    await dialog.getByRole('combobox', { name: /Source/ }).selectOption('Event');
    await dialog.getByRole('combobox', { name: /Interest/ }).selectOption('Battery');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole('button', { name: /^Disqualify Axe Check/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Disqualify lead' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the Disqualify lead dialog', dialogOnly);
  });

  test('the BOM dialogs', async ({ page }) => {
    await openAsAdmin(page, '/workplace/zoho/bom');
    await page.getByRole('button', { name: 'New BOM' }).click();
    await expect(page.getByRole('dialog', { name: 'New BOM' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the New BOM dialog', dialogOnly);

    await openAsAdmin(page, `/workplace/zoho/bom/${admin.ids.id}/design`);
    await page.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Item' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, 'the Add Item dialog', dialogOnly);
  });
});
