import { z } from 'zod';
import {
  countInputSchema,
  countResultSchema,
  countSheetSchema,
  itemAttributeFilterQuerySchema,
  itemSearchResultListSchema,
  reorderPointInputSchema,
  stockHistorySchema,
  stockListDefaultPageSize,
  stockListPageSizes,
  stockPageSchema,
  transferInputSchema,
  warehouseInputSchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export {
  countInputSchema,
  countResultSchema,
  countSheetSchema,
  reorderPointInputSchema,
  stockHistorySchema,
  stockPageSchema,
  transferInputSchema,
  warehouseInputSchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
};

export const warehouseIdParamsSchema = z.strictObject({ warehouseId: idParam });
export const itemIdParamsSchema = z.strictObject({ itemId: idParam });

const cursorSchema = z.string().max(500).optional();

/** An attribute filter (a category among a choice attribute's options) narrows the items. */
export const stockListQuerySchema = z.strictObject({
  ...itemAttributeFilterQuerySchema.shape,
  search: z.string().max(100).optional(),
  warehouse_id: idParam.optional(),
  low: z.enum(['true', 'false']).optional(),
  after: cursorSchema,
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (stockListPageSizes as readonly number[]).includes(value))
    .default(stockListDefaultPageSize),
});

export const historyQuerySchema = z.strictObject({ before: cursorSchema });
export const countSheetQuerySchema = z.strictObject({ warehouse_id: idParam });
export const stockItemSearchQuerySchema = z.strictObject({ query: z.string().max(100) });
export const stockItemSearchResponseSchema = itemSearchResultListSchema;
