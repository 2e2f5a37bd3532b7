import { z } from 'zod';
import {
  pageSizeOptions,
  purchaseOrdersPageSize,
  purchaseOrderInputSchema,
  purchaseOrderMoveSchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  purchaseOrderStatuses,
  purchaseOrderUpdateSchema,
  receiptInputSchema,
  recordVersionSchema,
  vendorInputSchema,
  vendorListSchema,
  vendorSchema,
  vendorUpdateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export {
  purchaseOrderInputSchema,
  purchaseOrderMoveSchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  purchaseOrderUpdateSchema,
  receiptInputSchema,
  vendorInputSchema,
  vendorListSchema,
  vendorSchema,
  vendorUpdateSchema,
};

export const vendorIdParamsSchema = z.strictObject({ vendorId: idParam });
export const orderIdParamsSchema = z.strictObject({ orderId: idParam });
export const purchaseOrderListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizeOptions as readonly number[]).includes(value))
    .default(purchaseOrdersPageSize),
  status: z.enum(purchaseOrderStatuses).optional(),
  search: z.string().max(100).optional(),
});

export const purchaseOrderSendSchema = z.strictObject({ version: recordVersionSchema });
export const purchaseOrderPdfResponse = z.unknown().meta({ description: 'The order as a PDF' });
