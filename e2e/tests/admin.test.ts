import { expect, test, type Page } from '@playwright/test';
import {
  demoAccountEmails,
  messages,
  type AdminMenuAccess,
  type AdminUserListResponse,
} from '@solar/shared/domain';
import { dealsTable } from '../support/deals';
import { expectAccessible } from '../support/accessibility';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, mainMenu, openFromMenu } from '../support/workplace';

const { admin, rep1, rep2 } = demoAccountEmails;

/** The admin's API access, for looking ids up and for putting seeded data back afterwards. */
async function adminApi(page: Page) {
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const list = await page.request.get(`${apiUrl}/api/admin/users/?page_size=100`, { headers });
  expect(list.ok()).toBe(true);
  const users = (await list.json()) as AdminUserListResponse;
  const idOf = (email: string) => users.results.find((user) => user.email === email)!.id;
  return { headers, idOf };
}

/** Opens User Settings from the sidebar and narrows the list to one person. */
async function findUser(page: Page, email: string) {
  await openFromMenu(page, 'Administration', 'User Settings');
  await expectWorkplacePage(page, 'admin/user-setting', 'User Settings');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator('tbody tr', { hasText: email });
  await expect(row).toBeVisible();
  return row;
}

test('removing Proposals from rep1 takes it off their menu and refuses the page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, admin);
  const { headers, idOf } = await adminApi(page);
  const accessUrl = `${apiUrl}/api/admin/users/${idOf(rep1)}/menu-access/`;
  const seeded = (await (await page.request.get(accessUrl, { headers })).json()) as AdminMenuAccess;
  try {
    const row = await findUser(page, rep1);
    await row.getByRole('link', { name: `Access of ${rep1}` }).click();
    await expect(page).toHaveURL(new RegExp(`/workplace/admin/user-access-setting/${idOf(rep1)}$`));
    await expect(page.getByRole('heading', { name: 'User Access Settings' })).toBeVisible();
    // The page belongs to User Settings in the menu (the catalogue's highlight).
    await expect(mainMenu(page).getByRole('link', { name: 'User Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Pages by title, grouped by area; Save is on screen without scrolling down the whole menu.
    const crmArea = page
      .getByRole('region', { name: 'Menu access' })
      .getByRole('region', { name: 'CRM', exact: true });
    const proposals = crmArea.getByRole('checkbox', { name: 'Proposals', exact: true });
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    const crm = page.getByRole('checkbox', { name: /^CRM/ });
    await expect(proposals).toBeChecked();
    await expect(crm).toBeChecked();
    // A person clicks the drawn box or its label; the real input is visually hidden.
    await crmArea
      .locator('label', {
        has: page.getByRole('checkbox', { name: 'Proposals', exact: true }),
      })
      .click();
    await expect(proposals).not.toBeChecked();
    // The CRM group is now only partly granted: its box shows the indeterminate state.
    await expect
      .poll(() => crm.evaluate((input) => (input as HTMLInputElement).indeterminate))
      .toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.accessSaved).first()).toBeVisible();

    // The change is in the user's history: who made it and what was revoked.
    const history = page.getByRole('table', { name: 'Change history' });
    await expect(history.locator('tbody tr').first()).toContainText('Avery Admin');
    await expect(history.locator('tbody tr').first()).toContainText('Access changed');
    await expect(history.locator('tbody tr').first()).toContainText('Pages revoked: Proposals');

    // rep1, in their own browser, no longer has Proposals in the menu and cannot open it.
    const repContext = await browser.newContext();
    const repPage = await repContext.newPage();
    await signInAs(repPage, rep1);
    await openFromMenu(repPage, 'CRM', 'Deals');
    await expect(mainMenu(repPage).getByRole('link', { name: 'Deals', exact: true })).toBeVisible();
    await expect(
      mainMenu(repPage).getByRole('link', { name: 'Proposals', exact: true }),
    ).toHaveCount(0);
    await repPage.goto('/workplace/crm/proposals');
    await expect(repPage.getByText(messages.noPagePermission).first()).toBeVisible();
    await expect(repPage).toHaveURL(/\/dashboard$/);
    await repContext.close();
  } finally {
    // Later test files expect rep1's seeded access.
    const restore = await page.request.put(accessUrl, { headers, data: seeded });
    expect(restore.ok()).toBe(true);
  }
});

