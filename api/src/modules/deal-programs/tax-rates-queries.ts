import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import {
  dayBefore,
  messages,
  type TaxRateCorrection,
  type TaxRateNew,
  type TaxRateRecord,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { provinces } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { taxRates } from './deal-programs-tables';
import { rowsOf } from '../../db/rows-of';

/**
 * Whether a saved proposal was priced with the tax row: its stored pricing names the row's
 * province and tax, on a day the row was in force. Those figures must never change.
 */
// Written with qualified names: Drizzle leaves a single table's columns unqualified, and the
// saved details have a "name" of their own.
const usedByProposal = sql<boolean>`exists (
  select 1 from proposal_saved_details saved
  where saved.pricing->>'province' = tax_rates.province
    and saved.pricing->'taxes' @> jsonb_build_array(jsonb_build_object('name', tax_rates.name))
    and saved.pricing->>'priced_on' >= tax_rates.effective_from::text
    and (tax_rates.effective_to is null or saved.pricing->>'priced_on' <= tax_rates.effective_to::text)
)`;
const recordColumns = {
  id: taxRates.id,
  province: taxRates.province,
  name: taxRates.name,
  rate_millipercent: taxRates.rateMillipercent,
  effective_from: taxRates.effectiveFrom,
  effective_to: taxRates.effectiveTo,
  source: taxRates.source,
  used_by_proposal: usedByProposal,
};

/** `GET /api/crm/tax-rates/`: every province's taxes by date, their sources, and which priced a proposal. */
export async function listTaxRateRecords(db: Database): Promise<TaxRateRecord[]> {
  return db
    .select(recordColumns)
    .from(taxRates)
    .orderBy(asc(taxRates.province), asc(taxRates.effectiveFrom), asc(taxRates.name));
}

async function readTaxRate(db: Database, id: number): Promise<TaxRateRecord> {
  const [row] = await db.select(recordColumns).from(taxRates).where(eq(taxRates.id, id));
  if (!row) throw new HttpError(404, messages.taxRateNotFound);
  return row;
}

/**
 * `POST /api/crm/tax-rates/`: a province's taxes from a date (administrators). The rates of the
 * province still in force end the day before; none may have priced a proposal on or after the
 * new date, and the date must come after the latest rate's start, so history is only extended.
 */
export async function createTaxRates(db: Database, body: TaxRateNew): Promise<TaxRateRecord[]> {
  try {
    return await inTransaction(db, async (tx) => {
      const [province] = await tx
        .select({ code: provinces.code })
        .from(provinces)
        .where(eq(provinces.code, body.province));
      if (!province) throw new HttpError(400, messages.dealProgramProvinceUnknown);
      const current = await tx
        .select({ id: taxRates.id, from: taxRates.effectiveFrom })
        .from(taxRates)
        .where(eq(taxRates.province, body.province))
        .for('update');
      if (current.some((row) => row.from >= body.effective_from)) {
        throw new HttpError(409, messages.taxRateDateOrder);
      }
      const lastDay = dayBefore(body.effective_from);
      const open = and(
        eq(taxRates.province, body.province),
        or(isNull(taxRates.effectiveTo), gte(taxRates.effectiveTo, body.effective_from)),
      );
      // Saved proposals are read by table name: the proposals module builds on this one.
      const pricedLater = await tx.execute(sql`
        select 1 from proposal_saved_details saved
        where saved.pricing->>'province' = ${body.province}
          and saved.pricing->>'priced_on' >= ${body.effective_from}
        limit 1`);
      if (rowsOf(pricedLater).length > 0)
        throw new HttpError(409, messages.taxRateDateBeforeProposal);
      await tx.update(taxRates).set({ effectiveTo: lastDay }).where(open);
      const created = await tx
        .insert(taxRates)
        .values(
          body.taxes.map((tax) => ({
            province: body.province,
            name: tax.name,
            rateMillipercent: tax.rate_millipercent,
            effectiveFrom: body.effective_from,
            effectiveTo: null,
            source: body.source,
          })),
        )
        .returning({ id: taxRates.id });
      return Promise.all(created.map((row) => readTaxRate(tx, row.id)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, messages.taxRateDateOrder);
    throw error;
  }
}

/**
 * `PUT /api/crm/tax-rates/{taxRateId}/`: corrects the percentage or source of a rate that has
 * priced no saved proposal; one that has is refused (a new rate from a date replaces it).
 */
export async function correctTaxRate(
  db: Database,
  id: number,
  body: TaxRateCorrection,
): Promise<TaxRateRecord> {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select({ id: taxRates.id })
      .from(taxRates)
      .where(eq(taxRates.id, id))
      .for('update');
    if (!locked) throw new HttpError(404, messages.taxRateNotFound);
    const before = await readTaxRate(tx, id);
    if (before.used_by_proposal) throw new HttpError(409, messages.taxRateUsedByProposal);
    await tx
      .update(taxRates)
      .set({ rateMillipercent: body.rate_millipercent, source: body.source })
      .where(eq(taxRates.id, id));
    return readTaxRate(tx, id);
  });
}
