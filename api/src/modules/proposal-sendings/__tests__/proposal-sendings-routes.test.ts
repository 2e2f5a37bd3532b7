import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  type PortalDeal,
  type PortalProposal,
  type PortalProposalDocument,
  type PortalSigning,
  type ProposalSending,
  type ProposalVersion,
  type TimelinePage,
} from '@solar/shared/domain';
import { dealStages, proposalStatuses } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createStorage } from '../../../storage/create-storage';
import type { FileStorage } from '../../../storage/file-storage';
import { deals } from '../../deals/deals-tables';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { dealDocuments } from '../../documents/documents-tables';
import { outbox, outboxAttachments } from '../../mail/mail-tables';
import { notifications } from '../../notifications/notifications-tables';
import { projects } from '../../projects/projects-tables';
import { proposals } from '../../proposals/proposals-tables';
import { seedPortalDemo } from '../../portal/seed-portal-demo';
import { proposalSendings } from '../proposal-sendings-tables';

let t: TestApp;
let root: string;
let storage: FileStorage;
const call = signedInCaller(() => t);
const { admin, rep2, customer } = demoAccountEmails;
const stranger = 'stranger@example.com';
/** A design with one panel, so the sent document has figures to print. */
const design = {
  ...defaultProposalData(),
  panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
  nextPanelId: 2,
};
/** A 1 × 1 PNG: the smallest signature image the API accepts. */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const signBody = {
  full_name: 'Casey Customer',
  signature_png: tinyPng,
  signature_method: 'drawn',
  consent: true,
};
let qualificationDeal: number;
let negotiationDeal: number;
let customerContact: number;

async function newVersion(dealId: number): Promise<ProposalVersion> {
  const response = await call(admin, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
    data: design,
  });
  expect(response.statusCode).toBe(201);
  return response.json<ProposalVersion>();
}

async function send(proposalId: number, contactIds?: number[]) {
  return call(admin, 'POST', '/api/crm/proposal-sendings/', {
    proposal_id: proposalId,
    ...(contactIds ? { contact_ids: contactIds } : {}),
  });
}

async function sendingsOf(dealId: number): Promise<ProposalSending[]> {
  const response = await call(admin, 'GET', `/api/crm/proposal-sendings/?deal_id=${dealId}`);
  expect(response.statusCode).toBe(200);
  return response.json<ProposalSending[]>();
}

async function stageOf(dealId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ name: dealStages.name })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(eq(deals.id, dealId));
  return row!.name;
}

