import { and, eq, sql } from 'drizzle-orm';
import { type AddressInput, messages, roundCoordinate } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { cities, provinces } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { addresses } from '../deals/deals-tables';

/** Address text as stored: trimmed, inner whitespace collapsed, so `lower(address)` finds it. */
export function normaliseAddressText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Postal codes are stored without whitespace and upper-case, so `A1A 1A1` and `a1a1a1` match. */
function normalisePostalCode(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toUpperCase();
}

/**
 * Two addresses with the same text are the same place unless their coordinates are further
 * apart than this (degrees, about 1 km): "12 Main St" exists in many towns.
 */
const sameAddressMaxDegrees = 0.01;

interface AddressMatch {
  id: number;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The stored address a text (and optional point) refers to: same text, case-insensitive, and,
 * when both sides have coordinates, within `sameAddressMaxDegrees`; the nearest wins. Matching
 * on text first follows the map dialog, where 'Link Address Text' Off moves the marker but keeps
 * the address, so the text is the address's identity and the point only tells towns apart.
 */
export async function findMatchingAddress(
  db: Database,
  query: { address: string; latitude?: number | null; longitude?: number | null },
): Promise<AddressMatch | null> {
  const text = normaliseAddressText(query.address);
  if (text === '') return null;
  const rows = await db
    .select({
      id: addresses.id,
      address: addresses.address,
      latitude: addresses.latitude,
      longitude: addresses.longitude,
    })
    .from(addresses)
    .where(sql`lower(${addresses.address}) = lower(${text})`)
    .orderBy(addresses.id);
  const hasPoint = typeof query.latitude === 'number' && typeof query.longitude === 'number';
  let best: { match: AddressMatch; distance: number } | null = null;
  for (const row of rows) {
    const match: AddressMatch = {
      id: row.id,
      address: row.address,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    };
    let distance = 0;
    if (hasPoint && match.latitude !== null && match.longitude !== null) {
      distance = Math.max(
        Math.abs(match.latitude - query.latitude!),
        Math.abs(match.longitude - query.longitude!),
      );
      if (distance > sameAddressMaxDegrees) continue;
    }
    if (!best || distance < best.distance) best = { match, distance };
  }
  return best?.match ?? null;
}

/** A validated address ready to insert. */
interface ResolvedAddress {
  address: string;
  cityId: number | null;
  cityText: string;
  provinceId: number | null;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Checks and completes an address of a payload: province by id, else by name or code from
 * `province_text`; city by id (which also gives the province), else a listed city of the
 * province named `city_text`; postal code without spaces; coordinates rounded to numeric(10,7).
 */
export async function resolveAddressInput(
  db: Database,
  input: AddressInput,
): Promise<ResolvedAddress> {
  let provinceId: number | null = null;
  let cityId: number | null = null;
  let cityText = normaliseAddressText(input.city_text ?? '');
  if (input.city !== undefined && input.city !== null) {
    const [city] = await db.select().from(cities).where(eq(cities.id, input.city));
    if (!city) throw new HttpError(400, messages.apiUnknownCity);
    cityId = city.id;
    provinceId = city.provinceId;
    if (cityText === '') cityText = city.name;
  }
  if (input.province !== undefined && input.province !== null) {
    const [province] = await db.select().from(provinces).where(eq(provinces.id, input.province));
    if (!province) throw new HttpError(400, messages.apiUnknownProvince);
    if (provinceId !== null && provinceId !== province.id) {
      throw new HttpError(400, messages.apiUnknownCity);
    }
    provinceId = province.id;
  } else if (provinceId === null && input.province_text?.trim()) {
    const text = input.province_text.trim();
    const [province] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(
        sql`lower(${provinces.name}) = lower(${text}) OR lower(${provinces.code}) = lower(${text})`,
      );
    if (!province) throw new HttpError(400, messages.apiUnknownProvince);
    provinceId = province.id;
  }
  if (cityId === null && provinceId !== null && cityText !== '') {
    const [city] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(
        and(eq(cities.provinceId, provinceId), sql`lower(${cities.name}) = lower(${cityText})`),
      );
    cityId = city?.id ?? null;
  }
  const latitude = input.latitude ?? null;
  const longitude = input.longitude ?? null;
  return {
    address: normaliseAddressText(input.address),
    cityId,
    cityText,
    provinceId,
    postalCode: normalisePostalCode(input.postal_code),
    latitude: latitude === null ? null : roundCoordinate(latitude),
    longitude: longitude === null ? null : roundCoordinate(longitude),
  };
}

/** Inserts a resolved address and answers its id. */
export async function insertAddress(db: Database, address: ResolvedAddress): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({
      address: address.address,
      cityId: address.cityId,
      cityText: address.cityText,
      provinceId: address.provinceId,
      postalCode: address.postalCode,
      latitude: address.latitude === null ? null : String(address.latitude),
      longitude: address.longitude === null ? null : String(address.longitude),
    })
    .returning({ id: addresses.id });
  return row!.id;
}
