import { expect, test, type Page } from '@playwright/test';
import {
  type CountSheet,
  demoAccountEmails,
  messages,
  type StockPage,
  type WarehouseList,
} from '@solar/shared/domain';
import { createDealOfSignedInUser } from '../support/deals';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

/** The microinverter kit's fixed lines: what a deal without a design yet still needs. */
const kit = 'Rooftop 440W microinverter kit';
const terminator = 'CON-Q-TERM';
const combiner = 'MON-IQ-COMB4';

/** On hand of an item in the warehouse, as the API counts it. */
async function onHand(page: Page, token: string, itemno: string, warehouseId: number) {
  const response = await page.request.get(
    `${apiUrl}/api/stock/?warehouse_id=${warehouseId}&search=${itemno}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const rows = ((await response.json()) as StockPage).results;
  return rows.find((row) => row.itemno === itemno)?.on_hand ?? 0;
}

/** Screens for people to look at, beside the run's other output (not committed). */
async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['desktop', { width: 1440, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({
      path: test.info().outputPath(`${name}-${label}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("operations ship a deal's parts list: stock goes down and the deal shows the shipment", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The sales side's deal.
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'E2E Shipping' });
  const rep = await browser.newPage();
  await signInAs(rep, demoAccountEmails.rep1);

  // Operations: enough of the kit's parts in the main warehouse (a count), then ship.
  await signInAs(page, demoAccountEmails.ops);
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const { warehouses } = (await (
    await page.request.get(`${apiUrl}/api/stock/warehouses/`, { headers })
  ).json()) as WarehouseList;
  const main = warehouses.find((warehouse) => warehouse.active)!;
  const sheet = (await (
    await page.request.get(`${apiUrl}/api/stock/counts/sheet/?warehouse_id=${main.id}`, {
      headers,
    })
  ).json()) as CountSheet;
  const items = (await (
    await page.request.get(`${apiUrl}/api/stock/items/search/?query=CON-Q-TERM`, { headers })
  ).json()) as { itemid: number; itemno: string }[];
  const combiners = (await (
    await page.request.get(`${apiUrl}/api/stock/items/search/?query=MON-IQ-COMB4`, { headers })
  ).json()) as { itemid: number; itemno: string }[];
  const counted = [
    items.find((item) => item.itemno === terminator)!,
    combiners.find((item) => item.itemno === combiner)!,
  ].map((item) => {
    const line = sheet.lines.find((row) => row.item_id === item.itemid);
    return {
      item_id: item.itemid,
      counted: (line?.on_hand ?? 0) + 10,
      version: line?.version ?? 0,
    };
  });
  const count = await page.request.post(`${apiUrl}/api/stock/counts/`, {
    headers,
    data: { warehouse_id: main.id, lines: counted },
  });
  expect(count.status()).toBe(201);
  const before = await onHand(page, token, terminator, main.id);

  await page.goto('/workplace/zoho/shipping-details');
  await expect(page.getByRole('heading', { name: 'Shipping Details', level: 1 })).toBeVisible();
  await shoot(page, 'shipping-list');
  await page.getByRole('button', { name: 'New shipment' }).click();
  const form = page.getByRole('dialog', { name: 'New shipment' });
  await form.getByRole('combobox', { name: /Deal/ }).fill(deal.name);
  await page.getByRole('option', { name: new RegExp(deal.name) }).click();
  await form.getByLabel('Parts list').selectOption({ label: kit });
  await expect(form.getByRole('combobox', { name: /Item 1/ })).toHaveValue(new RegExp(terminator));
  await expect(form.getByRole('textbox', { name: 'Quantity of item 1' })).toHaveValue('2');
  await form.getByLabel('Carrier').fill('Maritime Freight');
  await form.getByLabel('Tracking number').fill('MF-E2E-1');
  await shoot(page, 'shipping-new');
  await form.getByRole('button', { name: 'Plan shipment' }).click();
  await expect(page.getByText(/planned: its stock is reserved/).first()).toBeVisible();
  const heading = page.getByRole('heading', { name: /^SH-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).trim();
  await shoot(page, 'shipping-record-planned');

  await page.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText(messages.shipmentShipped).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  expect(await onHand(page, token, terminator, main.id)).toBe(before - 2);
  await page.getByLabel(/Signed by/).fill('Jordan Site Lead');
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText(messages.shipmentDelivered).first()).toBeVisible();
  await shoot(page, 'shipping-record-delivered');

  // The deal's page shows it to the sales person.
  await rep.goto(`/workplace/crm/deal-details/${deal.id}`);
  const card = rep.getByRole('region', { name: 'Shipments' });
  await expect(card.getByRole('row', { name: new RegExp(number) })).toContainText('Delivered');
  await expect(card).toContainText('Maritime Freight · MF-E2E-1');
  await card.scrollIntoViewIfNeeded();
  await shoot(rep, 'deal-shipments-card');
  await rep.close();
});
