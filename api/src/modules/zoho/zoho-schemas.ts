import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  bomDetailInputSchema,
  bomDetailListSchema,
  bomDetailSchema,
  bomDetailUpdateSchema,
  bomHeaderInputSchema,
  bomHeaderSchema,
  bomHeaderUpdateSchema,
  bomListDefaultPageSize,
  bomListResponseSchema,
  bomStatuses,
  itemSearchResultListSchema,
  messages,
  recordVersionQuerySchema,
  syncRunSchema,
  syncStatusSchema,
  bomProposalSourceListSchema,
  itemAttributeFilterQuerySchema,
  itemAttributeInputSchema,
  itemAttributeListSchema,
  itemAttributeSchema,
  itemAttributeUpdateSchema,
  itemAttributeValuesInputSchema,
  itemAttributeValuesSchema,
  zohoConnectionSchema,
  zohoConnectionTestSchema,
} from '@solar/shared/domain';

export const bomIdParamsSchema = z.strictObject({ id: idParam });
export const detailIdQuerySchema = z.strictObject({ detail_id: idParam });
/** Deleting a line: which one, and the line's version the user loaded. */
export const detailDeleteQuerySchema = recordVersionQuerySchema.extend({ detail_id: idParam });
export const itemSearchQuerySchema = itemAttributeFilterQuerySchema
  .extend({
    query: z.string().max(200).default(''),
  })
  .strict();
export const itemIdParamsSchema = z.strictObject({ id: idParam });
export const attributeIdParamsSchema = z.strictObject({ id: idParam });
export const itemAttributeBodySchema = itemAttributeInputSchema;
export const itemAttributeUpdateBodySchema = itemAttributeUpdateSchema;
export const itemAttributeValuesBodySchema = itemAttributeValuesInputSchema;
export const itemAttributeResponseSchema = itemAttributeSchema.meta({ id: 'ItemAttribute' });
export const itemAttributeListResponseSchema = itemAttributeListSchema.meta({
  id: 'ItemAttributes',
});
export const itemAttributeValuesResponseSchema = itemAttributeValuesSchema.meta({
  id: 'ItemAttributeValues',
});

export const bomListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(100, { error: messages.apiPageSizeTooLarge })
    .default(bomListDefaultPageSize),
  search: z.string().max(200).default(''),
  // An empty value (the filter's "All") means no filter.
  status: z
    .union([z.enum(bomStatuses), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});

// Bodies stay unnamed in the OpenAPI document: a named schema whose input and output differ (the
// description is trimmed) collides with itself there.
export const bomHeaderBodySchema = bomHeaderInputSchema;
export const bomDetailBodySchema = bomDetailInputSchema;
export const bomHeaderUpdateBodySchema = bomHeaderUpdateSchema;
export const bomDetailUpdateBodySchema = bomDetailUpdateSchema;
export const bomHeaderResponseSchema = bomHeaderSchema.meta({ id: 'BomHeader' });
export const bomListSchema = bomListResponseSchema.meta({ id: 'BomList' });
export const bomDetailResponseSchema = bomDetailSchema.meta({ id: 'BomDetail' });
export const bomDetailsResponseSchema = bomDetailListSchema.meta({ id: 'BomDetails' });
export const itemSearchResponseSchema = itemSearchResultListSchema.meta({ id: 'ItemSearch' });
export const syncStatusResponseSchema = syncStatusSchema.meta({ id: 'ZohoSyncStatus' });
export const syncRunResponseSchema = syncRunSchema.meta({ id: 'ZohoSyncRun' });

export const bomProposalSourcesQuerySchema = z.strictObject({
  search: z.string().max(200).default(''),
});
export const bomProposalSourcesResponseSchema = bomProposalSourceListSchema;
export const zohoConnectionResponseSchema = zohoConnectionSchema.meta({ id: 'ZohoConnection' });
export const zohoConnectionTestResponseSchema = zohoConnectionTestSchema.meta({
  id: 'ZohoConnectionTest',
});
