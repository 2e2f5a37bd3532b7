import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  type DashboardCount,
  type DashboardDeals,
  type DashboardProposals,
  dashboardRecentDealsLimit,
  dashboardWaitingDealsLimit,
  proposalRequestedStageName,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealStages, dealStatuses, proposalStatuses } from '../../db/schema';
import { dealCounts, deals } from '../deals/deals-tables';
import { type DealCaller, visibleDealsCondition } from '../deals';
import { proposals } from '../proposals/proposals-tables';

/**
 * Deal counts by stage: every stage in display order, zeros included. Summed from the
 * trigger-kept `deal_counts` (a few hundred rows) rather than counting every deal, which is slow
 * on PGlite at the benchmark's size (docs/performance.md).
 */
async function dealCountsByStage(db: Database, caller: DealCaller): Promise<DashboardCount[]> {
  const counts = db
    .select({
      stageId: dealCounts.stageId,
      count: sql<number>`sum(${dealCounts.count})::int`.as('deal_count'),
    })
    .from(dealCounts)
    .where(visibleDealsCondition(caller, dealCounts.salesPersonId))
    .groupBy(dealCounts.stageId)
    .as('stage_counts');
  const rows = await db
    .select({
      id: dealStages.id,
      name: dealStages.name,
      count: sql<number>`coalesce(${counts.count}, 0)::int`,
    })
    .from(dealStages)
    .leftJoin(counts, eq(counts.stageId, dealStages.id))
    .orderBy(asc(dealStages.sortOrder), asc(dealStages.id));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The visible deals in one stage that have waited longest. No stage history is kept, so "since"
 * is the deal's last change: a deal cannot have entered its stage after that.
 */
async function oldestInStage(db: Database, caller: DealCaller, stageId: number) {
  const rows = await db
    .select({ id: deals.id, name: deals.name, updatedAt: deals.updatedAt })
    .from(deals)
    .where(and(eq(deals.stageId, stageId), visibleDealsCondition(caller)))
    .orderBy(asc(deals.updatedAt), asc(deals.id))
    .limit(dashboardWaitingDealsLimit);
  return rows.map((row) => ({ id: row.id, name: row.name, since: row.updatedAt.toISOString() }));
}

/** The most recently changed visible deals, in the deals list's own order. */
async function recentDeals(db: Database, caller: DealCaller) {
  const rows = await db
    .select({
      id: deals.id,
      name: deals.name,
      stageId: dealStages.id,
      stageName: dealStages.name,
      statusId: dealStatuses.id,
      statusName: dealStatuses.name,
      updatedAt: deals.updatedAt,
    })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
    .where(visibleDealsCondition(caller))
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(dashboardRecentDealsLimit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    stage: { id: row.stageId, name: row.stageName },
    status: { id: row.statusId, name: row.statusName },
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The deal figures of `GET /api/dashboard/`: three queries, none per deal. */
export async function dashboardDeals(db: Database, caller: DealCaller): Promise<DashboardDeals> {
  const byStage = await dealCountsByStage(db, caller);
  const waitingStage = byStage.find((stage) => stage.name === proposalRequestedStageName);
  const [oldest, recent] = await Promise.all([
    waitingStage && waitingStage.count > 0
      ? oldestInStage(db, caller, waitingStage.id)
      : Promise.resolve([]),
    recentDeals(db, caller),
  ]);
  return {
    total: byStage.reduce((sum, stage) => sum + stage.count, 0),
    by_stage: byStage,
    proposal_requested: {
      stage_id: waitingStage?.id ?? null,
      count: waitingStage?.count ?? 0,
      oldest,
    },
    recent,
  };
}

/**
 * Proposals of the visible deals by status: every status in display order, zeros included. A
 * superuser's count needs no deals at all; anyone else's joins each proposal to its deal once.
 */
export async function dashboardProposals(
  db: Database,
  caller: DealCaller,
): Promise<DashboardProposals> {
  const visible = visibleDealsCondition(caller);
  const counting = db
    .select({
      statusId: proposals.proposalStatusId,
      count: sql<number>`count(*)::int`.as('proposal_count'),
    })
    .from(proposals);
  const counts = (
    visible === undefined
      ? counting
      : counting.innerJoin(deals, eq(deals.id, proposals.dealId)).where(visible)
  )
    .groupBy(proposals.proposalStatusId)
    .as('status_counts');
  const rows = await db
    .select({
      id: proposalStatuses.id,
      name: proposalStatuses.name,
      count: sql<number>`coalesce(${counts.count}, 0)::int`,
    })
    .from(proposalStatuses)
    .leftJoin(counts, eq(counts.statusId, proposalStatuses.id))
    .orderBy(asc(proposalStatuses.sortOrder), asc(proposalStatuses.id));
  const byStatus = rows.map((row) => ({ ...row, count: Number(row.count) }));
  return { total: byStatus.reduce((sum, row) => sum + row.count, 0), by_status: byStatus };
}
