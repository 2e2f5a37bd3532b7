import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  messages,
  proposalVersionName,
  type PortalSigning,
  type ProposalSending,
  type ProposalSignPayload,
  workplacePath,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import type { JobEngine } from '../../jobs/job-engine';
import type { FileStorage } from '../../storage/file-storage';
import { addresses, deals } from '../deals/deals-tables';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../deals';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { dealDocuments } from '../documents/documents-tables';
import { storeDealDocument } from '../documents';
import { queueMail } from '../mail';
import { recordNotification } from '../notifications';
import { recordTimelineEvent } from '../timeline';
import { ensureCustomerAccount } from '../users';
import { approveProposalIn, freezeProposalIn, markProposalSignedIn } from '../proposals';
import { proposalSavedDetails, proposals } from '../proposals/proposals-tables';
import { moveDealToStageIn } from '../crm';
import { proposalFiguresOf } from '../templates';
import { renderProposalPdf, signedProposalPdf } from './proposal-sendings-pdf';
import { proposalSendings, type SendingRecipient } from './proposal-sendings-tables';

/** What sending mail needs from the request: the job engine and the portal's address. */
export interface SendingMailContext {
  jobs: JobEngine;
  appUrl: string;
}

/** Who answers in the portal: their account and its e-mail, which links them to deals. */
export interface CustomerCaller {
  id: number;
  email: string;
}

/** Where the signed deal goes: the stage whose arrival starts the installation project. */
const wonStageName = 'Closed Won';

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const sendingColumns = {
  id: proposalSendings.id,
  proposalId: proposalSendings.proposalId,
  proposalVersion: proposals.proposalVersion,
  dealId: proposalSendings.dealId,
  state: proposalSendings.state,
  sentAt: proposalSendings.sentAt,
  sentByFirst: users.firstName,
  sentByLast: users.lastName,
  sentByUsername: users.username,
  recipients: proposalSendings.recipients,
  firstViewedAt: proposalSendings.firstViewedAt,
  lastViewedAt: proposalSendings.lastViewedAt,
  signedAt: proposalSendings.signedAt,
  signerName: proposalSendings.signerName,
  declinedAt: proposalSendings.declinedAt,
  declineReason: proposalSendings.declineReason,
  documentSha256: proposalSendings.documentSha256,
  signedDocumentId: proposalSendings.signedDocumentId,
};

function selectSendings(db: Database) {
  return db
    .select(sendingColumns)
    .from(proposalSendings)
    .innerJoin(proposals, eq(proposals.id, proposalSendings.proposalId))
    .innerJoin(deals, eq(deals.id, proposalSendings.dealId))
    .leftJoin(users, eq(users.id, proposalSendings.sentBy));
}

type SendingRow = Awaited<ReturnType<ReturnType<typeof selectSendings>['where']>>[number];

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

function toSending(row: SendingRow): ProposalSending {
  const sentBy = [row.sentByFirst, row.sentByLast].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    proposal_id: row.proposalId,
    proposal_version: row.proposalVersion,
    deal_id: row.dealId,
    state: row.state as ProposalSending['state'],
    sent_at: row.sentAt.toISOString(),
    sent_by: sentBy || row.sentByUsername || null,
    recipients: row.recipients,
    first_viewed_at: isoOrNull(row.firstViewedAt),
    last_viewed_at: isoOrNull(row.lastViewedAt),
    signed_at: isoOrNull(row.signedAt),
    signer_name: row.signerName,
    declined_at: isoOrNull(row.declinedAt),
    decline_reason: row.declineReason,
    document_sha256: row.documentSha256,
    signed_document_id: row.signedDocumentId,
  };
}

async function readSending(db: Database, sendingId: number): Promise<ProposalSending> {
  const [row] = await selectSendings(db).where(eq(proposalSendings.id, sendingId));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  return toSending(row);
}

/**
 * `GET /api/crm/proposal-sendings/?deal_id=&proposal_ids=`: the sends of the deal or of these
 * proposals, newest first, only on deals the caller may use (the per-deal rule).
 */
