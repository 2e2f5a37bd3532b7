import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  contactEmailSchema,
  contactPhoneSchema,
  leadAssignSchema,
  leadConvertResponseSchema,
  leadConvertSchema,
  leadDuplicatesResponseSchema,
  leadInputSchema,
  leadListMaxPageSize,
  leadListResponseSchema,
  leadSchema,
  leadSources,
  leadStatuses,
  leadsDefaultPageSize,
  leadUpdateSchema,
  messages,
} from '@solar/shared/domain';

export const leadIdParamsSchema = z.strictObject({ id: idParam });

const idList = z.string().regex(/^\d+(,\d+)*$/, { error: messages.apiInvalidIdList });

/** Parses a validated comma-joined id list. */
export const idsOf = (list: string | undefined) =>
  list === undefined ? undefined : list.split(',').map(Number);

/** The list's filters, shared by the list and its CSV export. */
const leadFilterFields = {
  search: z.string().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
  source: z.enum(leadSources).optional(),
  owners: idList.optional(),
};

/** `GET /api/crm/leads/`: paging like the deals list; owners comma-joined (`owners=3,9`). */
export const leadListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(leadListMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(leadsDefaultPageSize),
  ...leadFilterFields,
});

/** `GET /api/crm/leads/export/`: the list's filters, no paging (every matching lead). */
export const leadExportQuerySchema = z.strictObject(leadFilterFields);

/** `GET /api/crm/leads/duplicates/`: what the form holds; `except` is the lead being edited. */
export const leadDuplicatesQuerySchema = z.strictObject({
  email: contactEmailSchema,
  phone: contactPhoneSchema,
  address: z.string().max(255).default(''),
  except: z.coerce.number().int().positive().optional(),
});

export const leadCreateBodySchema = leadInputSchema;
export const leadUpdateBodySchema = leadUpdateSchema;
export const leadAssignBodySchema = leadAssignSchema;
export const leadConvertBodySchema = leadConvertSchema;

export const leadResponseSchema = leadSchema.meta({ id: 'Lead' });
export const leadListSchema = leadListResponseSchema.meta({ id: 'LeadList' });
export const leadConvertedSchema = leadConvertResponseSchema.meta({ id: 'LeadConverted' });
export const leadDuplicatesSchema = leadDuplicatesResponseSchema.meta({ id: 'LeadDuplicates' });
