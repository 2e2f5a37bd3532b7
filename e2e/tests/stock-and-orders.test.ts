import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage } from '../support/workplace';

const panel = 'MOD-440-BLK';

/** The stock list's row of the panel in the seeded warehouse. */
async function panelRow(page: Page): Promise<Locator> {
  await page.goto(`/workplace/logistics/stock?search=${panel}`);
  await expectWorkplacePage(page, 'logistics/stock', 'Stock Management');
  const row = page
    .getByRole('table', { name: 'Stock' })
    .getByRole('row')
    .filter({ hasText: panel })
    .filter({ hasText: 'Main warehouse' });
  await expect(row).toHaveCount(1);
  return row;
}

/** On hand and quarantined of the panel's row (third and fourth columns). */
async function panelFigures(page: Page): Promise<{ onHand: number; quarantined: number }> {
  const cells = (await panelRow(page)).getByRole('cell');
  const number = async (index: number) =>
    Number((await cells.nth(index).innerText()).replace(/[^\d-]/g, ''));
  return { onHand: await number(2), quarantined: await number(3) };
}

test('operations order 20 panels, receive 18 good and 2 damaged, count the stock and return the damaged to the vendor', async ({
  page,
}) => {
  // A whole purchasing round and a count: longer than one page's default on a busy machine.
  test.setTimeout(150_000);
  await signInAs(page, demoAccountEmails.ops);
  const before = await panelFigures(page);

  // A vendor of our own, so the run does not depend on earlier ones.
  const vendor = `E2E Panels ${Date.now()}`;
  await page.goto('/workplace/logistics/orders');
  await expectWorkplacePage(page, 'logistics/orders', 'Orders Management');
  await page.getByRole('button', { name: 'Vendors' }).click();
  const vendors = page.getByRole('dialog', { name: 'Vendors' });
  await vendors.getByRole('button', { name: 'New vendor' }).click();
  const vendorForm = page.getByRole('dialog', { name: 'New vendor' });
  await vendorForm.getByLabel(/Name/).fill(vendor);
  await vendorForm.getByLabel(/Lead time/).fill('10');
  await vendorForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.vendorSaved).first()).toBeVisible();
  await expect(vendors.getByRole('cell', { name: vendor, exact: true })).toBeVisible();
  await vendors.getByRole('button', { name: 'Close' }).first().click();

  // The order: 20 panels, a draft, then sent.
  await page.getByRole('button', { name: 'New purchase order' }).click();
  const orderForm = page.getByRole('dialog', { name: 'New purchase order' });
  await orderForm.getByLabel(/Vendor/).selectOption({ label: vendor });
  // Named, not left to the default: other runs add warehouses that may sort first.
  await orderForm.getByLabel(/Deliver to/).selectOption({ label: 'Main warehouse' });
  await orderForm.getByRole('combobox', { name: /Item 1/ }).fill(panel);
  await page.getByRole('option', { name: new RegExp(panel) }).click();
  await orderForm.getByLabel(/Quantity/).fill('20');
  await orderForm.getByLabel(/Unit cost/).fill('279.00');
  await orderForm.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText(messages.purchaseOrderSaved).first()).toBeVisible();
  const orderRow = page
    .getByRole('table', { name: 'Purchase orders' })
    .getByRole('row')
    .filter({ hasText: vendor });
  await expect(orderRow).toContainText('Draft');
  const number = (await orderRow.getByRole('cell').first().innerText()).trim();
  await orderRow.getByRole('button', { name: `Send ${number}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark sent' }).click();
  await expect(page.getByText(messages.purchaseOrderSent).first()).toBeVisible();
  await expect(orderRow).toContainText('Sent');

  // 18 arrive in good order, 2 broken.
  await orderRow.getByRole('button', { name: `Receive ${number}` }).click();
  const receipt = page.getByRole('dialog', { name: `Receive ${number}` });
  await receipt.getByLabel(`Good ${panel}`).fill('18');
  await receipt.getByLabel(`Damaged ${panel}`).fill('2');
  await receipt.getByRole('button', { name: 'Post receipt' }).click();
  await expect(page.getByText(messages.receiptPosted).first()).toBeVisible();
  await expect(page.getByText(messages.damagedToQuarantine(2)).first()).toBeVisible();
  await expect(orderRow).toContainText('Received');

  const received = await panelFigures(page);
  expect(received).toEqual({
    onHand: before.onHand + 18,
    quarantined: before.quarantined + 2,
  });
  await (await panelRow(page)).getByRole('button', { name: `Movements of ${panel}` }).click();
  const history = page.getByRole('dialog', { name: new RegExp(`Movements of ${panel}`) });
  await expect(
    history.getByRole('row').filter({ hasText: 'Into quarantine' }).first(),
  ).toContainText(number);
  await history.getByRole('button', { name: 'Close' }).first().click();

  // A count finds one panel fewer: it posts as an adjustment.
  await page.getByRole('button', { name: 'Stock count' }).click();
  const count = page.getByRole('dialog', { name: 'Stock count' });
  await count.getByLabel(/Warehouse/).selectOption({ label: 'Main warehouse' });
  await count.getByLabel(`Counted ${panel}`).fill(String(received.onHand - 1));
  await count.getByRole('button', { name: 'Review differences' }).click();
  await count.getByRole('button', { name: 'Post 1 adjustment' }).click();
  await expect(page.getByText(messages.countPosted(1)).first()).toBeVisible();
  expect(await panelFigures(page)).toEqual({
    onHand: received.onHand - 1,
    quarantined: received.quarantined,
  });
  await (await panelRow(page)).getByRole('button', { name: `Movements of ${panel}` }).click();
  await expect(
    page
      .getByRole('dialog', { name: new RegExp(`Movements of ${panel}`) })
      .getByRole('row')
      .nth(1),
  ).toContainText('Adjustment (Count)');

  // The 2 damaged panels wait in NCM Inventory, then go back to the vendor.
  await page.goto(`/workplace/logistics/ncrinventory?source=receipt&search=${panel}`);
  await expectWorkplacePage(page, 'logistics/ncrinventory', 'NCM Inventory');
  const ncmRow = page
    .getByRole('table', { name: 'Non-conformance records' })
    .getByRole('row')
    .filter({ hasText: number });
  await expect(ncmRow).toHaveCount(1);
  await expect(ncmRow).toContainText('Open');
  await expect(ncmRow.getByRole('cell').nth(2)).toHaveText('2');
  await ncmRow.getByRole('button', { name: /^Open NCM #/ }).click();
  const ncm = page.getByRole('dialog', { name: new RegExp(`NCM #\\d+ · ${panel}`) });
  await ncm.getByRole('button', { name: 'Start review' }).click();
  const review = page.getByRole('dialog', { name: /as Under review\?$/ });
  await review.getByRole('button', { name: 'Mark under review' }).click();
  await expect(page.getByText(messages.ncmRecordMoved('Under review')).first()).toBeVisible();
  await ncm.getByRole('button', { name: 'Returned to vendor' }).click();
  const giveBack = page.getByRole('dialog', { name: /as Returned to vendor\?$/ });
  await giveBack.getByLabel(/Reason/).fill(`RMA for ${number}`);
  await giveBack.getByRole('button', { name: 'Mark returned to vendor' }).click();
  await expect(page.getByText(messages.ncmRecordMoved('Returned to vendor')).first()).toBeVisible();
  await expect(ncm.getByRole('list', { name: 'History' })).toContainText(`RMA for ${number}`);
  await ncm.getByRole('button', { name: 'Close' }).first().click();
  await expect(ncmRow).toContainText('Returned to vendor');
  expect(await panelFigures(page)).toEqual({
    onHand: received.onHand - 1,
    quarantined: before.quarantined,
  });
});
