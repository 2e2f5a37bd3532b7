import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  mergeValuesSchema,
  templateCreateSchema,
  templateDealOptionSchema,
  templateImageSchema,
  templateImageUploadSchema,
  templateListQuerySchema,
  templateListRowSchema,
  templateRecordSchema,
  templateUpdateSchema,
} from '@solar/shared/domain';

export const templateIdParamsSchema = z.strictObject({ id: idParam });
export const imageIdParamsSchema = z.strictObject({ imageId: idParam });

export const templateListQuery = templateListQuerySchema;
export const templateCreateBody = templateCreateSchema;
export const templateUpdateBody = templateUpdateSchema;
export const imageUploadBody = templateImageUploadSchema;

/** `?deal_id=`: which deal fills the merge fields; absent for a proof with the fields shown. */
export const pdfQuerySchema = z.strictObject({ deal_id: idParam.optional() });
export const mergeValuesQuerySchema = z.strictObject({ deal_id: idParam });
export const dealOptionsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
});

export const templateListResponse = z.array(templateListRowSchema).meta({ id: 'TemplateList' });
export const templateResponse = templateRecordSchema.meta({ id: 'Template' });
export const templateImageResponse = templateImageSchema.meta({ id: 'TemplateImage' });
export const dealOptionsResponse = z
  .array(templateDealOptionSchema)
  .meta({ id: 'TemplateDealOptions' });
export const mergeValuesResponse = mergeValuesSchema.meta({ id: 'TemplateMergeValues' });

/** Binary answers (PNG/JPEG/WebP, PDF) are sent as they are, never through the JSON serializer. */
export const binaryResponse = z.unknown().meta({ description: 'Binary file' });
