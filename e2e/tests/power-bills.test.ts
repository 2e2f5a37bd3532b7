import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, messages, monthNames, type DealDetails } from '@solar/shared/domain';
import { signInAs, storedToken } from '../support/sign-in';
import { createDealOfSignedInUser, findDeal } from '../support/deals';
import { apiUrl } from '../support/test-stack';

const month = (page: Page, name: string) =>
  page.getByRole('spinbutton', { name: new RegExp(`^${name}`) });

test('a rep adds a power bill to a deal, edits two months, and the values persist', async ({
  page,
}) => {
  // Three visits of the page and two saves: longer than one page's default budget.
  test.setTimeout(180_000);
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'Power bill home' });
  await findDeal(page, deal.name);

  // Add: from the deals list's Power Bill column.
  await page.getByRole('link', { name: `Add power bill of ${deal.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/power-bill/${deal.id}/add$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Power Bill' })).toBeVisible();
  await expect(page).toHaveTitle('Power Bill');
  await expect(page.getByRole('textbox', { name: 'Deal Name' })).toHaveValue(deal.name);
  await expect(page.getByRole('textbox', { name: 'Province' })).toHaveValue('Prince Edward Island');
  for (const name of monthNames) await expect(month(page, name)).toHaveValue('0');

  // The companies are those of the deal's province; the select searches them.
  const company = page.getByRole('combobox', { name: /Power Company/ });
  await company.click();
  await expect(page.getByRole('option', { name: 'Summerside Electric' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Hydro One' })).toHaveCount(0);
  await company.fill('Mariti');
  await page.getByRole('option', { name: 'Maritime Electric' }).click();
  await page.getByRole('textbox', { name: /Bill Name/ }).fill('Home bill');
  await page.getByRole('textbox', { name: 'Bill Notes' }).fill('Baseboard heat');
  for (const [index, name] of monthNames.entries()) {
    await month(page, name).fill(String((index + 1) * 100));
  }
  await expect(page.getByText('Annual total: 7,800 kWh')).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(messages.powerBillCreated)).toBeVisible();
  // Back to the list it came from, with the search and stage that showed the deal.
  await expect(page).toHaveURL(/\/workplace\/crm\/deals\?.*search=/);

  // The deals list now offers Edit.
  const edit = page.getByRole('link', { name: `Edit power bill of ${deal.name}`, exact: true });
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/power-bill/${deal.id}/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Power Bill' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Bill Name/ })).toHaveValue('Home bill');
  await expect(company).toHaveValue('Maritime Electric');
  await expect(month(page, 'March')).toHaveValue('300');

  // Edit two months.
  await month(page, 'February').fill('250');
  await month(page, 'November').fill('990');
  await expect(page.getByText('Annual total: 7,740 kWh')).toBeVisible();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(messages.powerBillUpdated)).toBeVisible();
  await expect(page).toHaveURL(/\/workplace\/crm\/deals\?.*search=/);

  // After a fresh page load of the edit page, the values are the saved ones.
  await page.goto(`/workplace/crm/power-bill/${deal.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Power Bill' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Bill Name/ })).toHaveValue('Home bill');
  await expect(page.getByRole('textbox', { name: 'Bill Notes' })).toHaveValue('Baseboard heat');
  await expect(company).toHaveValue('Maritime Electric');
  const expected = monthNames.map((_, index) =>
    index === 1 ? '250' : index === 10 ? '990' : String((index + 1) * 100),
  );
  for (const [index, name] of monthNames.entries()) {
    await expect(month(page, name)).toHaveValue(expected[index]!);
  }
});

test('each power bill rule shows its message for its bad input', async ({ page }) => {
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'Power bill home' });
  await page.goto(`/workplace/crm/power-bill/${deal.id}/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Power Bill' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Deal Name' })).toHaveValue(deal.name);

  await month(page, 'January').fill('');
  await month(page, 'February').fill('-5');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(messages.correctFormErrors)).toBeVisible();
  await expect(page.getByText(messages.pleaseSelectPowerCompany)).toBeVisible();
  await expect(page.getByText(messages.pleaseEnterBillName)).toBeVisible();
  await expect(page.getByText(messages.pleaseEnterUsage)).toBeVisible();
  await expect(page.getByText(messages.usageMinimumZero)).toBeVisible();

  const billName = page.getByRole('textbox', { name: /Bill Name/ });
  await billName.fill('a');
  await expect(page.getByText(messages.lengthTwoToHundred)).toBeVisible();
  await billName.fill('x'.repeat(101));
  await expect(page.getByText(messages.lengthTwoToHundred)).toBeVisible();
  await billName.fill('Fixed name');
  await expect(page.getByText(messages.lengthTwoToHundred)).toHaveCount(0);

  // Nothing was saved: the deal still has no bill.
  const response = await page.request.get(`${apiUrl}/api/crm/dealdetails/${deal.id}/`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(((await response.json()) as DealDetails).power_bill).toBeNull();
});
