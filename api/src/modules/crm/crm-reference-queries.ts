import { asc, eq, sql } from 'drizzle-orm';
import type { City, Country, NamedItem, Province } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, countries, dealStages, dealStatuses, provinces } from '../../db/schema';

export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .orderBy(asc(countries.name));
}

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

export async function provinceExists(db: Database, provinceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: provinces.id })
    .from(provinces)
    .where(eq(provinces.id, provinceId));
  return row !== undefined;
}

/** Cities by name, of one province when given. */
export async function listCities(db: Database, provinceId?: number): Promise<City[]> {
  const query = db
    .select({
      id: cities.id,
      name: cities.name,
      province: cities.provinceId,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities);
  const filtered =
    provinceId === undefined ? query : query.where(eq(cities.provinceId, provinceId));
  return filtered.orderBy(asc(cities.name), asc(cities.id));
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
