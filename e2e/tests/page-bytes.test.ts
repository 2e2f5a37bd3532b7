import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test';
import { pageBudgetKiB } from '@solar/bench/budgets';
import { demoAccountEmails } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { hostUrl } from '../support/test-stack';

// The two pages strangers and customers reach first stay small: the JavaScript a first visit
// transfers (compressed, as the static servers send it) is held to `bench/budgets.json`'s page
// budgets, the same numbers `pnpm bench` reports against. Each visit is a new browser context, so
// nothing comes from the cache.

interface ScriptBytes {
  url: string;
  bytes: number;
}

/** Records the body size, as transferred, of every script the page downloads. */
function recordScripts(page: Page): () => Promise<ScriptBytes[]> {
  const pending: Promise<ScriptBytes>[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
    );
  });
  return () => Promise.all(pending);
}

async function expectWithinBudget(
  page: Page,
  budgetName: string,
  scripts: () => Promise<ScriptBytes[]>,
): Promise<void> {
  // The shell loads a route's remote after it has checked the session: wait for quiet.
  await page.waitForLoadState('networkidle');
  const loaded = await scripts();
  const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
  const budget = pageBudgetKiB(budgetName);
  const listing = loaded
    .map((script) => `${(script.bytes / 1024).toFixed(1)} KiB ${script.url}`)
    .join('\n');
  expect(loaded.length, `${budgetName} loads its scripts`).toBeGreaterThan(0);
  expect(
    total,
    `${budgetName} transferred ${(total / 1024).toFixed(1)} KiB of JavaScript, budget ${budget} KiB:\n${listing}`,
  ).toBeLessThanOrEqual(budget * 1024);
}

/** A new context: an empty cache, and only the session given. */
async function firstVisit(browser: Browser, storageState?: BrowserContextOptions['storageState']) {
  const context = await browser.newContext({ baseURL: hostUrl, storageState });
  const page = await context.newPage();
  return { context, page, scripts: recordScripts(page) };
}

test('the sign-in page transfers no more JavaScript than its budget', async ({ browser }) => {
  const { context, page, scripts } = await firstVisit(browser);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await expectWithinBudget(page, '/login', scripts);
  await context.close();
});

test("the customer's portal transfers no more JavaScript than its budget", async ({
  browser,
  page: signInPage,
}) => {
  await signInAs(signInPage, demoAccountEmails.customer);
  await expect(signInPage).toHaveURL(/\/customer$/);
  const session = await signInPage.context().storageState();

  const { context, page, scripts } = await firstVisit(browser, session);
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Solar Install', exact: true })).toBeVisible();
  await expectWithinBudget(page, '/customer', scripts);
  await context.close();
});
