import { expect, test, type Page } from '@playwright/test';
import {
  addPlanningWeeks,
  demoAccountEmails,
  formatCalendarDay,
  messages,
  planningWeekOf,
  type BomLink,
  type MrpRunItemPage,
  type MrpRunPage,
  type PurchaseOrder,
} from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { createDealThroughApi } from '../support/deals';
import { storedToken, signInAs } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage } from '../support/workplace';

/** Pictures of the page with a run, at the sizes people plan on, when a folder is given. */
async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  for (const [size, viewport] of [
    ['1440x900', { width: 1440, height: 900 }],
    ['1366x768', { width: 1366, height: 768 }],
    ['390x844', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const inverter = 'INV-SE7600H';

test('a planner links a parts list and a panel, schedules two installations, runs MRP, orders the shortage, receives it and plans again: nothing is short', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.admin);
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const ask = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  const unique = Date.now();

  // The links (their pages have their own journey): the standard rooftop kit for every
  // installation, MOD-405-BLK as the 405 W panel.
  const boms = await ask<{ results: { id: number; bomdes: string }[] }>(
    'GET',
    '/api/zoho/bom/?search=Rooftop%20405W&page_size=10',
  );
  const kit = boms.results.find((bom) => bom.bomdes === 'Rooftop 405W standard kit')!;
  const links = await ask<BomLink[]>('GET', '/api/demand/bom-links/');
  if (!links.some((link) => link.is_default)) {
    await ask('POST', '/api/demand/bom-links/', {
      bom_id: kit.id,
      installation_type: null,
      program: null,
      panel_size_w: null,
      province_id: null,
    });
  }
  const itemId = async (itemno: string) =>
    (
      await ask<{ itemid: number; itemno: string }[]>(
        'GET',
        `/api/stock/items/search/?query=${itemno}`,
      )
    ).find((item) => item.itemno === itemno)!.itemid;
  const inverterId = await itemId(inverter);
  const panelLinks = await ask<{ panel_size_w: number; version: number }[]>(
    'GET',
    '/api/demand/panel-links/',
  );
  await ask('PUT', '/api/demand/panel-links/405/', {
    item_ids: [await itemId('MOD-405-BLK')],
    version: panelLinks.find((link) => link.panel_size_w === 405)!.version,
  });

  // A warehouse and a vendor of this run, so earlier runs' stock and orders do not count.
  const warehouse = await ask<{ id: number; name: string }>('POST', '/api/stock/warehouses/', {
    name: `E2E planning ${unique}`,
    address: '',
    active: true,
    allow_negative: false,
  });
  const vendor = await ask<{ id: number; name: string }>('POST', '/api/purchase-orders/vendors/', {
    name: `E2E inverters ${unique}`,
    contact: '',
    email: '',
    phone: '',
    lead_time_days: 14,
  });
  await ask('POST', '/api/demand/item-settings/bulk/', {
    item_ids: [inverterId],
    set: {
      planned: true,
      lead_time_days: 14,
      safety_stock: 0,
      moq: 1,
      order_multiple: 1,
      preferred_vendor_id: vendor.id,
      planning_warehouse_id: warehouse.id,
    },
  });

  // Two installations in the same week, five weeks out: one inverter each.
  const thisWeek = planningWeekOf(new Date().toISOString().slice(0, 10));
  const installWeek = addPlanningWeeks(thisWeek, 5);
  const releaseWeek = addPlanningWeeks(installWeek, -2);
  const wednesday = new Date(Date.parse(`${installWeek}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  for (const day of [installWeek, wednesday]) {
    const deal = await createDealThroughApi(page.request, token, {
      namePrefix: 'E2E MRP install',
      stageName: 'Closed Won',
    });
    const projects = await ask<{
      results: { id: number; version: number; deal: { id: number } }[];
    }>('GET', `/api/projects/?search=${encodeURIComponent(deal.name)}&page_size=10`);
    const project = projects.results.find((entry) => entry.deal.id === deal.id)!;
    await ask('PUT', `/api/projects/${project.id}/milestones/installation_scheduled/`, {
      version: project.version,
      planned_date: day,
    });
  }

  // The run, through the page.
  await page.goto('/workplace/zoho/mrp');
  await expectWorkplacePage(page, 'zoho/mrp', 'MRP');
  await page.getByLabel('Warehouse').selectOption({ label: warehouse.name });
  await page.getByRole('button', { name: 'Run MRP' }).click();
  await expect(page.getByText(messages.mrpRunStarted).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Plan of run/ })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Search items').fill(inverter);
  const grid = page.getByRole('table', { name: 'MRP plan' });
  const toggle = grid.getByRole('button', { name: `${inverter}: show the plan rows` });
  await expect(toggle).toBeVisible();
  await expect(grid.getByRole('row').filter({ hasText: inverter }).first()).toContainText('short');
  await toggle.click();
  const order = grid.getByRole('checkbox', { name: new RegExp(`of ${inverter}, release`) });
  await expect(order.first()).toBeVisible();
  const runs = await ask<MrpRunPage>('GET', '/api/mrp/runs/');
  const plan = await ask<MrpRunItemPage>(
    'GET',
    `/api/mrp/runs/${runs.results[0]!.id}/items/?search=${inverter}`,
  );
  const planned = plan.results[0]!.planned_orders;
  expect(
    planned.some(
      (entry) => entry.release_week === releaseWeek && entry.receipt_week === installWeek,
    ),
  ).toBe(true);
  // The plan with a run and an item's rows open passes axe, and so does a figure's sources
  // dialog; the grid is walked with the arrow keys and a figure opens with Enter.
  await expectAccessible(page, 'MRP with a run');
  const gross = grid
    .getByRole('button', {
      name: new RegExp(
        `gross demand of ${inverter} in the week of ${formatCalendarDay(installWeek)}: show sources`,
      ),
    })
    .first();
  await gross.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(gross).not.toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(gross).toBeFocused();
  await page.keyboard.press('Enter');
  const sources = page.getByRole('dialog', { name: new RegExp(`Gross demand of ${inverter}`) });
  await expect(sources.getByRole('table', { name: 'Sources' })).toContainText('E2E MRP install');
  await expectAccessible(page, 'the sources of a gross demand figure', dialogOnly);
  await screenshots(page, 'mrp-sources');
  await page.keyboard.press('Escape');
  await expect(sources).toBeHidden();
  // Readable on a 1 366 × 768 laptop: the page does not scroll sideways, and with the grid
  // scrolled to its last week the item column and that week's heading are both in view.
  await page.setViewportSize({ width: 1366, height: 768 });
  const opened = grid.getByRole('button', { name: `${inverter}: hide the plan rows` });
  await opened.scrollIntoViewIfNeeded();
  await grid.evaluate((table) => {
    table.parentElement!.scrollLeft = table.parentElement!.scrollWidth;
  });
  await expect(opened).toBeInViewport();
  await expect(grid.getByRole('columnheader').last()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshots(page, 'mrp');

  // Every planned order of the item becomes a purchase order.
  const count = await order.count();
  const labels = grid.getByText(new RegExp(`of ${inverter}, release`));
  for (let index = 0; index < count; index += 1) await labels.nth(index).click();
  await expect(
    page.getByText(`${count} planned ${count === 1 ? 'order' : 'orders'} selected`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create purchase orders' }).click();
  const created = page.getByRole('status', { name: 'Purchase orders created', exact: true });
  await expect(created).toBeVisible();
  const after = await ask<MrpRunItemPage>(
    'GET',
    `/api/mrp/runs/${runs.results[0]!.id}/items/?search=${inverter}`,
  );
  const orderIds = [
    ...new Set(after.results[0]!.planned_orders.map((entry) => entry.purchase_order!.id)),
  ];

  // The vendor delivers (sending and receiving have their own journey).
  for (const id of orderIds) {
    const draft = await ask<PurchaseOrder>('GET', `/api/purchase-orders/${id}/`);
    const sent = await ask<PurchaseOrder>('POST', `/api/purchase-orders/${id}/status/`, {
      status: 'Sent',
      version: draft.version,
    });
    await ask('POST', `/api/purchase-orders/${id}/receipts/`, {
      version: sent.version,
      confirmed: false,
      lines: sent.lines.map((line) => ({ line_id: line.id, good: line.quantity, damaged: 0 })),
    });
  }

  // Planned again: the inverters are in stock, nothing is short.
  await page.getByLabel('Warehouse').selectOption({ label: warehouse.name });
  await page.getByRole('button', { name: 'Run MRP' }).click();
  await expect(
    page.getByRole('button', { name: `Show run ${runs.results[0]!.id + 1}` }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(
    page.getByRole('heading', { name: `Plan of run ${runs.results[0]!.id + 1}` }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await page.getByLabel('Search items').fill(inverter);
  const again = grid.getByRole('row').filter({ hasText: inverter }).first();
  await expect(again).toBeVisible();
  await expect(again).not.toContainText('short');
});
