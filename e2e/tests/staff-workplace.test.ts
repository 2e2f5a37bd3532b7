import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, menuGroups, messages, productName } from '@solar/shared/domain';
import { dealRows, dealsListSettled } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, mainMenu, openFromMenu } from '../support/workplace';

const groupTitle = (key: (typeof menuGroups)[number]['key']): string =>
  menuGroups.find((group) => group.key === key)!.title;

test('an administrator signs in, sees every area and opens a page of each remote', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = mainMenu(page);
  await expect(menu.getByText('Dashboard', { exact: true })).toBeVisible();
  for (const group of menuGroups) {
    await expect(menu.getByText(group.title, { exact: true })).toBeVisible();
  }

  await openFromMenu(page, groupTitle('crm'), 'Leads Management');
  await expectWorkplacePage(page, 'crm/leads', 'Leads Management');

  await openFromMenu(page, groupTitle('logistics'), 'Orders Management');
  await expectWorkplacePage(page, 'logistics/orders', 'Orders Management');

  await openFromMenu(page, groupTitle('templates'), 'Contracts Templates');
  await expectWorkplacePage(page, 'template/contracts', 'Contracts Templates');

  await openFromMenu(page, groupTitle('templates'), 'New Template');
  await expect(page).toHaveURL(/\/workplace\/template\/editor$/);
  await expect(page).toHaveTitle('New Template');
  await expect(page.getByRole('textbox', { name: 'Template name' })).toBeVisible();
  for (const select of ['Group', 'Orientation', 'Page size']) {
    await expect(page.getByRole('combobox', { name: select })).toBeVisible();
  }
  for (const button of ['Save', 'New Page', 'Text', 'Image', 'Chart', 'Table']) {
    await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
  }

  // Back on a host page the title falls back to the product's name.
  await mainMenu(page).getByText('Dashboard', { exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(productName);
});

test('operations staff see only their areas and are turned away from CRM pages', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.ops);
  await expect(page).toHaveURL(/\/dashboard$/);

  const menu = mainMenu(page);
  for (const key of ['logistics', 'zoho', 'templates'] as const) {
    await expect(menu.getByText(groupTitle(key), { exact: true })).toBeVisible();
  }
  for (const key of ['crm', 'projects', 'admin'] as const) {
    await expect(menu.getByText(groupTitle(key), { exact: true })).toHaveCount(0);
  }

  await page.goto('/workplace/crm/leads');
  await expect(page.getByText(messages.noPagePermission).first()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Leads Management' })).toHaveCount(0);
});

test('a sales manager gets the CRM menu and no administration', async ({ page }) => {
  await signInAs(page, demoAccountEmails.manager);
  const menu = mainMenu(page);
  await expect(menu.getByText(groupTitle('crm'), { exact: true })).toBeVisible();
  await expect(menu.getByText(groupTitle('admin'), { exact: true })).toHaveCount(0);
  await openFromMenu(page, groupTitle('crm'), 'Meeting Management');
  await expectWorkplacePage(page, 'crm/meeting', 'Meeting Management');
});

/** Whether the page is wider than the window (a phone would scroll it sideways). */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer, and the dashboard, deals and a proposal fit the screen', async ({
    page,
  }) => {
    await signInAs(page, demoAccountEmails.admin);
    await expect(page).toHaveURL(/\/dashboard$/);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await openFromMenu(page, groupTitle('crm'), 'Deals');
    await expectWorkplacePage(page, 'crm/deals', 'Deals');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(dealRows(page).first()).toBeVisible();
    await dealsListSettled(page);
    await expectNoHorizontalOverflow(page);

    await dealRows(page)
      .first()
      .getByRole('link', { name: /^Proposal of / })
      .click();
    await expect(page).toHaveURL(/\/workplace\/crm\/deal-proposal\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Present Proposal/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Roof design' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
