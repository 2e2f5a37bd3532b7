import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { demoAccountEmails } from '@solar/shared/domain';
import { dealsTable } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { remoteOrigin, type RemoteName } from '../support/test-stack';
import { expectWorkplacePage } from '../support/workplace';

/**
 * Everything the browser reports against the static servers' Content-Security-Policy: the
 * `securitypolicyviolation` events of the page, and the console's "Refused to …" lines.
 */
async function watchPolicyViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const reported: string[] = [];
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => {
    reported.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  page.on('console', (message) => {
    // Chromium also reports a Permissions-Policy feature it does not know here.
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(message.text())) {
      reported.push(message.text());
    }
  });
  return reported;
}

test('staff pages of every remote, the deal map and its dialog run under the policy', async ({
  page,
  context,
}) => {
  const violations = await watchPolicyViolations(context, page);
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  await signInAs(page, demoAccountEmails.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/workplace/crm/leads');
  await expectWorkplacePage(page, 'crm/leads', 'Leads Management');
  await page.goto('/workplace/crm/deals');
  await expect(dealsTable(page)).toBeVisible({ timeout: 45_000 });
  // Leaflet's map (inline positioning styles, marker images) in the map dialog.
  await page.getByRole('button', { name: 'Add from map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Deal from Map' });
  await expect(dialog.locator('.leaflet-container')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/workplace/logistics/orders');
  await expectWorkplacePage(page, 'logistics/orders', 'Orders Management');
  await page.goto('/workplace/template/editor');
  await expect(page.getByRole('textbox', { name: 'Template name' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the customer portal runs under the policy', async ({ page, context }) => {
  const violations = await watchPolicyViolations(context, page);
  await signInAs(page, demoAccountEmails.customer);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('button', { name: 'Chat with Support' })).toBeVisible();
  expect(violations).toEqual([]);
});

for (const remote of ['crm', 'zoho', 'templates', 'portal'] as const satisfies RemoteName[]) {
  test(`the ${remote} remote's own page starts under its server's policy`, async ({
    page,
    context,
  }) => {
    const violations = await watchPolicyViolations(context, page);
    const response = await page.goto(`${remoteOrigin(remote)}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    expect(violations).toEqual([]);
  });
}
