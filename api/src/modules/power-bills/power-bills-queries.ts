import { and, asc, eq, sql } from 'drizzle-orm';
import {
  messages,
  type PowerBill,
  type PowerBillDetail,
  type PowerBillMonth,
  type PowerCompany,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { provinces } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { recordTimelineEvent } from '../timeline';
import { type DealCaller, requireDealAccess } from '../deals';
import { isUniqueViolation } from '../../db/is-unique-violation';
import {
  powerBillDetails,
  powerBills,
  powerCompanies,
  powerCompanyProvinces,
} from './power-bills-tables';

/** What POST and PUT of a bill carry once validated. */
interface PowerBillWrite {
  deal: number;
  power_company: number;
  bill_name: string;
  bill_notes: string;
  details?: PowerBillMonth[] | undefined;
}

/**
 * `GET /api/crm/power-companies/?province=`: the companies serving the province of that name
 * (case-insensitive), by name; every company when no province is given.
 */
export async function listPowerCompanies(
  db: Database,
  provinceName: string | undefined,
): Promise<PowerCompany[]> {
  const name = provinceName?.trim();
  if (!name) {
    return db
      .select({ id: powerCompanies.id, name: powerCompanies.name })
      .from(powerCompanies)
      .orderBy(asc(powerCompanies.name));
  }
  return db
    .selectDistinct({ id: powerCompanies.id, name: powerCompanies.name })
    .from(powerCompanies)
    .innerJoin(powerCompanyProvinces, eq(powerCompanyProvinces.powerCompanyId, powerCompanies.id))
    .innerJoin(provinces, eq(provinces.id, powerCompanyProvinces.provinceId))
    .where(sql`lower(${provinces.name}) = lower(${name})`)
    .orderBy(asc(powerCompanies.name));
}

async function requirePowerCompany(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: powerCompanies.id })
    .from(powerCompanies)
    .where(eq(powerCompanies.id, id));
  if (!row) throw new HttpError(400, messages.apiUnknownPowerCompany);
}

/**
 * The bill's deal, after checking the caller may use that deal: every bill and detail route
 * goes through here, so per-deal access cannot be skipped.
 */
async function requireBillAccess(
  db: Database,
  caller: DealCaller,
  powerBillId: number,
): Promise<{ dealId: number }> {
  const [bill] = await db
    .select({ dealId: powerBills.dealId })
    .from(powerBills)
    .where(eq(powerBills.id, powerBillId));
  if (!bill) throw new HttpError(404, messages.apiNotFound);
  await requireDealAccess(db, caller, bill.dealId);
  return bill;
}

async function readPowerBill(db: Database, powerBillId: number): Promise<PowerBill> {
  const [row] = await db
    .select({
      id: powerBills.id,
      deal: powerBills.dealId,
      companyId: powerCompanies.id,
      companyName: powerCompanies.name,
      bill_name: powerBills.billName,
      bill_notes: powerBills.billNotes,
      version: powerBills.version,
    })
    .from(powerBills)
    .innerJoin(powerCompanies, eq(powerCompanies.id, powerBills.powerCompanyId))
    .where(eq(powerBills.id, powerBillId));
  if (!row) throw new HttpError(404, messages.apiNotFound);
  const { companyId, companyName, ...bill } = row;
  return { ...bill, power_company: { id: companyId, name: companyName } };
}

/** `GET /api/crm/power-bills/{id}/`. */
export async function powerBillOf(
  db: Database,
  caller: DealCaller,
  powerBillId: number,
): Promise<PowerBill> {
  await requireBillAccess(db, caller, powerBillId);
  return readPowerBill(db, powerBillId);
}

/** Replaces all months of a bill with the 12 given, inside the caller's transaction. */
async function rewriteMonths(
  tx: Database,
  powerBillId: number,
  months: readonly PowerBillMonth[],
): Promise<void> {
  await tx.delete(powerBillDetails).where(eq(powerBillDetails.powerBillId, powerBillId));
  await tx
    .insert(powerBillDetails)
    .values(
      [...months]
        .sort((a, b) => a.month - b.month)
        .map(({ month, usage }) => ({ powerBillId, month, usage: String(usage) })),
    );
}

/**
 * `POST /api/crm/power-bills/`: a deal's one bill, and its 12 months when `details` is given, in
 * one transaction.
 */
export async function createPowerBill(
  db: Database,
  caller: DealCaller,
  payload: PowerBillWrite,
): Promise<PowerBill> {
  try {
    const id = await inTransaction(db, async (tx) => {
      await requireDealAccess(tx, caller, payload.deal);
      await requirePowerCompany(tx, payload.power_company);
      const [existing] = await tx
        .select({ id: powerBills.id })
        .from(powerBills)
        .where(eq(powerBills.dealId, payload.deal));
      if (existing) throw new HttpError(409, messages.apiDealHasPowerBill);
      const [created] = await tx
        .insert(powerBills)
        .values({
          dealId: payload.deal,
          powerCompanyId: payload.power_company,
          billName: payload.bill_name,
          billNotes: payload.bill_notes,
        })
        .returning({ id: powerBills.id });
      if (payload.details) await rewriteMonths(tx, created!.id, payload.details);
      await recordTimelineEvent(tx, {
        dealId: payload.deal,
        kind: 'power_bill.saved',
        details: { bill_name: payload.bill_name, created: true },
        actorUserId: caller.id,
      });
      return created!.id;
    });
    return readPowerBill(db, id);
  } catch (error) {
    // Two first saves of the same deal at once: the unique deal index refuses the second.
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiDealHasPowerBill);
    throw error;
  }
}

