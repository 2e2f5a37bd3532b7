import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/** Where people look at the pages: one full-page picture per size, when a folder is given. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  for (const [size, viewport] of [
    ['1440x900', { width: 1440, height: 900 }],
    ['390x844', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('ops define an attribute, give a panel its value and find panels by rated power', async ({
  page,
}) => {
  const stamp = Date.now();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, 'Parts Lists & Zoho', 'Item Attributes');
  await expectWorkplacePage(page, 'zoho/item-attribute', 'Item Attributes');
  const definitions = page.getByRole('table', { name: 'Item attributes' });
  await expect(definitions.getByRole('row', { name: /Rated power/ })).toContainText('Number (W)');

  await page.getByRole('button', { name: 'New attribute' }).click();
  const dialog = page.getByRole('dialog', { name: 'New attribute' });
  await dialog.getByLabel(/Name/).fill(`Frame colour ${stamp}`);
  await dialog.getByLabel(/Type/).selectOption('choice');
  await dialog.getByLabel(/Options/).fill('Black\nSilver');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.attributeCreated).first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Item' }).fill('MOD-405');
  await page.getByRole('option', { name: /MOD-405-BLK/ }).click();
  await expect(page.getByLabel('Rated power', { exact: true })).toHaveValue('405');
  await page.getByLabel(`Frame colour ${stamp}`, { exact: true }).selectOption('Black');
  await page.getByRole('button', { name: 'Save values' }).click();
  await expect(page.getByText(messages.itemAttributesSaved).first()).toBeVisible();

  await page.getByLabel('Attribute', { exact: true }).selectOption('Rated power');
  await page.getByLabel('From (W)').fill('400');
  await page.getByLabel('To (W)').fill('420');
  await page.getByRole('button', { name: 'Find items' }).click();
  const found = page.getByRole('table', { name: 'Items found by attribute' });
  await expect(found.getByRole('cell', { name: 'MOD-405-BLK', exact: true })).toBeVisible();
  await expect(found.getByRole('cell', { name: 'MOD-440-BLK', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'the item attributes page');
  await screenshot(page, 'item-attribute');
});

test('the Zoho API page says the embedded default is not configured and tests it offline', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, 'Parts Lists & Zoho', 'Zoho API');
  await expectWorkplacePage(page, 'zoho/zoho-api', 'Zoho API');
  await expect(page.getByText('Not configured')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection works')).toBeVisible();
  await expect(page.getByText(/built-in catalogue answered with \d+ items/)).toBeVisible();
  await expectAccessible(page, 'the Zoho API page');
  await screenshot(page, 'zoho-api');
});
