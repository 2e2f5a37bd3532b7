import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  demoAccountEmails,
  messages,
  usageMonths,
  type DealDetails,
  type NamedItem,
  type Province,
} from '@solar/shared/domain';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, mainMenu, openFromMenu } from '../support/workplace';

// Every expected figure was computed by hand from the specification's proposal constants and results lines. Default consumption:
// 2 × (1205 + 1087 + 922 + 1004 + 1065 + 1256) = 13 078 kWh.

/** The value cell of one results line, found by its label as a person reads it. */
function resultLine(scope: Page | Locator, label: string): Locator {
  // `has` is matched inside each row, so it must be built from the page, not from `scope`.
  const page = 'mouse' in scope ? scope : scope.page();
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

async function addPanels(page: Page, count: number): Promise<void> {
  const add = page.getByRole('button', { name: 'Add Panel' });
  for (let index = 0; index < count; index += 1) await add.click();
}

/** Screen point of a drawing point (the SVG scales its 800 × 600 units to the column's width). */
async function screenPoint(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('group', { name: 'Roof design' }).boundingBox();
  if (!box) throw new Error('The roof drawing is not visible');
  const scale = box.width / 800;
  return { x: box.x + x * scale, y: box.y + y * scale };
}

test('a sales manager designs a roof, prices it, saves two versions and compares them', async ({
  page,
}) => {
  // A long walk through the screen (about a minute on two cores): twice the default budget.
  test.setTimeout(120_000);
  await signInAs(page, demoAccountEmails.manager);
  await openFromMenu(page, 'CRM', 'Present Proposal');
  await expect(page).toHaveURL(/\/workplace\/crm\/present-proposal$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Present Proposal: / })).toBeVisible();
  await expect(page).toHaveTitle('Present Proposal');
  await expect(page.getByRole('button', { name: 'Save Current Proposal' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete Current Proposal' })).toBeDisabled();

  // Select the red area and add 10 panels: x 100, 150 … 550 at y 100, efficiency 800 each.
  await expect(page.getByRole('button', { name: 'Add Panel' })).toBeDisabled();
  await page.getByRole('button', { name: 'Red roof area' }).click();
  await addPanels(page, 10);
  await expect(page.getByRole('button', { name: /^Panel \d+:/ })).toHaveCount(10);

  // 10 × 405 W = 4 050 W = 4.05 kW; 4.05 × 800 = 3 240 kWh; 3 240 / 13 078 × 100 = 24.77 %;
  // 4 050 × 2.99 = 12 109.50; HST 15 % = 1 816.425 → 1 816.43; total 13 925.93; rebate 4 050.00;
  // after rebate 9 875.93; Purchase PMT 2 = 12 109.50 × 0.15 × 1.15 = 2 088.89, PMT 3 =
  // 12 109.50 × 0.85 × 1.15 = 11 837.04.
  await expect(resultLine(page, 'Panel Qty')).toHaveText('10');
  await expect(resultLine(page, 'Total System Size DC (kW)')).toHaveText('4.05');
  await expect(resultLine(page, 'Average Efficiency')).toHaveText('800 kWh/kW/y');
  await expect(resultLine(page, 'Estimated Solar Production (kWh/y)')).toHaveText('3,240');
  await expect(resultLine(page, 'Annual Consumption (kWh/y)')).toHaveText('13,078');
  await expect(resultLine(page, 'Solar Offset')).toHaveText('24.77%');
  await expect(page.getByRole('img', { name: 'Solar offset 24.77%' })).toBeVisible();
  await expect(resultLine(page, 'Solar Power System Cost')).toHaveText('$12,109.50');
  await expect(resultLine(page, 'HST (15%)')).toHaveText('$1,816.43');
  await expect(resultLine(page, 'Total System Cost with HST')).toHaveText('$13,925.93');
  await expect(resultLine(page, 'EPEI Rebate')).toHaveText('-$4,050.00');
  await expect(resultLine(page, 'Cost After Rebate')).toHaveText('$9,875.93');
  await expect(resultLine(page, 'PMT 1 (Upon Proposal Sign)')).toHaveText('$598.00');
  await expect(resultLine(page, 'PMT 2')).toHaveText('$2,088.89');
  await expect(resultLine(page, 'PMT 3')).toHaveText('$11,837.04');

  // One panel in the yellow area at (100, 350): efficiency 1 100 → (8 000 + 1 100) / 11 = 827.27
  // → 827. Dragged by its centre to the shadow circle's centre (600, 450) → 900 → (8 000 + 900)
  // / 11 = 809.09 → 809.
  await page.getByRole('button', { name: 'Yellow roof area' }).click();
  await addPanels(page, 1);
  await expect(resultLine(page, 'Average Efficiency')).toHaveText('827 kWh/kW/y');
  const from = await screenPoint(page, 120, 380);
  const to = await screenPoint(page, 600, 450);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await expect(resultLine(page, 'Average Efficiency')).toHaveText('809 kWh/kW/y');
  await expect(page.getByRole('button', { name: /^Panel 11: .*efficiency 900$/ })).toBeVisible();

  // The dragged panel is selected; removing it brings back the 10 red panels.
  await page.getByRole('button', { name: 'Remove Selected Panel' }).click();
  await expect(resultLine(page, 'Average Efficiency')).toHaveText('800 kWh/kW/y');

  // Sunline over 15 years: 9 875.93 / (15 × 12) = 54.866… → 54.87 per month.
  await page.getByRole('radio', { name: 'Sunline' }).check({ force: true });
  await page.getByLabel('Payment Term (years)').selectOption('15');
  await expect(resultLine(page, 'PMT 1 (Upon Sign)')).toHaveText('$598.00');
  await expect(resultLine(page, 'PMT 2 (SAR Stage)')).toHaveText('$1,669.80');
  await expect(resultLine(page, 'PMT 3 (Connection Completed)')).toHaveText('$54.87 / month');

  await page.getByRole('button', { name: 'Save as New Proposal' }).click();
  await expect(page.getByText(messages.savedProposalCreated).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proposal V1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Current Proposal' })).toBeEnabled();

  // V2: two more red panels, 12 × 405 = 4 860 W: 4 860 × 2.99 = 14 531.40; HST 2 179.71; total
  // 16 711.11; rebate 4 860.00; after 11 851.11; 11 851.11 / 180 = 65.839… → 65.84 per month.
  await page.getByRole('button', { name: 'Red roof area' }).click();
  await addPanels(page, 2);
  await expect(resultLine(page, 'PMT 3 (Connection Completed)')).toHaveText('$65.84 / month');
  await page.getByRole('button', { name: 'Save as New Proposal' }).click();
  await expect(page.getByRole('button', { name: 'Proposal V2' })).toBeVisible();

  // Loading V1 brings back its 10 panels.
  await page.getByRole('button', { name: 'Proposal V1' }).click();
  await expect(resultLine(page, 'Panel Qty')).toHaveText('10');

  const compare = page.getByRole('button', { name: 'Compare Selected Proposals' });
  await expect(compare).toBeDisabled();
  await page.getByLabel('Select Proposal V1 for comparison').check({ force: true });
  await expect(compare).toBeDisabled();
  await page.getByLabel('Select Proposal V2 for comparison').check({ force: true });
  await expect(compare).toBeEnabled();
  const opening = page.waitForEvent('popup');
  await compare.click();
  const comparison = await opening;

  await expectWorkplacePage(comparison, 'crm/compare-proposals', 'Compare Proposals');
  const table = comparison.getByRole('table', { name: 'Proposal comparison' });
  await expect(table.getByRole('columnheader', { name: 'Proposal V1' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Proposal V2' })).toBeVisible();
  await expect(table.getByRole('img', { name: 'Roof of Proposal V1' })).toBeVisible();
  await expect(table.getByRole('img', { name: 'Roof of Proposal V2' })).toBeVisible();
  // V1 costs less; V2 (12 × 0.405 × 800 = 3 888 kWh, 29.73 %) produces more.
  const cost = resultLine(table, 'Cost After Rebate');
  await expect(cost.nth(0)).toHaveText(/^\$9,875\.93\s*Best$/);
  await expect(cost.nth(1)).toHaveText('$11,851.11');
  const production = resultLine(table, 'Estimated Solar Production (kWh/y)');
  await expect(production.nth(0)).toHaveText('3,240');
  await expect(production.nth(1)).toHaveText(/^3,888\s*Best$/);
  await expect(resultLine(table, 'Solar Offset').nth(1)).toHaveText(/^29\.73%\s*Best$/);
  await expect(resultLine(table, 'PMT 3').nth(0)).toHaveText(
    '$54.87 / month — PMT 3 (Connection Completed)',
  );
  await comparison.close();

  // Delete the current proposal (V1): the design goes back to the defaults.
  await page.getByRole('button', { name: 'Delete Current Proposal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Proposal V1' })).toHaveCount(0);
  await expect(resultLine(page, 'Panel Qty')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Delete Current Proposal' })).toBeDisabled();
});

/** The signed-in person's API calls, with their bearer token, each expected to succeed. */
async function apiOf(page: Page) {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  return async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
}

test('on a deal with a power bill the hydro values come from the bill, and versions stay on the server', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, demoAccountEmails.rep1);
  const call = await apiOf(page);
  const stages = await call<NamedItem[]>('GET', '/api/crm/deal-stages/');
  const statuses = await call<NamedItem[]>('GET', '/api/crm/deal-statuses/');
  const provinces = await call<Province[]>('GET', '/api/crm/provinces/');
  const street = `${Math.floor(Math.random() * 900) + 100} Water St`;
  const deal = await call<DealDetails>('POST', '/api/crm/deals/', {
    name: `Bill home ${Date.now()}`,
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: {
      address: street,
      city_text: 'Summerside',
      province: provinces.find((province) => province.code === 'PE')!.id,
      postal_code: 'C1N1A1',
      latitude: 46.3934,
      longitude: -63.7902,
    },
  });
  // The bill as the Power Bill page stores it: January 1 500 kWh falling to 400 in the summer.
  const billMonths = [1500, 1400, 1200, 900, 700, 500, 400, 450, 650, 900, 1150, 1375.5];
  const companies = await call<NamedItem[]>('GET', '/api/crm/power-companies/');
  await call('POST', '/api/crm/power-bills/', {
    deal: deal.id,
    power_company: companies[0]!.id,
    bill_name: 'Home',
    details: billMonths.map((usage, index) => ({ month: index + 1, usage })),
  });

  // The deals list's Proposal action (every stage, found by name).
  await page.goto(`/workplace/crm/deals?stage=all&search=${encodeURIComponent(deal.name)}`);
  await page.getByRole('link', { name: `Proposal of ${deal.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/deal-proposal/${deal.id}$`));
  await expect(page).toHaveTitle('Deal Proposal');
  await expect(
    page.getByRole('heading', { level: 1, name: `Present Proposal: ${street}` }),
  ).toBeVisible();

  await page.getByRole('button', { name: /^Hydro Bill/ }).click();
  // One section at a time: the Program section, open at first, is closed and out of sight.
  await expect(page.getByRole('button', { name: /^Program/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('radio', { name: 'Purchase' })).toBeHidden();
  const hydro = page.getByRole('table', { name: 'Hydro Bill' });
  for (const [index, month] of usageMonths.entries()) {
    await expect(hydro.getByLabel(`${month} usage (kWh)`)).toHaveValue(String(billMonths[index]));
  }
  // 1 500 + 1 400 + 1 200 + 900 + 700 + 500 + 400 + 450 + 650 + 900 + 1 150 + 1 375.5 = 11 125.5.
  await expect(resultLine(page, 'Annual Consumption (kWh/y)')).toHaveText('11,125.5');

  // A version saved here is on the server: a reload (or another browser) lists it.
  await page.getByRole('button', { name: 'Red roof area' }).click();
  await addPanels(page, 4);
  await page.getByRole('button', { name: 'Save as New Proposal' }).click();
  await expect(page.getByText(messages.savedProposalCreated).first()).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('savedProposals'));
  await page.reload();
  // Reopened, the deal's latest version is open as the current one.
  await expect(page.getByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(resultLine(page, 'Panel Qty')).toHaveText('4');

  // Design Proposal (the proposals list's Design link) opens V1 as the current proposal.
  await page.goto(`/workplace/crm/proposals?search=${encodeURIComponent(deal.name)}`);
  const row = page.getByRole('table', { name: 'Proposals' }).locator('tbody tr', {
    hasText: deal.name,
  });
  await row.getByRole('link', { name: 'Design' }).click();
  await expect(page).toHaveURL(/\/workplace\/crm\/design-proposal\/\d+$/);
  await expect(page.getByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(resultLine(page, 'Panel Qty')).toHaveText('4');
  await expect(page.getByRole('button', { name: 'Save Current Proposal' })).toBeEnabled();
  await expect(page).toHaveTitle('Design Proposal');
  await expect(
    mainMenu(page).getByRole('link', { name: 'Proposals', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
});
