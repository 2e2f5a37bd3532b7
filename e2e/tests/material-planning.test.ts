import { expect, test, type Page } from '@playwright/test';
import {
  type BomDetail,
  type BomLink,
  type CountSheet,
  type DemandOptions,
  demoAccountEmails,
  messages,
  type WarehouseList,
} from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { createDealThroughApi } from '../support/deals';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/** Where people look at the pages: one full-page picture per size, when a folder is given. */
async function screenshot(page: Page, name: string) {
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

test('ops link a parts list and a panel, plan installations and see where the demand comes from', async ({
  page,
}) => {
  // Pictures at two sizes of six pages take longer than a plain run.
  if (process.env.E2E_SHOTS_DIR) test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.ops);

  await openFromMenu(page, 'Parts Lists & Zoho', 'BOM Link');
  await expectWorkplacePage(page, 'zoho/bom-link', 'BOM Link');
  await expect(page.getByText(messages.bomLinksEmpty)).toBeVisible();
  await page.getByRole('button', { name: 'New link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'New BOM link' });
  await linkDialog.getByLabel(/Parts list/).selectOption({ label: 'Rooftop 405W standard kit' });
  await expectAccessible(page, 'the New BOM link dialog', dialogOnly);
  await linkDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.bomLinkSaved).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'BOM links' })).toContainText('Default');
  await screenshot(page, 'bom-link');

  await page.goto('/workplace/zoho/demand-panel-link');
  const size405 = page.getByRole('region', { name: '405 W panels' });
  await size405.getByRole('button', { name: 'Add MOD-405-BLK' }).click();
  await size405.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.panelLinkSaved).first()).toBeVisible();
  await screenshot(page, 'demand-panel-link');

  await page.goto('/workplace/zoho/plane-demand');
  await page.getByLabel('First week').fill('2027-W09');
  await page.getByLabel('First week').press('Enter');
  await page.getByRole('button', { name: 'Plan installations' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Plan installations' });
  await planDialog.getByLabel(/^Installations/).fill('30');
  await planDialog.getByLabel(/Panels per installation/).fill('20');
  await expectAccessible(page, 'the Plan installations dialog', dialogOnly);
  await planDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(messages.plannedInstallationSaved).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planned installations' })).toContainText(
    'Mar 1, 2027',
  );
  await expectAccessible(page, 'Plan Demand with a planned installation');
  await page.getByRole('button', { name: 'Copy a week' }).click();
  await expect(page.getByRole('dialog', { name: 'Copy a week' })).toBeVisible();
  await expectAccessible(page, 'the Copy a week dialog', dialogOnly);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await screenshot(page, 'plane-demand');

  await page.goto('/workplace/zoho/mpr-item-setting');
  const settings = page.getByRole('table', { name: 'Item planning settings' });
  await expect(settings).toBeVisible();
  await expectAccessible(page, 'MPR Item Setting');
  await settings.getByRole('checkbox').nth(1).check({ force: true });
  await page.getByRole('button', { name: 'Set fields (1)' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'the planning settings dialog', dialogOnly);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await screenshot(page, 'mpr-item-setting');

  await page.goto('/workplace/logistics/demand');
  await page.getByLabel('First week').fill('2027-W09');
  await page.getByLabel('First week').press('Enter');
  const grid = page.getByRole('table', { name: 'Demand' });
  const panels = grid.getByRole('button', {
    name: '600 of MOD-405-BLK in the week of Mar 1, 2027: show sources',
  });
  await expect(panels).toBeVisible();
  await expectAccessible(page, 'Demand with demand');
  await screenshot(page, 'demand');
  await panels.click();
  const sources = page.getByRole('dialog').getByRole('table', { name: 'Sources' });
  await expect(sources).toContainText('30 × rooftop 405 W');
  await expectAccessible(page, 'the sources of a Demand figure', dialogOnly);
  await screenshot(page, 'demand-sources');
});

