import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  customerDealStatusOf,
  customerStageTimelineOf,
  maxServiceRequestsPerHour,
  messages,
  savedProposalRateDay,
  utilityRateOf,
  type PortalDeal,
  type PortalProposal,
  type ProjectMilestoneKey,
  type PortalProposalDocument,
  type ServiceRequest,
  type ServiceRequestKind,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { recordTimelineEvent } from '../timeline';
import { recordNotification } from '../notifications';
import { dealStages, dealStatuses, proposalStatuses, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { addresses, deals } from '../deals/deals-tables';
import type { DealCaller } from '../deals';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { proposalDocumentOf } from '../proposals';
import { projectMilestones, projects } from '../projects/projects-tables';
import { dealRateInForce } from '../savings';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import {
  queueServiceRequestMail,
  readRequest,
  requestOrder,
  selectRequests,
  toRequest,
} from '../service-requests';
import type { JobEngine } from '../../jobs/job-engine';
import {
  awaitingSignatureCondition,
  portalSigningOf,
  sentToCustomerCondition,
} from '../proposal-sendings';
import { serviceRequests } from '../service-requests/service-requests-tables';

/** Who is asking in the portal: their account id and its email, which links them to deals. */
interface PortalCaller {
  id: number;
  email: string;
}

/** The one proposal status a customer sees: the ones still being worked on are staff business. */
export const customerProposalStatus = 'Approved';

/**
 * THE portal's ownership rule: a deal belongs to the caller when one of its contacts has the
 * caller's email (compared lower-cased; an empty email links nothing). Every portal query filters
 * through this, so a customer reaches only their own deals, whoever they are (a staff user calling
 * these routes sees only the deals their own email is a contact of, usually none).
 */
export function linkedDealsCondition(caller: PortalCaller): SQL {
  const email = caller.email.trim().toLowerCase();
  return sql`(${email} <> '' AND EXISTS (
    SELECT 1 FROM ${dealContacts}
    WHERE ${dealContacts.dealId} = ${deals.id} AND lower(${dealContacts.email}) = ${email}
  ))`;
}

/**
 * A deal id from the caller, or 404. A deal that exists but is someone else's answers exactly
 * like one that does not exist, so a customer cannot learn which ids are in use.
 */
async function requireLinkedDeal(db: Database, caller: PortalCaller, dealId: number) {
  const [row] = await db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .where(and(eq(deals.id, dealId), linkedDealsCondition(caller)));
  if (!row) throw new HttpError(404, messages.apiPortalProjectNotFound);
  return row;
}

/**
 * The installation projects of these deals as a customer sees them: milestone dates only. A
 * cancelled installation is staff's to explain, so it is not shown.
 */
async function installationsOf(db: Database, dealIds: number[]) {
  const byDeal = new Map<number, NonNullable<PortalDeal['installation']>>();
  if (dealIds.length === 0) return byDeal;
  const rows = await db
    .select({
      dealId: projects.dealId,
      status: projects.status,
      key: projectMilestones.key,
      plannedDate: projectMilestones.plannedDate,
      actualDate: projectMilestones.actualDate,
    })
    .from(projects)
    .innerJoin(projectMilestones, eq(projectMilestones.projectId, projects.id))
    .where(and(inArray(projects.dealId, dealIds), ne(projects.status, 'Cancelled')))
    .orderBy(asc(projects.dealId), asc(projectMilestones.position));
  for (const row of rows) {
    const installation = byDeal.get(row.dealId) ?? {
      finished: row.status === 'Done',
      milestones: [],
    };
    installation.milestones.push({
      key: row.key as ProjectMilestoneKey,
      planned_date: row.plannedDate,
      actual_date: row.actualDate,
    });
    byDeal.set(row.dealId, installation);
  }
  return byDeal;
}

/** `GET /api/portal/deals/`: the caller's deals, most recently changed first, with timelines. */
export async function listPortalDeals(db: Database, caller: PortalCaller): Promise<PortalDeal[]> {
  const [stages, rows] = await Promise.all([
    db
      .select({ id: dealStages.id, name: dealStages.name })
      .from(dealStages)
      .orderBy(asc(dealStages.sortOrder), asc(dealStages.id)),
    db
      .select({
        id: deals.id,
        name: deals.name,
        address: addresses.address,
        stageId: dealStages.id,
        stageName: dealStages.name,
        statusId: dealStatuses.id,
        statusName: dealStatuses.name,
      })
      .from(deals)
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
      .where(linkedDealsCondition(caller))
      .orderBy(desc(deals.updatedAt), desc(deals.id)),
  ]);
  const installations = await installationsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    address: row.address,
    installation: installations.get(row.id) ?? null,
    stage: { id: row.stageId, name: row.stageName },
    // Staff's internal statuses stay on the server: the customer sees the stage alone.
    status:
      customerDealStatusOf(row.statusName) === null
        ? null
        : { id: row.statusId, name: row.statusName },
    timeline: customerStageTimelineOf(stages, row.stageId),
  }));
}

/**
 * What of a proposal the caller may open: an Approved one of their deal, or one sent to them for
 * signature (not replaced by a later send).
 */
function customerProposalCondition(caller: PortalCaller): SQL {
  return and(
    linkedDealsCondition(caller),
    or(eq(proposalStatuses.name, customerProposalStatus), sentToCustomerCondition(caller)),
  )!;
}

