import { z } from 'zod';
import {
  mrpConvertInputSchema,
  mrpConvertResultSchema,
  mrpRunInputSchema,
  mrpRunItemPageSchema,
  mrpRunItemQuerySchema,
  mrpRunPageSchema,
  mrpRunSchema,
  mrpSourceListSchema,
  mrpSourceQuerySchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export { mrpConvertInputSchema, mrpRunInputSchema, mrpRunItemQuerySchema, mrpSourceQuerySchema };

export const runIdParamsSchema = z.strictObject({ runId: idParam });
export const mrpRunListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

export const mrpRunResponse = mrpRunSchema.meta({ id: 'MrpRun' });
export const mrpRunPageResponse = mrpRunPageSchema.meta({ id: 'MrpRunPage' });
export const mrpRunItemPageResponse = mrpRunItemPageSchema.meta({ id: 'MrpRunItemPage' });
export const mrpSourceListResponse = mrpSourceListSchema.meta({ id: 'MrpSourceList' });
export const mrpConvertResultResponse = mrpConvertResultSchema.meta({ id: 'MrpConvertResult' });
