import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccountEmails, menuGroups, messages } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

const partsGroup = menuGroups.find((group) => group.key === 'zoho')!.title;

function itemDialog(page: Page, name: 'Add Item' | 'Edit Item'): Locator {
  return page.getByRole('dialog', { name });
}

/** A row of the BOM items table by its item number. */
function lineRow(page: Page, itemno: string): Locator {
  return page
    .getByRole('table', { name: 'BOM items' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: itemno, exact: true }) });
}

async function addItem(
  page: Page,
  searchText: string,
  itemno: string,
  method: string,
  parameter: string,
  denominator: string,
) {
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = itemDialog(page, 'Add Item');
  await dialog.getByRole('combobox', { name: /Item ID/ }).fill(searchText);
  await dialog.getByRole('option', { name: new RegExp(itemno) }).click();
  await dialog.getByLabel(/Calculation Method/).selectOption(method);
  await dialog.getByLabel(/Parameter/).fill(parameter);
  await dialog.getByLabel(/Denominator/).fill(denominator);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.itemAdded).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(lineRow(page, itemno)).toBeVisible();
}

test('operations staff design a parts list: add, validate, edit, quantities and delete', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, partsGroup, 'BOM');
  await expectWorkplacePage(page, 'zoho/bom', 'BOM');

  // A parts list of our own, so the run does not depend on the samples' contents.
  const description = `E2E carport kit ${Date.now()}`;
  await page.getByRole('button', { name: 'New BOM' }).click();
  const headerDialog = page.getByRole('dialog', { name: 'New BOM' });
  await headerDialog.getByLabel(/Description/).fill(description);
  await headerDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.bomCreated).first()).toBeVisible();
  await page.getByRole('link', { name: `Design ${description}` }).click();

  await expect(page).toHaveURL(/\/workplace\/zoho\/bom\/\d+\/design$/);
  await expect(page.getByRole('heading', { name: `BOM Design - ${description}` })).toBeVisible();
  await expect(page).toHaveTitle('BOM Design');

  // Each validation message for bad input, and no line is created.
  await page.getByRole('button', { name: 'Add Item' }).click();
  const dialog = itemDialog(page, 'Add Item');
  await dialog.getByLabel(/Calculation Method/).selectOption('');
  await dialog.getByLabel(/Parameter/).fill('');
  await dialog.getByLabel(/Denominator/).fill('');
  await dialog.getByRole('button', { name: 'Create' }).click();
  for (const message of [
    messages.pleaseInputItemId,
    messages.pleaseSelectCalculationMethod,
    messages.pleaseInputParameter,
    messages.pleaseInputDenominator,
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await dialog.getByLabel(/Parameter/).fill('0');
  await dialog.getByLabel(/Denominator/).fill('0');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText(messages.parameterMinimum)).toBeVisible();
  await expect(dialog.getByText(messages.denominatorMinimum)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Items found by searching part of their description.
  await addItem(page, 'microinverter, 325', 'INV-IQ8M', 'Fixed', '1', '1');
  await addItem(page, 'mounting rail, 168', 'RAIL-XR10-168', 'DevideUp', '2', '4');

  // Edit the method and parameter; the item itself is fixed while editing.
  await lineRow(page, 'INV-IQ8M').getByRole('button', { name: 'Edit INV-IQ8M' }).click();
  const edit = itemDialog(page, 'Edit Item');
  await expect(edit.getByRole('combobox', { name: /Item ID/ })).toBeDisabled();
  await edit.getByLabel(/Calculation Method/).selectOption('Multiply');
  await edit.getByLabel(/Parameter/).fill('2');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(messages.itemUpdated).first()).toBeVisible();
  const edited = lineRow(page, 'INV-IQ8M');
  await expect(edited.getByRole('cell', { name: 'Multiply', exact: true })).toBeVisible();
  await expect(edited.getByRole('cell').nth(4)).toHaveText('2');

  // Quantities for 23 panels: Multiply 2 → 46; DevideUp 2/4 → ceil(11.5) = 12.
  await page.getByLabel('Number of panels').fill('23');
  const quantities = page.getByRole('table', { name: 'Quantities for 23 panels' });
  await expect(
    quantities
      .getByRole('row', { name: /INV-IQ8M/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('46');
  await expect(
    quantities
      .getByRole('row', { name: /RAIL-XR10-168/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('12');

  // Delete after confirming.
  await lineRow(page, 'INV-IQ8M').getByRole('button', { name: 'Delete INV-IQ8M' }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.deleteItemConfirmTitle });
  await expect(confirm).toContainText(messages.deleteItemConfirmText);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.itemDeleted).first()).toBeVisible();
  await expect(lineRow(page, 'INV-IQ8M')).toHaveCount(0);
  await expect(lineRow(page, 'RAIL-XR10-168')).toBeVisible();

  // Back to the list.
  await page.getByRole('button', { name: 'Back to BOM List' }).click();
  await expectWorkplacePage(page, 'zoho/bom', 'BOM');
});

test('the sync screen names the built-in catalogue as the source and syncs it', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, partsGroup, 'Zoho API');
  await expectWorkplacePage(page, 'zoho/zoho-api', 'Zoho API');
  await expect(page.getByText(/Built-in sample catalogue/)).toBeVisible();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(messages.zohoSyncFinished).first()).toBeVisible();
  await expect(page.getByText('succeeded', { exact: true })).toBeVisible();
});
