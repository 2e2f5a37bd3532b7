import { and, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import {
  dealBoardPageSize,
  type DealBoardPage,
  type DealBoardResponse,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealStages, dealStatuses, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { containsPattern } from '../../db/like-pattern';
import { dealCounts, deals } from '../deals/deals-tables';
import type { DealCaller } from '../deals';
import {
  dealCountsCondition,
  dealFilterCondition,
  lookup,
  searchMatchesOf,
} from './crm-deal-queries';
import { listDealStages } from './crm-reference-queries';

/** The list's filters that the board applies; the stage is the board's columns. */
export interface DealBoardFilters {
  search?: string;
  provinces?: number[];
  salesPersons?: number[];
}

/** The deals a board shows: the list's access rule, filters and search, any stage. */
function boardCondition(db: Database, caller: DealCaller, filters: DealBoardFilters) {
  const where = dealFilterCondition(db, caller, filters);
  const search = filters.search?.trim();
  if (!search) return { where, searched: false };
  const { nameMatches, addressMatches } = searchMatchesOf(db, containsPattern(search));
  return { where: and(where, sql`(${nameMatches} OR ${addressMatches})`), searched: true };
}

/** Microseconds since 1970 of `updated_at`, exact (a JavaScript Date keeps milliseconds only). */
const updatedAtMicros = sql<string>`floor(extract(epoch from ${deals.updatedAt}) * 1000000)::bigint::text`;

const cardColumns = {
  id: deals.id,
  name: deals.name,
  stageId: deals.stageId,
  statusId: deals.statusId,
  statusName: lookup<string>(dealStatuses.name, dealStatuses.id, deals.statusId),
  salesPersonId: deals.salesPersonId,
  salesPersonUsername: lookup<string>(users.username, users.id, deals.salesPersonId),
  salesPersonEmail: lookup<string>(users.email, users.id, deals.salesPersonId),
  systemSizeWatts: deals.systemSizeWatts,
  version: deals.version,
  updatedAt: deals.updatedAt,
  cursor: updatedAtMicros,
};

/** The cards after `after` (a `<micros>.<id>` cursor) in the list's order. */
function afterCondition(after: string | undefined): SQL | undefined {
  if (after === undefined) return undefined;
  const [micros, id] = after.split('.');
  return sql`(${deals.updatedAt}, ${deals.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${Number(id)})`;
}

/**
 * One page of a stage's cards, most recently updated first then id: a walk of
 * `deals_stage_id_updated_at_id_idx` from the cursor that stops after the page (one row more
 * tells whether another page follows), so a stage of 20 000 deals costs what a page costs.
 */
async function stagePage(
  db: Database,
  where: SQL | undefined,
  stageId: number,
  after: string | undefined,
): Promise<DealBoardPage> {
  const rows = await db
    .select(cardColumns)
    .from(deals)
    .where(and(where, eq(deals.stageId, stageId), afterCondition(after)))
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(dealBoardPageSize + 1);
  const page = rows.slice(0, dealBoardPageSize);
  const last = page.at(-1);
  return {
    cards: page.map((row) => ({
      id: row.id,
      name: row.name,
      stage_id: row.stageId,
      status: { id: row.statusId, name: row.statusName ?? '' },
      sales_person:
        row.salesPersonId === null
          ? null
          : {
              id: row.salesPersonId,
              username: row.salesPersonUsername ?? '',
              email: row.salesPersonEmail ?? '',
            },
      system_size_watts: row.systemSizeWatts,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    })),
    next_cursor: rows.length > dealBoardPageSize && last ? `${last.cursor}.${last.id}` : null,
  };
}

/**
 * How many deals each stage has under the filters: summed from the trigger-kept `deal_counts`
 * when the filters are ones it is keyed by (no search), otherwise counted.
 */
async function stageCounts(
  db: Database,
  caller: DealCaller,
  filters: DealBoardFilters,
  where: SQL | undefined,
  searched: boolean,
): Promise<Map<number, number>> {
  const rows = searched
    ? await db
        .select({ stageId: deals.stageId, count: sql<number>`count(*)::int` })
        .from(deals)
        .where(where)
        .groupBy(deals.stageId)
    : await db
        .select({
          stageId: dealCounts.stageId,
          count: sql<number>`coalesce(sum(${dealCounts.count}), 0)::int`,
        })
        .from(dealCounts)
        .where(dealCountsCondition(caller, filters))
        .groupBy(dealCounts.stageId);
  return new Map(rows.map((row) => [row.stageId, Number(row.count)]));
}

/** The known system sizes per stage: their sum (watts) and how many deals have one. */
async function stageSizes(
  db: Database,
  where: SQL | undefined,
): Promise<Map<number, { watts: number; sized: number }>> {
  const rows = await db
    .select({
      stageId: deals.stageId,
      watts: sql<number>`coalesce(sum(${deals.systemSizeWatts}), 0)::bigint`,
      sized: sql<number>`count(*)::int`,
    })
    .from(deals)
    .where(and(where, isNotNull(deals.systemSizeWatts)))
    .groupBy(deals.stageId);
  return new Map(
    rows.map((row) => [row.stageId, { watts: Number(row.watts), sized: Number(row.sized) }]),
  );
}

/**
 * `GET /api/crm/deals/board/`: one column per stage in the pipeline's order, each with how many
 * deals the access rule and the filters leave in it, the sum of their known system sizes, and its
 * first page of cards.
 */
export async function dealBoard(
  db: Database,
  caller: DealCaller,
  filters: DealBoardFilters,
): Promise<DealBoardResponse> {
  const stages = await listDealStages(db);
  const { where, searched } = boardCondition(db, caller, filters);
  const [counts, sizes, pages] = await Promise.all([
    stageCounts(db, caller, filters, where, searched),
    stageSizes(db, where),
    Promise.all(stages.map((stage) => stagePage(db, where, stage.id, undefined))),
  ]);
  return {
    columns: stages.map((stage, index) => ({
      stage,
      count: counts.get(stage.id) ?? 0,
      system_size_watts: sizes.get(stage.id)?.watts ?? 0,
      sized_count: sizes.get(stage.id)?.sized ?? 0,
      ...pages[index]!,
    })),
  };
}

/** `GET /api/crm/deals/board/{stageId}/?after=`: the next page of one column. */
export async function dealBoardStagePage(
  db: Database,
  caller: DealCaller,
  stageId: number,
  filters: DealBoardFilters & { after: string },
): Promise<DealBoardPage> {
  const [stage] = await db
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.id, stageId));
  if (!stage) throw new HttpError(404, messages.apiNotFound);
  const { where } = boardCondition(db, caller, filters);
  return stagePage(db, where, stageId, filters.after);
}