export async function listProposalSendings(
  db: Database,
  caller: DealCaller,
  filter: { dealId?: number | undefined; proposalIds?: readonly number[] | undefined },
): Promise<ProposalSending[]> {
  const conditions: (SQL | undefined)[] = [visibleDealsCondition(caller)];
  if (filter.dealId !== undefined) {
    await requireDealAccess(db, caller, filter.dealId);
    conditions.push(eq(proposalSendings.dealId, filter.dealId));
  }
  if (filter.proposalIds !== undefined) {
    if (filter.proposalIds.length === 0) return [];
    conditions.push(inArray(proposalSendings.proposalId, [...filter.proposalIds]));
  }
  if (filter.dealId === undefined && filter.proposalIds === undefined) {
    throw new HttpError(400, messages.apiProposalSendingsFilterRequired);
  }
  const rows = await selectSendings(db)
    .where(and(...conditions))
    .orderBy(desc(proposalSendings.sentAt), desc(proposalSendings.id));
  return rows.map(toSending);
}

/** The contacts a send goes to: the chosen ones of this deal, or its primary contact. */
async function recipientsOf(
  db: Database,
  dealId: number,
  contactIds: readonly number[] | undefined,
): Promise<SendingRecipient[]> {
  const rows = await db
    .select({
      id: dealContacts.id,
      firstName: dealContacts.firstName,
      lastName: dealContacts.lastName,
      email: dealContacts.email,
      isPrimary: dealContacts.isPrimary,
    })
    .from(dealContacts)
    .where(eq(dealContacts.dealId, dealId))
    .orderBy(desc(dealContacts.isPrimary), asc(dealContacts.id));
  let chosen = rows;
  if (contactIds === undefined) {
    const primary = rows.find((row) => row.email.trim() !== '');
    if (!primary) throw new HttpError(409, messages.proposalSendNoContacts);
    chosen = [primary];
  } else {
    chosen = [...new Set(contactIds)].map((id) => {
      const row = rows.find((contact) => contact.id === id);
      if (!row) throw new HttpError(400, messages.apiProposalSendUnknownContact);
      if (row.email.trim() === '')
        throw new HttpError(400, messages.apiProposalSendContactWithoutEmail);
      return row;
    });
  }
  return chosen.map((row) => ({
    contact_id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email.trim().toLowerCase(),
  }));
}

async function dealForMail(db: Database, dealId: number) {
  const [row] = await db
    .select({
      name: deals.name,
      address: addresses.address,
      salesPersonId: deals.salesPersonId,
      salesFirst: users.firstName,
      salesLast: users.lastName,
      salesUsername: users.username,
      salesEmail: users.email,
      salesActive: users.isActive,
    })
    .from(deals)
    .leftJoin(addresses, eq(addresses.id, deals.addressId))
    .leftJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(deals.id, dealId));
  if (!row) throw new HttpError(404, messages.apiNotFound);
  const salesName = [row.salesFirst, row.salesLast].filter(Boolean).join(' ').trim();
  return {
    ...row,
    address: row.address ?? row.name,
    salesName: salesName || row.salesUsername || null,
  };
}

/**
 * `POST /api/crm/proposal-sendings/`: sends a saved proposal version to the deal's contact(s), in
 * one transaction: the version is frozen, its PDF (the document the customer will sign) is kept
 * on the deal and shared with them, an earlier send still awaiting an answer is superseded, each
 * recipient gets a customer account and the 'proposal-sent' e-mail, and the send goes on the
 * timeline. A deal whose proposal is already signed takes no more sends.
 */
