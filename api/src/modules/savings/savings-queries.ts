import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  calculateProposal,
  pricingOfSaved,
  type StoredPricing,
  messages,
  proposalInputsOf,
  rateInForce,
  type ProposalData,
  type RateTier,
  type SavingsContext,
  type TimeOfUsePeriod,
  type UtilityRateRecord,
  type UtilityRateUpdate,
  type UtilityRateWrite,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { type DealCaller, requireDealAccess } from '../deals';
import { addresses, deals } from '../deals/deals-tables';
import { dealMonthlyUsage } from '../power-bills';
import { powerBills, powerCompanies } from '../power-bills/power-bills-tables';
import { proposals, proposalSavedDetails } from '../proposals/proposals-tables';
import { utilityRates } from './savings-tables';

const recordColumns = {
  id: utilityRates.id,
  companyId: powerCompanies.id,
  companyName: powerCompanies.name,
  effectiveFrom: utilityRates.effectiveFrom,
  energy: utilityRates.energyPricePerKwh,
  fixed: utilityRates.fixedMonthlyCharge,
  tiers: utilityRates.tiers,
  timeOfUse: utilityRates.timeOfUse,
  netMetering: utilityRates.netMetering,
  exportPrice: utilityRates.exportPricePerKwh,
  source: utilityRates.source,
  takenOn: utilityRates.takenOn,
  version: utilityRates.version,
};

type RecordRow = {
  [K in keyof typeof recordColumns]: (typeof recordColumns)[K]['_']['data'];
};

function recordOf(row: RecordRow): UtilityRateRecord {
  return {
    id: row.id,
    power_company: { id: row.companyId, name: row.companyName },
    effective_from: row.effectiveFrom,
    energy_price_per_kwh: Number(row.energy),
    fixed_monthly_charge: Number(row.fixed),
    tiers: row.tiers as RateTier[],
    time_of_use: row.timeOfUse as TimeOfUsePeriod[],
    net_metering: row.netMetering as UtilityRateRecord['net_metering'],
    export_price_per_kwh: Number(row.exportPrice),
    source: row.source,
    taken_on: row.takenOn,
    version: row.version,
  };
}

function selectRecords(db: Database) {
  return db
    .select(recordColumns)
    .from(utilityRates)
    .innerJoin(powerCompanies, eq(powerCompanies.id, utilityRates.powerCompanyId));
}

/** `GET /api/savings/utility-rates/`: every rate (of one company when asked), by company and date. */
export async function listUtilityRates(
  db: Database,
  powerCompanyId?: number,
): Promise<UtilityRateRecord[]> {
  const rows = await selectRecords(db)
    .where(powerCompanyId === undefined ? undefined : eq(powerCompanies.id, powerCompanyId))
    .orderBy(asc(powerCompanies.name), asc(utilityRates.effectiveFrom));
  return rows.map(recordOf);
}

async function readRecord(db: Database, rateId: number): Promise<UtilityRateRecord> {
  const [row] = await selectRecords(db).where(eq(utilityRates.id, rateId));
  if (!row) throw new HttpError(404, messages.utilityRateNotFound);
  return recordOf(row);
}

async function requireCompany(db: Database, powerCompanyId: number): Promise<void> {
  const [row] = await db
    .select({ id: powerCompanies.id })
    .from(powerCompanies)
    .where(eq(powerCompanies.id, powerCompanyId));
  if (!row) throw new HttpError(400, messages.apiUnknownPowerCompany);
}

function columnsOf(payload: UtilityRateWrite) {
  return {
    powerCompanyId: payload.power_company_id,
    effectiveFrom: payload.effective_from,
    energyPricePerKwh: String(payload.energy_price_per_kwh),
    fixedMonthlyCharge: String(payload.fixed_monthly_charge),
    tiers: payload.tiers,
    timeOfUse: payload.time_of_use,
    netMetering: payload.net_metering,
    exportPricePerKwh: String(payload.export_price_per_kwh),
    source: payload.source,
    takenOn: payload.taken_on,
  };
}

/** A second rate of one company from the same date is refused: which one would apply? */
function sameDateRefused(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, messages.utilityRateDateTaken);
  throw error;
}

/** `POST /api/savings/utility-rates/`: a company's rate from a date (administrators). */
export async function createUtilityRate(
  db: Database,
  payload: UtilityRateWrite,
): Promise<UtilityRateRecord> {
  try {
    return await inTransaction(db, async (tx) => {
      await requireCompany(tx, payload.power_company_id);
      const [created] = await tx
        .insert(utilityRates)
        .values(columnsOf(payload))
        .returning({ id: utilityRates.id });
      return readRecord(tx, created!.id);
    });
  } catch (error) {
    return sameDateRefused(error);
  }
}

