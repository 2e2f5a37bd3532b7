import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  type DealDetails,
  type DealDocument,
  type NamedItem,
  type OutboxMessage,
  type OutboxPage,
  type ProposalSending,
  type ProposalVersion,
} from '@solar/shared/domain';
import { createDealThroughApi } from '../support/deals';
import { expectAccessible } from '../support/accessibility';
import { pdfText } from '../support/pdf-text';
import { signInAs } from '../support/sign-in';
import { apiUrl, hostUrl } from '../support/test-stack';

/** A 1 × 1 PNG: the smallest signature image the API accepts. */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

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

/** The newest outbox message of `kind` to the demo customer, as an administrator reads it. */
async function latestMailTo(
  request: APIRequestContext,
  adminToken: string,
  kind: OutboxMessage['kind'],
): Promise<OutboxMessage> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const page = (await (
    await request.get(`${apiUrl}/api/admin/outbox/`, {
      headers,
      params: { search: demoAccountEmails.customer },
    })
  ).json()) as OutboxPage;
  const row = page.results.find((message) => message.kind === kind);
  expect(row, `a ${kind} mail to the customer`).toBeDefined();
  return (await (
    await request.get(`${apiUrl}/api/admin/outbox/${row!.id}/`, { headers })
  ).json()) as OutboxMessage;
}

/** rep1's fresh deal with the demo customer as its primary contact, and a saved proposal design. */
async function dealWithProposal(
  request: APIRequestContext,
  token: string,
): Promise<{ deal: DealDetails; proposal: ProposalVersion }> {
  const headers = { authorization: `Bearer ${token}` };
  const deal = await createDealThroughApi(request, token, {
    namePrefix: 'Signing',
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
      is_primary: true,
    },
  });
  expect(contact.status()).toBe(201);
  const saved = await request.post(`${apiUrl}/api/crm/deals/${deal.id}/proposal-versions/`, {
    headers,
    data: {
      data: {
        ...defaultProposalData(),
        panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
        nextPanelId: 2,
      },
    },
  });
  expect(saved.status()).toBe(201);
  return { deal, proposal: (await saved.json()) as ProposalVersion };
}

test('staff send a proposal, the customer signs it in the portal with a drawn signature, and the deal is won', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const repToken = await apiTokenFor(request, demoAccountEmails.rep1);
  const adminToken = await apiTokenFor(request, demoAccountEmails.admin);
  const { deal, proposal } = await dealWithProposal(request, repToken);

  // Staff: Send to customer from the deal page; the primary contact is chosen.
  await signInAs(page, demoAccountEmails.rep1);
  await page.goto(`/workplace/crm/deal-details/${deal.id}`);
  await page
    .getByRole('button', { name: `${messages.proposalSendAction}: ${proposal.name}` })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: /customer@example\.com/ })).toBeChecked();
  await dialog.getByRole('button', { name: messages.proposalSendConfirm }).click();
  await expect(dialog).toBeHidden();
  const proposals = page.getByRole('list', { name: 'Proposals of the deal' });
  await expect(proposals).toContainText(messages.proposalSendingSent);
  await expect(proposals).toContainText(messages.proposalSendingNotViewed);

  // The Outbox shows the mail, with the link to the proposal in the portal.
  const mail = await latestMailTo(request, adminToken, 'proposal-sent');
  const proposalLink = `${hostUrl}/customer/proposals/${proposal.id}`;
  expect(mail.links).toContain(proposalLink);
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin, demoAccountEmails.admin);
  await admin.goto(`/workplace/admin/outbox/${mail.id}`);
  await expect(admin.getByRole('table', { name: 'E-mail details' })).toContainText(proposalLink);
  await admin.context().close();

  // The customer signs in by the mailed link (no Google account) and opens the proposal.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto('/login');
  await customer.getByRole('button', { name: /Sign in by e-mail/ }).click();
  await customer.getByLabel(messages.signInLinkEmailLabel).fill(demoAccountEmails.customer);
  await customer.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(customer.getByRole('status')).toHaveText(messages.signInLinkSent);
  const signInMail = await latestMailTo(request, adminToken, 'sign-in-link');
  const signInLink = signInMail.links.find((link) => link.includes('/login/link#'))!;
  await customer.goto(signInLink);
  await expect(customer).toHaveURL(/\/customer$/);
  await customer.goto(proposalLink);
  await expect(customer.getByRole('article', { name: 'Proposal' })).toBeVisible();

  // Accept and sign: name, a signature drawn with the mouse, consent, Sign.
  await customer.getByRole('button', { name: messages.portalSignAction }).click();
  const form = customer.getByRole('form', { name: messages.portalSignTitle });
  await form.getByRole('textbox', { name: messages.portalSignFullName }).fill('Casey Customer');
  const pad = form.getByRole('img', { name: messages.portalSignatureLabel });
  const box = (await pad.boundingBox())!;
  await customer.mouse.move(box.x + 20, box.y + box.height / 2);
  await customer.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await customer.mouse.move(
      box.x + 20 + step * (box.width / 16),
      box.y + box.height / 2 + (step % 2 === 0 ? -20 : 20),
    );
  }
  await customer.mouse.up();
  await expectAccessible(customer, 'the signing form');
  await form.getByText(messages.portalSignConsent).click();
  await form.getByRole('button', { name: messages.portalSignSubmit }).click();
  await expect(customer.getByText(/You signed this proposal on/)).toBeVisible();

  // A second signature is refused.
  const customerToken = await apiTokenFor(request, demoAccountEmails.customer);
  const again = await request.post(`${apiUrl}/api/portal/proposals/${proposal.id}/sign/`, {
    headers: { authorization: `Bearer ${customerToken}` },
    data: {
      full_name: 'Casey Customer',
      signature_png: tinyPng,
      signature_method: 'typed',
      consent: true,
    },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ message: messages.apiProposalAlreadySigned });
  await customerContext.close();

  // Staff: the deal is Closed Won, the proposal signed, the signed PDF on the deal.
  await page.reload();
  await expect(page.getByText('Closed Won').first()).toBeVisible();
  await expect(proposals).toContainText(messages.proposalSendingSigned);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents).toContainText(`${proposal.name} signed.pdf`);
  const headers = { authorization: `Bearer ${repToken}` };
  const [sending] = (await (
    await request.get(`${apiUrl}/api/crm/proposal-sendings/`, {
      headers,
      params: { deal_id: deal.id },
    })
  ).json()) as ProposalSending[];
  const files = (await (
    await request.get(`${apiUrl}/api/crm/deals/${deal.id}/documents/`, { headers })
  ).json()) as DealDocument[];
  const signedPdf = files.find((file) => file.id === sending!.signed_document_id)!;
  const bytes = await (
    await request.get(`${apiUrl}/api/crm/deals/${deal.id}/documents/${signedPdf.id}/file/`, {
      headers,
    })
  ).body();
  const text = (await pdfText(bytes)).replace(/\n/g, '');
  expect(text).toContain(messages.signatureCertificateTitle);
  expect(text).toContain(sending!.document_sha256);

  // The installation project starts: Active Projects lists it.
  await page.goto(`${hostUrl}/workplace/projects/active?search=${encodeURIComponent(deal.name)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Active Projects' })).toBeVisible();
  await expect(page.getByText(deal.name).first()).toBeVisible();
});
