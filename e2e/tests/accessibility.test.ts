import { expect, test, type Page } from '@playwright/test';
import { workplaceRoutes } from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import {
  openSignedIn,
  pathsOf,
  prepareAdminSession,
  prepareCustomerSession,
  settle,
  type AdminSession,
} from '../support/sessions';

/**
 * Every page of the product checked with axe against WCAG 2.0/2.1 A and AA and 2.2 AA: the Login
 * page, the customer portal as a customer, the dashboard and every route of the workplace
 * catalogue as the superuser (the list comes from the catalogue, so a new route is checked without
 * editing this file), and the dialogs people work in. Serious and critical violations fail.
 */
let admin: AdminSession;

/** Opens a page already signed in as the superuser. */
async function openAsAdmin(page: Page, path: string): Promise<void> {
  await openSignedIn(page, admin, path);
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
    const { home, views } = await prepareCustomerSession(page, admin);
    await page.goto(home);
    await expect(page.getByRole('button', { name: 'Chat with Support' })).toBeVisible();
    await settle(page);
    await expectAccessible(page, home);
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
