import { and, asc, count, desc, eq, ilike, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import {
  drawnProductionOf,
  maxProposalsPerDeal,
  messages,
  proposalInputsOf,
  proposalProductionOf,
  proposalVersionName,
  type StoredPricing,
  type ProposalContext,
  type ProposalData,
  type ProposalDocument,
  type ProposalListResponse,
  type ProposalRow,
  type ProposalSavedDetail,
  type ProposalStatus,
  type ProposalVersion,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { recordTimelineEvent } from '../timeline';
import { recordNotification } from '../notifications';
import { proposalStatuses, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { containsPattern } from '../../db/like-pattern';
import { addresses, deals } from '../deals/deals-tables';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../deals';
import { dealMonthlyUsage } from '../power-bills';
import { primaryContactOf } from '../deal-contacts';
import { priceProposalDesign } from '../deal-programs';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { proposals, proposalSavedDetails } from './proposals-tables';

/** The validated body of the proposals dialog (description trimmed and defaulted). */
interface ProposalWrite {
  id?: number | null | undefined;
  deal_id: number;
  proposal_version: number;
  proposal_status_id: number;
  proposal_description: string;
}

interface ProposalListFilters {
  page: number;
  pageSize: number;
  search?: string | undefined;
  status?: number | undefined;
}

/** `GET /api/crm/proposal-statuses/`, in their seeded order. */
export async function listProposalStatuses(db: Database): Promise<ProposalStatus[]> {
  return db
    .select({ id: proposalStatuses.id, name: proposalStatuses.name })
    .from(proposalStatuses)
    .orderBy(asc(proposalStatuses.sortOrder), asc(proposalStatuses.id));
}

const rowColumns = {
  id: proposals.id,
  dealId: deals.id,
  dealName: deals.name,
  proposal_version: proposals.proposalVersion,
  statusId: proposalStatuses.id,
  statusName: proposalStatuses.name,
  proposal_description: proposals.proposalDescription,
  version: proposals.version,
};

interface RawRow {
  id: number;
  dealId: number;
  dealName: string;
  proposal_version: number;
  statusId: number;
  statusName: string;
  proposal_description: string;
  version: number;
}

function toRow(row: RawRow): ProposalRow {
  return {
    id: row.id,
    deal: { id: row.dealId, name: row.dealName },
    proposal_version: row.proposal_version,
    proposal_status: { id: row.statusId, name: row.statusName },
    proposal_description: row.proposal_description,
    version: row.version,
  };
}

/** The list's access rule (the per-deal rule), search and status filter. */
function proposalListCondition(
  caller: DealCaller,
  filters: Pick<ProposalListFilters, 'search' | 'status'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleDealsCondition(caller)];
  const search = filters.search?.trim();
  if (search) conditions.push(ilike(deals.name, containsPattern(search)));
  if (filters.status !== undefined) conditions.push(eq(proposals.proposalStatusId, filters.status));
  return and(...conditions);
}

/**
 * Where a keyset walk of the proposals list's order stopped: the last row's `updated_at` as the
 * database's text (a JavaScript date would drop its microseconds and skip rows) and its id.
 */
export interface ProposalCursor {
  at: string;
  id: number;
}

/** A proposal as the CSV export shows it: the list's row and when it last changed. */
export type ProposalExportRow = ProposalRow & { updated_at: string };

/**
 * The CSV export's walk: the proposals after `cursor` in the list's order, under exactly the
 * list's access rule, search and status filter, one page per statement.
 */
export async function proposalsAfter(
  db: Database,
  caller: DealCaller,
  filters: Pick<ProposalListFilters, 'search' | 'status'>,
  cursor: ProposalCursor | null,
  limit: number,
): Promise<{ rows: ProposalExportRow[]; next: ProposalCursor | null }> {
  const after = cursor
    ? sql`(${proposals.updatedAt}, ${proposals.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const rows = await db
    .select({
      ...rowColumns,
      updatedAt: proposals.updatedAt,
      cursorAt: sql<string>`${proposals.updatedAt}::text`,
    })
    .from(proposals)
    .innerJoin(deals, eq(deals.id, proposals.dealId))
    .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
    .where(and(proposalListCondition(caller, filters), after))
    .orderBy(desc(proposals.updatedAt), desc(proposals.id))
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows: rows.map((row) => ({ ...toRow(row), updated_at: row.updatedAt.toISOString() })),
    next: rows.length === limit && last ? { at: last.cursorAt, id: last.id } : null,
  };
}

/**
 * `GET /api/crm/proposals/`: the proposals of the deals the caller may use (the per-deal rule),
 * most recently changed first; `search` matches the deal name, `status` a status id.
 */
export async function listProposals(
  db: Database,
  caller: DealCaller,
  filters: ProposalListFilters,
): Promise<ProposalListResponse> {
  const where = proposalListCondition(caller, filters);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(proposals)
      .innerJoin(deals, eq(deals.id, proposals.dealId))
      .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
      .where(where)
      .orderBy(desc(proposals.updatedAt), desc(proposals.id))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ value: count() })
      .from(proposals)
      .innerJoin(deals, eq(deals.id, proposals.dealId))
      .where(where),
  ]);
  return { results: rows.map(toRow), count: total?.value ?? 0 };
}

async function readRow(db: Database, proposalId: number): Promise<ProposalRow> {
  const [row] = await db
    .select(rowColumns)
    .from(proposals)
    .innerJoin(deals, eq(deals.id, proposals.dealId))
    .innerJoin(proposalStatuses, eq(proposalStatuses.id, proposals.proposalStatusId))
    .where(eq(proposals.id, proposalId));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  return toRow(row);
}

/**
 * The proposal's deal, after checking the caller may use that deal: every proposal-scoped route
 * goes through here, so per-deal access cannot be skipped.
 */
async function requireProposalAccess(
  db: Database,
  caller: DealCaller,
  proposalId: number,
): Promise<{ dealId: number; proposalVersion: number; frozen: boolean; signed: boolean }> {
  const [row] = await db
    .select({
      dealId: proposals.dealId,
      proposalVersion: proposals.proposalVersion,
      frozen: sql<boolean>`${proposals.frozenAt} IS NOT NULL`,
      signed: sql<boolean>`${proposals.signedAt} IS NOT NULL`,
    })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  await requireDealAccess(db, caller, row.dealId);
  return row;
}

/** A deal id in a body: 400 (not 404) when it does not exist, 403 when the caller may not use it. */
async function requireBodyDeal(db: Database, caller: DealCaller, dealId: number): Promise<void> {
  try {
    await requireDealAccess(db, caller, dealId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) {
      throw new HttpError(400, messages.apiUnknownProposalDeal);
    }
    throw error;
  }
}

async function requireStatus(db: Database, statusId: number): Promise<void> {
  const [row] = await db
    .select({ id: proposalStatuses.id })
    .from(proposalStatuses)
    .where(eq(proposalStatuses.id, statusId));
  if (!row) throw new HttpError(400, messages.apiUnknownProposalStatus);
}

/**
 * The freeze rules, checked again under the version claim's row lock (a send or a signature
 * landing between the first read and the write is seen): a signed proposal never changes; a sent
 * one keeps its figures, deal and version number, while its status and description may move.
 */
async function requireChangeable(
  tx: Database,
  proposalId: number,
  change: 'figures' | 'record',
): Promise<void> {
  const [row] = await tx
    .select({ frozenAt: proposals.frozenAt, signedAt: proposals.signedAt })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  if (row.signedAt !== null) throw new HttpError(409, messages.apiProposalSignedLocked);
  if (change === 'figures' && row.frozenAt !== null) {
    throw new HttpError(409, messages.apiProposalFrozen);
  }
}

/** Runs a write that may hit the (deal, version) unique index and answers 409 for it. */
async function versionConflictAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiProposalVersionTaken);
    throw error;
  }
}

/**
 * Refuses a proposal more on a deal already holding `maxProposalsPerDeal`. Locks the deal's row
 * first, so two saves at the limit queue and the second counts the first's proposal.
 */
async function requireRoomForProposal(tx: Database, dealId: number): Promise<void> {
  await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).for('update');
  const [held] = await tx
    .select({ value: count() })
    .from(proposals)
    .where(eq(proposals.dealId, dealId));
  if ((held?.value ?? 0) >= maxProposalsPerDeal) {
    throw new HttpError(409, messages.apiTooManyProposals);
  }
}

/** `POST /api/crm/proposals/`. A body `id` is ignored: the server numbers proposals. */
export async function createProposal(
  db: Database,
  caller: DealCaller,
  body: ProposalWrite,
): Promise<ProposalRow> {
  await requireBodyDeal(db, caller, body.deal_id);
  await requireStatus(db, body.proposal_status_id);
  const id = await versionConflictAware(() =>
    inTransaction(db, async (tx) => {
      await requireRoomForProposal(tx, body.deal_id);
      const [inserted] = await tx
        .insert(proposals)
        .values({
          dealId: body.deal_id,
          proposalVersion: body.proposal_version,
          proposalStatusId: body.proposal_status_id,
          proposalDescription: body.proposal_description,
          createdBy: caller.id,
          updatedBy: caller.id,
        })
        .returning({ id: proposals.id });
      await recordTimelineEvent(tx, {
        dealId: body.deal_id,
        kind: 'proposal_version.saved',
        details: {
          proposal_id: inserted!.id,
          proposal_version: body.proposal_version,
          created: true,
        },
        actorUserId: caller.id,
      });
      return inserted!.id;
    }),
  );
  return readRow(db, id);
}

/**
 * Bumps the proposal's edit version if it is still `version` (the one the user loaded), in the
 * caller's transaction: one conditional UPDATE, whose row lock holds until the transaction ends,
 * so of two saves from one version exactly one goes on; the other is 409 and changes nothing.
 */
async function claimVersion(
  tx: Database,
  caller: DealCaller,
  proposalId: number,
  version: number,
): Promise<void> {
  const claimed = await tx
    .update(proposals)
    .set({ version: sql`${proposals.version} + 1`, updatedBy: caller.id, updatedAt: new Date() })
    .where(and(eq(proposals.id, proposalId), eq(proposals.version, version)))
    .returning({ id: proposals.id });
  if (claimed.length === 0) throw versionConflict();
}

/**
 * Puts a proposal's status move on its deal's timeline, from the stored status to `statusId`, in
 * the saving transaction (the row is already locked by the version claim). Nothing when the
 * status stays. The names are copied so the timeline reads as it happened.
 */
async function recordStatusChange(
  tx: Database,
  caller: DealCaller,
  proposalId: number,
  dealId: number,
  statusId: number,
): Promise<void> {
  const [current] = await tx
    .select({ statusId: proposals.proposalStatusId, proposalVersion: proposals.proposalVersion })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  if (!current || current.statusId === statusId) return;
  const names = await tx
    .select({ id: proposalStatuses.id, name: proposalStatuses.name })
    .from(proposalStatuses)
    .where(inArray(proposalStatuses.id, [current.statusId, statusId]));
  const nameOf = (id: number) => names.find((row) => row.id === id)?.name ?? '';
  await recordTimelineEvent(tx, {
    dealId,
    kind: 'proposal.status_changed',
    details: {
      proposal_id: proposalId,
      proposal_version: current.proposalVersion,
      from: { id: current.statusId, name: nameOf(current.statusId) },
      to: { id: statusId, name: nameOf(statusId) },
    },
    actorUserId: caller.id,
  });
  // The deal's sales person hears of a decision on their proposal; other moves are routine.
  const decision = nameOf(statusId);
  if (decidedProposalStatuses.includes(decision.toLowerCase())) {
    const [deal] = await tx
      .select({ salesPersonId: deals.salesPersonId, name: deals.name })
      .from(deals)
      .where(eq(deals.id, dealId));
    await recordNotification(tx, {
      recipientId: deal?.salesPersonId ?? null,
      actorUserId: caller.id,
      kind: 'proposal_status',
      target: { kind: 'deal', dealId },
      parts: {
        deal: deal?.name ?? '',
        proposal_version: String(current.proposalVersion),
        status: decision,
      },
    });
  }
}

/** The proposal statuses that are a customer's or a manager's decision on it. */
const decidedProposalStatuses = ['approved', 'rejected'];

/**
 * `PUT /api/crm/proposals/{id}/`. Moving a proposal to another deal needs access to both deals;
 * the saved design's name follows the version. Only from the edit `version` the dialog loaded.
 */
export async function updateProposal(
  db: Database,
  caller: DealCaller,
  proposalId: number,
  body: ProposalWrite & { version: number },
): Promise<ProposalRow> {
  if (body.id !== undefined && body.id !== null && body.id !== proposalId) {
    throw new HttpError(400, messages.apiProposalIdMismatch);
  }
  const current = await requireProposalAccess(db, caller, proposalId);
  if (body.deal_id !== current.dealId) await requireBodyDeal(db, caller, body.deal_id);
  await requireStatus(db, body.proposal_status_id);
  // The answer is read in the save's transaction: a save landing right after it must not be
  // answered as this one (the page would keep a version whose changes it never saw).
  return versionConflictAware(() =>
    inTransaction(db, async (tx) => {
      await claimVersion(tx, caller, proposalId, body.version);
      const movesFigures =
        body.deal_id !== current.dealId || body.proposal_version !== current.proposalVersion;
      await requireChangeable(tx, proposalId, movesFigures ? 'figures' : 'record');
      if (body.deal_id !== current.dealId) await requireRoomForProposal(tx, body.deal_id);
      await recordStatusChange(tx, caller, proposalId, body.deal_id, body.proposal_status_id);
      await tx
        .update(proposals)
        .set({
          dealId: body.deal_id,
          proposalVersion: body.proposal_version,
          proposalStatusId: body.proposal_status_id,
          proposalDescription: body.proposal_description,
        })
        .where(eq(proposals.id, proposalId));
      await tx
        .update(proposalSavedDetails)
        .set({ name: proposalVersionName(body.proposal_version) })
        .where(eq(proposalSavedDetails.proposalId, proposalId));
      return readRow(tx, proposalId);
    }),
  );
}

async function readSavedDetail(
  db: Database,
  proposalId: number,
): Promise<ProposalSavedDetail | null> {
  const [row] = await db
    .select({
      proposal_id: proposalSavedDetails.proposalId,
      name: proposalSavedDetails.name,
      data: proposalSavedDetails.data,
      pricing: proposalSavedDetails.pricing,
      version: proposals.version,
      updatedAt: proposalSavedDetails.updatedAt,
    })
    .from(proposalSavedDetails)
    .innerJoin(proposals, eq(proposals.id, proposalSavedDetails.proposalId))
    .where(eq(proposalSavedDetails.proposalId, proposalId));
  if (!row) return null;
  const { updatedAt, ...detail } = row;
  return {
    ...detail,
    data: row.data as ProposalData,
    pricing: row.pricing as StoredPricing | null,
    updated_at: updatedAt.toISOString(),
  };
}

/** `GET /api/crm/proposal-saved-detail/{proposalId}/`: 404 when no design is saved yet. */
export async function proposalSavedDetailOf(
  db: Database,
  caller: DealCaller,
  proposalId: number,
): Promise<ProposalSavedDetail> {
  await requireProposalAccess(db, caller, proposalId);
  const detail = await readSavedDetail(db, proposalId);
  if (!detail) throw new HttpError(404, messages.apiProposalSavedDetailNotFound);
  return detail;
}

/** The design save itself, in the caller's transaction, from the edit `version` the user loaded. */
async function saveDesignIn(
  tx: Database,
  caller: DealCaller,
  dealId: number,
  proposalId: number,
  proposalVersion: number,
  data: ProposalData,
  version: number,
): Promise<void> {
  await claimVersion(tx, caller, proposalId, version);
  await requireChangeable(tx, proposalId, 'figures');
  const priced = await priceProposalDesign(tx, dealId, data);
  const stored = {
    data: priced.data,
    pricing: priced.pricing,
    programVersionId: priced.programVersionId,
  };
  await tx
    .insert(proposalSavedDetails)
    .values({ proposalId, name: proposalVersionName(proposalVersion), ...stored })
    .onConflictDoUpdate({
      target: proposalSavedDetails.proposalId,
      set: { ...stored, updatedAt: new Date() },
    });
}

/**
 * The design with the production its chosen method gives, worked out here from the deal's map
 * position: whatever production the browser sent is replaced, so a saved proposal never shows a
 * figure the method does not give. A location estimate for an address without a map position is
 * refused with a message rather than saved with the drawing's figure.
 */
async function withServerProduction(
  db: Database,
  dealId: number,
  data: ProposalData,
): Promise<ProposalData> {
  const [row] = await db
    .select({ latitude: addresses.latitude, longitude: addresses.longitude })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .where(eq(deals.id, dealId));
  const location =
    row?.latitude != null && row.longitude != null
      ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
      : null;
  const results = drawnProductionOf(proposalInputsOf(data));
  const production = proposalProductionOf({
    settings: data.productionSettings,
    totalWatts: results.totalWatts,
    drawingHundredthsKwh: results.productionHundredthsKwh,
    location,
  });
  if (!production) throw new HttpError(400, messages.productionNoCoordinates);
  return { ...data, production };
}

/** The deal's address text and name. */
async function dealOf(db: Database, dealId: number) {
  const [row] = await db
    .select({
      id: deals.id,
      name: deals.name,
      address: addresses.address,
      salesFirst: users.firstName,
      salesLast: users.lastName,
      salesUsername: users.username,
    })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .leftJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(deals.id, dealId));
  if (!row) throw new HttpError(404, messages.apiNotFound);
  const salesName = [row.salesFirst, row.salesLast].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    sales_person: salesName || row.salesUsername || null,
  };
}

/** `GET /api/crm/deals/{dealId}/proposal-context/`. */
export async function proposalContextOf(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<ProposalContext> {
  await requireDealAccess(db, caller, dealId);
  const { sales_person: _salesPerson, ...deal } = await dealOf(db, dealId);
  return { deal, monthly_usage: await dealMonthlyUsage(db, dealId) };
}

/** `GET /api/crm/proposals/{id}/`: the proposal, its deal and its saved design, for the preview. */
export async function proposalDocumentOf(
  db: Database,
  caller: DealCaller,
  proposalId: number,
): Promise<ProposalDocument> {
  const { dealId } = await requireProposalAccess(db, caller, proposalId);
  const [proposal, deal, contact, monthlyUsage, savedDetail] = await Promise.all([
    readRow(db, proposalId),
    dealOf(db, dealId),
    primaryContactOf(db, dealId),
    dealMonthlyUsage(db, dealId),
    readSavedDetail(db, proposalId),
  ]);
  return {
    proposal,
    // The customer is the person named on the deal; a deal without a contact is known by its name.
    deal: { ...deal, customer_name: contact?.name ?? deal.name },
    monthly_usage: monthlyUsage,
    saved_detail: savedDetail,
  };
}

/** `GET /api/crm/deals/{dealId}/proposal-versions/`: the deal's proposals with a saved design. */
export async function listProposalVersions(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<ProposalVersion[]> {
  await requireDealAccess(db, caller, dealId);
  const rows = await db
    .select({
      id: proposals.id,
      name: proposalSavedDetails.name,
      proposal_version: proposals.proposalVersion,
      data: proposalSavedDetails.data,
      pricing: proposalSavedDetails.pricing,
      version: proposals.version,
    })
    .from(proposals)
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(eq(proposals.dealId, dealId))
    .orderBy(asc(proposals.proposalVersion));
  return rows.map((row) => ({
    ...row,
    data: row.data as ProposalData,
    pricing: row.pricing as StoredPricing | null,
  }));
}

/** A proposal of this deal (404 for another deal's, so a URL cannot reach across deals). */
async function requireVersionOfDeal(
  db: Database,
  caller: DealCaller,
  dealId: number,
  proposalId: number,
): Promise<void> {
  await requireDealAccess(db, caller, dealId);
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(and(eq(proposals.id, proposalId), eq(proposals.dealId, dealId)));
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
}

async function readVersion(db: Database, proposalId: number): Promise<ProposalVersion> {
  const [row] = await db
    .select({
      id: proposals.id,
      name: proposalSavedDetails.name,
      proposal_version: proposals.proposalVersion,
      data: proposalSavedDetails.data,
      pricing: proposalSavedDetails.pricing,
      version: proposals.version,
    })
    .from(proposals)
    .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
    .where(eq(proposals.id, proposalId));
  if (!row) throw new HttpError(404, messages.apiProposalSavedDetailNotFound);
  return { ...row, data: row.data as ProposalData, pricing: row.pricing as StoredPricing | null };
}

/**
 * `POST /api/crm/deals/{dealId}/proposal-versions/`: Save as New Proposal on a deal. A new Draft
 * proposal record with the next version of the deal (one above its highest), and its design, in
 * one transaction; two saves racing for one version meet the unique index and the later gets 409.
 */
export async function createProposalVersion(
  db: Database,
  caller: DealCaller,
  dealId: number,
  data: ProposalData,
): Promise<ProposalVersion> {
  await requireDealAccess(db, caller, dealId);
  const design = await withServerProduction(db, dealId, data);
  const [draft] = await db
    .select({ id: proposalStatuses.id })
    .from(proposalStatuses)
    .where(eq(proposalStatuses.name, 'Draft'));
  // The seed creates Draft; without it no status can be chosen for a new version.
  if (!draft) throw new HttpError(409, messages.apiUnknownProposalStatus);
  const proposalId = await versionConflictAware(() =>
    inTransaction(db, async (tx) => {
      await requireRoomForProposal(tx, dealId);
      const [highest] = await tx
        .select({ value: max(proposals.proposalVersion) })
        .from(proposals)
        .where(eq(proposals.dealId, dealId));
      const version = (highest?.value ?? 0) + 1;
      const [inserted] = await tx
        .insert(proposals)
        .values({
          dealId,
          proposalVersion: version,
          proposalStatusId: draft.id,
          proposalDescription: '',
          createdBy: caller.id,
          updatedBy: caller.id,
        })
        .returning({ id: proposals.id });
      const priced = await priceProposalDesign(tx, dealId, design);
      await tx.insert(proposalSavedDetails).values({
        proposalId: inserted!.id,
        name: proposalVersionName(version),
        data: priced.data,
        pricing: priced.pricing,
        programVersionId: priced.programVersionId,
      });
      await recordTimelineEvent(tx, {
        dealId,
        kind: 'proposal_version.saved',
        details: { proposal_id: inserted!.id, proposal_version: version, created: true },
        actorUserId: caller.id,
      });
      return inserted!.id;
    }),
  );
  return readVersion(db, proposalId);
}

/** `PUT /api/crm/deals/{dealId}/proposal-versions/{proposalId}/`: Save Current Proposal. */
export async function updateProposalVersion(
  db: Database,
  caller: DealCaller,
  dealId: number,
  proposalId: number,
  data: ProposalData,
  version: number,
): Promise<ProposalVersion> {
  await requireVersionOfDeal(db, caller, dealId, proposalId);
  const { proposalVersion } = await requireProposalAccess(db, caller, proposalId);
  const design = await withServerProduction(db, dealId, data);
  return inTransaction(db, async (tx) => {
    await saveDesignIn(tx, caller, dealId, proposalId, proposalVersion, design, version);
    await recordTimelineEvent(tx, {
      dealId,
      kind: 'proposal_version.saved',
      details: { proposal_id: proposalId, proposal_version: proposalVersion, created: false },
      actorUserId: caller.id,
    });
    return readVersion(tx, proposalId);
  });
}

/**
 * `DELETE /api/crm/deals/{dealId}/proposal-versions/{proposalId}/?version=`: the record and its
 * design, only at the edit version the user saw (one statement; 409 otherwise).
 */
export async function deleteProposalVersion(
  db: Database,
  caller: DealCaller,
  dealId: number,
  proposalId: number,
  version: number,
): Promise<void> {
  await requireVersionOfDeal(db, caller, dealId, proposalId);
  const { frozen, signed } = await requireProposalAccess(db, caller, proposalId);
  // What the customer was sent stays on record with its audit trail.
  if (signed) throw new HttpError(409, messages.apiProposalSignedLocked);
  if (frozen) throw new HttpError(409, messages.apiProposalFrozen);
  const deleted = await db
    .delete(proposals)
    .where(
      and(eq(proposals.id, proposalId), eq(proposals.version, version), isNull(proposals.frozenAt)),
    )
    .returning({ id: proposals.id });
  if (deleted.length > 0) return;
  await requireVersionOfDeal(db, caller, dealId, proposalId); // 404 when deleted meanwhile
  throw versionConflict();
}

/**
 * Moves a proposal to Approved inside the caller's transaction, by the rules a staff status
 * change follows: the edit version is bumped (an open dialog then gets 409), the move goes on the
 * deal's timeline and the sales person hears of the decision. Used when the customer signs.
 */
export async function approveProposalIn(
  tx: Database,
  actor: DealCaller,
  proposalId: number,
): Promise<void> {
  const [approved] = await tx
    .select({ id: proposalStatuses.id })
    .from(proposalStatuses)
    .where(eq(proposalStatuses.name, 'Approved'));
  if (!approved) throw new HttpError(409, messages.apiUnknownProposalStatus);
  const [row] = await tx
    .update(proposals)
    .set({ version: sql`${proposals.version} + 1`, updatedBy: actor.id, updatedAt: new Date() })
    .where(eq(proposals.id, proposalId))
    .returning({ dealId: proposals.dealId });
  if (!row) throw new HttpError(404, messages.apiProposalNotFound);
  await recordStatusChange(tx, actor, proposalId, row.dealId, approved.id);
  await tx
    .update(proposals)
    .set({ proposalStatusId: approved.id })
    .where(eq(proposals.id, proposalId));
}

/** Marks a version as sent (its figures stay as they are from now on), in the send's transaction. */
export async function freezeProposalIn(tx: Database, proposalId: number): Promise<void> {
  await tx
    .update(proposals)
    .set({ frozenAt: sql`coalesce(${proposals.frozenAt}, now())` })
    .where(eq(proposals.id, proposalId));
}

/** Marks a version as signed: nothing about it may change any more. */
export async function markProposalSignedIn(tx: Database, proposalId: number): Promise<void> {
  await tx.update(proposals).set({ signedAt: new Date() }).where(eq(proposals.id, proposalId));
}
