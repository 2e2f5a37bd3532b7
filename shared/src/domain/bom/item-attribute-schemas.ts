import { z } from 'zod';
import { messages } from '../messages';
import { formatNumber } from '../format-number';
import { recordVersionSchema } from '../record-version';

/** What an attribute's values are: free text, a number in a unit, or one of fixed options. */
export const itemAttributeTypes = ['text', 'number', 'choice'] as const;
export type ItemAttributeType = (typeof itemAttributeTypes)[number];

export const itemAttributeNameMaxLength = 80;
export const itemAttributeUnitMaxLength = 20;
export const itemAttributeOptionMaxLength = 80;
export const itemAttributeMaxOptions = 100;
export const itemAttributeTextMaxLength = 200;

const attributeFieldsSchema = z.strictObject({
  name: z
    .string({ error: messages.pleaseEnterAttributeName })
    .trim()
    .min(1, { error: messages.pleaseEnterAttributeName })
    .max(itemAttributeNameMaxLength, { error: messages.attributeNameTooLong }),
  type: z.enum(itemAttributeTypes, { error: messages.pleaseSelectAttributeType }),
  unit: z
    .string()
    .trim()
    .max(itemAttributeUnitMaxLength, { error: messages.attributeUnitTooLong })
    .default(''),
  options: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: messages.attributeOptionEmpty })
        .max(itemAttributeOptionMaxLength, { error: messages.attributeOptionTooLong }),
    )
    .max(itemAttributeMaxOptions, { error: messages.attributeTooManyOptions })
    .default([]),
});

/**
 * The typing rules of a definition: a unit only on a number, options (at least one, each once)
 * only on a choice. The API and the attribute form both apply them.
 */
function checkDefinition(
  value: z.infer<typeof attributeFieldsSchema>,
  context: z.RefinementCtx,
): void {
  if (value.unit !== '' && value.type !== 'number') {
    context.addIssue({
      code: 'custom',
      path: ['unit'],
      message: messages.attributeUnitOnlyForNumber,
    });
  }
  if (value.type === 'choice') {
    if (value.options.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: messages.attributeNeedsOptions,
      });
    }
    const seen = new Set<string>();
    for (const option of value.options) {
      const key = option.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: messages.attributeOptionTwice,
        });
        break;
      }
      seen.add(key);
    }
  } else if (value.options.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['options'],
      message: messages.attributeOptionsOnlyForChoice,
    });
  }
}

/** `POST /api/zoho/item-attributes/`. */
export const itemAttributeInputSchema = attributeFieldsSchema.superRefine(checkDefinition);
export type ItemAttributeInput = z.input<typeof itemAttributeInputSchema>;

/** `PUT /api/zoho/item-attributes/{id}/`: the definition and the version the user loaded. */
export const itemAttributeUpdateSchema = attributeFieldsSchema
  .extend({ version: recordVersionSchema })
  .superRefine(checkDefinition);

/** One definition, with how many items have a value for it. */
export const itemAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(itemAttributeTypes),
  unit: z.string(),
  options: z.array(z.string()),
  item_count: z.number().int(),
  version: z.number().int(),
});
export type ItemAttribute = z.infer<typeof itemAttributeSchema>;
export const itemAttributeListSchema = z.array(itemAttributeSchema);

/** An item's value for one attribute: text and choices as text, numbers as numbers. */
const attributeValueSchema = z.union([
  z.string().max(itemAttributeTextMaxLength, { error: messages.attributeTextTooLong }),
  z.number(),
]);

/** `PUT /api/zoho/items/{id}/attributes/`: the item's values; an attribute left out has none. */
export const itemAttributeValuesInputSchema = z.strictObject({
  values: z
    .array(
      z.strictObject({ attribute_id: z.number().int().positive(), value: attributeValueSchema }),
    )
    .max(200),
});
export type ItemAttributeValuesInput = z.infer<typeof itemAttributeValuesInputSchema>;

/** One value of `GET /api/zoho/items/{id}/attributes/`. */
export const itemAttributeValueSchema = z.object({
  attribute_id: z.number().int(),
  name: z.string(),
  type: z.enum(itemAttributeTypes),
  unit: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type ItemAttributeValue = z.infer<typeof itemAttributeValueSchema>;

/** `GET /api/zoho/items/{id}/attributes/`: the item and its values. */
export const itemAttributeValuesSchema = z.object({
  itemid: z.number().int(),
  itemno: z.string(),
  itemdes: z.string(),
  values: z.array(itemAttributeValueSchema),
});
export type ItemAttributeValues = z.infer<typeof itemAttributeValuesSchema>;

/** The largest magnitude a number value may have (what numeric(18,4) stores). */
const largestAttributeNumber = 1e14;

/**
 * Checks one value against its definition and answers the value to store, or the message saying
 * why it cannot be stored. A number field may arrive as text ("405", "405 W" is refused).
 */
export function checkItemAttributeValue(
  definition: { type: ItemAttributeType; options: readonly string[] },
  value: string | number,
): { ok: true; value: string | number } | { ok: false; message: string } {
  switch (definition.type) {
    case 'number': {
      const number =
        typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value.trim());
      if (!Number.isFinite(number) || Math.abs(number) >= largestAttributeNumber) {
        return { ok: false, message: messages.attributeValueNotNumber };
      }
      return { ok: true, value: Math.round(number * 10_000) / 10_000 };
    }
    case 'choice': {
      const text = String(value).trim();
      const option = definition.options.find((each) => each.toLowerCase() === text.toLowerCase());
      return option === undefined
        ? { ok: false, message: messages.attributeValueNotAnOption }
        : { ok: true, value: option };
    }
    case 'text': {
      const text = String(value).trim();
      if (text === '') return { ok: false, message: messages.attributeValueEmpty };
      if (text.length > itemAttributeTextMaxLength) {
        return { ok: false, message: messages.attributeTextTooLong };
      }
      return { ok: true, value: text };
    }
  }
}

/**
 * An attribute filter on a list of items (`attribute_id` with `value` for text and choices, or
 * `min`/`max` for numbers): the item search uses it, and any list of items can take the same
 * query fields.
 */
export const itemAttributeFilterQuerySchema = z.object({
  attribute_id: z.coerce.number().int().positive().optional(),
  value: z.string().max(itemAttributeTextMaxLength).optional(),
  min: z.coerce.number().finite().optional(),
  max: z.coerce.number().finite().optional(),
});
export type ItemAttributeFilterQuery = z.infer<typeof itemAttributeFilterQuerySchema>;

/** A value as the product shows it: numbers in the one number format, with their unit. */
export function itemAttributeValueLabel(value: Pick<ItemAttributeValue, 'value' | 'unit'>): string {
  if (typeof value.value === 'number') {
    const number = formatNumber(value.value);
    return value.unit === '' ? number : `${number} ${value.unit}`;
  }
  return value.value;
}