export async function sendProposal(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  body: { proposal_id: number; contact_ids?: number[] | undefined },
  mail: SendingMailContext,
): Promise<ProposalSending> {
  const [proposal] = await db
    .select({
      dealId: proposals.dealId,
      proposalVersion: proposals.proposalVersion,
      hasDesign: sql<boolean>`${proposalSavedDetails.id} IS NOT NULL`,
    })
    .from(proposals)
    .leftJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(eq(proposals.id, body.proposal_id));
  if (!proposal) throw new HttpError(404, messages.apiProposalNotFound);
  await requireDealAccess(db, caller, proposal.dealId);
  if (!proposal.hasDesign) throw new HttpError(409, messages.apiProposalSendNeedsDesign);
  const recipients = await recipientsOf(db, proposal.dealId, body.contact_ids);
  const sendingId = await inTransaction(db, async (tx) => {
    // The deal's row lock queues two sends (and a signature) of one deal behind each other.
    await tx
      .select({ id: deals.id })
      .from(deals)
      .where(eq(deals.id, proposal.dealId))
      .for('update');
    const [signed] = await tx
      .select({ id: proposalSendings.id })
      .from(proposalSendings)
      .where(
        and(eq(proposalSendings.dealId, proposal.dealId), eq(proposalSendings.state, 'signed')),
      );
    if (signed) throw new HttpError(409, messages.apiProposalDealAlreadySigned);
    await freezeProposalIn(tx, body.proposal_id);
    await tx
      .update(proposalSendings)
      .set({ state: 'superseded' })
      .where(and(eq(proposalSendings.dealId, proposal.dealId), eq(proposalSendings.state, 'sent')));
    const deal = await dealForMail(tx, proposal.dealId);
    const { figures } = await proposalFiguresOf(tx, proposal.dealId, body.proposal_id);
    const sentAt = new Date();
    const bytes = await renderProposalPdf({
      dealName: deal.name,
      address: deal.address,
      customerName: recipients.map((recipient) => recipient.name).join(', '),
      salesPerson: deal.salesName,
      proposalVersion: proposal.proposalVersion,
      document: figures ? { programName: figures.programName, lines: figures.lines } : null,
      values: figures?.values ?? {},
      cumulativeCashFlow: figures?.cumulativeCashFlow ?? null,
      sentAt,
    });
    const document = await storeDealDocument(tx, storage, {
      dealId: proposal.dealId,
      kind: 'contract',
      name: `${proposalVersionName(proposal.proposalVersion)}.pdf`,
      bytes,
      sharedWithCustomer: true,
      uploadedBy: caller.id,
    });
    const [inserted] = await tx
      .insert(proposalSendings)
      .values({
        proposalId: body.proposal_id,
        dealId: proposal.dealId,
        recipients,
        sentBy: caller.id,
        sentAt,
        documentId: document.id,
        documentSha256: sha256Hex(bytes),
      })
      .returning({ id: proposalSendings.id });
    for (const recipient of recipients) {
      const [firstName, ...rest] = recipient.name.split(' ');
      await ensureCustomerAccount(tx, {
        email: recipient.email,
        firstName: firstName ?? '',
        lastName: rest.join(' '),
      });
      await queueMail(
        tx,
        {
          kind: 'proposal-sent',
          to: recipient.email,
          mergeData: {
            'recipient.name': recipient.name,
            'deal.name': deal.name,
            'deal.address': deal.address,
            'deal.sales_person': deal.salesName ?? '',
            'proposal.title': proposalVersionName(proposal.proposalVersion),
            link: `${mail.appUrl}/customer/proposals/${body.proposal_id}`,
          },
        },
        mail.jobs,
      );
    }
    await recordTimelineEvent(tx, {
      dealId: proposal.dealId,
      kind: 'proposal.sent',
      details: {
        proposal_id: body.proposal_id,
        proposal_version: proposal.proposalVersion,
        sending_id: inserted!.id,
        recipients: recipients.map((recipient) => recipient.name || recipient.email).join(', '),
      },
      actorUserId: caller.id,
    });
    return inserted!.id;
  });
  return readSending(db, sendingId);
}

/**
 * A send of this proposal addressed to the caller, on a deal they are still a contact of (the
 * portal's ownership rule): only they may open, sign or decline it. Someone else's, or none, is
 * the same 404 as a missing proposal.
 */
function addressedTo(caller: CustomerCaller): SQL {
  const email = caller.email.trim().toLowerCase();
  return sql`(${email} <> ''
    AND ${proposalSendings.recipients} @> ${JSON.stringify([{ email }])}::jsonb
    AND EXISTS (
      SELECT 1 FROM ${dealContacts}
      WHERE ${dealContacts.dealId} = ${proposalSendings.dealId} AND lower(${dealContacts.email}) = ${email}
    ))`;
}

async function latestSendingTo(db: Database, caller: CustomerCaller, proposalId: number) {
  const [row] = await db
    .select({
      id: proposalSendings.id,
      state: proposalSendings.state,
      dealId: proposalSendings.dealId,
      recipients: proposalSendings.recipients,
      documentId: proposalSendings.documentId,
      documentSha256: proposalSendings.documentSha256,
      firstViewedAt: proposalSendings.firstViewedAt,
      signedAt: proposalSendings.signedAt,
      declinedAt: proposalSendings.declinedAt,
      signedDocumentId: proposalSendings.signedDocumentId,
      proposalVersion: proposals.proposalVersion,
    })
    .from(proposalSendings)
    .innerJoin(proposals, eq(proposals.id, proposalSendings.proposalId))
    .where(and(eq(proposalSendings.proposalId, proposalId), addressedTo(caller)))
    .orderBy(desc(proposalSendings.id))
    .limit(1);
  return row ?? null;
}

