import { seedDealPrograms, seedTaxRates } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { dealPrograms, dealProgramVersions, taxRates } from './deal-programs-tables';

/**
 * The three programs of the specification (Purchase, Sunline, CGHL), each with its first
 * version, and the provinces' sales taxes. Idempotent: a program whose name exists is left as the
 * administrators made it; a tax rate already dated is kept.
 */
export async function seedDealProgramsAndTaxes(
  db: Database,
): Promise<{ dealPrograms: number; taxRates: number }> {
  const taxRows = await db
    .insert(taxRates)
    .values(
      seedTaxRates.map((rate) => ({
        province: rate.province,
        name: rate.name,
        rateMillipercent: rate.rate_millipercent,
        effectiveFrom: rate.effective_from,
        effectiveTo: rate.effective_to,
        source: rate.source,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: taxRates.id });
  let programs = 0;
  for (const seed of seedDealPrograms) {
    const [program] = await db
      .insert(dealPrograms)
      .values({
        name: seed.name,
        kind: seed.kind,
        activeFrom: seed.active_from,
        activeTo: null,
        provinces: seed.provinces,
      })
      .onConflictDoNothing()
      .returning({ id: dealPrograms.id });
    if (!program) continue;
    programs += 1;
    await db.insert(dealProgramVersions).values({
      dealProgramId: program.id,
      effectiveFrom: seed.effective_from,
      terms: seed.terms,
    });
  }
  return { dealPrograms: programs, taxRates: taxRows.length };
}
