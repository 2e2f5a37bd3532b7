import { asc, eq } from 'drizzle-orm';
import type { City, Country } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, countries, provinces } from '../../db/schema';

/** Countries by name. */
export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, code: countries.code })
    .from(countries)
    .orderBy(asc(countries.name));
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