/** The proposals sent to the caller (not superseded): the portal lists them beside the Approved. */
export function sentToCustomerCondition(caller: CustomerCaller): SQL {
  return sql`EXISTS (
    SELECT 1 FROM ${proposalSendings}
    WHERE ${proposalSendings.proposalId} = ${proposals.id}
      AND ${proposalSendings.state} <> 'superseded'
      AND ${addressedTo(caller)}
  )`;
}

/** A proposal sent to the caller that still awaits their signature or refusal. */
export function awaitingSignatureCondition(caller: CustomerCaller): SQL<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM ${proposalSendings}
    WHERE ${proposalSendings.proposalId} = ${proposals.id}
      AND ${proposalSendings.state} = 'sent'
      AND ${addressedTo(caller)}
  )`;
}

/** What the portal's document says about signing it, for the caller; null when never sent to them. */
export async function portalSigningOf(
  db: Database,
  caller: CustomerCaller,
  proposalId: number,
): Promise<PortalSigning | null> {
  const row = await latestSendingTo(db, caller, proposalId);
  if (!row) return null;
  return {
    sending_id: row.id,
    state: row.state as PortalSigning['state'],
    signed_at: isoOrNull(row.signedAt),
    declined_at: isoOrNull(row.declinedAt),
    signed_document_id: row.signedDocumentId,
  };
}

async function tellSalesPerson(
  tx: Database,
  caller: CustomerCaller,
  dealId: number,
  proposalVersion: number,
  action: 'opened' | 'signed' | 'declined',
): Promise<void> {
  const [deal] = await tx
    .select({ salesPersonId: deals.salesPersonId, name: deals.name })
    .from(deals)
    .where(eq(deals.id, dealId));
  await recordNotification(tx, {
    recipientId: deal?.salesPersonId ?? null,
    actorUserId: caller.id,
    kind: 'proposal_customer',
    target: { kind: 'deal', dealId },
    parts: { deal: deal?.name ?? '', proposal_version: String(proposalVersion), action },
  });
}

/**
 * `POST /api/portal/proposals/{id}/view/`: the customer opened the proposal sent to them. Every
 * opening moves Viewed (last); the first also goes on the timeline and to the sales person's bell.
 * A proposal already answered (or replaced) keeps its record as it was.
 */
export async function recordProposalView(
  db: Database,
  caller: CustomerCaller,
  proposalId: number,
): Promise<void> {
  const sending = await latestSendingTo(db, caller, proposalId);
  if (!sending) throw new HttpError(404, messages.apiProposalNotFound);
  if (sending.state !== 'sent') return;
  await inTransaction(db, async (tx) => {
    const [viewed] = await tx
      .update(proposalSendings)
      .set({
        firstViewedAt: sql`coalesce(${proposalSendings.firstViewedAt}, now())`,
        lastViewedAt: sql`now()`,
      })
      .where(and(eq(proposalSendings.id, sending.id), eq(proposalSendings.state, 'sent')))
      .returning({
        first: sql<boolean>`${proposalSendings.firstViewedAt} = ${proposalSendings.lastViewedAt}`,
      });
    if (!viewed?.first) return;
    await recordTimelineEvent(tx, {
      dealId: sending.dealId,
      kind: 'proposal.viewed',
      details: {
        proposal_id: proposalId,
        proposal_version: sending.proposalVersion,
        sending_id: sending.id,
      },
      actorUserId: caller.id,
    });
    await tellSalesPerson(tx, caller, sending.dealId, sending.proposalVersion, 'opened');
  });
}

/** Why a send can no longer be answered, as the customer reads it. */
function refusalOf(state: string): HttpError {
  if (state === 'signed') return new HttpError(409, messages.apiProposalAlreadySigned);
  if (state === 'declined') return new HttpError(409, messages.apiProposalDeclinedCannotSign);
  return new HttpError(409, messages.apiProposalSupersededCannotSign);
}

/** Claims the send for an answer: one conditional UPDATE, so of two answers exactly one goes on. */
async function claimAnswer(
  tx: Database,
  sendingId: number,
  set: Partial<typeof proposalSendings.$inferInsert>,
): Promise<void> {
  const [claimed] = await tx
    .update(proposalSendings)
    .set(set)
    .where(and(eq(proposalSendings.id, sendingId), eq(proposalSendings.state, 'sent')))
    .returning({ id: proposalSendings.id });
  if (claimed) return;
  const [now] = await tx
    .select({ state: proposalSendings.state })
    .from(proposalSendings)
    .where(eq(proposalSendings.id, sendingId));
  throw refusalOf(now?.state ?? 'superseded');
}

async function contactOf(db: Database, dealId: number, email: string) {
  const [row] = await db
    .select({
      id: dealContacts.id,
      firstName: dealContacts.firstName,
      lastName: dealContacts.lastName,
    })
    .from(dealContacts)
    .where(and(eq(dealContacts.dealId, dealId), sql`lower(${dealContacts.email}) = ${email}`))
    .orderBy(desc(dealContacts.isPrimary), asc(dealContacts.id))
    .limit(1);
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}`.trim() } : null;
}

