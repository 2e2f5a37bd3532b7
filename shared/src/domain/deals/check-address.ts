import { z } from 'zod';
import { namedItemSchema } from './reference-schemas';

/** A deal already at an address, for the map dialog's 'Existing Deals at This Address' table. */
export const addressDealSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: namedItemSchema,
});
export type AddressDeal = z.infer<typeof addressDealSchema>;

/** `GET /api/crm/check-address/?address=&latitude=&longitude=` (part 1 section 7). */
export const checkAddressResponseSchema = z.object({
  exists: z.boolean(),
  deals: z.array(addressDealSchema),
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