test('deactivating rep2 while they are signed in ends their session at their next action', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const repContext = await browser.newContext();
  const repPage = await repContext.newPage();
  await signInAs(repPage, rep2);
  await openFromMenu(repPage, 'CRM', 'Deals');
  await expect(dealsTable(repPage)).toBeVisible();

  await signInAs(page, admin);
  const { headers, idOf } = await adminApi(page);
  try {
    const row = await findUser(page, rep2);
    await row.getByRole('button', { name: `Deactivate ${rep2}` }).click();
    const confirm = page.getByRole('alertdialog', { name: messages.deactivateUserTitle });
    await expect(confirm).toContainText(messages.deactivateUserConfirmText);
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(messages.userDeactivated).first()).toBeVisible();
    await expect(row).toContainText('Inactive');

    // rep2 moves on to another page, which asks the API: the session is over.
    await openFromMenu(repPage, 'CRM', 'Proposals');
    await expect(repPage).toHaveURL(/\/login$/);
    await expect(repPage.getByText(messages.sessionExpired).first()).toBeVisible();
    await expect(repPage.getByRole('heading', { name: 'Login' })).toBeVisible();
  } finally {
    await repContext.close();
    // Later test files sign in as rep2.
    const restore = await page.request.post(`${apiUrl}/api/admin/users/${idOf(rep2)}/reactivate/`, {
      headers,
    });
    expect([200, 409]).toContain(restore.status());
  }
});

/** No serious or critical axe finding (WCAG 2.2 AA) on what is on screen now. */
async function expectAccessibleNow(page: Page, what: string): Promise<void> {
  // Dialogs animate in; axe measures contrast on what is painted.
  await page.waitForTimeout(300);
  await expectAccessible(page, what);
}

test('the administration dialogs and the partly granted tree pass axe', async ({ page }) => {
  await signInAs(page, admin);
  const row = await findUser(page, rep1);

  await page.getByRole('button', { name: 'New User' }).click();
  const create = page.getByRole('dialog', { name: 'New User' });
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText(messages.pleaseEnterValidEmail)).toBeVisible();
  await expectAccessibleNow(page, 'New User dialog with its messages');
  await create.getByRole('button', { name: 'Cancel' }).click();
  await expect(create).toBeHidden();

  await row.getByRole('button', { name: `Manager of ${rep1}` }).click();
  const manager = page.getByRole('dialog', { name: `Manager of ${rep1}` });
  await expect(manager.getByRole('combobox', { name: 'Manager' })).toBeEnabled();
  await expectAccessibleNow(page, 'Manager dialog');
  await manager.getByRole('button', { name: 'Cancel' }).click();
  await expect(manager).toBeHidden();

  await row.getByRole('button', { name: `Deactivate ${rep1}` }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.deactivateUserTitle });
  await expect(confirm).toBeVisible();
  await expectAccessibleNow(page, 'Deactivate confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  // The access page with a partly granted group (nothing saved).
  await row.getByRole('link', { name: `Access of ${rep1}` }).click();
  const crmArea = page
    .getByRole('region', { name: 'Menu access' })
    .getByRole('region', { name: 'CRM', exact: true });
  const deals = crmArea.getByRole('checkbox', { name: 'Deals', exact: true });
  await crmArea
    .locator('label', { has: page.getByRole('checkbox', { name: 'Deals', exact: true }) })
    .click();
  await expect(deals).not.toBeChecked();
  await expect(page.getByRole('heading', { name: 'Change history' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessibleNow(page, 'User Access Settings, edited');
});