async function readStoredBytes(storage: FileStorage, storageKey: string): Promise<Uint8Array> {
  let stream;
  try {
    stream = await storage.get(storageKey);
  } catch {
    throw new HttpError(503, messages.apiStorageUnavailable);
  }
  if (!stream) throw new HttpError(409, messages.apiProposalSignedDocumentChanged);
  return new Uint8Array(await buffer(stream));
}

/** The first bytes of every PNG file. */
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function signatureImageOf(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.length < 64 || pngSignature.some((byte, index) => bytes[index] !== byte)) {
    throw new HttpError(400, messages.portalSignatureInvalid);
  }
  return bytes;
}

/**
 * `POST /api/portal/proposals/{id}/sign/`: the customer accepts and signs the proposal sent to
 * them, all in ONE transaction: the send is claimed (a second signature, a declined or a replaced
 * proposal is refused), the audit trail is recorded (customer account and contact, UTC time, IP,
 * user agent, SHA-256 of the sent PDF's bytes, checked against the stored file), the proposal
 * becomes Approved and the deal Closed Won through the staff's own paths (so its project starts),
 * the signed PDF (the sent document plus a certificate page) is kept on the deal and shared with
 * the customer, and both signed copies are mailed with it attached.
 */
export async function signProposal(
  db: Database,
  storage: FileStorage,
  caller: CustomerCaller,
  proposalId: number,
  body: ProposalSignPayload,
  request: { ip: string; userAgent: string },
  mail: SendingMailContext,
): Promise<PortalSigning> {
  const sending = await latestSendingTo(db, caller, proposalId);
  if (!sending) throw new HttpError(404, messages.apiProposalNotFound);
  if (sending.state !== 'sent') throw refusalOf(sending.state);
  const signaturePng = signatureImageOf(body.signature_png);
  const email = caller.email.trim().toLowerCase();
  await inTransaction(db, async (tx) => {
    const signedAt = new Date();
    const contact = await contactOf(tx, sending.dealId, email);
    if (!contact) throw new HttpError(404, messages.apiProposalNotFound);
    await claimAnswer(tx, sending.id, {
      state: 'signed',
      signedAt,
      signerName: body.full_name,
      signerIp: request.ip,
      signerUserAgent: request.userAgent,
      signatureMethod: body.signature_method,
      answeredBy: caller.id,
      answeredContactId: contact.id,
    });
    const [sent] = await tx
      .select({ storageKey: dealDocuments.storageKey })
      .from(dealDocuments)
      .where(eq(dealDocuments.id, sending.documentId));
    if (!sent) throw new HttpError(409, messages.apiProposalSignedDocumentChanged);
    const sentBytes = await readStoredBytes(storage, sent.storageKey);
    if (sha256Hex(sentBytes) !== sending.documentSha256) {
      throw new HttpError(409, messages.apiProposalSignedDocumentChanged);
    }
    // The customer acts here as the deal's own signer: the staff rules' sales-tree check is about
    // staff, and the ownership check above is what entitles them.
    const actor: DealCaller = { id: caller.id, isSuperuser: true };
    await approveProposalIn(tx, actor, proposalId);
    await markProposalSignedIn(tx, proposalId);
    await moveDealToStageIn(tx, actor, sending.dealId, wonStageName);
    const deal = await dealForMail(tx, sending.dealId);
    const signedBytes = await signedProposalPdf(sentBytes, {
      signerName: body.full_name,
      signerEmail: email,
      contactName: contact.name,
      customerUserId: caller.id,
      signedAt,
      ip: request.ip,
      userAgent: request.userAgent,
      method: body.signature_method,
      documentSha256: sending.documentSha256,
      signaturePng,
      proposalVersion: sending.proposalVersion,
      dealName: deal.name,
    });
    const fileName = `${proposalVersionName(sending.proposalVersion)} signed.pdf`;
    const document = await storeDealDocument(tx, storage, {
      dealId: sending.dealId,
      kind: 'signed-contract',
      name: fileName,
      bytes: signedBytes,
      sharedWithCustomer: true,
      uploadedBy: caller.id,
    });
    const [stored] = await tx
      .select({ storageKey: dealDocuments.storageKey })
      .from(dealDocuments)
      .where(eq(dealDocuments.id, document.id));
    await tx
      .update(proposalSendings)
      .set({ signedDocumentId: document.id })
      .where(eq(proposalSendings.id, sending.id));
    // Other versions still awaiting an answer can no longer be signed: the deal is decided.
    await tx
      .update(proposalSendings)
      .set({ state: 'superseded' })
      .where(
        and(
          eq(proposalSendings.dealId, sending.dealId),
          eq(proposalSendings.state, 'sent'),
          ne(proposalSendings.id, sending.id),
        ),
      );
    await recordTimelineEvent(tx, {
      dealId: sending.dealId,
      kind: 'proposal.signed',
      details: {
        proposal_id: proposalId,
        proposal_version: sending.proposalVersion,
        sending_id: sending.id,
        signer_name: body.full_name,
        document_sha256: sending.documentSha256,
      },
      actorUserId: caller.id,
    });
    await tellSalesPerson(tx, caller, sending.dealId, sending.proposalVersion, 'signed');
    const attachment = {
      name: fileName,
      type: 'application/pdf',
      size: signedBytes.length,
      storageKey: stored!.storageKey,
    };
    const title = proposalVersionName(sending.proposalVersion);
    await queueMail(
      tx,
      {
        kind: 'signed-copy-customer',
        to: email,
        mergeData: {
          'recipient.name': body.full_name,
          'deal.name': deal.name,
          'proposal.title': title,
          link: `${mail.appUrl}/customer/proposals/${proposalId}`,
        },
        attachments: [attachment],
      },
      mail.jobs,
    );
    if (deal.salesEmail && deal.salesActive) {
      await queueMail(
        tx,
        {
          kind: 'signed-copy-sales',
          to: deal.salesEmail,
          mergeData: {
            'recipient.name': deal.salesName ?? '',
            'customer.name': body.full_name,
            'deal.name': deal.name,
            'proposal.title': title,
            link: `${mail.appUrl}${workplacePath('crm/deal-details/:dealId', { dealId: sending.dealId })}`,
          },
          attachments: [attachment],
        },
        mail.jobs,
      );
    }
  });
  return (await portalSigningOf(db, caller, proposalId))!;
}

