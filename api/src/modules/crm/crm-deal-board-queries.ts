import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  dealBoardPageSize,
  type DealBoardCard,
  type DealBoardPage,
  type DealBoardResponse,
  messages,
} from '@solar/shared/domain';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
  if (!search) return { where, unsearched: where, matches: null };
  const matches = searchMatchesOf(db, containsPattern(search));
  return {
    where: and(where, sql`(${matches.nameMatches} OR ${matches.addressMatches})`),
    unsearched: where,
    matches,
  };
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

/** A row of the board's statement: a stage with its totals, and one of its cards (or none). */
interface BoardRow {
  stage_id: number;
  column_count: number | string;
  column_watts: number | string;
  column_sized: number | string;
  id: number | null;
  name: string | null;
  status_id: number | null;
  status_name: string | null;
  sales_person_id: number | null;
  sales_person_username: string | null;
  sales_person_email: string | null;
  system_size_watts: number | null;
  version: number | null;
  updated_at: string | null;
  cursor: string | null;
}

/**
 * `GET /api/crm/deals/board/`: one column per stage in the pipeline's order, each with how many
 * deals the access rule and the filters leave in it, the sum of their known system sizes, and its
 * first page of cards.
 *
 * Two statements, the stages and then everything else: per stage (in display order) the count and
 * the known sizes (summed from the trigger-kept `deal_counts` when the filters are ones it is
 * keyed by, that is without a search; counted otherwise) and, through a
 * LATERAL join, the stage's first page: a walk of `deals_stage_id_updated_at_id_idx` that stops
 * after the page. A statement per column cost a round trip and a plan each under load.
 */
export async function dealBoard(
  db: Database,
  caller: DealCaller,
  filters: DealBoardFilters,
): Promise<DealBoardResponse> {
  const stages = await listDealStages(db);
  const { where, unsearched, matches } = boardCondition(db, caller, filters);
  const inStage = (alias: string) => sql`${deals.stageId} = ${sql.raw(alias)}.id`;
  const filtered = where ?? sql`true`;
  // A search's matches, read once through the two trigram indexes (as the list counts them),
  // then counted per stage; testing the pattern on every deal of every stage took five times
  // longer.
  const base = unsearched ?? sql`true`;
  const matched = matches
    ? sql`m AS MATERIALIZED (
        SELECT ${deals.id} AS id, ${deals.stageId} AS stage_id, ${deals.systemSizeWatts} AS watts
        FROM ${deals} WHERE ${base} AND ${matches.nameMatches}
        UNION
        SELECT ${deals.id}, ${deals.stageId}, ${deals.systemSizeWatts}
        FROM ${deals} WHERE ${base} AND ${matches.addressMatches}
      ),`
    : sql``;
  // Without a search, the counts, the kW and the number of sized deals of a column are sums of
  // the trigger-kept `deal_counts` rows of its stage under the list's filters (a few hundred
  // rows), not reads of every deal or every sized deal in it.
  const counted = (column: AnyPgColumn) =>
    sql`(SELECT coalesce(sum(${column}), 0) FROM ${dealCounts}
        WHERE ${dealCounts.stageId} = u.id AND ${dealCountsCondition(caller, filters) ?? sql`true`})`;
  const count = matches
    ? sql`(SELECT count(*) FROM m WHERE m.stage_id = u.id)`
    : counted(dealCounts.count);
  const watts = matches
    ? sql`(SELECT coalesce(sum(m.watts), 0) FROM m WHERE m.stage_id = u.id)`
    : counted(dealCounts.watts);
  const sizedCount = matches
    ? sql`(SELECT count(m.watts) FROM m WHERE m.stage_id = u.id)`
    : counted(dealCounts.sized);
  // The stage ids as a constant array (integers read just above), so the planner knows there are
  // a handful: estimated from an unanalysed `deal_stages` (a few rows never reach autovacuum's
  // threshold) the statement looked costly enough to be JIT-compiled, which took ~1 s.
  const stageIds = sql.raw(
    `ARRAY[${stages.map((stage) => Math.trunc(stage.id)).join(',')}]::int[]`,
  );
  const result = await db.execute(sql`
    WITH ${matched} s AS MATERIALIZED (
      SELECT u.id, u.ord,
        ${count}::int AS column_count,
        ${watts}::bigint::text AS column_watts,
        ${sizedCount}::int AS column_sized
      FROM unnest(${stageIds}) WITH ORDINALITY AS u(id, ord)
    )
    SELECT s.id AS stage_id, s.column_count, s.column_watts, s.column_sized, page.*,
      st.name AS status_name, sp.username AS sales_person_username,
      sp.email AS sales_person_email
    FROM s
    LEFT JOIN LATERAL (
      SELECT ${deals.id} AS id, ${deals.name} AS name, ${deals.statusId} AS status_id,
        ${deals.salesPersonId} AS sales_person_id,
        ${deals.systemSizeWatts} AS system_size_watts, ${deals.version} AS version,
        to_char(${deals.updatedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
        ${updatedAtMicros} AS cursor, ${deals.updatedAt} AS sort_at
      FROM ${deals}
      WHERE ${inStage('s')} AND ${filtered}
      ORDER BY ${deals.updatedAt} DESC, ${deals.id} DESC
      LIMIT ${dealBoardPageSize + 1}
    ) page ON true
    -- Joined once for the whole board: looked up per card, the status and the sales person
    -- (two lookups) cost more than the cards themselves.
    LEFT JOIN ${dealStatuses} st ON st.id = page.status_id
    LEFT JOIN ${users} sp ON sp.id = page.sales_person_id
    ORDER BY s.ord, page.sort_at DESC, page.id DESC`);
  const rows = (result as unknown as { rows: BoardRow[] }).rows;
  const stageNames = new Map(stages.map((stage) => [stage.id, stage.name]));
  const columns: DealBoardResponse['columns'] = [];
  const cardsOf = new Map<number, { card: DealBoardCard; cursor: string }[]>();
  for (const row of rows) {
    let cards = cardsOf.get(row.stage_id);
    if (!cards) {
      cards = [];
      cardsOf.set(row.stage_id, cards);
      columns.push({
        stage: { id: row.stage_id, name: stageNames.get(row.stage_id) ?? '' },
        count: Number(row.column_count),
        system_size_watts: Number(row.column_watts),
        sized_count: Number(row.column_sized),
        cards: [],
        next_cursor: null,
      });
    }
    if (row.id === null) continue;
    cards.push({
      cursor: `${row.cursor}.${row.id}`,
      card: {
        id: row.id,
        name: row.name ?? '',
        stage_id: row.stage_id,
        status: { id: row.status_id ?? 0, name: row.status_name ?? '' },
        sales_person:
          row.sales_person_id === null
            ? null
            : {
                id: row.sales_person_id,
                username: row.sales_person_username ?? '',
                email: row.sales_person_email ?? '',
              },
        system_size_watts: row.system_size_watts,
        version: Number(row.version),
        updated_at: row.updated_at ?? '',
      },
    });
  }
  for (const column of columns) {
    const cards = cardsOf.get(column.stage.id) ?? [];
    const page = cards.slice(0, dealBoardPageSize);
    column.cards = page.map((item) => item.card);
    column.next_cursor = cards.length > dealBoardPageSize ? (page.at(-1)?.cursor ?? null) : null;
  }
  return { columns };
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
