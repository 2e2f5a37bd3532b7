import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  leadImportProblemsQuerySchema,
  leadImportProblemsResponseSchema,
  leadImportSchema,
  leadImportStartSchema,
  leadImportValidateSchema,
} from '@solar/shared/domain';

export const leadImportIdParamsSchema = z.strictObject({ id: idParam });

/** `POST /api/crm/leads/imports/`: the file is the body (`text/csv`); its name rides along. */
export const leadImportUploadQuerySchema = z.strictObject({
  file_name: z.string().trim().min(1).max(255).default('leads.csv'),
});

export const leadImportValidateBodySchema = leadImportValidateSchema;
export const leadImportStartBodySchema = leadImportStartSchema;
export const leadImportProblemsQuery = leadImportProblemsQuerySchema;

export const leadImportResponseSchema = leadImportSchema.meta({ id: 'LeadImport' });
export const leadImportProblemsSchema = leadImportProblemsResponseSchema.meta({
  id: 'LeadImportProblems',
});

/** What both import jobs are given: the import and the version they were started for. */
export const leadImportJobPayloadSchema = z.object({
  import_id: z.number().int().positive(),
  version: z.number().int().positive(),
});
