import { asc, eq, sql } from 'drizzle-orm';
import type { NamedItem, Province } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { countries, dealStages, dealStatuses, provinces } from '../../db/schema';

/** Provinces by name; `country` is a country id or code (`CA`). */
export async function listProvinces(db: Database, country?: string): Promise<Province[]> {
  const query = db
    .select({
      id: provinces.id,
      name: provinces.name,
      code: provinces.code,
      country: provinces.countryId,
    })
    .from(provinces)
    .innerJoin(countries, eq(countries.id, provinces.countryId));
  const filtered =
    country === undefined
      ? query
      : query.where(
          /^\d+$/.test(country)
            ? eq(countries.id, Number(country))
            : sql`lower(${countries.code}) = lower(${country})`,
        );
  return filtered.orderBy(asc(provinces.name));
}

/** Deal stages in display order. */
export async function listDealStages(db: Database): Promise<NamedItem[]> {
  return db
    .select({ id: dealStages.id, name: dealStages.name })
    .from(dealStages)
    .orderBy(asc(dealStages.sortOrder), asc(dealStages.id));
}

/** Deal statuses in display order. */
export async function listDealStatuses(db: Database): Promise<NamedItem[]> {
  return db
    .select({ id: dealStatuses.id, name: dealStatuses.name })
    .from(dealStatuses)
    .orderBy(asc(dealStatuses.sortOrder), asc(dealStatuses.id));
}
