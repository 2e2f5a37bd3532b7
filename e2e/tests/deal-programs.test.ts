import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  demoAccountEmails,
  messages,
  type DealDetails,
  type NamedItem,
  type Province,
} from '@solar/shared/domain';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

/** The value cell of one results line, found by its label. */
function resultLine(scope: Page, label: string): Locator {
  return scope
    .getByRole('row')
    .filter({ has: scope.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

async function setPrice(page: Page, dollars: string): Promise<void> {
  const price = page.getByRole('spinbutton', { name: 'Price per watt of price 1' });
  await price.fill(dollars);
  await page.getByRole('button', { name: 'Save version' }).click();
  await expect(page.getByText(messages.dealProgramVersionSaved).first()).toBeVisible();
}

test('a new price per watt is a new version, and a saved proposal keeps the price it was given', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, demoAccountEmails.admin);
  const name = `Island Cash ${Date.now()}`;

  // A program offered on the Island since 2020, its first version priced at 3.50 $/W.
  await page.goto('/workplace/crm/deal-program');
  await page.getByRole('button', { name: 'New Program' }).click();
  await page.getByRole('textbox', { name: /Name/ }).fill(name);
  await page.getByLabel('Active from').fill('2020-01-01');
  // The checkbox's label is what a person clicks (the input itself is visually hidden).
  await page.locator('label', { has: page.getByRole('checkbox', { name: 'PE' }) }).click();
  await expect(page.getByRole('checkbox', { name: 'PE' })).toBeChecked();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.dealProgramCreated).first()).toBeVisible();
  await page.getByRole('link', { name: `Prices and versions of ${name}` }).click();
  await expect(page).toHaveURL(/\/workplace\/crm\/deal-program-design\/\d+$/);
  await page.getByRole('button', { name: 'Add price' }).click();
  await setPrice(page, '3.50');
  const designUrl = page.url();

  // A deal on the Island, priced with the program: 10 × 405 W × 3.50 = 14 175.00.
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const stages = await call<NamedItem[]>('GET', '/api/crm/deal-stages/');
  const statuses = await call<NamedItem[]>('GET', '/api/crm/deal-statuses/');
  const provinces = await call<Province[]>('GET', '/api/crm/provinces/');
  const deal = await call<DealDetails>('POST', '/api/crm/deals/', {
    name: `Program home ${Date.now()}`,
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: {
      address: `${Math.floor(Math.random() * 900) + 100} Queen St`,
      city_text: 'Charlottetown',
      province: provinces.find((province) => province.code === 'PE')!.id,
      postal_code: 'C1A4B1',
      latitude: 46.2382,
      longitude: -63.1311,
    },
  });
  await page.goto(`/workplace/crm/deal-proposal/${deal.id}`);
  // The deal's saved versions (none) have loaded: a choice made before would be replaced.
  await expect(page.getByText(messages.noSavedProposalYet)).toBeVisible();
  // Forced as for the other programs: Chakra's radio input sits under its styled control.
  await page.getByRole('radio', { name }).check({ force: true });
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await page.getByRole('button', { name: 'Red roof area' }).click();
  const add = page.getByRole('button', { name: 'Add Panel' });
  for (let index = 0; index < 10; index += 1) await add.click();
  await expect(resultLine(page, 'Solar Power System Cost')).toHaveText('$14,175.00');
  await page.getByRole('button', { name: 'Save as New Proposal' }).click();
  await expect(page.getByText(messages.savedProposalCreated).first()).toBeVisible();

  // The version priced a saved proposal: read-only. A new price is a new version from today.
  await page.goto(designUrl);
  await expect(page.getByText(messages.dealProgramVersionReadOnly)).toBeVisible();
  await page.getByRole('button', { name: 'Create version' }).click();
  await expect(page.getByText(messages.dealProgramVersionCreated).first()).toBeVisible();
  await setPrice(page, '4.00');

  // The saved proposal still shows the price it was given.
  await page.goto(`/workplace/crm/deal-proposal/${deal.id}`);
  await expect(page.getByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(resultLine(page, 'Solar Power System Cost')).toHaveText('$14,175.00');

  // The new version's proposal design hides the unit price; the saved proposal's document,
  // priced with the first version, keeps showing it and its price.
  await page.goto(designUrl.replace('/deal-program-design/', '/program-proposal-design/'));
  await page
    .locator('label', { has: page.getByRole('checkbox', { name: 'Unit price ($/wattDC)' }) })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Unit price ($/wattDC)' })).not.toBeChecked();
  await expect(page.getByRole('table', { name: 'Cost' })).not.toContainText('Unit price');
  await page.getByRole('button', { name: 'Save proposal design' }).click();
  await expect(page.getByText(messages.dealProgramVersionSaved).first()).toBeVisible();
  await page.goto(`/workplace/crm/deal-details/${deal.id}`);
  await page.getByRole('link', { name: 'Preview Proposal V1' }).click();
  const document = page.getByRole('article', { name: 'Proposal' });
  await expect(resultLine(page, 'Unit price ($/wattDC)')).toHaveText('$3.50');
  await expect(document).toContainText('$14,175.00');
});
