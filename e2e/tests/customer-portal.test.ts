import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  demoAccountEmails,
  menuGroups,
  messages,
  type DealDetails,
  type NamedItem,
} from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { createDealThroughApi } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { apiUrl, remoteOrigin } from '../support/test-stack';
import { mainMenu, openFromMenu } from '../support/workplace';

const portalTiles = [
  'Solar Install',
  'HVAC Install',
  'After Service',
  'Project Tracking',
  'Invoice & Reports',
  'Other Services',
];

test('a customer lands on the portal and the staff areas are never downloaded', async ({
  page,
  context,
}) => {
  const requestedOrigins = new Set<string>();
  context.on('request', (request) => requestedOrigins.add(new URL(request.url()).origin));

  await signInAs(page, demoAccountEmails.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const tile of portalTiles) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Chat with Support' })).toBeVisible();
  // The portal is a header-only shell: no workplace sidebar.
  await expect(mainMenu(page)).toHaveCount(0);

  expect(requestedOrigins).toContain(remoteOrigin('portal'));
  for (const staffRemote of ['crm', 'zoho', 'templates'] as const) {
    expect(requestedOrigins, `no request to the ${staffRemote} server`).not.toContain(
      remoteOrigin(staffRemote),
    );
  }
});

/** A bearer token for `email`, signed in through the API as the development provider allows. */
async function apiTokenFor(request: APIRequestContext, email: string): Promise<string> {
  const idToken = await request.post(`${apiUrl}/api/auth/dev/id-token/`, { data: { email } });
  expect(idToken.ok()).toBe(true);
  const session = await request.post(`${apiUrl}/api/auth/google/`, {
    data: { access_token: (await idToken.json()).id_token, token_type: 'id_token' },
  });
  expect(session.ok()).toBe(true);
  return ((await session.json()) as { token: string }).token;
}

/** rep1's fresh deal in the Proposal stage, with the demo customer as its contact. */
async function dealOfTheCustomer(request: APIRequestContext): Promise<DealDetails> {
  const token = await apiTokenFor(request, demoAccountEmails.rep1);
  const headers = { authorization: `Bearer ${token}` };
  const deal = await createDealThroughApi(request, token, {
    namePrefix: 'Portal home',
    stageName: 'Proposal',
    statusName: 'In Progress',
  });
  const typesResponse = await request.get(`${apiUrl}/api/crm/plus/contact-types/`, { headers });
  expect(typesResponse.ok()).toBe(true);
  const types = (await typesResponse.json()) as NamedItem[];
  const contact = await request.post(`${apiUrl}/api/crm/plus/deal/${deal.id}/contacts/`, {
    headers,
    data: {
      contact_type: types[0]!.id,
      first_name: 'Casey',
      last_name: 'Customer',
      // The account is linked by email, whatever its case.
      email: 'Customer@Example.com',
      phone: '',
      notes: '',
    },
  });
  expect(contact.status()).toBe(201);
  return deal;
}

