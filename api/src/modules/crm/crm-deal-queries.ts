import { type AnyColumn, and, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import {
  type CheckAddressResponse,
  type DealCreatePayload,
  type DealDetails,
  type DealListRow,
  dealNameKey,
  type DealUpdatePayload,
  messages,
} from '@solar/shared/domain';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { cities, dealStages, dealStatuses, provinces, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { containsPattern } from '../../db/like-pattern';
import {
  findMatchingAddress,
  insertAddress,
  normaliseAddressText,
  resolveAddressInput,
} from './crm-address-queries';
import { powerBills } from '../power-bills/power-bills-tables';
import { dealHasContactSql } from '../deal-contacts';
import { dealHasSiteSketchSql } from '../site-sketches';
import { addresses, dealCounts, dealSearchVersion, deals } from '../deals/deals-tables';
import { recordTimelineEvent } from '../timeline';
import { startProjectIfWon } from '../projects';
import { shipments } from '../shipping/shipping-tables';
import { recordNotification } from '../notifications';
import { searchTotalsCacheOf, type SearchTotals } from './search-totals-cache';
import { type DealCaller, requireDealAccess, teamIdsSql, visibleDealsCondition } from '../deals';
import { recordPipelineChange } from './crm-deal-pipeline-queries';

/**
 * One column of a small lookup table by id, as a correlated scalar subquery. The row query used
 * to join nine tables; PostgreSQL's join-order search then cost far more than running it (see
 * docs/performance.md), while each subquery is planned on its own and runs as one primary-key
 * probe per row of the page.
 */
export function lookup<T>(column: PgColumn, key: PgColumn, id: AnyColumn): SQL<T | null> {
  return sql<T | null>`(select ${column} from ${column.table} where ${key} = ${id})`;
}

const rowColumns = {
  id: deals.id,
  name: deals.name,
  businessType: deals.businessType,
  dealGroupType: deals.dealGroupType,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
  stageId: deals.stageId,
  stageName: lookup<string>(dealStages.name, dealStages.id, deals.stageId),
  statusId: deals.statusId,
  statusName: lookup<string>(dealStatuses.name, dealStatuses.id, deals.statusId),
  // `sales_person_id` and `created_by` are set null when the user is deleted, so the id columns
  // of `deals` are the ids of existing users.
  salesPersonId: deals.salesPersonId,
  salesPersonUsername: lookup<string>(users.username, users.id, deals.salesPersonId),
  salesPersonEmail: lookup<string>(users.email, users.id, deals.salesPersonId),
  addressId: addresses.id,
  address: addresses.address,
  cityId: addresses.cityId,
  cityText: addresses.cityText,
  cityName: lookup<string>(cities.name, cities.id, addresses.cityId),
  provinceId: addresses.provinceId,
  provinceName: lookup<string>(provinces.name, provinces.id, addresses.provinceId),
  postalCode: addresses.postalCode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  creatorId: deals.createdBy,
  creatorUsername: lookup<string>(users.username, users.id, deals.createdBy),
  creatorEmail: lookup<string>(users.email, users.id, deals.createdBy),
  hasContact: dealHasContactSql,
  hasSiteSketch: dealHasSiteSketchSql,
  version: deals.version,
  // At most one per deal: `power_bills.deal_id` is unique (and indexed).
  powerBillId: sql<
    number | null
  >`(select ${powerBills.id} from ${powerBills} where ${powerBills.dealId} = ${deals.id})`,
};

type RowRecord = {
  // Columns carry their type in `_.data`, SQL expressions (`has_contact`…) in `_.type`.
  [K in keyof typeof rowColumns]:
    | ((typeof rowColumns)[K] extends SQL<infer T>
        ? T
        : (typeof rowColumns)[K] extends { _: { data: infer D } }
          ? D
          : never)
    | null;
};

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

function toListRow(row: RowRecord): DealListRow {
  const provinceName = row.provinceName ?? '';
  return {
    id: row.id!,
    name: row.name!,
    stage: { id: row.stageId!, name: row.stageName! },
    status: { id: row.statusId!, name: row.statusName! },
    business_type: row.businessType!,
    deal_group_type: row.dealGroupType!,
    sales_person:
      row.salesPersonId === null
        ? null
        : {
            id: row.salesPersonId,
            username: row.salesPersonUsername!,
            email: row.salesPersonEmail!,
          },
    address: {
      address_id: row.addressId!,
      address: row.address!,
      city: row.cityId,
      city_text: row.cityText ?? '',
      city_name: row.cityName ?? row.cityText ?? '',
      province: row.provinceId,
      province_text: provinceName,
      province_name: provinceName,
      postal_code: row.postalCode ?? '',
      latitude: numberOrNull(row.latitude),
      longitude: numberOrNull(row.longitude),
    },
    // `has_contact` / `has_site_sketch`: EXISTS subqueries on the contacts and sketches tables.
    power_bill: row.powerBillId === null ? null : { id: row.powerBillId },
    has_contact: row.hasContact === true,
    has_site_sketch: row.hasSiteSketch === true,
    version: row.version!,
    created_at: row.createdAt!.toISOString(),
    updated_at: row.updatedAt!.toISOString(),
  };
}

/** Every deal read: the deal and its address, the rest as subqueries (see `lookup`). */
function selectDeals(db: Database) {
  return db.select(rowColumns).from(deals).innerJoin(addresses, eq(addresses.id, deals.addressId));
}

interface DealListFilters {
  page: number;
  pageSize: number;
  search?: string;
  stage?: number;
  provinces?: number[];
  salesPersons?: number[];
}

/**
 * Where a keyset walk of the deals list's order stopped: the last row's `updated_at` as the
 * database's text (a JavaScript date would drop its microseconds and skip rows) and its id.
 */
export interface DealCursor {
  at: string;
  id: number;
}

/**
 * The CSV export's walk: the deals after `cursor` in the list's order under exactly the list's
 * access rule, filters and search, one page per statement (the updated_at index walked from the
 * cursor, so a late page costs what the first does).
 */
export async function dealsAfter(
  db: Database,
  caller: DealCaller,
  filters: Omit<DealListFilters, 'page' | 'pageSize'>,
  cursor: DealCursor | null,
  limit: number,
): Promise<{ rows: DealListRow[]; next: DealCursor | null }> {
  const search = filters.search?.trim();
  const matches = search ? searchMatchesOf(db, containsPattern(search)) : null;
  const after = cursor
    ? sql`(${deals.updatedAt}, ${deals.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : undefined;
  const pageIds = db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        dealFilterCondition(db, caller, filters),
        matches ? or(matches.nameMatches, matches.addressMatches) : undefined,
        after,
      ),
    )
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(limit);
  const rows = await pageRows(db, pageIds, sql<number>`0`);
  const last = rows.at(-1);
  return {
    rows: rows.map(toListRow),
    next: rows.length === limit && last ? { at: last.cursorAt, id: last.id! } : null,
  };
}

/**
 * The access rule and the list's filters (not the search) as one condition on `deals`. Every
 * condition stays on `deals` so the id walk and the search counts need no join.
 */
export function dealFilterCondition(
  db: Database,
  caller: DealCaller,
  filters: Pick<DealListFilters, 'stage' | 'provinces' | 'salesPersons'>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visibleDealsCondition(caller)];
  if (filters.stage !== undefined) conditions.push(eq(deals.stageId, filters.stage));
  if (filters.provinces?.length) {
    conditions.push(
      inArray(
        deals.addressId,
        db
          .select({ id: addresses.id })
          .from(addresses)
          .where(inArray(addresses.provinceId, filters.provinces)),
      ),
    );
  }
  if (filters.salesPersons?.length) {
    conditions.push(inArray(deals.salesPersonId, filters.salesPersons));
  }
  return and(...conditions);
}

/** A search's two tests: the deal name, or the address text (each through its trigram index). */
export function searchMatchesOf(db: Database, pattern: string) {
  return {
    nameMatches: sql`${deals.name} ILIKE ${pattern}`,
    addressMatches: inArray(
      deals.addressId,
      db
        .select({ id: addresses.id })
        .from(addresses)
        .where(sql`${addresses.address} ILIKE ${pattern}`),
    ),
  };
}

/**
 * Whether a search page is read by walking `deals_updated_at_id_idx` newest first, testing each
 * deal, until the page's matches are found: expected to visit `(offset + pageSize) × allDeals ÷
 * matching` deals if matches are spread evenly. Chosen when that is at most the number of matches,
 * which the other plan reads and sorts (the trigram matches with their updated_at). PostgreSQL
 * cannot choose this itself: it estimates an OR of two trigram conditions at about half the table,
 * and so walks even for a rare term, slowest for a term matching nothing.
 */
export function searchPageWalks(
  offset: number,
  pageSize: number,
  allDeals: number,
  matching: number,
): boolean {
  return (offset + pageSize) * allDeals <= matching * matching;
}

/**
 * One page of the deals the caller may see, most recently updated first then id, and how many
 * match. Search looks in the deal name and the address text, case-insensitive (`ILIKE`), each
 * through its own trigram index.
 *
 * At 100 000 deals (PGlite serves one statement at a time, so every statement and every
 * round trip counts):
 * - Without a search: ONE statement. The page's ids come from `deals` alone (an index-only walk
 *   of `deals_updated_at_id_idx`, so a deep page skips index entries rather than joined rows),
 *   the rows are read for those ids only, and the exact total is summed from the trigger-kept
 *   `deal_counts` in the same statement.
 * - With a search: the exact total first (`searchTotals`), then ONE statement for the page and
 *   its rows, whose plan follows from the total: a common term (page 1 of "gallant", one deal in
 *   sixteen) walks the updated_at index and stops after the page's matches; a rare term or a
 *   deep page sorts the trigram matches instead (a walk would visit most of the table).
 */
export async function listDeals(
  db: Database,
  caller: DealCaller,
  filters: DealListFilters,
): Promise<{ results: DealListRow[]; count: number }> {
  const where = dealFilterCondition(db, caller, filters);
  const offset = (filters.page - 1) * filters.pageSize;
  const search = filters.search?.trim();
  const unsearchedCount = countFromDealCounts(db, caller, filters);
  const unsearchedTotal = sql<number>`(${unsearchedCount})`;

  if (!search) {
    const pageIds = db
      .select({ id: deals.id })
      .from(deals)
      .where(where)
      .orderBy(desc(deals.updatedAt), desc(deals.id))
      .limit(filters.pageSize)
      .offset(offset);
    const rows = await pageRows(db, pageIds, unsearchedTotal);
    // Past the last page no row carries the total.
    const count = rows[0] ? rows[0].total : (await unsearchedCount)[0]?.count;
    return { results: rows.map(toListRow), count: Number(count ?? 0) };
  }

  const pattern = containsPattern(search);
  const { nameMatches, addressMatches } = searchMatchesOf(db, pattern);
  const pageIdsOf = ({ matching, allDeals }: SearchTotals) =>
    searchPageWalks(offset, filters.pageSize, allDeals, matching)
      ? db
          .select({ id: deals.id })
          .from(deals)
          .where(and(where, or(nameMatches, addressMatches)))
          .orderBy(desc(deals.updatedAt), desc(deals.id))
          .limit(filters.pageSize)
          .offset(offset)
      : searchPageIds(db, where, nameMatches, addressMatches, filters.pageSize, offset);

  // A total counted earlier is reused while `deal_search_version` has not moved: the page
  // statement reads the version with the rows, so a current total costs no statement of its own.
  const cache = searchTotalsCacheOf(db);
  const key = JSON.stringify([
    caller.isSuperuser ? 'all' : caller.id,
    filters.stage ?? null,
    [...(filters.provinces ?? [])].sort((a, b) => a - b),
    [...(filters.salesPersons ?? [])].sort((a, b) => a - b),
    pattern,
  ]);
  const cached = cache.get(key);
  if (cached) {
    if (cached.matching === 0 || offset >= cached.matching) {
      if ((await currentSearchVersion(db)) === cached.version) {
        cache.hits += 1;
        return { results: [], count: cached.matching };
      }
    } else {
      const rows = await pageRows(db, pageIdsOf(cached), sql<number>`${cached.matching}::int`, {
        withSearchVersion: true,
      });
      if (rows[0] && Number(rows[0].searchVersion) === cached.version) {
        cache.hits += 1;
        return { results: rows.map(toListRow), count: cached.matching };
      }
    }
  }

  const totals = await searchTotals(db, where, nameMatches, addressMatches);
  cache.set(key, totals);
  const { matching } = totals;
  if (matching === 0 || offset >= matching) return { results: [], count: matching };
  const rows = await pageRows(db, pageIdsOf(totals), sql<number>`${matching}::int`);
  return { results: rows.map(toListRow), count: matching };
}

/** The current `deal_search_version` (see search-totals-cache.ts). */
async function currentSearchVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: dealSearchVersion.version }).from(dealSearchVersion);
  return Number(row?.version ?? 0);
}

const searchVersionColumn = sql<number>`(SELECT ${dealSearchVersion.version} FROM ${dealSearchVersion} WHERE ${dealSearchVersion.id} = 1)`;

/**
 * The exact number of deals a search matches (under the list's filters), and how many deals there
 * are (what a walk of the updated_at index would pass over). Name matches plus address-only
 * matches: two counts over the trigram bitmaps, no de-duplication of ids (names are never null).
 */
async function searchTotals(
  db: Database,
  where: SQL | undefined,
  nameMatches: SQL,
  addressMatches: SQL,
): Promise<SearchTotals & { version: number }> {
  const byName = db
    .select({ count: sql`count(*)` })
    .from(deals)
    .where(and(where, nameMatches));
  const byAddressOnly = db
    .select({ count: sql`count(*)` })
    .from(deals)
    .where(and(where, addressMatches, sql`NOT (${nameMatches})`));
  const result = await db.execute(
    sql`SELECT ((${byName}) + (${byAddressOnly}))::int AS matching,
      (SELECT coalesce(sum(${dealCounts.count}), 0)::int FROM ${dealCounts}) AS all_deals,
      ${searchVersionColumn} AS version`,
  );
  const [row] = (
    result as unknown as { rows: { matching: number; all_deals: number; version: number }[] }
  ).rows;
  return {
    matching: Number(row?.matching ?? 0),
    allDeals: Number(row?.all_deals ?? 0),
    version: Number(row?.version ?? 0),
  };
}

/**
 * The page's ids of a rare term or a deep page: the matches from the two trigram indexes with
 * their `updated_at` (read in the same heap visit), sorted; no walk over non-matching deals.
 */
function searchPageIds(
  db: Database,
  where: SQL | undefined,
  nameMatches: SQL,
  addressMatches: SQL,
  pageSize: number,
  offset: number,
) {
  const matches = union(
    db
      .select({ id: deals.id, updatedAt: deals.updatedAt })
      .from(deals)
      .where(and(where, nameMatches)),
    db
      .select({ id: deals.id, updatedAt: deals.updatedAt })
      .from(deals)
      .where(and(where, addressMatches)),
  ).as('matches');
  return db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(desc(matches.updatedAt), desc(matches.id))
    .limit(pageSize)
    .offset(offset);
}

/**
 * The rows of a page in page order, in the same statement as the query choosing their ids, each
 * carrying the page's total (an uncorrelated subquery: computed once) and, when asked, the
 * current `deal_search_version` (see search-totals-cache.ts).
 */
async function pageRows(
  db: Database,
  pageIds: TypedQueryBuilder<{ id: AnyColumn }>,
  total: SQL<number>,
  { withSearchVersion = false }: { withSearchVersion?: boolean } = {},
): Promise<(RowRecord & { total: number | null; searchVersion: number; cursorAt: string })[]> {
  const page = db.$with('page_ids').as(pageIds);
  return db
    .with(page)
    .select({
      ...rowColumns,
      total,
      searchVersion: withSearchVersion ? searchVersionColumn : sql<number>`0`,
      cursorAt: sql<string>`${deals.updatedAt}::text`,
    })
    .from(page)
    .innerJoin(deals, eq(deals.id, page.id))
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .orderBy(desc(deals.updatedAt), desc(deals.id));
}

/**
 * The exact number of deals matching the list's access rule and filters (no search), summed from
 * `deal_counts`: its keys are exactly the columns those filters test (0 = none never matches an
 * id filter, so deals without a sales person count for superusers only, as in the list). A query
 * to embed as a scalar subquery or to run alone.
 */
function countFromDealCounts(
  db: Database,
  caller: DealCaller,
  filters: Pick<DealListFilters, 'stage' | 'provinces' | 'salesPersons'>,
) {
  return db
    .select({ count: sql<number>`coalesce(sum(${dealCounts.count}), 0)::int` })
    .from(dealCounts)
    .where(dealCountsCondition(caller, filters));
}

/** The rows of `deal_counts` that count the deals the access rule and filters leave. */
export function dealCountsCondition(
  caller: DealCaller,
  filters: Pick<DealListFilters, 'stage' | 'provinces' | 'salesPersons'>,
): SQL | undefined {
  return and(
    visibleDealsCondition(caller, dealCounts.salesPersonId),
    filters.stage === undefined ? undefined : eq(dealCounts.stageId, filters.stage),
    filters.provinces?.length ? inArray(dealCounts.provinceId, filters.provinces) : undefined,
    filters.salesPersons?.length
      ? inArray(dealCounts.salesPersonId, filters.salesPersons)
      : undefined,
  );
}

/** One deal with its creator; the caller's access must be checked first. */
async function readDeal(db: Database, dealId: number): Promise<DealDetails> {
  const [row] = await selectDeals(db).where(eq(deals.id, dealId));
  if (!row) throw new HttpError(404, messages.apiNotFound);
  return {
    ...toListRow(row),
    created_by:
      row.creatorId === null
        ? null
        : { id: row.creatorId, username: row.creatorUsername!, email: row.creatorEmail! },
  };
}

/** `GET /api/crm/dealdetails/{id}/`. */
export async function dealDetails(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DealDetails> {
  await requireDealAccess(db, caller, dealId);
  return readDeal(db, dealId);
}

async function requireStage(db: Database, id: number) {
  const [row] = await db
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.id, id));
  if (!row) throw new HttpError(400, messages.apiUnknownStage);
}

async function requireStatus(db: Database, id: number) {
  const [row] = await db
    .select({ id: dealStatuses.id })
    .from(dealStatuses)
    .where(eq(dealStatuses.id, id));
  if (!row) throw new HttpError(400, messages.apiUnknownStatus);
}

/**
 * A sales person must be an active staff user the caller may assign: themselves or anyone below
 * them in the tree; a superuser may assign any active staff user.
 */
export async function requireAssignableSalesPerson(
  db: Database,
  caller: DealCaller,
  salesPersonId: number,
): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, salesPersonId),
        eq(users.isActive, true),
        eq(users.isStaff, true),
        caller.isSuperuser ? undefined : sql`${users.id} IN ${teamIdsSql(caller.id)}`,
      ),
    );
  if (!row) throw new HttpError(400, messages.apiSalesPersonNotAssignable);
}

/** The unique index that keeps one name per address when two saves race past `requireFreeName`. */
const dealNamePerAddressIndex = 'deals_address_id_name_key_idx';

/** Runs a deal write, answering the race-lost duplicate name as the name check does. */
export async function withDealNameRule<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, dealNamePerAddressIndex)) {
      throw new HttpError(409, messages.dealNameAlreadyExists);
    }
    throw error;
  }
}

/** 409 when another deal at the address has this name (trimmed, case-insensitive). */
async function requireFreeName(
  db: Database,
  addressId: number,
  name: string,
  exceptDealId?: number,
): Promise<void> {
  const [clash] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.addressId, addressId),
        sql`lower(btrim(${deals.name})) = ${dealNameKey(name)}`,
        exceptDealId === undefined ? undefined : ne(deals.id, exceptDealId),
      ),
    )
    .limit(1);
  if (clash) throw new HttpError(409, messages.dealNameAlreadyExists);
}

/**
 * Whether the caller may name a stored address by id: a superuser any, anyone else only one a
 * deal they may see is at. Address ids are sequential, so accepting any id (and answering the
 * deal with its address) would let a rep walk the ids and read every team's customer addresses.
 * An address no deal uses any more is no exception: the map dialog sends the address itself
 * whenever check-address gives no id, and that finds the same stored row.
 */
function attachableAddressCondition(caller: DealCaller, addressId: number): SQL | undefined {
  const visible = visibleDealsCondition(caller);
  if (!visible) return undefined;
  return sql`EXISTS (SELECT 1 FROM ${deals} WHERE ${deals.addressId} = ${addressId} AND ${visible})`;
}

/** The address id a payload names: an existing id, the stored twin of an address, or a new row. */
async function addressIdOf(
  db: Database,
  caller: DealCaller,
  payload: Pick<DealUpdatePayload, 'address_id' | 'address'>,
): Promise<number | undefined> {
  if (payload.address_id !== undefined) {
    // One answer for "no such address" and "not yours": the refusal must not confirm an id.
    const [row] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(
        and(
          eq(addresses.id, payload.address_id),
          attachableAddressCondition(caller, payload.address_id),
        ),
      );
    if (!row) throw new HttpError(400, messages.apiUnknownAddress);
    return row.id;
  }
  if (payload.address === undefined) return undefined;
  const resolved = await resolveAddressInput(db, payload.address);
  const existing = await findMatchingAddress(db, resolved);
  return existing?.id ?? (await insertAddress(db, resolved));
}

type ParsedCreate = Required<
  Pick<DealCreatePayload, 'name' | 'stage' | 'status' | 'business_type' | 'deal_group_type'>
> &
  Pick<DealCreatePayload, 'sales_person' | 'address_id' | 'address'>;

/** `POST /api/crm/deals/`: checks every rule, then creates the deal (and its address if new). */
export async function createDeal(
  db: Database,
  caller: DealCaller,
  payload: ParsedCreate,
): Promise<DealDetails> {
  const id = await withDealNameRule(() =>
    inTransaction(db, (tx) => insertDeal(tx, caller, payload)),
  );
  return readDeal(db, id);
}

/**
 * Every rule of creating a deal and the insert, inside the caller's transaction: the one way a
 * deal comes to be, whether from the map dialog or from converting a lead (which changes the
 * lead in the same transaction). Returns the new deal's id.
 */
export async function insertDeal(
  tx: Database,
  caller: DealCaller,
  payload: ParsedCreate,
): Promise<number> {
  await requireStage(tx, payload.stage);
  await requireStatus(tx, payload.status);
  const salesPersonId = payload.sales_person ?? caller.id;
  await requireAssignableSalesPerson(tx, caller, salesPersonId);
  const addressId = (await addressIdOf(tx, caller, payload))!;
  await requireFreeName(tx, addressId, payload.name);
  const [created] = await tx
    .insert(deals)
    .values({
      name: payload.name,
      stageId: payload.stage,
      statusId: payload.status,
      businessType: payload.business_type,
      dealGroupType: payload.deal_group_type,
      salesPersonId,
      addressId,
      createdBy: caller.id,
    })
    .returning({ id: deals.id });
  await notifyDealAssigned(tx, caller, created!.id, salesPersonId, payload.name);
  await startProjectIfWon(tx, {
    dealId: created!.id,
    stageId: payload.stage,
    actorUserId: caller.id,
  });
  return created!.id;
}

/** Tells a sales person of a deal someone else gave them, in the transaction that does it. */
async function notifyDealAssigned(
  tx: Database,
  caller: DealCaller,
  dealId: number,
  salesPersonId: number,
  name: string,
): Promise<void> {
  await recordNotification(tx, {
    recipientId: salesPersonId,
    actorUserId: caller.id,
    kind: 'deal_assigned',
    target: { kind: 'deal', dealId },
    parts: { deal: name },
  });
}

/**
 * `PUT /api/crm/deals/{id}/`: changes the fields given, under the same rules as creation, when
 * the deal is still at the version the user loaded. The deal's row lock holds from that check to
 * the write, so of two saves from one version exactly one wins; the other is 409 and changes
 * nothing (a new address it made is rolled back with it). A save that moves the stage or the
 * status records who moved it, from what to what, in the same transaction. The answer is the
 * deal as this save left it, so the version the page keeps is the one its own changes produced.
 */
export async function updateDeal(
  db: Database,
  caller: DealCaller,
  dealId: number,
  payload: DealUpdatePayload,
): Promise<DealDetails> {
  return withDealNameRule(() =>
    inTransaction(db, async (tx) => {
      await requireDealAccess(tx, caller, dealId);
      await applyDealUpdateIn(tx, caller, dealId, payload);
      // Read under the row lock: the answer is this save's result, not a later save's.
      return readDeal(tx, dealId);
    }),
  );
}

/**
 * The deal save itself, in the caller's transaction after its access check: the one path every
 * change of a deal's stage or status takes, so the timeline entry and the project of a won deal
 * follow whoever makes the move.
 */
async function applyDealUpdateIn(
  tx: Database,
  caller: DealCaller,
  dealId: number,
  payload: DealUpdatePayload,
): Promise<void> {
  const [current] = await tx.select().from(deals).where(eq(deals.id, dealId)).for('update');
  if (!current) throw new HttpError(404, messages.apiNotFound);
  if (current.version !== payload.version) throw versionConflict();
  if (payload.stage !== undefined) await requireStage(tx, payload.stage);
  if (payload.status !== undefined) await requireStatus(tx, payload.status);
  if (payload.sales_person !== undefined && payload.sales_person !== current.salesPersonId) {
    await requireAssignableSalesPerson(tx, caller, payload.sales_person);
  }
  const addressId = (await addressIdOf(tx, caller, payload)) ?? current.addressId;
  const name = payload.name ?? current.name;
  if (addressId !== current.addressId || dealNameKey(name) !== dealNameKey(current.name)) {
    await requireFreeName(tx, addressId, name, dealId);
  }
  await tx
    .update(deals)
    .set({
      name,
      addressId,
      ...(payload.stage !== undefined ? { stageId: payload.stage } : {}),
      ...(payload.status !== undefined ? { statusId: payload.status } : {}),
      ...(payload.sales_person !== undefined ? { salesPersonId: payload.sales_person } : {}),
      ...(payload.business_type !== undefined ? { businessType: payload.business_type } : {}),
      ...(payload.deal_group_type !== undefined ? { dealGroupType: payload.deal_group_type } : {}),
      version: current.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(deals.id, dealId));
  if (payload.sales_person !== undefined && payload.sales_person !== current.salesPersonId) {
    await notifyDealAssigned(tx, caller, dealId, payload.sales_person, name);
  }
  await recordPipelineChange(
    tx,
    caller,
    dealId,
    { stageId: current.stageId, statusId: current.statusId },
    { stageId: payload.stage ?? current.stageId, statusId: payload.status ?? current.statusId },
  );
  if (payload.stage !== undefined && payload.stage !== current.stageId) {
    await startProjectIfWon(tx, { dealId, stageId: payload.stage, actorUserId: caller.id });
  }
}

/**
 * Moves a deal to the stage named `stageName` inside the caller's transaction, through the same
 * save as the deal's edit (timeline entry, project of a won deal); nothing when it is there
 * already. Used when a customer's signature wins the deal.
 */
export async function moveDealToStageIn(
  tx: Database,
  actor: DealCaller,
  dealId: number,
  stageName: string,
): Promise<void> {
  const [stage] = await tx
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.name, stageName));
  if (!stage) throw new HttpError(409, messages.apiNotFound);
  const [current] = await tx
    .select({ version: deals.version, stageId: deals.stageId })
    .from(deals)
    .where(eq(deals.id, dealId))
    .for('update');
  if (!current) throw new HttpError(404, messages.apiNotFound);
  if (current.stageId === stage.id) return;
  await applyDealUpdateIn(tx, actor, dealId, { version: current.version, stage: stage.id });
}

/**
 * `DELETE /api/crm/deals/{id}/?version=`: only the version the user saw, so a save in between
 * cannot be deleted unseen. The address stays: other deals or a later one may use it. The deal's
 * events get a `deal.deleted` row (who, when, what the deal was) in the same transaction, so a
 * deal never disappears without a trace and a refused delete leaves none.
 */
export async function deleteDeal(
  db: Database,
  caller: DealCaller,
  dealId: number,
  version: number,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await requireDealAccess(tx, caller, dealId);
    const deal = await readDeal(tx, dealId);
    // Stock was reserved or issued for the deal's shipments: they are its record of where the
    // equipment went, so the deal stays while it has any.
    const [shipment] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.dealId, dealId))
      .limit(1);
    if (shipment) throw new HttpError(409, messages.dealHasShipments);
    const deleted = await tx
      .delete(deals)
      .where(and(eq(deals.id, dealId), eq(deals.version, version)))
      .returning({ id: deals.id });
    if (deleted.length === 0) throw versionConflict();
    await recordTimelineEvent(tx, {
      dealId,
      actorUserId: caller.id,
      kind: 'deal.deleted',
      details: {
        name: deal.name,
        address: deal.address.address,
        address_id: deal.address.address_id,
        stage: deal.stage.name,
        status: deal.status.name,
        sales_person: deal.sales_person?.email ?? null,
      },
    });
  });
}

/**
 * `GET /api/crm/check-address/`: whether the address is stored and which deals use it. The map
 * dialog must warn before the 409 of the one-name-per-address rule, which spans every team, so
 * every deal there counts; but only the deals the caller may open are named (id, name, status),
 * the others are a count, and the address id is given only when the caller may attach it by id.
 */
export async function checkAddress(
  db: Database,
  caller: DealCaller,
  query: { address: string; latitude?: number; longitude?: number },
): Promise<CheckAddressResponse> {
  const match = await findMatchingAddress(db, query);
  if (!match) {
    return {
      exists: false,
      deals: [],
      hidden_deal_count: 0,
      address_name_taken: false,
      address_id: null,
      address_info: null,
    };
  }
  const [info] = await db
    .select({
      address: addresses.address,
      cityText: addresses.cityText,
      cityName: cities.name,
      provinceName: provinces.name,
      postalCode: addresses.postalCode,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(addresses)
    .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .where(eq(addresses.id, match.id));
  const visible = visibleDealsCondition(caller);
  const dealRows = await db
    .select({
      id: deals.id,
      name: deals.name,
      statusId: dealStatuses.id,
      statusName: dealStatuses.name,
      visible: visible ? sql<boolean>`coalesce(${visible}, false)` : sql<boolean>`true`,
    })
    .from(deals)
    .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
    .where(eq(deals.addressId, match.id))
    .orderBy(deals.id);
  const shown = dealRows.filter((row) => row.visible);
  const addressKey = dealNameKey(normaliseAddressText(query.address));
  return {
    exists: true,
    deals: shown.map((row) => ({
      id: row.id,
      name: row.name,
      status: { id: row.statusId, name: row.statusName },
    })),
    hidden_deal_count: dealRows.length - shown.length,
    address_name_taken: dealRows.some((row) => dealNameKey(row.name) === addressKey),
    address_id: caller.isSuperuser || shown.length > 0 ? match.id : null,
    address_info: {
      address: info!.address,
      city_name: info!.cityName ?? info!.cityText,
      province_name: info!.provinceName ?? '',
      postal_code: info!.postalCode,
      latitude: numberOrNull(info!.latitude),
      longitude: numberOrNull(info!.longitude),
    },
  };
}
