import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

test('operations open the forecast from the menu, see the deals behind a figure and change a stage', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.ops);
  await openFromMenu(page, 'Parts Lists & Zoho', 'Forecast');
  await expectWorkplacePage(page, 'zoho/forecast', 'Forecast');

  const months = page.getByRole('table', { name: 'Expected installations by month' });
  await expect(months).toBeVisible();
  const stages = page.getByRole('table', { name: 'Stage probabilities' });
  await expect(stages.getByRole('cell', { name: 'Negotiation', exact: true })).toBeVisible();

  // Negotiation expects every deal tomorrow: the demo deals in it make this month's figure.
  await stages.getByRole('button', { name: 'Edit Negotiation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forecast of Negotiation' });
  await dialog.getByLabel(/Probability/).fill('100');
  await dialog.getByLabel(/Typical days/).fill('0');
  await expectAccessible(page, 'the stage forecast dialog', dialogOnly);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.forecastStageSaved).first()).toBeVisible();
  await expect(stages.getByRole('row').filter({ hasText: 'Negotiation' })).toContainText('100 %');

  // This month is the first row; its deal count opens the deals, each linked to its page.
  const thisMonth = months.getByRole('row').nth(1);
  await thisMonth.getByRole('button', { name: /^The [1-9]\d* deals expected in / }).click();
  await expect(page).toHaveURL(/source=forecast&month=\d{4}-\d{2}/);
  const deals = page.getByRole('table', { name: 'Deals of the figure' });
  await expect(deals.getByRole('cell', { name: 'Negotiation', exact: true }).first()).toBeVisible();
  await expect(deals.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/workplace\/crm\/deal-details\/\d+$/,
  );
  await expectAccessible(page, 'Forecast with the deals of a figure');
});
