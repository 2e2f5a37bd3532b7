import { z } from 'zod';

/** `{id, name}`: deal stages, deal statuses, provinces, countries and cities. */
export const namedItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

/** `GET /api/crm/deal-stages/`, in display order. */
export const dealStagesResponseSchema = z.array(namedItemSchema);
/** `GET /api/crm/deal-statuses/`, in display order. */
export const dealStatusesResponseSchema = z.array(namedItemSchema);

/** `GET /api/common/countries/`. */
export const countrySchema = namedItemSchema.extend({ code: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** `GET /api/crm/provinces/` answers a plain array (the spec accepts results or a plain array). */
export const provinceSchema = namedItemSchema.extend({ code: z.string(), country: z.number() });
export type Province = z.infer<typeof provinceSchema>;

/** `GET /api/common/cities/` and `/api/common/cities-by-province/{id}/`. */
export const citySchema = namedItemSchema.extend({
  province: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type City = z.infer<typeof citySchema>;

/** The name of the stage the deals list opens filtered to, when it exists. */
export const proposalRequestedStageName = 'Proposal Requested';
