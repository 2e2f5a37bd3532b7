import { expect, test, type Page } from '@playwright/test';
import {
  defaultProposalData,
  demoAccountEmails,
  savedPanelAt,
  type PowerCompany,
} from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { signInAs, storedToken } from '../support/sign-in';
import { createDealOfSignedInUser } from '../support/deals';
import { apiUrl } from '../support/test-stack';

/** The deal's power bill (Maritime Electric, 1 000 kWh a month) and a 30-panel proposal. */
async function billAndProposal(page: Page, dealId: number): Promise<void> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const companies = (await (
    await page.request.get(`${apiUrl}/api/crm/power-companies/`, { headers })
  ).json()) as PowerCompany[];
  const bill = await page.request.post(`${apiUrl}/api/crm/power-bills/`, {
    headers,
    data: {
      deal: dealId,
      power_company: companies.find((company) => company.name === 'Maritime Electric')!.id,
      bill_name: 'Home',
      bill_notes: '',
      details: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, usage: 1000 })),
    },
  });
  expect(bill.status()).toBe(201);
  const data = defaultProposalData(new Array<number>(12).fill(1000));
  // Three rows of ten in the open part of the roof: 12.15 kW, 13 365 kWh a year.
  data.panels = Array.from({ length: 30 }, (_, index) =>
    savedPanelAt(index + 1, 60 + (index % 10) * 50, 310 + Math.floor(index / 10) * 60),
  );
  data.nextPanelId = 31;
  const saved = await page.request.post(`${apiUrl}/api/crm/deals/${dealId}/proposal-versions/`, {
    headers,
    data: { data },
  });
  expect(saved.status()).toBe(201);
}

function rowCells(page: Page, name: string) {
  return page
    .getByRole('table', { name: 'Battery comparison' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
    .getByRole('cell');
}

test('a rep runs a battery simulation for a deal and reads the comparison', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'Battery home' });
  await billAndProposal(page, deal.id);

  await page.goto('/workplace/crm/battery-simulation');
  await expect(page.getByRole('heading', { level: 1, name: 'Battery Simulation' })).toBeVisible();
  const dealBox = page.getByRole('combobox', { name: 'Deal' });
  await dealBox.fill(deal.name);
  await page.getByRole('option', { name: deal.name }).click();

  // The deal's bill, location, rate and latest proposal fill the form.
  await expect(page.getByRole('spinbutton', { name: /^Jan/ })).toHaveValue('1000');
  await expect(page.getByRole('spinbutton', { name: /Latitude/ })).toHaveValue('46.2352');
  await expect(page.getByRole('combobox', { name: /Power company rate/ })).toHaveText(
    /Maritime Electric/,
  );
  const production = await page
    .getByRole('spinbutton', { name: /Yearly solar production/ })
    .inputValue();
  expect(Number(production)).toBeGreaterThan(10_000);

  const table = page.getByRole('table', { name: 'Battery comparison' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Figure',
    'No battery',
    '1 battery',
    '2 batteries',
  ]);
  // 13.5 kWh with a 20 % reserve at 90 % round trip carries 1 kW for 2.6 h; two, 5.1 h.
  await expect(rowCells(page, 'Backup for the essential load')).toHaveText([
    'None',
    '2.6 h',
    '5.1 h',
  ]);
  const sufficiency = (await rowCells(page, 'Self-sufficiency').allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, '')),
  );
  expect(sufficiency[1]).toBeGreaterThan(sufficiency[0]!);
  expect(sufficiency[2]).toBeGreaterThanOrEqual(sufficiency[1]!);
  await expect(page.getByRole('img', { name: /Typical day, June, 1 battery/ })).toBeVisible();
  // Beside the results, the months the simulation ran on: the deal's place's location estimate.
  await expect(page.getByTestId('battery-monthly-source')).toHaveText(
    /^By the location estimate: Charlottetown AP \(PE\)/,
  );
  await expect(page.getByRole('img', { name: 'Monthly production versus usage' })).toBeVisible();
  // The results, the charts and their tables pass axe too (the page's walk sees only the empty form).
  await page.getByText('The typical day as a table').click();
  await expectAccessible(page, 'the battery simulation with results');

  // A change of battery reruns the simulation at once.
  const reserve = page.getByRole('spinbutton', { name: /Reserve for outages/ });
  await reserve.fill('50');
  await expect(rowCells(page, 'Backup for the essential load')).toHaveText([
    'None',
    '6.4 h',
    '12.8 h',
  ]);
});
