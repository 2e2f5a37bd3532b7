import { z } from 'zod';
import {
  pageSizeOptions,
  shipmentDealOptionListSchema,
  shipmentInputSchema,
  shipmentMoveResultSchema,
  shipmentMoveSchema,
  shipmentPageSchema,
  shipmentPartsListSchema,
  shipmentSchema,
  shipmentStatuses,
  dealShipmentListSchema,
  shipmentsPageSize,
  shipmentUpdateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export {
  shipmentDealOptionListSchema,
  shipmentInputSchema,
  shipmentMoveResultSchema,
  shipmentMoveSchema,
  shipmentPageSchema,
  shipmentPartsListSchema,
  shipmentSchema,
  shipmentUpdateSchema,
};

const isoDateQuery = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const shipmentIdParamsSchema = z.strictObject({ shipmentId: idParam });
export const dealIdParamsSchema = z.strictObject({ dealId: idParam });
export const shipmentListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizeOptions as readonly number[]).includes(value))
    .default(shipmentsPageSize),
  status: z.enum(shipmentStatuses).optional(),
  warehouse_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: isoDateQuery.optional(),
  to: isoDateQuery.optional(),
  search: z.string().max(100).optional(),
});
export const shipmentDealSearchQuerySchema = z.strictObject({
  search: z.string().max(100).default(''),
});
export const shipmentPartsListQuerySchema = z.strictObject({
  bom_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});
export const proofUploadQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(1000),
  version: z.coerce.number().int().min(1),
});
export const dealShipmentsSchema = dealShipmentListSchema;
export const proofFileResponse = z.unknown().meta({ description: 'The proof-of-delivery photo' });
