import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import {
  contactEmailSchema,
  contactNameSchema,
  contactPhoneSchema,
  isReachable,
  unreachable,
} from '../deal-contacts/contact-schemas';
import { dealCreateSchema } from '../deals/deal-schemas';
import {
  disqualifyReasonMaxLength,
  leadAddressMaxLength,
  leadEditableStatuses,
  leadInterests,
  leadNotesMaxLength,
  leadSources,
  leadStatuses,
} from './lead-constants';

const ownerIdSchema = z
  .number({ error: messages.pleaseSelectLeadOwner })
  .int({ error: messages.pleaseSelectLeadOwner })
  .positive({ error: messages.pleaseSelectLeadOwner });

/** The fields a person types about a lead; email and phone follow the deal contacts' rules. */
export const leadFieldsSchema = z.strictObject({
  first_name: contactNameSchema(messages.pleaseEnterFirstName),
  last_name: contactNameSchema(messages.pleaseEnterLastName),
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  /** Free text, as the person said it; stored trimmed with single spaces. */
  address: z
    .string()
    .trim()
    .max(leadAddressMaxLength, { error: messages.leadAddressTooLong })
    .default('')
    .transform((address) => address.replace(/\s+/g, ' ')),
  source: z.enum(leadSources, { error: messages.pleaseSelectLeadSource }),
  interest: z.enum(leadInterests, { error: messages.pleaseSelectLeadInterest }),
  notes: z
    .string()
    .trim()
    .max(leadNotesMaxLength, { error: messages.contactNotesTooLong })
    .default(''),
  /** The sales person who follows the lead up; the caller when omitted on create. */
  owner: ownerIdSchema.optional(),
  status: z.enum(leadEditableStatuses, { error: messages.pleaseSelectLeadStatus }).default('New'),
  /** Required when the status is Disqualified, ignored (cleared) otherwise. */
  disqualify_reason: z
    .string()
    .trim()
    .max(disqualifyReasonMaxLength, { error: messages.disqualifyReasonTooLong })
    .default(''),
});

const disqualifiedNeedsReason = (lead: { status?: string; disqualify_reason: string }) =>
  lead.status !== 'Disqualified' || lead.disqualify_reason !== '';
const reasonMissing = {
  message: messages.disqualifyReasonRequired,
  path: ['disqualify_reason'],
};

/** `POST /api/crm/leads/`, also the browser form's rules. */
export const leadInputSchema = leadFieldsSchema
  .refine(isReachable, unreachable)
  .refine(disqualifiedNeedsReason, reasonMissing);
export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadInputParsed = z.output<typeof leadInputSchema>;

/**
 * `PUT /api/crm/leads/{id}/`: every field, from the `version` the user loaded; `status` omitted
 * keeps the lead's status (a Converted lead's contact details stay editable).
 */
export const leadUpdateSchema = leadFieldsSchema
  .extend({
    status: z.enum(leadEditableStatuses, { error: messages.pleaseSelectLeadStatus }).optional(),
    version: recordVersionSchema,
  })
  .refine(isReachable, unreachable)
  .refine(disqualifiedNeedsReason, reasonMissing);
export type LeadUpdate = z.input<typeof leadUpdateSchema>;
export type LeadUpdateParsed = z.output<typeof leadUpdateSchema>;

/** `POST /api/crm/leads/{id}/assign/`: the new owner, from the `version` the user loaded. */
export const leadAssignSchema = z.strictObject({
  owner: ownerIdSchema,
  version: recordVersionSchema,
});
export type LeadAssign = z.input<typeof leadAssignSchema>;

/**
 * `POST /api/crm/leads/{id}/convert/`: the deal as the map dialog would create it, and the
 * `version` of the lead the user loaded.
 */
export const leadConvertSchema = z.strictObject({
  version: recordVersionSchema,
  deal: dealCreateSchema,
});
export type LeadConvert = z.input<typeof leadConvertSchema>;

const leadOwnerSchema = z.object({ id: z.number().int(), username: z.string(), email: z.string() });

/** One lead as read. */
export const leadSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** E.164 (`+19025550123`) or empty. */
  phone: z.string(),
  address: z.string(),
  source: z.enum(leadSources),
  interest: z.enum(leadInterests),
  notes: z.string(),
  owner: leadOwnerSchema.nullable(),
  status: z.enum(leadStatuses),
  disqualify_reason: z.string(),
  /** The deal the lead became (when Converted). */
  converted_deal: z.object({ id: z.number().int() }).nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

/** `GET /api/crm/leads/`: one page, most recently updated first, and the total. */
export const leadListResponseSchema = z.object({
  results: z.array(leadSchema),
  count: z.number().int(),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** The answer of convert: the converted lead and the new deal's id. */
export const leadConvertResponseSchema = z.object({
  lead: leadSchema,
  deal: z.object({ id: z.number().int() }),
});
export type LeadConvertResponse = z.infer<typeof leadConvertResponseSchema>;

/** What a duplicate shares with the lead being typed. */
export const duplicateFields = ['email', 'phone', 'address'] as const;

/**
 * `GET /api/crm/leads/duplicates/`: the records sharing an email, phone or address. A record the
 * caller may not open is named only by its kind (its name would leak another team's customer).
 */
export const leadDuplicatesResponseSchema = z.object({
  matches: z.array(
    z.object({
      kind: z.enum(['lead', 'contact', 'deal']),
      /** The lead's id, or the deal's (a contact is opened on its deal). */
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      matched_on: z.array(z.enum(duplicateFields)),
      may_open: z.boolean(),
    }),
  ),
});
export type LeadDuplicates = z.infer<typeof leadDuplicatesResponseSchema>;