async function storedBytes(documentId: number): Promise<Uint8Array> {
  const [row] = await t.database.db
    .select()
    .from(dealDocuments)
    .where(eq(dealDocuments.id, documentId));
  return new Uint8Array(await buffer((await storage.get(row!.storageKey))!));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-signing-'));
  storage = createStorage({ kind: 'filesystem', root });
  t = await createTestApp({ build: { storage } });
  await seedDemoDeals(t.database.db);
  await seedPortalDemo(t.database.db);
  await insertCustomerAccount(t.database.db, stranger, 'Sam', 'Stranger');
  const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
  qualificationDeal = mine.find((row) => row.stage.name === 'Qualification')!.id;
  negotiationDeal = mine.find((row) => row.stage.name === 'Negotiation')!.id;
  const [contact] = await t.database.db
    .select()
    .from(dealContacts)
    .where(and(eq(dealContacts.dealId, qualificationDeal), eq(dealContacts.email, customer)));
  customerContact = contact!.id;
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('sending, viewing, superseding and signing a proposal', () => {
  let first: ProposalVersion;
  let second: ProposalVersion;

  it('sends a version to the chosen contact: e-mail with the portal link, account, document, timeline', async () => {
    first = await newVersion(qualificationDeal);
    const response = await send(first.id, [customerContact]);
    expect(response.statusCode).toBe(201);
    const sending = response.json<ProposalSending>();
    expect(sending).toMatchObject({
      proposal_id: first.id,
      deal_id: qualificationDeal,
      state: 'sent',
      recipients: [{ contact_id: customerContact, email: customer }],
      first_viewed_at: null,
      signed_at: null,
    });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'proposal-sent'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([customer]);
    expect(mails[0]!.text).toContain(`/customer/proposals/${first.id}`);
    // The document sent is on the deal, shared with the customer, and is what the hash names.
    const [document] = await t.database.db
      .select()
      .from(dealDocuments)
      .where(and(eq(dealDocuments.dealId, qualificationDeal), eq(dealDocuments.kind, 'contract')));
    expect(document!.sharedWithCustomer).toBe(true);
    expect(sha256(await storedBytes(document!.id))).toBe(sending.document_sha256);
    const timeline = (
      await call(admin, 'GET', `/api/crm/deals/${qualificationDeal}/timeline/?kind=event`)
    ).json<TimelinePage>();
    expect(timeline.results.map((entry) => entry.kind)).toContain('proposal.sent');
  });

  it('sends to the primary contact when none is chosen, and creates their customer account', async () => {
    const version = await newVersion(negotiationDeal);
    const db = t.database.db;
    const [type] = await db.select().from(contactTypes).limit(1);
    // The demo customer is this deal's only contact, hence its primary.
    await db.insert(dealContacts).values({
      dealId: negotiationDeal,
      contactTypeId: type!.id,
      firstName: 'New',
      lastName: 'Person',
      email: 'new.person@example.com',
    });
    const response = await send(version.id);
    expect(response.statusCode).toBe(201);
    expect(response.json<ProposalSending>().recipients.map((r) => r.email)).toEqual([customer]);
    const other = await send(version.id, [
      (
        await db.select().from(dealContacts).where(eq(dealContacts.email, 'new.person@example.com'))
      )[0]!.id,
    ]);
    expect(other.statusCode).toBe(201);
  });

  it('refuses contacts of another deal and a version without a design', async () => {
    const [foreign] = await t.database.db
      .select()
      .from(dealContacts)
      .where(eq(dealContacts.dealId, negotiationDeal));
    const response = await send(first.id, [foreign!.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiProposalSendUnknownContact });
    const bare = await call(admin, 'POST', '/api/crm/proposals/', {
      deal_id: qualificationDeal,
      proposal_version: 50,
      proposal_status_id: (await t.database.db.select().from(proposalStatuses))[0]!.id,
    });
    const refused = await send(bare.json<{ id: number }>().id, [customerContact]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.apiProposalSendNeedsDesign });
  });

  it('freezes the sent version: its design cannot change nor be deleted, a new version can be made', async () => {
    const saved = await call(
      admin,
      'PUT',
      `/api/crm/deals/${qualificationDeal}/proposal-versions/${first.id}/`,
      { data: design, version: first.version },
    );
    expect(saved.statusCode).toBe(409);
    expect(saved.json()).toEqual({ message: messages.apiProposalFrozen });
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, first.id));
    const deleted = await call(
      admin,
      'DELETE',
      `/api/crm/deals/${qualificationDeal}/proposal-versions/${first.id}/?version=${row!.version}`,
    );
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({ message: messages.apiProposalFrozen });
    second = await newVersion(qualificationDeal);
    expect(second.proposal_version).toBeGreaterThan(first.proposal_version);
  });

  it('lets the customer open it, records Viewed first and last, and tells the sales person once', async () => {
    const list = (await call(customer, 'GET', '/api/portal/proposals/')).json<PortalProposal[]>();
    expect(list.find((row) => row.id === first.id)).toMatchObject({ awaiting_signature: true });
    const document = await call(customer, 'GET', `/api/portal/proposals/${first.id}/`);
    expect(document.statusCode).toBe(200);
    expect(document.json<PortalProposalDocument>().signing).toMatchObject({ state: 'sent' });
    expect(
      (await call(customer, 'POST', `/api/portal/proposals/${first.id}/view/`)).statusCode,
    ).toBe(204);
    const [once] = (await sendingsOf(qualificationDeal)).filter((s) => s.proposal_id === first.id);
    expect(once!.first_viewed_at).not.toBeNull();
    expect(once!.last_viewed_at).toBe(once!.first_viewed_at);
    await call(customer, 'POST', `/api/portal/proposals/${first.id}/view/`);
    const [twice] = (await sendingsOf(qualificationDeal)).filter((s) => s.proposal_id === first.id);
    expect(twice!.first_viewed_at).toBe(once!.first_viewed_at);
    expect(twice!.last_viewed_at! > once!.last_viewed_at!).toBe(true);
    const timeline = (
      await call(admin, 'GET', `/api/crm/deals/${qualificationDeal}/timeline/?kind=event`)
    ).json<TimelinePage>();
    expect(timeline.results.filter((entry) => entry.kind === 'proposal.viewed')).toHaveLength(1);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'proposal_customer'));
    expect(told.length).toBeGreaterThanOrEqual(1);
  });

  it('answers 404 to another customer, for the document, the view, the signature and the refusal', async () => {
    for (const [method, url, body] of [
      ['GET', `/api/portal/proposals/${first.id}/`, undefined],
      ['POST', `/api/portal/proposals/${first.id}/view/`, undefined],
      ['POST', `/api/portal/proposals/${first.id}/sign/`, signBody],
      ['POST', `/api/portal/proposals/${first.id}/decline/`, { reason: '' }],
    ] as const) {
      const response = await call(stranger, method, url, body);
      expect(response.statusCode).toBe(404);
    }
  });

  it('supersedes an unanswered earlier send when a later version is sent', async () => {
    expect((await send(second.id, [customerContact])).statusCode).toBe(201);
    const states = (await sendingsOf(qualificationDeal)).map((s) => [s.proposal_id, s.state]);
    expect(states).toEqual([
      [second.id, 'sent'],
      [first.id, 'superseded'],
    ]);
    const refused = await call(
      customer,
      'POST',
      `/api/portal/proposals/${first.id}/sign/`,
      signBody,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.apiProposalSupersededCannotSign });
  });

  it('refuses a signature without consent, name or a PNG image, and changes nothing', async () => {
    for (const body of [
      { ...signBody, consent: false },
      { ...signBody, full_name: '  ' },
      {
        ...signBody,
        signature_png: Buffer.from('not a picture at all, not at all, really not at all').toString(
          'base64',
        ),
      },
    ]) {
      const response = await call(
        customer,
        'POST',
        `/api/portal/proposals/${second.id}/sign/`,
        body,
      );
      expect(response.statusCode).toBe(400);
    }
    expect((await sendingsOf(qualificationDeal))[0]!.state).toBe('sent');
  });

  it('signs in one go: Approved, Closed Won, a project, the signed PDF with the hash, both mails', async () => {
    const response = await call(
      customer,
      'POST',
      `/api/portal/proposals/${second.id}/sign/`,
      signBody,
    );
    expect(response.statusCode).toBe(200);
    const signing = response.json<PortalSigning>();
    expect(signing.state).toBe('signed');
    const [status] = await t.database.db
      .select({ name: proposalStatuses.name })
      .from(proposals)
      .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
      .where(eq(proposals.id, second.id));
    expect(status!.name).toBe('Approved');
    expect(await stageOf(qualificationDeal)).toBe('Closed Won');
    expect(
      await t.database.db.select().from(projects).where(eq(projects.dealId, qualificationDeal)),
    ).toHaveLength(1);
    const [sending] = await sendingsOf(qualificationDeal);
    const [audit] = await t.database.db
      .select()
      .from(proposalSendings)
      .where(eq(proposalSendings.id, sending!.id));
    expect(audit).toMatchObject({
      signerName: 'Casey Customer',
      signatureMethod: 'drawn',
      answeredContactId: customerContact,
    });
    expect(audit!.signerIp).not.toBe('');
    // The hash is of the exact bytes sent, which are the signed PDF's first pages.
    const sentBytes = await storedBytes(audit!.documentId);
    expect(sha256(sentBytes)).toBe(sending!.document_sha256);
    const signedBytes = await storedBytes(signing.signed_document_id!);
    const [sentPages, signedPages] = [
      await pdfPageTexts(sentBytes),
      await pdfPageTexts(signedBytes),
    ];
    expect(signedPages).toHaveLength(sentPages.length + 1);
    expect(signedPages.slice(0, -1)).toEqual(sentPages);
    const certificate = signedPages.at(-1)!.replace(/\n/g, '');
    expect(certificate).toContain(messages.signatureCertificateTitle);
    expect(certificate).toContain(sending!.document_sha256);
    expect(certificate).toContain('Casey Customer');
    const [signedDocument] = await t.database.db
      .select()
      .from(dealDocuments)
      .where(eq(dealDocuments.id, signing.signed_document_id!));
    expect(signedDocument).toMatchObject({ kind: 'signed-contract', sharedWithCustomer: true });
    for (const kind of ['signed-copy-customer', 'signed-copy-sales']) {
      const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.kind, kind));
      expect(mail).toBeDefined();
      const attached = await t.database.db
        .select()
        .from(outboxAttachments)
        .where(eq(outboxAttachments.outboxId, mail!.id));
      expect(attached.map((a) => a.storageKey)).toEqual([signedDocument!.storageKey]);
    }
    // The signed copy is the record of the signature: it cannot be deleted from the deal.
    const removal = await call(
      admin,
      'DELETE',
      `/api/crm/deals/${signedDocument!.dealId}/documents/${signedDocument!.id}/`,
    );
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toEqual({ message: messages.apiDocumentIsRecord });
    expect(await storedBytes(signedDocument!.id)).toEqual(signedBytes);
  });

  it('refuses a second signature, any change to the signed version and a new send on the deal', async () => {
    const again = await call(
      customer,
      'POST',
      `/api/portal/proposals/${second.id}/sign/`,
      signBody,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.apiProposalAlreadySigned });
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.id, second.id));
    const changed = await call(admin, 'PUT', `/api/crm/proposals/${second.id}/`, {
      deal_id: qualificationDeal,
      proposal_version: row!.proposalVersion,
      proposal_status_id: row!.proposalStatusId,
      proposal_description: 'changed after signing',
      version: row!.version,
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({ message: messages.apiProposalSignedLocked });
    const third = await newVersion(qualificationDeal);
    const resend = await send(third.id, [customerContact]);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ message: messages.apiProposalDealAlreadySigned });
  });
});