test('a customer tracks a linked deal and sends a service request that staff then see', async ({
  page,
  context,
  browser,
  request,
}) => {
  // Two people, two accessibility checks of staff pages and three of the portal's.
  test.setTimeout(120_000);
  const deal = await dealOfTheCustomer(request);
  const requestedOrigins = new Set<string>();
  context.on('request', (sent) => requestedOrigins.add(new URL(sent.url()).origin));

  // Project Tracking: the deal's stages in order, Proposal the current step.
  await signInAs(page, demoAccountEmails.customer);
  await page.getByRole('link', { name: 'Project Tracking', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/tracking$/);
  await expect(page).toHaveTitle('Project Tracking');
  const project = page.getByRole('article', { name: deal.name });
  await expect(project).toContainText(deal.address.address);
  const timeline = project.getByRole('list', { name: `Stages of ${deal.name}` });
  await expect(timeline.locator('li[aria-current="step"]')).toHaveText(/^\d?Proposal \(current/);
  await expect(timeline.getByRole('listitem').first()).toContainText('Initial Contact (done)');
  await expectAccessible(page, 'Project Tracking');

  // Invoice & Reports: the seeded Approved proposal opens as the customer-facing document.
  await page.getByRole('link', { name: 'Back to the portal' }).click();
  await page.getByRole('link', { name: 'Invoice & Reports', exact: true }).click();
  await expect(page).toHaveTitle('Invoice & Reports');
  const approved = page.getByRole('table', { name: 'Approved proposals' });
  await expect(approved.getByRole('row')).not.toHaveCount(0);
  await expectAccessible(page, 'Invoice & Reports');
  await approved
    .getByRole('link', { name: /^Open Proposal V1 of / })
    .first()
    .click();
  const document = page.getByRole('article', { name: 'Proposal' });
  await expect(document.getByRole('img', { name: /^Roof drawing with 12 panels$/ })).toBeVisible();
  await expect(document.getByRole('row', { name: /Panel Qty/ })).toContainText('12');
  await expectAccessible(page, 'the customer-facing proposal');

  // A general question, about no project: staff see it on their Service Requests page.
  await page.goto('/customer/requests/other-services');
  const general = page.getByRole('form', { name: 'Other Services request' });
  await general
    .getByRole('combobox', { name: /Project/ })
    .selectOption({ label: messages.serviceRequestNoProject });
  const question = `Do you install heat pumps too? (${Date.now()})`;
  await general.getByRole('textbox', { name: /Message/ }).fill(question);
  await general.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(messages.serviceRequestSent).first()).toBeVisible();

  // After Service: the message is required, then the request is sent.
  await page.goto('/customer');
  await page.getByRole('link', { name: 'After Service', exact: true }).click();
  const form = page.getByRole('form', { name: 'After Service request' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText(messages.serviceRequestMessageRequired)).toBeVisible();
  await expectAccessible(page, 'the After Service request form with its messages');
  const message = `The inverter blinks red (${Date.now()})`;
  await form
    .getByRole('combobox', { name: /Project/ })
    .selectOption({ label: `${deal.name} (${deal.address.address})` });
  await form.getByRole('textbox', { name: /Message/ }).fill(message);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(messages.serviceRequestSent).first()).toBeVisible();
  await expect(page).toHaveURL(/\/customer$/);
  const mine = page.getByRole('table', { name: 'Your requests' });
  await expect(mine.getByRole('row', { name: new RegExp(escapeRegExp(message)) })).toContainText(
    'Open',
  );
  await expectAccessible(page, 'the portal with the customer’s requests');

  for (const staffRemote of ['crm', 'zoho', 'templates'] as const) {
    expect(requestedOrigins, `no request to the ${staffRemote} server`).not.toContain(
      remoteOrigin(staffRemote),
    );
  }

  // The deal's sales person sees it on the deal details page and marks it handled.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, demoAccountEmails.rep1);
  await staff.goto(`/workplace/crm/deal-details/${deal.id}`);
  const requests = staff.getByRole('table', { name: 'Service requests' });
  const row = requests.getByRole('row', { name: new RegExp(escapeRegExp(message)) });
  await expect(row).toContainText('After Service');
  await expect(row).toContainText('Casey Customer');
  await expect(row).toContainText(demoAccountEmails.customer);
  await expect(row).toContainText('Open');
  await expectAccessible(staff, 'the deal details page with its service requests');
  await row.getByRole('button', { name: /^Mark handled/ }).click();
  await expect(staff.getByText(messages.serviceRequestMarkedHandled).first()).toBeVisible();
  await expect(row).toContainText('Handled');

  // The general question waits on the staff's Service Requests page, with who sent it.
  await openFromMenu(
    staff,
    menuGroups.find((group) => group.key === 'crm')!.title,
    'Service Requests',
  );
  const listed = staff
    .getByRole('table', { name: 'Service Requests' })
    .getByRole('row', { name: new RegExp(escapeRegExp(question)) });
  await expect(listed).toContainText(messages.serviceRequestNoProject);
  await expect(listed).toContainText('Casey Customer');
  await expect(listed).toContainText(demoAccountEmails.customer);
  await expectAccessible(staff, 'the Service Requests page');
  await staffContext.close();

  // The customer sees the new status.
  await page.reload();
  await expect(mine.getByRole('row', { name: new RegExp(escapeRegExp(message)) })).toContainText(
    'Handled',
  );
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