/**
 * `PUT /api/crm/power-bills/{id}/`: the bill's company, name and notes, and its 12 months when
 * `details` is given, in one transaction: if anything fails, the previous values stay. The bill
 * row is updated only at the version the user loaded (one conditional UPDATE, which also holds
 * its row lock until the months are written): a stale save is 409 and changes nothing. The
 * answer is the bill as this save left it.
 */
export async function updatePowerBill(
  db: Database,
  caller: DealCaller,
  powerBillId: number,
  payload: PowerBillWrite & { version: number },
): Promise<PowerBill> {
  return inTransaction(db, async (tx) => {
    const bill = await requireBillAccess(tx, caller, powerBillId);
    if (payload.deal !== bill.dealId) {
      throw new HttpError(400, messages.apiPowerBillDealMismatch);
    }
    await requirePowerCompany(tx, payload.power_company);
    const updated = await tx
      .update(powerBills)
      .set({
        powerCompanyId: payload.power_company,
        billName: payload.bill_name,
        billNotes: payload.bill_notes,
        version: sql`${powerBills.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(powerBills.id, powerBillId), eq(powerBills.version, payload.version)))
      .returning({ id: powerBills.id });
    if (updated.length === 0) throw versionConflict();
    if (payload.details) await rewriteMonths(tx, powerBillId, payload.details);
    await recordTimelineEvent(tx, {
      dealId: bill.dealId,
      kind: 'power_bill.saved',
      details: { bill_name: payload.bill_name, created: false },
      actorUserId: caller.id,
    });
    // Read under the row lock: the answer is this save's result, not a later save's.
    return readPowerBill(tx, powerBillId);
  });
}

/** `GET /api/crm/power-bill-details/{powerBillId}/`: the bill's months, January first. */
export async function listPowerBillDetails(
  db: Database,
  caller: DealCaller,
  powerBillId: number,
): Promise<{ month: number; usage: number }[]> {
  await requireBillAccess(db, caller, powerBillId);
  const rows = await db
    .select({ month: powerBillDetails.month, usage: powerBillDetails.usage })
    .from(powerBillDetails)
    .where(eq(powerBillDetails.powerBillId, powerBillId))
    .orderBy(asc(powerBillDetails.month));
  return rows.map((row) => ({ month: row.month, usage: Number(row.usage) }));
}

/**
 * The months belong to the bill: changing them through the detail calls is a change of the bill,
 * so a page holding the older months cannot save over them unseen.
 */
const bumpBillVersion = (tx: Database, powerBillId: number) =>
  tx
    .update(powerBills)
    .set({ version: sql`${powerBills.version} + 1`, updatedAt: new Date() })
    .where(eq(powerBills.id, powerBillId));

/** `DELETE /api/crm/power-bill-details/{powerBillId}/`: every month of the bill. */
export async function deletePowerBillDetails(
  db: Database,
  caller: DealCaller,
  powerBillId: number,
): Promise<void> {
  await requireBillAccess(db, caller, powerBillId);
  await inTransaction(db, async (tx) => {
    await tx.delete(powerBillDetails).where(eq(powerBillDetails.powerBillId, powerBillId));
    await bumpBillVersion(tx, powerBillId);
  });
}

/** `POST /api/crm/power-bill-details/`: one month; 409 when the bill already has that month. */
export async function createPowerBillDetail(
  db: Database,
  caller: DealCaller,
  payload: { power_bill: number; month: number; usage: number },
): Promise<PowerBillDetail> {
  await requireBillAccess(db, caller, payload.power_bill);
  try {
    const row = await inTransaction(db, async (tx) => {
      const [inserted] = await tx
        .insert(powerBillDetails)
        .values({
          powerBillId: payload.power_bill,
          month: payload.month,
          usage: String(payload.usage),
        })
        .returning();
      await bumpBillVersion(tx, payload.power_bill);
      return inserted;
    });
    return {
      id: row!.id,
      power_bill: row!.powerBillId,
      month: row!.month,
      usage: Number(row!.usage),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.apiPowerBillMonthExists);
    throw error;
  }
}

/**
 * The 12 monthly kWh of the deal's power bill, January first, when all 12 are stored; otherwise
 * null (a half-entered bill would silently mix its months with defaults: the proposal presenter
 * and the document merge values start from defaults instead). No access check: callers check.
 */
export async function dealMonthlyUsage(db: Database, dealId: number): Promise<number[] | null> {
  const rows = await db
    .select({ month: powerBillDetails.month, usage: powerBillDetails.usage })
    .from(powerBillDetails)
    .innerJoin(powerBills, eq(powerBills.id, powerBillDetails.powerBillId))
    .where(eq(powerBills.dealId, dealId))
    .orderBy(asc(powerBillDetails.month));
  if (rows.length !== 12) return null;
  return rows.map((row) => Number(row.usage));
}