describe('declining, and two signatures at once', () => {
  it('records a refusal with its reason; a declined proposal cannot be signed', async () => {
    const version = await newVersion(negotiationDeal);
    const [contact] = await t.database.db
      .select()
      .from(dealContacts)
      .where(and(eq(dealContacts.dealId, negotiationDeal), eq(dealContacts.email, customer)));
    expect((await send(version.id, [contact!.id])).statusCode).toBe(201);
    const [sent] = (await sendingsOf(negotiationDeal)).filter((s) => s.state === 'sent');
    const declined = await call(
      customer,
      'POST',
      `/api/portal/proposals/${sent!.proposal_id}/decline/`,
      { reason: '  Too expensive for us this year  ' },
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json<PortalSigning>().state).toBe('declined');
    const [after] = (await sendingsOf(negotiationDeal)).filter((s) => s.id === sent!.id);
    expect(after!.decline_reason).toBe('Too expensive for us this year');
    const signed = await call(
      customer,
      'POST',
      `/api/portal/proposals/${sent!.proposal_id}/sign/`,
      signBody,
    );
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toEqual({ message: messages.apiProposalDeclinedCannotSign });
    expect(await stageOf(negotiationDeal)).toBe('Negotiation');
  });

  it('lets exactly one of two simultaneous signatures through', async () => {
    const version = await newVersion(negotiationDeal);
    const [contact] = await t.database.db
      .select()
      .from(dealContacts)
      .where(and(eq(dealContacts.dealId, negotiationDeal), eq(dealContacts.email, customer)));
    expect((await send(version.id, [contact!.id])).statusCode).toBe(201);
    const url = `/api/portal/proposals/${version.id}/sign/`;
    const answers = await Promise.all([
      call(customer, 'POST', url, signBody),
      call(customer, 'POST', url, signBody),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const signedDocuments = await t.database.db
      .select()
      .from(dealDocuments)
      .where(
        and(eq(dealDocuments.dealId, negotiationDeal), eq(dealDocuments.kind, 'signed-contract')),
      );
    expect(signedDocuments).toHaveLength(1);
  });
});

describe('GET /api/crm/proposal-sendings/', () => {
  it('needs a deal or proposals, and hides deals outside the caller’s tree', async () => {
    const none = await call(admin, 'GET', '/api/crm/proposal-sendings/');
    expect(none.statusCode).toBe(400);
    const sent = await sendingsOf(qualificationDeal);
    const ids = sent.map((sending) => sending.proposal_id).join(',');
    const mine = await call(admin, 'GET', `/api/crm/proposal-sendings/?proposal_ids=${ids}`);
    expect(mine.json<ProposalSending[]>()).toHaveLength(sent.length);
    // rep2 is outside the tree of these demo deals' sales person.
    const theirs = await call(rep2, 'GET', `/api/crm/proposal-sendings/?proposal_ids=${ids}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
    const byDeal = await call(
      rep2,
      'GET',
      `/api/crm/proposal-sendings/?deal_id=${qualificationDeal}`,
    );
    expect([403, 404]).toContain(byDeal.statusCode);
  });
});
