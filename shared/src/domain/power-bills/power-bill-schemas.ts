import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import {
  billNameError,
  maximumMonthlyUsage,
  minimumMonthlyUsage,
  monthsInYear,
} from './power-bill-rules';

/** `GET /api/crm/power-companies/?province=<province name>`: `{id, name}` items. */
const powerCompanySchema = z.object({ id: z.number().int(), name: z.string() });
export type PowerCompany = z.infer<typeof powerCompanySchema>;
export const powerCompaniesResponseSchema = z.array(powerCompanySchema);

const positiveId = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message });

/** A month number, 1 (January) to 12 (December). */
const monthSchema = z
  .number({ error: messages.monthOutOfRange })
  .int({ error: messages.monthOutOfRange })
  .min(1, { error: messages.monthOutOfRange })
  .max(monthsInYear, { error: messages.monthOutOfRange });

/** A month's usage in kWh: a number, at least 0. */
const usageSchema = z
  .number({ error: messages.pleaseEnterUsage })
  .min(minimumMonthlyUsage, { error: messages.usageMinimumZero })
  .max(maximumMonthlyUsage, { error: messages.usageTooLarge });

/** One month of a bill, as listed by `GET /api/crm/power-bill-details/{powerBillId}/`. */
const powerBillMonthSchema = z.strictObject({ month: monthSchema, usage: usageSchema });
export type PowerBillMonth = z.infer<typeof powerBillMonthSchema>;
export const powerBillDetailsResponseSchema = z.array(
  z.object({ month: z.number().int(), usage: z.number() }),
);

/** `POST /api/crm/power-bill-details/`: one month of one bill. */
export const powerBillDetailCreateSchema = z.strictObject({
  power_bill: positiveId(messages.apiNotFound),
  month: monthSchema,
  usage: usageSchema,
});
export const powerBillDetailSchema = z.object({
  id: z.number().int(),
  power_bill: z.number().int(),
  month: z.number().int(),
  usage: z.number(),
});
export type PowerBillDetail = z.infer<typeof powerBillDetailSchema>;

/** All 12 months, each exactly once (any order). */
const twelveMonthsSchema = z
  .array(powerBillMonthSchema)
  .refine(
    (months) =>
      months.length === monthsInYear && new Set(months.map(({ month }) => month)).size === 12,
    { error: messages.apiTwelveMonthsNeeded },
  );

const billNameSchema = z
  .string({ error: messages.pleaseEnterBillName })
  .trim()
  .superRefine((name, context) => {
    const error = billNameError(name);
    if (error) context.addIssue({ code: 'custom', message: error });
  });

/**
 * `POST /api/crm/power-bills/` and `PUT /api/crm/power-bills/{id}/`, plus
 * the optional `details`: when given, the 12 months are rewritten in the same transaction as the
 * bill, so a failure half way leaves the previous values.
 */
export const powerBillWriteSchema = z.strictObject({
  deal: positiveId(messages.apiNotFound),
  power_company: positiveId(messages.pleaseSelectPowerCompany),
  bill_name: billNameSchema,
  bill_notes: z.string().trim().max(2000, { error: messages.billNotesTooLong }).default(''),
  details: twelveMonthsSchema.optional(),
});
export type PowerBillWritePayload = z.input<typeof powerBillWriteSchema>;

/** `PUT /api/crm/power-bills/{id}/`: the write plus the `version` of the bill the user loaded. */
export const powerBillUpdateSchema = powerBillWriteSchema.extend({ version: recordVersionSchema });
export type PowerBillUpdatePayload = z.input<typeof powerBillUpdateSchema>;

/** `GET /api/crm/power-bills/{id}/` and the answer of POST and PUT. */
export const powerBillSchema = z.object({
  id: z.number().int(),
  deal: z.number().int(),
  power_company: powerCompanySchema,
  bill_name: z.string(),
  bill_notes: z.string(),
  /** The bill's edit version, covering its months too. */
  version: z.number().int(),
});
export type PowerBill = z.infer<typeof powerBillSchema>;
