import { expect, test } from '@playwright/test';
import { demoAccountEmails, type LeadListResponse, messages } from '@solar/shared/domain';
import { dialogOnly, expectAccessible } from '../support/accessibility';
import { screenshotBothSizes } from '../support/screenshots';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

test('importing a CSV with one bad row shows its message and imports nothing; the fixed file imports every row', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const csvWith = (badMail: string) =>
    [
      'Name,Email,Phone,Source,Interest',
      `Ada Importer,ada-${stamp}@example.com,,Website,Solar`,
      `Bad Mail,${badMail},,Website,Solar`,
      `Grace Importer,grace-${stamp}@example.com,902 555 0199,Referral,HVAC`,
    ].join('\r\n');

  await signInAs(page, demoAccountEmails.rep1);
  await openFromMenu(page, 'CRM', 'Leads Management');
  await expectWorkplacePage(page, 'crm/leads', 'Leads Management');
  await page.getByRole('button', { name: messages.importLeads }).click();
  const dialog = page.getByRole('dialog', { name: messages.importLeadsTitle });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvWith('not-an-e-mail')),
  });

  // The mapping guessed from the header, with the first rows to judge by.
  await expect(dialog.getByText(messages.importMappingTitle)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Full name' })).toHaveValue('0');
  await expect(dialog.getByRole('cell', { name: 'not-an-e-mail' })).toBeVisible();
  await expectAccessible(page, 'the import dialog’s mapping step', dialogOnly);
  await screenshotBothSizes(page, 'lead-import-mapping');
  await dialog.getByRole('button', { name: messages.importCheckRows }).click();

  await expect(dialog.getByText(messages.importValidatedWithProblems(2, 1))).toBeVisible({
    timeout: 30_000,
  });
  const problems = dialog.getByRole('table', { name: messages.importProblemsTitle });
  await expect(
    problems.getByRole('row', { name: /3 E-mail Please enter a valid email/ }),
  ).toBeVisible();
  await expectAccessible(page, 'the import dialog’s problems', dialogOnly);
  await screenshotBothSizes(page, 'lead-import-problems');

  // Nothing is imported while a row has a problem: the file is fixed and uploaded again.
  await dialog.getByRole('button', { name: messages.importFixedFile }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'people-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csvWith(`bad-mail-${stamp}@example.com`)),
  });
  await expect(dialog.getByText(messages.importMappingTitle)).toBeVisible();
  await dialog.getByRole('button', { name: messages.importCheckRows }).click();
  await expect(dialog.getByText(messages.importValidatedAll(3))).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: messages.importAllRows }).click();
  await expect(dialog.getByText(messages.importFinished(3))).toBeVisible({ timeout: 30_000 });
  await screenshotBothSizes(page, 'lead-import-done');

  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  const listed = await page.request.get(
    `${apiUrl}/api/crm/leads/?search=${encodeURIComponent(`${stamp}@example.com`)}`,
    { headers },
  );
  const leads = (await listed.json()) as LeadListResponse;
  expect(leads.results.map((lead) => `${lead.first_name} ${lead.last_name}`).sort()).toEqual([
    'Ada Importer',
    'Bad Mail',
    'Grace Importer',
  ]);
  await dialog.getByRole('button', { name: messages.importViewLeads }).click();
  await expect(dialog).toBeHidden();
});
