import { z } from 'zod';
import {
  zohoUploadKinds,
  zohoUploadProblemsSchema,
  zohoUploadSchema,
  zohoUploadStartSchema,
  zohoUploadValidateSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

/** `POST /api/zoho/uploads/`: the file is the body (`text/csv`); its kind and name ride along. */
export const uploadQuerySchema = z.strictObject({
  kind: z.enum(zohoUploadKinds).default('items'),
  file_name: z.string().trim().min(1).max(255).default('items.csv'),
});
export const uploadIdParamsSchema = z.strictObject({ id: idParam });
export const uploadValidateBodySchema = zohoUploadValidateSchema;
export const uploadStartBodySchema = zohoUploadStartSchema;
export const uploadResponseSchema = zohoUploadSchema.meta({ id: 'ZohoUpload' });
export const uploadProblemsResponseSchema = zohoUploadProblemsSchema.meta({
  id: 'ZohoUploadProblems',
});