test('ops see which upcoming installation is short of parts on Project Info Map, and of what', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.admin);
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const get = async <T>(path: string) => {
    const response = await page.request.get(`${apiUrl}${path}`, { headers });
    expect(response.ok()).toBe(true);
    return (await response.json()) as T;
  };
  const send = async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (response.status() === 204 ? null : await response.json()) as T;
  };

  // Installations on Prince Edward Island take the microinverter kit: its fixed lines are what a
  // project without a design needs.
  const options = await get<DemandOptions>('/api/demand/options/');
  const kit = options.boms.find((bom) => bom.bomdes === 'Rooftop 440W microinverter kit')!;
  const pe = options.provinces.find((province) => province.code === 'PE')!;
  const links = await get<BomLink[]>('/api/demand/bom-links/');
  if (!links.some((entry) => entry.is_default)) {
    await send('POST', '/api/demand/bom-links/', {
      bom_id: kit.id,
      installation_type: null,
      program: null,
      panel_size_w: null,
      province_id: null,
    });
  }
  const link = await send<BomLink>('POST', '/api/demand/bom-links/', {
    bom_id: kit.id,
    installation_type: 'rooftop',
    program: null,
    panel_size_w: 405,
    province_id: pe.id,
  });
  const fixed = (await get<BomDetail[]>(`/api/zoho/bom/${kit.id}/details/`)).filter(
    (line) => line.calculationmethod === 'Fixed',
  );
  const [scarce, ...plenty] = fixed;

  // Two won deals installing before any other project, one week apart.
  const scheduled: { projectId: number; name: string }[] = [];
  for (const [prefix, day] of [
    ['E2E Map first', '2020-01-06'],
    ['E2E Map second', '2020-01-13'],
  ] as const) {
    const deal = await createDealThroughApi(page.request, headers.authorization.slice(7), {
      namePrefix: prefix,
      stageName: 'Closed Won',
    });
    const projects = await get<{ results: { id: number; deal: { id: number } }[] }>(
      '/api/projects/?page_size=100',
    );
    const projectId = projects.results.find((entry) => entry.deal.id === deal.id)!.id;
    const project = await get<{ version: number }>(`/api/projects/${projectId}/`);
    await send('PUT', `/api/projects/${projectId}/milestones/installation_scheduled/`, {
      version: project.version,
      planned_date: day,
    });
    scheduled.push({ projectId, name: deal.name });
  }

  // Stock for one installation of the scarce item, every other fixed item for both.
  const { warehouses } = await get<WarehouseList>('/api/stock/warehouses/');
  const active = warehouses.filter((warehouse) => warehouse.active);
  for (const [index, warehouse] of active.entries()) {
    const sheet = await get<CountSheet>(`/api/stock/counts/sheet/?warehouse_id=${warehouse.id}`);
    const line = (itemId: number, counted: number) => ({
      item_id: itemId,
      counted,
      version: sheet.lines.find((row) => row.item_id === itemId)?.version ?? 0,
    });
    await send('POST', '/api/stock/counts/', {
      warehouse_id: warehouse.id,
      lines: [
        line(scarce!.itemid, index === 0 ? scarce!.parameter : 0),
        ...plenty.map((entry) =>
          line(
            entry.itemid,
            Math.max(sheet.lines.find((row) => row.item_id === entry.itemid)?.on_hand ?? 0, 100),
          ),
        ),
      ],
    });
  }

  await page.goto('/workplace/zoho/project-info-map?from=2020-W02&weeks=4');
  await expectWorkplacePage(page, 'zoho/project-info-map', 'Project Info Map');
  const list = page.getByRole('list', { name: 'Installations' });
  const rows = list.getByRole('button');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(scheduled[0]!.name);
  await expect(rows.nth(0)).toContainText(messages.projectMaterialAvailable);
  await expect(rows.nth(1)).toContainText(scheduled[1]!.name);
  await expect(rows.nth(1)).toContainText(messages.projectMaterialShort);
  await expect(
    page.getByRole('group', { name: 'Map of the installations' }).locator('.installation-marker'),
  ).toHaveCount(2);

  await rows.nth(1).click();
  const shortages = page.getByRole('region', { name: `Shortages of ${scheduled[1]!.name}` });
  const shortRow = shortages.getByRole('table', { name: 'Shortages' }).getByRole('row').nth(1);
  await expect(shortRow).toContainText(scarce!.itemno);
  await expect(shortRow.getByRole('cell')).toHaveText([
    new RegExp(scarce!.itemno),
    String(scarce!.parameter),
    '0',
    String(scarce!.parameter),
  ]);
  await expect(shortages.getByRole('link', { name: 'Open the deal' })).toBeVisible();
  await expectAccessible(page, 'Project Info Map with an installation chosen');
  await screenshot(page, 'project-info-map');

  // The forecast's parts by item, from the open pipeline through the same links.
  await page.goto('/workplace/zoho/forecast?view=item');
  await expect(
    page
      .getByRole('table', { name: 'Expected parts by item and month' })
      .or(page.getByText(messages.forecastItemsEmpty)),
  ).toBeVisible();
  await screenshot(page, 'forecast-by-item');
  const figure = page
    .getByRole('table', { name: 'Expected parts by item and month' })
    .getByRole('button')
    .first();
  if (await figure.isVisible()) {
    await figure.click();
    await expect(page.getByRole('table', { name: 'Deals of the figure' })).toBeVisible();
    await screenshot(page, 'forecast-by-item-deals');
  }

  // The stack's other tests plan from today: these installations and the link leave it.
  for (const entry of scheduled) {
    const project = await get<{ version: number }>(`/api/projects/${entry.projectId}/`);
    await send('PUT', `/api/projects/${entry.projectId}/milestones/installation_scheduled/`, {
      version: project.version,
      planned_date: null,
    });
  }
  await send('DELETE', `/api/demand/bom-links/${link.id}/?version=${link.version}`);
});
