import { expect, test, type Page } from '@playwright/test';
import {
  demoAccountEmails,
  formatCalendarDay,
  messages,
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

  // A permit filed under Permit submitted, shared with the customer.
  const dialog = page.getByRole('dialog', { name: `Project: ${deal.name}` });
  const form = dialog.getByRole('form', { name: 'Add a document to a milestone' });
  await form.getByLabel('Milestone').selectOption('permit_submitted');
  await form.getByLabel(/^File/).setInputFiles({
    name: 'Permit application.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await form.getByText('Share with the customer').click();
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(
    dialog
      .getByRole('list', { name: 'Documents of Permit submitted' })
      .getByRole('button', { name: /^Download Permit application\.pdf/ }),
  ).toBeVisible();
  await expectAccessible(page, 'the project dialog with a milestone document');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/work/shots/h26after/project-dialog-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/work/shots/h26after/project-dialog-390.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
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
  const permit = installation.getByRole('list', { name: 'Documents of Permit submitted' });
  await expect(permit).toContainText('Permit application.pdf');
  await expectAccessible(customer, 'Project Tracking with an installation');

  // The customer turns milestone e-mail off for themself.
  const choice = customer.getByRole('checkbox', { name: messages.portalMilestoneMailLabel });
  await expect(choice).toBeChecked();
  await customer.getByText(messages.portalMilestoneMailLabel).click();
  await expect(customer.getByText(messages.portalMilestoneMailOff)).toBeVisible();
  await expect(choice).not.toBeChecked();
  await customer.reload();
  await expect(
    customer.getByRole('checkbox', { name: messages.portalMilestoneMailLabel }),
  ).not.toBeChecked();
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await customer.setViewportSize({ width, height });
    await customer.screenshot({
      path: `/work/shots/h26after/project-tracking-${width}.png`,
      fullPage: true,
    });
  }
  // Back on, as the demo customer was.
  await customer.getByText(messages.portalMilestoneMailLabel).click();
  await expect(customer.getByText(messages.portalMilestoneMailOn)).toBeVisible();
  await customerContext.close();
});
