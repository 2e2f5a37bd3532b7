import { z } from 'zod';

/** A deal's address as the API answers it. */
export const dealAddressSchema = z.object({
  address_id: z.number().int(),
  address: z.string(),
  /** City id when the address matched a listed city. */
  city: z.number().int().nullable(),
  /** The city as given (typed or geocoded). */
  city_text: z.string(),
  /** The listed city's name, else `city_text`. */
  city_name: z.string(),
  /** Province id; null when the older form created the deal without one. */
  province: z.number().int().nullable(),
  /** The province's name (same value as `province_name`; both names exist in the spec). */
  province_text: z.string(),
  province_name: z.string(),
  /** Without spaces. */
  postal_code: z.string(),
  /** Rounded to 7 decimals (numeric(10,7)); null when created without a map location. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/**
 * A new address in a create or update payload. `province` (id) wins over `province_text` (a
 * province name or code the API resolves); `city` (id) wins over `city_text`, which is resolved
 * to a listed city of the province when one has that name. The API removes spaces from the
 * postal code and rounds the coordinates with `roundCoordinate`.
 */
export const addressInputSchema = z.strictObject({
  address: z.string().trim().max(255),
  city: z.number().int().positive().nullable().optional(),
  city_text: z.string().trim().max(120).optional(),
  province: z.number().int().positive().nullable().optional(),
  province_text: z.string().trim().max(120).optional(),
  postal_code: z.string().max(20).optional(),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;
