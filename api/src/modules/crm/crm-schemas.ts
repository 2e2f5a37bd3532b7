import { z } from 'zod';
import { idParam } from '../../http/id-param';
import {
  checkAddressResponseSchema,
  dealBoardCursorSchema,
  dealBoardPageSchema,
  dealBoardResponseSchema,
  dealAccessResponseSchema,
  dealCreateSchema,
  dealDetailsSchema,
  dealListMaxPageSize,
  dealListResponseSchema,
  dealPipelineHistorySchema,
  dealStagesResponseSchema,
  dealStatusesResponseSchema,
  dealsDefaultPageSize,
  dealUpdateSchema,
  messages,
  provinceSchema,
  salesPersonCanMoveSchema as salesPersonCanMoveResponseSchema,
  salesPersonMoveSchema,
  salesPersonTreeResponseSchema,
} from '@solar/shared/domain';

export const dealIdParamsSchema = z.strictObject({ id: idParam });
export const accessParamsSchema = z.strictObject({ dealId: idParam });

const idList = z.string().regex(/^\d+(,\d+)*$/, { error: messages.apiInvalidIdList });

/** Parses a validated comma-joined id list. */
export const idsOf = (list: string | undefined) =>
  list === undefined ? undefined : list.split(',').map(Number);

/** `GET /api/crm/deals/`: the spec's params; lists comma-joined (`provinces=3,9`). */
export const dealListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { error: messages.apiPageSizeTooLarge })
    .max(dealListMaxPageSize, { error: messages.apiPageSizeTooLarge })
    .default(dealsDefaultPageSize),
  search: z.string().max(200).optional(),
  stage: z.coerce.number().int().positive().optional(),
  provinces: idList.optional(),
  sales_persons: idList.optional(),
});

/** `GET /api/crm/deals/export/`: the list's search and filters, no paging (every match). */
export const dealExportQuerySchema = dealListQuerySchema.omit({ page: true, page_size: true });
/** `GET /api/crm/deals/board/`: the list's filters; the stage is the board's columns. */
export const dealBoardQuerySchema = z.strictObject({
  search: z.string().max(200).optional(),
  provinces: idList.optional(),
  sales_persons: idList.optional(),
});

/** `GET /api/crm/deals/board/{stageId}/`: the same filters and where the page starts. */
export const dealBoardPageQuerySchema = dealBoardQuerySchema.extend({
  after: dealBoardCursorSchema,
});
export const stageIdParamsSchema = z.strictObject({ stageId: idParam });

export const checkAddressQuerySchema = z.strictObject({
  address: z.string().max(255),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
});

export const provincesQuerySchema = z.strictObject({ country: z.string().max(40).optional() });

export const dealCreateBodySchema = dealCreateSchema;
export const dealUpdateBodySchema = dealUpdateSchema;

export const dealListSchema = dealListResponseSchema.meta({ id: 'DealList' });
export const dealDetailsResponseSchema = dealDetailsSchema.meta({ id: 'DealDetails' });
export const dealPipelineHistoryResponseSchema = dealPipelineHistorySchema.meta({
  id: 'DealPipelineHistory',
});
export const dealBoardSchema = dealBoardResponseSchema.meta({ id: 'DealBoard' });
export const dealBoardStagePageSchema = dealBoardPageSchema.meta({ id: 'DealBoardPage' });
export const stagesSchema = dealStagesResponseSchema.meta({ id: 'DealStages' });
export const statusesSchema = dealStatusesResponseSchema.meta({ id: 'DealStatuses' });
export const provincesSchema = z.array(provinceSchema).meta({ id: 'Provinces' });
export const checkAddressSchema = checkAddressResponseSchema.meta({ id: 'CheckAddress' });
export const dealAccessSchema = dealAccessResponseSchema.meta({ id: 'DealAccess' });
export const salesPersonTreeSchema = salesPersonTreeResponseSchema.meta({
  id: 'SalesPersonTree',
});
export const salesPersonCanMoveSchema = salesPersonCanMoveResponseSchema;
export const salesPersonMoveBodySchema = salesPersonMoveSchema;
