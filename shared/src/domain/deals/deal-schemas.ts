import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { addressInputSchema, dealAddressSchema } from './deal-address';
import { dealNameError } from './deal-name-rule';
import { namedItemSchema } from './reference-schemas';

/** A sales person on a deal as read: `{id, username, email}`. */
const dealSalesPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
});

/** One row of `GET /api/crm/deals/`: a deal. */
const dealListRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  stage: namedItemSchema,
  status: namedItemSchema,
  business_type: z.number().int(),
  deal_group_type: z.number().int(),
  sales_person: dealSalesPersonSchema.nullable(),
  address: dealAddressSchema,
  /** Present (`{id}`) when the deal has a power bill: the list's Power Bill column says Edit. */
  power_bill: z.object({ id: z.number().int() }).nullable(),
  has_contact: z.boolean(),
  has_site_sketch: z.boolean(),
  /** The deal's edit version: a save or delete sends it back (409 when someone saved since). */
  version: z.number().int(),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type DealListRow = z.infer<typeof dealListRowSchema>;

/** `GET /api/crm/deals/`: one page, most recently updated first, and the total. */
export const dealListResponseSchema = z.object({
  results: z.array(dealListRowSchema),
  count: z.number().int(),
});
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

/** `GET /api/crm/dealdetails/{id}/`, and the answer of create and update: a row plus its creator. */
export const dealDetailsSchema = dealListRowSchema.extend({
  created_by: dealSalesPersonSchema.nullable(),
});
export type DealDetails = z.infer<typeof dealDetailsSchema>;

/** A deal name in a payload: trimmed, then the spec's rule and messages. */
const dealNameSchema = z
  .string({ error: messages.pleaseEnterDealName })
  .trim()
  .superRefine((name, context) => {
    const error = dealNameError(name);
    if (error) context.addIssue({ code: 'custom', message: error });
  });

const idSchema = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

const addressChoiceMessage = { message: messages.apiAddressRequired, path: ['address'] };

/**
 * `POST /api/crm/deals/`: stage and status ids, the sales person's id (the
 * caller when omitted), and EITHER `address_id` of an existing address OR a full `address`.
 */
export const dealCreateSchema = z
  .strictObject({
    name: dealNameSchema,
    stage: idSchema(messages.pleaseSelectStage),
    status: idSchema(messages.pleaseSelectStatus),
    business_type: z.number().int().positive().default(1),
    deal_group_type: z.number().int().positive().default(1),
    sales_person: idSchema(messages.pleaseSelectSalesPerson).optional(),
    address_id: z.number().int().positive().optional(),
    address: addressInputSchema.optional(),
  })
  .refine(
    (deal) => (deal.address_id === undefined) !== (deal.address === undefined),
    addressChoiceMessage,
  );
export type DealCreatePayload = z.input<typeof dealCreateSchema>;

/**
 * `PUT /api/crm/deals/{id}/`: any subset of the fields (the map edit sends name and
 * sales_person); at most one of `address_id` and `address`; and the `version` the user loaded.
 */
export const dealUpdateSchema = z
  .strictObject({
    name: dealNameSchema.optional(),
    stage: idSchema(messages.pleaseSelectStage).optional(),
    status: idSchema(messages.pleaseSelectStatus).optional(),
    business_type: z.number().int().positive().optional(),
    deal_group_type: z.number().int().positive().optional(),
    sales_person: idSchema(messages.pleaseSelectSalesPerson).optional(),
    address_id: z.number().int().positive().optional(),
    address: addressInputSchema.optional(),
    version: recordVersionSchema,
  })
  .refine(
    (deal) => deal.address_id === undefined || deal.address === undefined,
    addressChoiceMessage,
  );
export type DealUpdatePayload = z.input<typeof dealUpdateSchema>;

/** `GET /api/crm/check-deal-access/{dealId}/` on success (refusal: 403 with the deal message). */
export const dealAccessResponseSchema = z.object({ access: z.literal(true) });
