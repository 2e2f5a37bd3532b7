import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { provinces } from '../../db/schema';
import { powerCompanies, powerCompanyProvinces } from './power-bills-tables';

/** Real electricity distributors and the province codes they serve. */
export const seedPowerCompanyList: readonly { name: string; provinces: readonly string[] }[] = [
  { name: 'Maritime Electric', provinces: ['PE'] },
  { name: 'Summerside Electric', provinces: ['PE'] },
  { name: 'Hydro One', provinces: ['ON'] },
  { name: 'Toronto Hydro', provinces: ['ON'] },
  { name: 'Alectra Utilities', provinces: ['ON'] },
  { name: 'Hydro Ottawa', provinces: ['ON'] },
  { name: 'NB Power', provinces: ['NB'] },
  { name: 'Saint John Energy', provinces: ['NB'] },
  { name: 'Nova Scotia Power', provinces: ['NS'] },
  { name: 'Hydro-Québec', provinces: ['QC'] },
  { name: 'BC Hydro', provinces: ['BC'] },
  { name: 'FortisBC', provinces: ['BC'] },
  { name: 'ATCO Electric', provinces: ['AB', 'YT'] },
  { name: 'ENMAX', provinces: ['AB'] },
  { name: 'EPCOR', provinces: ['AB'] },
  { name: 'SaskPower', provinces: ['SK'] },
  { name: 'Manitoba Hydro', provinces: ['MB'] },
  { name: 'Newfoundland Power', provinces: ['NL'] },
  { name: 'Newfoundland and Labrador Hydro', provinces: ['NL'] },
  { name: 'Yukon Energy', provinces: ['YT'] },
  { name: 'Northwest Territories Power Corporation', provinces: ['NT'] },
  { name: 'Qulliq Energy Corporation', provinces: ['NU'] },
];

/**
 * Inserts the companies that are missing and links them to their provinces; returns how many
 * companies were added. Like the rest of the seed it never changes an existing row, and a
 * company an administrator renamed or deleted is not brought back under its old name's links.
 */
export async function seedPowerCompanies(db: Database): Promise<number> {
  const inserted = await db
    .insert(powerCompanies)
    .values(seedPowerCompanyList.map(({ name }) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: powerCompanies.id, name: powerCompanies.name });
  if (inserted.length === 0) return 0;
  const provinceRows = await db
    .select({ id: provinces.id, code: provinces.code })
    .from(provinces)
    .where(
      inArray(provinces.code, [
        ...new Set(seedPowerCompanyList.flatMap((company) => company.provinces)),
      ]),
    );
  const provinceIdByCode = new Map(provinceRows.map((row) => [row.code, row.id]));
  const links = inserted.flatMap(({ id, name }) =>
    (seedPowerCompanyList.find((company) => company.name === name)?.provinces ?? [])
      .map((code) => provinceIdByCode.get(code))
      .filter((provinceId): provinceId is number => provinceId !== undefined)
      .map((provinceId) => ({ powerCompanyId: id, provinceId })),
  );
  if (links.length > 0) {
    await db.insert(powerCompanyProvinces).values(links).onConflictDoNothing();
  }
  return inserted.length;
}

/** The id of a seeded company by name (tests and demo data). */
export async function powerCompanyIdByName(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: powerCompanies.id })
    .from(powerCompanies)
    .where(eq(powerCompanies.name, name));
  if (!row) throw new Error(`No power company ${name}`);
  return row.id;
}
