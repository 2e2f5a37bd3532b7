import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  demoAccountEmails,
  messages,
  type DealDetails,
  type NamedItem,
} from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { createDealThroughApi } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';

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

/** rep1's fresh deal with the demo customer as its contact. */
async function dealOfTheCustomer(request: APIRequestContext): Promise<DealDetails> {
  const token = await apiTokenFor(request, demoAccountEmails.rep1);
  const headers = { authorization: `Bearer ${token}` };
  const deal = await createDealThroughApi(request, token, {
    namePrefix: 'Documents',
    stageName: 'Proposal',
    statusName: 'In Progress',
  });
  const types = (await (
    await request.get(`${apiUrl}/api/crm/plus/contact-types/`, { headers })
  ).json()) as NamedItem[];
  const contact = await request.post(`${apiUrl}/api/crm/plus/deal/${deal.id}/contacts/`, {
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
  return deal;
}

/** A small real PNG (1 × 1, one grey pixel), as a phone would send a photo. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);
const contract = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('staff share a PDF and ask for a photo; the customer downloads one and uploads the other', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const deal = await dealOfTheCustomer(request);
  const contractName = `Contract ${deal.id}.pdf`;

  // Staff: upload the contract to the deal, then share it.
  await signInAs(page, demoAccountEmails.rep1);
  await page.goto(`/workplace/crm/deal-details/${deal.id}`);
  const card = page.getByRole('region', { name: 'Documents' });
  await expect(card.getByText(messages.noDocumentsYet)).toBeVisible();
  await card
    .getByLabel(/^File/)
    .setInputFiles({ name: contractName, mimeType: 'application/pdf', buffer: contract });
  await card.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Contract' });
  await card.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(messages.documentUploaded).first()).toBeVisible();
  const row = card.getByRole('row', { name: new RegExp(contractName) });
  await expect(row).toContainText('Not shared');
  await row.getByText('Not shared').click();
  await expect(row).toContainText('Shared');
  await expect(page.getByText(messages.documentSharedNow).first()).toBeVisible();

  // Staff: ask the customer for a photo of their electrical panel.
  const asked = `A photo of your electrical panel (${deal.id})`;
  await card.getByLabel('Ask the customer for a file').fill(asked);
  await card.getByRole('button', { name: 'Request a file' }).click();
  await expect(card.getByRole('list', { name: messages.documentRequestsTitle })).toContainText(
    asked,
  );
  await expectAccessible(page, 'the deal details with its documents');

  // The customer: the shared contract downloads with its bytes; the photo goes up.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signInAs(customer, demoAccountEmails.customer);
  await customer.goto('/customer/tracking');
  const project = customer.getByRole('article', { name: deal.name });
  const files = project.getByRole('list', { name: `Documents of ${deal.name}` });
  await expect(files).toContainText(contractName);
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    files.getByRole('button', { name: `Download ${contractName}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(contractName);
  const saved = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of saved) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks)).toEqual(contract);
  await expect(project).toContainText(asked);
  await project
    .getByLabel('Your file')
    .setInputFiles({ name: 'panel.png', mimeType: 'image/png', buffer: photo });
  await project.getByRole('button', { name: 'Upload' }).click();
  await expect(customer.getByText(messages.portalUploadDone).first()).toBeVisible();
  await expect(project).not.toContainText(asked);
  await expect(files).toContainText('panel.png');
  await expectAccessible(customer, 'Project Tracking with documents');
  await customerContext.close();

  // Staff: the photo is on the deal and the request is answered with it.
  await page.reload();
  const uploaded = page
    .getByRole('region', { name: 'Documents' })
    .getByRole('row', { name: /panel\.png/ });
  await expect(uploaded).toContainText('Customer upload');
  await expect(uploaded).toContainText('Casey');
  await expect(
    page.getByRole('list', { name: messages.documentRequestsTitle }).getByRole('listitem'),
  ).toContainText(/Fulfilled.*with panel\.png/);
});

test('a customer cannot download another customer’s file', async ({ request }) => {
  const deal = await dealOfTheCustomer(request);
  const staff = { authorization: `Bearer ${await apiTokenFor(request, demoAccountEmails.rep1)}` };
  const uploaded = await request.post(
    `${apiUrl}/api/crm/deals/${deal.id}/documents/?kind=permit&name=Permit.pdf&shared=true`,
    { headers: { ...staff, 'content-type': 'application/octet-stream' }, data: contract },
  );
  expect(uploaded.status()).toBe(201);
  const { id } = (await uploaded.json()) as { id: number };
  const ownerToken = await apiTokenFor(request, demoAccountEmails.customer);
  const own = await request.get(`${apiUrl}/api/portal/documents/${id}/file/`, {
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  expect(own.status()).toBe(200);
  // Any other signed-in account, staff or not, gets the same 404 as for a missing file.
  const other = await apiTokenFor(request, demoAccountEmails.rep2);
  const refused = await request.get(`${apiUrl}/api/portal/documents/${id}/file/`, {
    headers: { authorization: `Bearer ${other}` },
  });
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toEqual({ message: messages.apiDocumentNotFound });
});
