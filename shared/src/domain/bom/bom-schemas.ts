import { z } from 'zod';
import { messages } from '../messages';
import { recordVersionSchema } from '../record-version';
import {
  bomDescriptionMaxLength,
  bomStatuses,
  calculationMethods,
  maxPanelsForQuantities,
} from './bom-constants';

/** A whole number ≥ 1 with the spec's "required" message and our minimum message. */
const wholeAtLeastOne = (required: string, minimum: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : minimum) })
    .int({ error: minimum })
    .min(1, { error: minimum })
    .max(1_000_000, { error: minimum });

/**
 * The four fields of `POST /api/zoho/bom/{id}/details/` and `PUT …/details/?detail_id=`
 * with the spec's messages. The browser form and the API both parse
 * with it, so the rules cannot differ.
 */
export const bomDetailInputSchema = z.strictObject({
  itemid: z
    .number({ error: messages.pleaseInputItemId })
    .int({ error: messages.pleaseInputItemId })
    .positive({ error: messages.pleaseInputItemId }),
  calculationmethod: z.enum(calculationMethods, { error: messages.pleaseSelectCalculationMethod }),
  parameter: wholeAtLeastOne(messages.pleaseInputParameter, messages.parameterMinimum),
  denominator: wholeAtLeastOne(messages.pleaseInputDenominator, messages.denominatorMinimum),
});
export type BomDetailInput = z.infer<typeof bomDetailInputSchema>;

/** `PUT …/details/?detail_id=`: the line's fields and the version of the line the user loaded. */
export const bomDetailUpdateSchema = bomDetailInputSchema.extend({ version: recordVersionSchema });
export type BomDetailUpdate = z.infer<typeof bomDetailUpdateSchema>;

/** One line of `GET /api/zoho/bom/{id}/details/` (a BOM detail line). */
export const bomDetailSchema = z.object({
  id: z.number().int(),
  itemid: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  calculationmethod: z.enum(calculationMethods),
  parameter: z.number().int(),
  denominator: z.number().int(),
  /** The line's own edit version (a header's version does not cover its lines). */
  version: z.number().int(),
});
export type BomDetail = z.infer<typeof bomDetailSchema>;
export const bomDetailListSchema = z.array(bomDetailSchema);

/** `GET /api/zoho/items/search/?query=`: `{itemid, itemno, itemdes}`. */
const itemSearchResultSchema = z.object({
  itemid: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
});
export type ItemSearchResult = z.infer<typeof itemSearchResultSchema>;
export const itemSearchResultListSchema = z.array(itemSearchResultSchema);

/** The parts list header: `GET /api/zoho/bom/{id}/` and the rows of the BOM list. */
export const bomHeaderSchema = z.object({
  id: z.number().int(),
  bomdes: z.string(),
  bomsts: z.enum(bomStatuses),
  /** How many detail lines it has; a BOM can be deleted only when this is 0. */
  line_count: z.number().int(),
  /** The header's edit version: its description and status. */
  version: z.number().int(),
  /** ISO 8601 timestamps. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type BomHeader = z.infer<typeof bomHeaderSchema>;

/** Create and update a header: a trimmed description and one of the statuses. */
export const bomHeaderInputSchema = z.strictObject({
  bomdes: z
    .string({ error: messages.pleaseEnterBomDescription })
    .trim()
    .min(1, { error: messages.pleaseEnterBomDescription })
    .max(bomDescriptionMaxLength, { error: messages.bomDescriptionTooLong }),
  bomsts: z.enum(bomStatuses, { error: messages.pleaseSelectBomStatus }),
});
export type BomHeaderInput = z.infer<typeof bomHeaderInputSchema>;

/** `PUT /api/zoho/bom/{id}/`: the header's fields and the version the user loaded. */
export const bomHeaderUpdateSchema = bomHeaderInputSchema.extend({ version: recordVersionSchema });
export type BomHeaderUpdate = z.infer<typeof bomHeaderUpdateSchema>;

/** `GET /api/zoho/bom/`: one page of headers, most recently updated first, and the total. */
export const bomListResponseSchema = z.object({
  results: z.array(bomHeaderSchema),
  count: z.number().int(),
});
export type BomListResponse = z.infer<typeof bomListResponseSchema>;

/** A panel count for quantities: a whole number from 1 to `maxPanelsForQuantities`. */
export const panelCountSchema = z.coerce
  .number({ error: messages.enterPanelCount })
  .int({ error: messages.enterPanelCount })
  .min(1, { error: messages.enterPanelCount })
  .max(maxPanelsForQuantities, { error: messages.enterPanelCount });
