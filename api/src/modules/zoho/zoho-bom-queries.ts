import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  messages,
  type BomDetail,
  type BomDetailInput,
  type BomDetailUpdate,
  type BomHeader,
  type BomHeaderInput,
  type BomHeaderUpdate,
  type BomListResponse,
  type BomStatus,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { containsPattern } from '../../db/like-pattern';
import { bomDetails, boms, items } from './zoho-tables';

// Written with qualified names: inside a subquery Drizzle's bare column names would be ambiguous.
const lineCount = sql<number>`(select count(*)::int from "bom_details" where "bom_details"."bom_id" = "boms"."id")`;

const headerColumns = {
  id: boms.id,
  bomdes: boms.bomdes,
  bomsts: boms.bomsts,
  line_count: lineCount,
  version: boms.version,
  createdAt: boms.createdAt,
  updatedAt: boms.updatedAt,
};

type HeaderRow = {
  id: number;
  bomdes: string;
  bomsts: string;
  line_count: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

function headerOf(row: HeaderRow): BomHeader {
  return {
    id: row.id,
    bomdes: row.bomdes,
    bomsts: row.bomsts as BomStatus,
    line_count: row.line_count,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

interface BomListParams {
  page: number;
  pageSize: number;
  search: string;
  status: BomStatus | undefined;
}

/** One page of parts lists, most recently updated first, filtered by description and status. */
export async function listBoms(db: Database, params: BomListParams): Promise<BomListResponse> {
  const conditions: SQL[] = [];
  const search = params.search.trim();
  if (search !== '') conditions.push(ilike(boms.bomdes, containsPattern(search)));
  if (params.status) conditions.push(eq(boms.bomsts, params.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(headerColumns)
      .from(boms)
      .where(where)
      .orderBy(desc(boms.updatedAt), desc(boms.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(boms)
      .where(where),
  ]);
  return { results: rows.map(headerOf), count: total?.count ?? 0 };
}

export async function bomHeader(db: Database, id: number): Promise<BomHeader> {
  const [row] = await db.select(headerColumns).from(boms).where(eq(boms.id, id));
  if (!row) throw new HttpError(404, messages.apiBomNotFound);
  return headerOf(row);
}

export async function createBom(db: Database, input: BomHeaderInput): Promise<BomHeader> {
  const [row] = await db.insert(boms).values(input).returning({ id: boms.id });
  return bomHeader(db, row!.id);
}

/**
 * Saves the header only if it is still at the version the user loaded, in one UPDATE: a stale
 * save is 409 and changes nothing. Lines have their own versions and do not move this one.
 */
export async function updateBom(
  db: Database,
  id: number,
  input: BomHeaderUpdate,
): Promise<BomHeader> {
  const { version, ...fields } = input;
  // The answer is read in the save's transaction, under its row lock: a save landing right after
  // must not be answered as this one.
  return inTransaction(db, async (tx) => {
    const updated = await tx
      .update(boms)
      .set({ ...fields, version: sql`${boms.version} + 1`, updatedAt: new Date() })
      .where(and(eq(boms.id, id), eq(boms.version, version)))
      .returning({ id: boms.id });
    if (updated.length === 0) {
      await bomHeader(tx, id); // 404 when it does not exist at all
      throw versionConflict();
    }
    return bomHeader(tx, id);
  });
}

/**
 * Deletes a parts list that is unused, meaning it has no detail lines: a list with lines is a
 * design someone made, and deleting it by accident would lose that work. Archive it instead, or
 * delete its lines first. Only the header version the user saw is deleted. The checks and the
 * delete are one statement, so neither a line added nor a header saved meanwhile can be lost.
 */
export async function deleteBom(db: Database, id: number, version: number): Promise<void> {
  const deleted = await db
    .delete(boms)
    .where(
      and(
        eq(boms.id, id),
        eq(boms.version, version),
        sql`not exists (select 1 from "bom_details" where "bom_details"."bom_id" = "boms"."id")`,
      ),
    )
    .returning({ id: boms.id });
  if (deleted.length > 0) return;
  const current = await bomHeader(db, id); // 404 when it does not exist at all
  if (current.version !== version) throw versionConflict();
  throw new HttpError(409, messages.apiBomInUse);
}

const detailColumns = {
  id: bomDetails.id,
  itemid: bomDetails.itemId,
  itemno: items.itemno,
  itemdes: items.itemdes,
  calculationmethod: bomDetails.calculationmethod,
  parameter: bomDetails.parameter,
  denominator: bomDetails.denominator,
  version: bomDetails.version,
};

/** The lines of a parts list by item number ascending, the order the design page lists them. */
export async function bomDetailList(db: Database, bomId: number): Promise<BomDetail[]> {
  await bomHeader(db, bomId);
  const rows = await db
    .select(detailColumns)
    .from(bomDetails)
    .innerJoin(items, eq(items.id, bomDetails.itemId))
    .where(eq(bomDetails.bomId, bomId))
    .orderBy(asc(items.itemno), asc(bomDetails.id));
  return rows as BomDetail[];
}

async function detailById(db: Database, bomId: number, detailId: number): Promise<BomDetail> {
  const [row] = await db
    .select(detailColumns)
    .from(bomDetails)
    .innerJoin(items, eq(items.id, bomDetails.itemId))
    .where(and(eq(bomDetails.id, detailId), eq(bomDetails.bomId, bomId)));
  if (!row) throw new HttpError(404, messages.apiBomDetailNotFound);
  return row as BomDetail;
}

/** The item must exist; a new choice must also be active (inactive ones are no longer sold). */
async function requireItem(db: Database, itemId: number, allowInactive: boolean): Promise<void> {
  const [item] = await db.select({ status: items.status }).from(items).where(eq(items.id, itemId));
  if (!item || (!allowInactive && item.status !== 'active')) {
    throw new HttpError(400, messages.apiUnknownItem, {
      errors: [{ path: 'body.itemid', message: messages.apiUnknownItem }],
    });
  }
}

async function requireItemNotInBom(
  db: Database,
  bomId: number,
  itemId: number,
  exceptDetailId: number | null,
): Promise<void> {
  const conditions = [eq(bomDetails.bomId, bomId), eq(bomDetails.itemId, itemId)];
  if (exceptDetailId !== null) conditions.push(ne(bomDetails.id, exceptDetailId));
  const [clash] = await db
    .select({ id: bomDetails.id })
    .from(bomDetails)
    .where(and(...conditions));
  if (clash) throw new HttpError(409, messages.apiItemAlreadyInBom);
}

const touchBom = (db: Database, bomId: number) =>
  db.update(boms).set({ updatedAt: new Date() }).where(eq(boms.id, bomId));

export async function addBomDetail(
  db: Database,
  bomId: number,
  input: BomDetailInput,
): Promise<BomDetail> {
  await bomHeader(db, bomId);
  await requireItem(db, input.itemid, false);
  await requireItemNotInBom(db, bomId, input.itemid, null);
  try {
    const [row] = await db
      .insert(bomDetails)
      .values({
        bomId,
        itemId: input.itemid,
        calculationmethod: input.calculationmethod,
        parameter: input.parameter,
        denominator: input.denominator,
      })
      .returning({ id: bomDetails.id });
    await touchBom(db, bomId);
    return detailById(db, bomId, row!.id);
  } catch (error) {
    // Two people adding the same item at once: the unique index decides, with the same answer.
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiItemAlreadyInBom);
    throw error;
  }
}

/**
 * Saves one line only if it is still at the version the user loaded (one conditional UPDATE; 409
 * otherwise). Each line has its own version: people editing different lines of one list, or a
 * line and the header, never stop each other, and no save of a line can overwrite another's.
 */
export async function updateBomDetail(
  db: Database,
  bomId: number,
  detailId: number,
  input: BomDetailUpdate,
): Promise<BomDetail> {
  const current = await detailById(db, bomId, detailId);
  // Keeping a line's item is always allowed, even if Zoho has since made it inactive.
  await requireItem(db, input.itemid, input.itemid === current.itemid);
  await requireItemNotInBom(db, bomId, input.itemid, detailId);
  try {
    // The answer is read in the save's transaction, under its row lock: a save landing right
    // after must not be answered as this one.
    return await inTransaction(db, async (tx) => {
      const updated = await tx
        .update(bomDetails)
        .set({
          itemId: input.itemid,
          calculationmethod: input.calculationmethod,
          parameter: input.parameter,
          denominator: input.denominator,
          version: sql`${bomDetails.version} + 1`,
        })
        .where(and(eq(bomDetails.id, detailId), eq(bomDetails.version, input.version)))
        .returning({ id: bomDetails.id });
      if (updated.length === 0) throw versionConflict();
      await touchBom(tx, bomId);
      return detailById(tx, bomId, detailId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiItemAlreadyInBom);
    throw error;
  }
}

/** Deletes one line at the version the user saw (409 when someone saved it since). */
export async function deleteBomDetail(
  db: Database,
  bomId: number,
  detailId: number,
  version: number,
) {
  await bomHeader(db, bomId);
  const deleted = await db
    .delete(bomDetails)
    .where(
      and(
        eq(bomDetails.id, detailId),
        eq(bomDetails.bomId, bomId),
        eq(bomDetails.version, version),
      ),
    )
    .returning({ id: bomDetails.id });
  if (deleted.length === 0) {
    await detailById(db, bomId, detailId); // 404 when it does not exist at all
    throw versionConflict();
  }
  await touchBom(db, bomId);
}