/**
 * `PUT /api/savings/utility-rates/{rateId}/`: corrects a rate from the version loaded (409 if
 * stale). A new effective date makes a new rate from that date instead, and the loaded one stays
 * as it was: the savings already shown with it stay explained.
 */
export async function updateUtilityRate(
  db: Database,
  rateId: number,
  payload: UtilityRateUpdate,
): Promise<UtilityRateRecord> {
  try {
    return await inTransaction(db, async (tx) => {
      const [current] = await tx
        .select({ version: utilityRates.version, effectiveFrom: utilityRates.effectiveFrom })
        .from(utilityRates)
        .where(eq(utilityRates.id, rateId))
        .for('update');
      if (!current) throw new HttpError(404, messages.utilityRateNotFound);
      if (current.version !== payload.version) throw versionConflict();
      await requireCompany(tx, payload.power_company_id);
      if (payload.effective_from !== current.effectiveFrom) {
        const [created] = await tx
          .insert(utilityRates)
          .values(columnsOf(payload))
          .returning({ id: utilityRates.id });
        return readRecord(tx, created!.id);
      }
      await tx
        .update(utilityRates)
        .set({
          ...columnsOf(payload),
          version: sql`${utilityRates.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(utilityRates.id, rateId));
      return readRecord(tx, rateId);
    });
  } catch (error) {
    return sameDateRefused(error);
  }
}

/** `GET /api/crm/deals/{dealId}/savings-context/`. */
export async function savingsContextOf(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<SavingsContext> {
  await requireDealAccess(db, caller, dealId);
  const [deal] = await db
    .select({
      id: deals.id,
      name: deals.name,
      address: addresses.address,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(deals)
    .innerJoin(addresses, eq(addresses.id, deals.addressId))
    .where(eq(deals.id, dealId));
  if (!deal) throw new HttpError(404, messages.apiNotFound);
  const [[company], monthlyUsage, [latest]] = await Promise.all([
    db
      .select({ id: powerCompanies.id, name: powerCompanies.name })
      .from(powerBills)
      .innerJoin(powerCompanies, eq(powerCompanies.id, powerBills.powerCompanyId))
      .where(eq(powerBills.dealId, dealId)),
    dealMonthlyUsage(db, dealId),
    db
      .select({
        id: proposals.id,
        name: proposalSavedDetails.name,
        data: proposalSavedDetails.data,
        pricing: proposalSavedDetails.pricing,
      })
      .from(proposals)
      .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
      .where(eq(proposals.dealId, dealId))
      .orderBy(desc(proposals.proposalVersion))
      .limit(1),
  ]);
  const latestData = latest ? (latest.data as ProposalData) : null;
  const results =
    latest && latestData
      ? calculateProposal(
          proposalInputsOf(latestData),
          pricingOfSaved(latest.pricing as StoredPricing | null, latestData.selectedProgram),
        )
      : null;
  return {
    deal: { id: deal.id, name: deal.name, address: deal.address },
    latitude: deal.latitude === null ? null : Number(deal.latitude),
    longitude: deal.longitude === null ? null : Number(deal.longitude),
    monthly_usage: monthlyUsage,
    power_company: company ?? null,
    utility_rates: company ? await listUtilityRates(db, company.id) : [],
    latest_proposal:
      latest && results
        ? {
            id: latest.id,
            name: latest.name,
            // The figure the proposal's production method gave when it was saved; designs saved
            // before the choice existed keep the drawing's.
            production_hundredths_kwh:
              latestData?.production?.annualHundredthsKwh ?? results.productionHundredthsKwh,
            system_size_hundredths_kw: results.systemSizeHundredthsKw,
          }
        : null,
  };
}

/**
 * The rate in force on `date` of the deal's power company (its power bill's), or null when the
 * deal has no bill or the company no rate yet.
 */
export async function dealRateInForce(
  db: Database,
  dealId: number,
  date: string,
): Promise<UtilityRateRecord | null> {
  const [company] = await db
    .select({ id: powerBills.powerCompanyId })
    .from(powerBills)
    .where(eq(powerBills.dealId, dealId));
  if (!company) return null;
  return rateInForce(await listUtilityRates(db, company.id), date);
}
