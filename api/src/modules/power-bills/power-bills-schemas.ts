import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  powerBillDetailCreateSchema,
  powerBillDetailSchema,
  powerBillDetailsResponseSchema,
  powerBillSchema,
  powerBillUpdateSchema,
  powerBillWriteSchema,
  powerCompaniesResponseSchema,
} from '@solar/shared/domain';

export const powerBillIdParamsSchema = z.strictObject({ id: idParam });
export const powerBillDetailsParamsSchema = z.strictObject({ powerBillId: idParam });
/** `province`: the province's name, as the spec's page sends it. */
export const powerCompaniesQuerySchema = z.strictObject({
  province: z.string().max(100).optional(),
});

// Request bodies stay unnamed in OpenAPI: their input (strings trimmed, notes defaulted) differs
// from any output shape, and one id for both would collide.
export const powerBillWriteBodySchema = powerBillWriteSchema;
export const powerBillUpdateBodySchema = powerBillUpdateSchema;
export const powerBillDetailCreateBodySchema = powerBillDetailCreateSchema;

export const powerCompaniesSchema = powerCompaniesResponseSchema.meta({ id: 'PowerCompanies' });
export const powerBillResponseSchema = powerBillSchema.meta({ id: 'PowerBill' });
export const powerBillDetailsSchema = powerBillDetailsResponseSchema.meta({
  id: 'PowerBillDetails',
});
export const powerBillDetailResponseSchema = powerBillDetailSchema.meta({ id: 'PowerBillDetail' });
