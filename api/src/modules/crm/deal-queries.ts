import { aliasedTable, and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  type CheckAddressResponse,
  type DealCreatePayload,
  type DealDetails,
  type DealListRow,
  dealNameKey,
  type DealUpdatePayload,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, dealStages, dealStatuses, provinces, users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { findMatchingAddress, insertAddress, resolveAddressInput } from './address-queries';
import { powerBills } from '../power-bills/power-bills-tables';
import { dealHasContactSql } from '../deal-contacts/deal-contacts-queries';
import { dealHasSiteSketchSql } from '../site-sketches/site-sketches-queries';
import { addresses, deals } from './crm-tables';
import {
  type DealCaller,
  requireDealAccess,
  teamIdsSql,
  visibleDealsCondition,
} from './deal-access';

const salesPeople = aliasedTable(users, 'sales_person');
const creators = aliasedTable(users, 'creator');

const rowColumns = {
  id: deals.id,
  name: deals.name,
  businessType: deals.businessType,
  dealGroupType: deals.dealGroupType,
  createdAt: deals.createdAt,
  updatedAt: deals.updatedAt,
  stageId: dealStages.id,
  stageName: dealStages.name,
  statusId: dealStatuses.id,
  statusName: dealStatuses.name,
  salesPersonId: salesPeople.id,
  salesPersonUsername: salesPeople.username,
  salesPersonEmail: salesPeople.email,
  addressId: addresses.id,
  address: addresses.address,
  cityId: addresses.cityId,
  cityText: addresses.cityText,
  cityName: cities.name,
  provinceId: addresses.provinceId,
  provinceName: provinces.name,
  postalCode: addresses.postalCode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  creatorId: creators.id,
  creatorUsername: creators.username,
  creatorEmail: creators.email,
  hasContact: dealHasContactSql,
  hasSiteSketch: dealHasSiteSketchSql,
  powerBillId: powerBills.id,
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
    created_at: row.createdAt!.toISOString(),
    updated_at: row.updatedAt!.toISOString(),
  };
}

/** The joins every deal read needs. */
function selectDeals(db: Database) {
  return (
    db
      .select(rowColumns)
      .from(deals)
      .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
      .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .leftJoin(salesPeople, eq(salesPeople.id, deals.salesPersonId))
      .leftJoin(provinces, eq(provinces.id, addresses.provinceId))
      .leftJoin(cities, eq(cities.id, addresses.cityId))
      .leftJoin(creators, eq(creators.id, deals.createdBy))
      // At most one row per deal: `power_bills.deal_id` is unique (and indexed).
      .leftJoin(powerBills, eq(powerBills.dealId, deals.id))
  );
}

/** A `LIKE` pattern matching `text` anywhere, with its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface DealListFilters {
  page: number;
  pageSize: number;
  search?: string;
  stage?: number;
  provinces?: number[];
  salesPersons?: number[];
}

/**
 * One page of the deals the caller may see, most recently updated first then id, and how many
 * match. Search looks in the deal name and the address text, case-insensitive; each side is its
 * own trigram-indexed subquery (an OR across the two joined tables could use neither index).
 */
export async function listDeals(
  db: Database,
  caller: DealCaller,
  filters: DealListFilters,
): Promise<{ results: DealListRow[]; count: number }> {
  const conditions: (SQL | undefined)[] = [visibleDealsCondition(caller)];
  const search = filters.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    // `= ANY(ARRAY(...))` runs the two indexed searches once, up front; with `IN (...)` the
    // planner may walk the whole updated_at index testing each deal against the search instead.
    conditions.push(sql`${deals.id} = ANY(ARRAY(
      SELECT id FROM ${deals} WHERE ${deals.name} ILIKE ${pattern}
      UNION
      SELECT by_address.id FROM ${deals} by_address WHERE by_address.address_id IN (
        SELECT ${addresses.id} FROM ${addresses} WHERE ${addresses.address} ILIKE ${pattern}
      )
    ))`);
  }
  if (filters.stage !== undefined) conditions.push(eq(deals.stageId, filters.stage));
  if (filters.provinces?.length) {
    // Every condition stays on `deals` so the count needs no join (a 100 000-row hash join
    // costs PGlite more than half a second).
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
  const where = and(...conditions);
  const rows = await selectDeals(db)
    .where(where)
    .orderBy(desc(deals.updatedAt), desc(deals.id))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deals)
    .where(where);
  return { results: rows.map(toListRow), count: Number(total?.count ?? 0) };
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

/** The address id a payload names: an existing id, the stored twin of an address, or a new row. */
async function addressIdOf(
  db: Database,
  payload: Pick<DealUpdatePayload, 'address_id' | 'address'>,
): Promise<number | undefined> {
  if (payload.address_id !== undefined) {
    const [row] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.id, payload.address_id));
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
  const id = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await requireStage(tx, payload.stage);
    await requireStatus(tx, payload.status);
    const salesPersonId = payload.sales_person ?? caller.id;
    await requireAssignableSalesPerson(tx, caller, salesPersonId);
    const addressId = (await addressIdOf(tx, payload))!;
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
    return created!.id;
  });
  return readDeal(db, id);
}

/** `PUT /api/crm/deals/{id}/`: changes the fields given, under the same rules as creation. */
export async function updateDeal(
  db: Database,
  caller: DealCaller,
  dealId: number,
  payload: DealUpdatePayload,
): Promise<DealDetails> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await requireDealAccess(tx, caller, dealId);
    const [current] = await tx.select().from(deals).where(eq(deals.id, dealId));
    if (!current) throw new HttpError(404, messages.apiNotFound);
    if (payload.stage !== undefined) await requireStage(tx, payload.stage);
    if (payload.status !== undefined) await requireStatus(tx, payload.status);
    if (payload.sales_person !== undefined && payload.sales_person !== current.salesPersonId) {
      await requireAssignableSalesPerson(tx, caller, payload.sales_person);
    }
    const addressId = (await addressIdOf(tx, payload)) ?? current.addressId;
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
        ...(payload.deal_group_type !== undefined
          ? { dealGroupType: payload.deal_group_type }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(deals.id, dealId));
  });
  return readDeal(db, dealId);
}

/** `DELETE /api/crm/deals/{id}/`. The address stays: other deals or a later one may use it. */
export async function deleteDeal(db: Database, caller: DealCaller, dealId: number): Promise<void> {
  await requireDealAccess(db, caller, dealId);
  await db.delete(deals).where(eq(deals.id, dealId));
}

/**
 * `GET /api/crm/check-address/`: whether the address is stored and which deals use it. Every
 * deal there is listed (id, name, status only), whoever sells it, because the one-name-per-
 * address rule spans them all and the map dialog must warn before the 409.
 */
export async function checkAddress(
  db: Database,
  query: { address: string; latitude?: number; longitude?: number },
): Promise<CheckAddressResponse> {
  const match = await findMatchingAddress(db, query);
  if (!match) return { exists: false, deals: [], address_id: null, address_info: null };
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
  const dealRows = await db
    .select({
      id: deals.id,
      name: deals.name,
      statusId: dealStatuses.id,
      statusName: dealStatuses.name,
    })
    .from(deals)
    .innerJoin(dealStatuses, eq(dealStatuses.id, deals.statusId))
    .where(eq(deals.addressId, match.id))
    .orderBy(deals.id);
  return {
    exists: true,
    deals: dealRows.map((row) => ({
      id: row.id,
      name: row.name,
      status: { id: row.statusId, name: row.statusName },
    })),
    address_id: match.id,
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