/** `GET /api/portal/proposals/`: the Approved proposals of the caller's deals and those sent to them. */
export async function listPortalProposals(
  db: Database,
  caller: PortalCaller,
): Promise<PortalProposal[]> {
  const rows = await db
    .select({
      id: proposals.id,
      dealId: deals.id,
      dealName: deals.name,
      address: addresses.address,
      proposalVersion: proposals.proposalVersion,
      statusId: proposalStatuses.id,
      statusName: proposalStatuses.name,
      savedId: proposalSavedDetails.id,
      updatedAt: proposals.updatedAt,
      awaitingSignature: awaitingSignatureCondition(caller),
    })
    .from(proposals)
    .innerJoin(deals, eq(deals.id, proposals.dealId))
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
    .leftJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(customerProposalCondition(caller))
    .orderBy(desc(proposals.updatedAt), desc(proposals.id));
  return rows.map((row) => ({
    id: row.id,
    deal: { id: row.dealId, name: row.dealName, address: row.address },
    proposal_version: row.proposalVersion,
    proposal_status: { id: row.statusId, name: row.statusName },
    has_document: row.savedId !== null,
    awaiting_signature: row.awaitingSignature,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * The staff preview's reader, called only after the portal's own check below: the sales tree
 * rule is about staff and does not apply to a customer, whose access is the ownership rule.
 */
const ownershipChecked: DealCaller = { id: 0, isSuperuser: true };

/**
 * `GET /api/portal/proposals/{id}/`: the customer-facing document of an Approved proposal of one
 * of the caller's deals, or of one sent to them for signature, with where its signing stands.
 * Neither, not theirs or missing: the same 404.
 */
export async function portalProposalDocument(
  db: Database,
  caller: PortalCaller,
  proposalId: number,
): Promise<PortalProposalDocument> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .innerJoin(deals, eq(deals.id, proposals.dealId))
    .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
    .where(and(eq(proposals.id, proposalId), customerProposalCondition(caller)));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  const document = await proposalDocumentOf(db, ownershipChecked, proposalId);
  // The customer cannot read the rates list: the document brings the one its savings use, in
  // force the day the proposal was saved, so its savings stay what the customer was shown.
  const saved = document.saved_detail;
  const rate = await dealRateInForce(
    db,
    document.deal.id,
    saved ? savedProposalRateDay(saved) : new Date().toISOString().slice(0, 10),
  );
  return {
    ...document,
    utility_rate: rate ? utilityRateOf(rate) : null,
    signing: await portalSigningOf(db, caller, proposalId),
  };
}

/**
 * `POST /api/portal/service-requests/`: a request about one of the caller's deals, or a general
 * one (no deal) from a customer who has no project yet or whose question is about none.
 */
export async function createServiceRequest(
  db: Database,
  caller: PortalCaller,
  body: { deal_id?: number | null | undefined; kind: ServiceRequestKind; message: string },
  mail: { jobs: JobEngine; appUrl: string },
): Promise<ServiceRequest> {
  const dealId = body.deal_id ?? null;
  if (dealId !== null) await requireLinkedDeal(db, caller, dealId);
  const id = await inTransaction(db, async (tx) => {
    // The caller's row is locked so two requests sent at once count each other.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
    const [sent] = await tx
      .select({ value: count() })
      .from(serviceRequests)
      .where(
        and(
          eq(serviceRequests.requestedBy, caller.id),
          sql`${serviceRequests.createdAt} > now() - interval '1 hour'`,
        ),
      );
    if ((sent?.value ?? 0) >= maxServiceRequestsPerHour) {
      throw new HttpError(429, messages.apiTooManyServiceRequests);
    }
    const [inserted] = await tx
      .insert(serviceRequests)
      .values({
        dealId,
        requestedBy: caller.id,
        kind: body.kind,
        message: body.message,
      })
      .returning({ id: serviceRequests.id });
    // A general question belongs to no deal, so it has no deal timeline to appear on.
    if (dealId !== null) {
      await recordTimelineEvent(tx, {
        dealId,
        kind: 'service_request.created',
        details: { service_request_id: inserted!.id, request_kind: body.kind },
        actorUserId: caller.id,
      });
      const [deal] = await tx
        .select({ salesPersonId: deals.salesPersonId, name: deals.name })
        .from(deals)
        .where(eq(deals.id, dealId));
      await recordNotification(tx, {
        recipientId: deal?.salesPersonId ?? null,
        actorUserId: caller.id,
        kind: 'service_request',
        target: { kind: 'deal', dealId },
        parts: { deal: deal?.name ?? '', request_kind: body.kind },
      });
      await queueServiceRequestMail(tx, mail.jobs, {
        dealId,
        requestedBy: caller.id,
        kind: body.kind,
        message: body.message,
        appUrl: mail.appUrl,
      });
    }
    return inserted!.id;
  });
  return readRequest(db, id);
}

/**
 * `GET /api/portal/service-requests/`: the caller's own requests, general ones and those on deals
 * still theirs (a deal they were removed from as a contact is no longer shown, with its requests).
 */
export async function listOwnServiceRequests(
  db: Database,
  caller: PortalCaller,
): Promise<ServiceRequest[]> {
  const rows = await selectRequests(db)
    .where(
      and(
        eq(serviceRequests.requestedBy, caller.id),
        or(isNull(serviceRequests.dealId), linkedDealsCondition(caller)),
      ),
    )
    .orderBy(...requestOrder);
  return rows.map(toRequest);
}