/**
 * `POST /api/portal/proposals/{id}/decline/`: the customer declines the proposal sent to them,
 * with an optional reason. A declined proposal can no longer be signed; staff may send a new one.
 */
export async function declineProposal(
  db: Database,
  caller: CustomerCaller,
  proposalId: number,
  body: { reason: string },
): Promise<PortalSigning> {
  const sending = await latestSendingTo(db, caller, proposalId);
  if (!sending) throw new HttpError(404, messages.apiProposalNotFound);
  if (sending.state !== 'sent') throw refusalOf(sending.state);
  const email = caller.email.trim().toLowerCase();
  await inTransaction(db, async (tx) => {
    const contact = await contactOf(tx, sending.dealId, email);
    if (!contact) throw new HttpError(404, messages.apiProposalNotFound);
    await claimAnswer(tx, sending.id, {
      state: 'declined',
      declinedAt: new Date(),
      declineReason: body.reason,
      answeredBy: caller.id,
      answeredContactId: contact.id,
    });
    await recordTimelineEvent(tx, {
      dealId: sending.dealId,
      kind: 'proposal.declined',
      details: {
        proposal_id: proposalId,
        proposal_version: sending.proposalVersion,
        sending_id: sending.id,
        reason: body.reason,
      },
      actorUserId: caller.id,
    });
    await tellSalesPerson(tx, caller, sending.dealId, sending.proposalVersion, 'declined');
  });
  return (await portalSigningOf(db, caller, proposalId))!;
}
