import { expect, test, type Page } from '@playwright/test';
import {
  demoAccountEmails,
  formatCalendarDay,
  type NamedItem,
  projectMilestoneNames,
} from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { createDealOfSignedInUser } from '../support/deals';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl, hostUrl } from '../support/test-stack';

/** Completes a milestone today from the project's dialog, as a person would. */
async function completeToday(page: Page, milestone: keyof typeof projectMilestoneNames) {
  const name = projectMilestoneNames[milestone];
  const project = page.getByRole('dialog', { name: /^Project: / });
  await project.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name, exact: true });
  await edit.getByLabel('Actual date').fill(new Date().toISOString().slice(0, 10));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(
    project.getByRole('table', { name: 'Milestones' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText(formatCalendarDay(new Date().toISOString().slice(0, 10)));
}

test('a deal won becomes a project whose completed milestones the customer follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, demoAccountEmails.rep1);
  const token = await storedToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const deal = await createDealOfSignedInUser(page, {
    namePrefix: 'Installed',
    stageName: 'Negotiation',
  });
  // The customer is the deal's contact, so the portal shows it to them.
  const types = (await (
    await page.request.get(`${apiUrl}/api/crm/plus/contact-types/`, { headers })
  ).json()) as NamedItem[];
  const contact = await page.request.post(`${apiUrl}/api/crm/plus/deal/${deal.id}/contacts/`, {
    headers,
    data: {
      contact_type: types[0]!.id,
      first_name: 'Casey',
      last_name: 'Customer',
      email: demoAccountEmails.customer,
      phone: '',
      notes: '',
    },
  });
  expect(contact.status()).toBe(201);

  // The deal is won: set to Closed Won as the deal's edit does.
  const stages = (await (
    await page.request.get(`${apiUrl}/api/crm/deal-stages/`, { headers })
  ).json()) as NamedItem[];
  const won = await page.request.put(`${apiUrl}/api/crm/deals/${deal.id}/`, {
    headers,
    data: { version: deal.version, stage: stages.find((s) => s.name === 'Closed Won')!.id },
  });
  expect(won.status()).toBe(200);

  // The project appears in Active Projects.
  await page.goto(`${hostUrl}/workplace/projects/active?search=${encodeURIComponent(deal.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Projects' })).toBeVisible();
  const row = page.getByRole('table', { name: 'Active projects' }).getByRole('row', {
    name: new RegExp(deal.name),
  });
  await expect(row).toContainText('Site survey');
  await expectAccessible(page, 'Active Projects');
  await row.getByRole('button', { name: deal.name }).click();
  await expect(page.getByRole('dialog', { name: `Project: ${deal.name}` })).toBeVisible();
  await expectAccessible(page, 'the project dialog');

  // Two milestones completed, in order.
  await completeToday(page, 'site_survey');
  await completeToday(page, 'design_approved');
  await page
    .getByRole('dialog', { name: `Project: ${deal.name}` })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(row).toContainText('Permit submitted');

  // The customer sees them in Project Tracking.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAs(customer, demoAccountEmails.customer);
  await customer.getByRole('link', { name: 'Project Tracking', exact: true }).click();
  const project = customer.getByRole('article', { name: deal.name });
  const installation = project.getByRole('list', { name: `Installation of ${deal.name}` });
  const today = formatCalendarDay(new Date().toISOString().slice(0, 10));
  await expect(installation.getByRole('listitem').nth(0)).toContainText(`Site survey`);
  await expect(installation.getByRole('listitem').nth(0)).toContainText(`Done ${today}`);
  await expect(installation.getByRole('listitem').nth(1)).toContainText(`Done ${today}`);
  await expect(installation.locator('li[aria-current="step"]')).toContainText('Permit submitted');
  await expectAccessible(customer, 'Project Tracking with an installation');
  await customerContext.close();
});
