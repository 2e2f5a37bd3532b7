import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { screenshotBothSizes } from '../support/screenshots';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

test('uploading items with one bad row shows its message; the fixed file imports the items with their rated power', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const header = 'SKU,Description,Unit,Price,Rated power (W)';
  const good = [
    `UP-${stamp}-A,415 W test module,pcs,240,415`,
    `UP-${stamp}-B,425 W test module,pcs,250,425`,
  ];
  const bad = `UP-${stamp}-C,Module without a number,pcs,99,four hundred`;
  const file = (rows: string[]) => ({
    name: 'items.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\r\n')),
  });

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, 'Parts Lists & Zoho', 'Zoho Data Upload');
  await expectWorkplacePage(page, 'zoho/zoho-data-upload', 'Zoho Data Upload');
  await screenshotBothSizes(page, 'zoho-data-upload-empty');
  await page.locator('input[type="file"]').setInputFiles(file([good[0]!, bad, good[1]!]));

  // The mapping guessed from the header, with the first rows to judge by.
  await expect(page.getByLabel(/Item number/)).toHaveValue('0');
  await expect(page.getByLabel('Rated power (W)')).toHaveValue('4');
  await expect(page.getByRole('cell', { name: 'four hundred' })).toBeVisible();
  await expectAccessible(page, 'the upload’s mapping step');
  await screenshotBothSizes(page, 'zoho-data-upload-mapping');
  await page.getByRole('button', { name: messages.importCheckRows }).click();

  await expect(page.getByText(messages.importValidatedWithProblems(2, 1))).toBeVisible({
    timeout: 30_000,
  });
  const problems = page.getByRole('table', { name: messages.importProblemsTitle });
  await expect(
    problems.getByRole('cell', {
      name: messages.apiAttributeValueFor('Rated power', messages.attributeValueNotNumber),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'the upload’s problems');
  await screenshotBothSizes(page, 'zoho-data-upload-problems');

  // Fix the file and upload it again: every row is valid, and the items arrive.
  await page.getByRole('button', { name: messages.importFixedFile }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles(file([...good, bad.replace('four hundred', '400')]));
  await page.getByRole('button', { name: messages.importCheckRows }).click();
  await expect(page.getByText(messages.importValidatedAll(3))).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import the items' }).click();
  await expect(page.getByText(messages.uploadImported(3))).toBeVisible({ timeout: 30_000 });
  await screenshotBothSizes(page, 'zoho-data-upload-done');

  // The items, with their attribute, where people look for them.
  await page.getByRole('link', { name: 'Show item attributes' }).click();
  await expectWorkplacePage(page, 'zoho/item-attribute', 'Item Attributes');
  await page.getByLabel('Attribute', { exact: true }).selectOption('Rated power');
  await page.getByLabel('From (W)').fill('410');
  await page.getByLabel('To (W)').fill('430');
  await page.getByRole('button', { name: 'Find items' }).click();
  const found = page.getByRole('table', { name: 'Items found by attribute' });
  await expect(found.getByRole('cell', { name: `UP-${stamp}-A`, exact: true })).toBeVisible();
  await expect(found.getByRole('cell', { name: `UP-${stamp}-B`, exact: true })).toBeVisible();
  await expect(found.getByRole('cell', { name: `UP-${stamp}-C`, exact: true })).toHaveCount(0);
});
