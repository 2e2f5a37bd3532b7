import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  latestJobSchema,
  mergeValuesSchema,
  messages,
  templateCreateSchema,
  templateDealOptionSchema,
  templateImageSchema,
  templateImageUploadSchema,
  templateListQuerySchema,
  templateListRowSchema,
  templateProposalOptionSchema,
  templateRecordSchema,
  templateUpdateSchema,
} from '@solar/shared/domain';

export const templateIdParamsSchema = z.strictObject({ id: idParam });
export const imageIdParamsSchema = z.strictObject({ imageId: idParam });

export const templateListQuery = templateListQuerySchema;
export const templateCreateBody = templateCreateSchema;
export const templateUpdateBody = templateUpdateSchema;
export const imageUploadBody = templateImageUploadSchema;

/**
 * `?deal_id=&proposal_id=`: which deal fills the merge fields (absent for a proof with the fields
 * shown) and which of its saved proposal versions (absent for the latest).
 */
export const pdfQuerySchema = z
  .strictObject({ deal_id: idParam.optional(), proposal_id: idParam.optional() })
  .refine((query) => query.proposal_id === undefined || query.deal_id !== undefined, {
    message: messages.apiPdfProposalNeedsDeal,
    path: ['proposal_id'],
  });
/** `?template_id=&deal_id=`: whose PDF job a page looks for again (either or both). */
export const pdfJobLookupQuerySchema = z.strictObject({
  template_id: idParam.optional(),
  deal_id: idParam.optional(),
});
export const mergeValuesQuerySchema = z.strictObject({
  deal_id: idParam,
  proposal_id: idParam.optional(),
});
export const proposalOptionsQuerySchema = z.strictObject({ deal_id: idParam });
export const dealOptionsQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
});

export const templateListResponse = z.array(templateListRowSchema).meta({ id: 'TemplateList' });
export const templateResponse = templateRecordSchema.meta({ id: 'Template' });
export const templateImageResponse = templateImageSchema.meta({ id: 'TemplateImage' });
export const dealOptionsResponse = z
  .array(templateDealOptionSchema)
  .meta({ id: 'TemplateDealOptions' });
export const proposalOptionsResponse = z
  .array(templateProposalOptionSchema)
  .meta({ id: 'TemplateProposalOptions' });
export const pdfJobLookupResponse = latestJobSchema.meta({ id: 'PdfJobLookup' });
export const mergeValuesResponse = mergeValuesSchema.meta({ id: 'TemplateMergeValues' });

/** Binary answers (PNG/JPEG/WebP, PDF) are sent as they are, never through the JSON serializer. */
export const binaryResponse = z.unknown().meta({ description: 'Binary file' });
