import { z } from 'zod';
import { namedItemSchema } from './reference-schemas';

/** A deal already at an address, for the map dialog's 'Existing Deals at This Address' table. */
const addressDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: namedItemSchema,
});
export type AddressDeal = z.infer<typeof addressDealSchema>;

/**
 * `GET /api/crm/check-address/?address=&latitude=&longitude=`. Customer
 * addresses belong to the sales team that sells there, so other teams' deals are answered by
 * existence only: `deals` lists the deals the caller may open, `hidden_deal_count` how many
 * others there are (the warning still shows), and `address_name_taken` whether any deal there
 * already carries the address as its name (the dialog then asks for another name).
 * `address_id` is given only when the caller may attach the address by id (some deal there is
 * theirs to see); otherwise the dialog sends the address itself, which the API matches to the
 * same stored row.
 */
export const checkAddressResponseSchema = z.object({
  exists: z.boolean(),
  deals: z.array(addressDealSchema),
  hidden_deal_count: z.number().int(),
  address_name_taken: z.boolean(),
  address_id: z.number().int().nullable(),
  address_info: z
    .object({
      address: z.string(),
      city_name: z.string(),
      province_name: z.string(),
      postal_code: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
    })
    .nullable(),
});
export type CheckAddressResponse = z.infer<typeof checkAddressResponseSchema>;

/** The query of `check-address`: the text and, when the map gave them, the coordinates. */
export interface CheckAddressQuery {
  address: string;
  latitude?: number;
  longitude?: number;
}
