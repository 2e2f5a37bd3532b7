import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import { namedItemSchema } from '../deals/reference-schemas';
import { normalizePhoneNumber } from './phone-number';

const contactNameMaxLength = 100;
const contactNotesMaxLength = 2000;

/** A person's first or last name on a contact record: trimmed, required, at most 100 characters. */
export const contactNameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(contactNameMaxLength, { error: messages.contactNameTooLong });

/**
 * A person's email as every contact record keeps it (deal contacts, leads): trimmed, stored
 * lower-case so equal addresses compare equal, or empty.
 */
export const contactEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .default('')
  .pipe(z.union([z.literal(''), z.email({ error: messages.pleaseEnterValidEmail })]));

/** A person's phone as every contact record keeps it: E.164 (see phone-number.ts), or empty. */
export const contactPhoneSchema = z
  .string()
  .trim()
  .default('')
  .transform((phone, context) => {
    if (phone === '') return '';
    const normalized = normalizePhoneNumber(phone);
    if (normalized === null) {
      context.addIssue({ code: 'custom', message: messages.pleaseEnterValidPhone });
      return z.NEVER;
    }
    return normalized;
  });

/**
 * The body of `POST /api/crm/plus/deal/{dealId}/contacts/` and of its `PUT`, also the browser
 * form's rules: a type, first and last name, an email and/or a phone (at least one, so the
 * contact can be reached), notes. Email is stored lower-case; phone in E.164. `is_primary`
 * omitted keeps the current flag (a deal's first contact always becomes primary).
 */
const contactFieldsSchema = z.strictObject({
  contact_type: z
    .number({ error: messages.pleaseSelectContactType })
    .int({ error: messages.pleaseSelectContactType })
    .positive({ error: messages.pleaseSelectContactType }),
  first_name: contactNameSchema(messages.pleaseEnterFirstName),
  last_name: contactNameSchema(messages.pleaseEnterLastName),
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  notes: z
    .string()
    .trim()
    .max(contactNotesMaxLength, { error: messages.contactNotesTooLong })
    .default(''),
  is_primary: z.boolean().optional(),
});

/** A contact can be reached: an email and/or a phone. */
export const isReachable = (contact: { email: string; phone: string }) =>
  contact.email !== '' || contact.phone !== '';
export const unreachable = { message: messages.contactNeedsEmailOrPhone, path: ['email'] };

export const contactInputSchema = contactFieldsSchema.refine(isReachable, unreachable);
export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactInputParsed = z.output<typeof contactInputSchema>;

/** The `PUT`'s body: every field and the `version` of the contact the user loaded. */
export const contactUpdateSchema = contactFieldsSchema
  .extend({ version: recordVersionSchema })
  .refine(isReachable, unreachable);
export type ContactUpdate = z.input<typeof contactUpdateSchema>;
export type ContactUpdateParsed = z.output<typeof contactUpdateSchema>;

/** One contact of a deal as read. */
export const dealContactSchema = z.object({
  id: z.number().int(),
  deal: z.number().int(),
  contact_type: namedItemSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** E.164 (`+19025550123`) or empty. */
  phone: z.string(),
  notes: z.string(),
  is_primary: z.boolean(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DealContact = z.infer<typeof dealContactSchema>;

/** `GET /api/crm/plus/deal/{dealId}/contacts/`: primary first, then oldest first. */
export const dealContactListSchema = z.array(dealContactSchema);

/** `GET /api/crm/plus/contact-types/`: id and name in display order. */
export const contactTypesSchema = z.array(namedItemSchema);

/** The contact types the seed creates, in display order. */
export const seedContactTypes = [
  'Primary Owner',
  'Co-owner',
  'Tenant',
  'Property Manager',
  'Other',
] as const;

/** Field → first message, for a form showing one message under each input. */
export function contactFieldErrors(input: unknown): Partial<Record<keyof ContactInput, string>> {
  const result = contactInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<keyof ContactInput, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
