import { z } from 'zod';
import {
  bomLinkInputSchema,
  bomLinkListSchema,
  bomLinkSchema,
  bomLinkUpdateSchema,
  demandCellQuerySchema,
  demandCellSchema,
  demandGridSchema,
  demandOptionsSchema,
  demandWindowQuerySchema,
  pageSizeOptions,
  panelLinkInputSchema,
  panelLinkListSchema,
  panelLinkSchema,
  planningBulkClearSchema,
  planningBulkEditSchema,
  planningBulkResultSchema,
  planningCategoryListSchema,
  planningCategorySchema,
  planningItemPageSchema,
  planningSettingsSchema,
  plannedImportResultSchema,
  plannedInstallationInputSchema,
  plannedInstallationListSchema,
  plannedInstallationSchema,
  plannedInstallationUpdateSchema,
  plannedWeekCopySchema,
  projectMapSchema,
  recordVersionQuerySchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export {
  bomLinkInputSchema,
  bomLinkListSchema,
  bomLinkSchema,
  bomLinkUpdateSchema,
  demandCellQuerySchema,
  demandCellSchema,
  demandGridSchema,
  demandOptionsSchema,
  demandWindowQuerySchema,
  panelLinkInputSchema,
  panelLinkListSchema,
  panelLinkSchema,
  planningBulkClearSchema,
  planningBulkEditSchema,
  planningBulkResultSchema,
  planningCategoryListSchema,
  planningCategorySchema,
  planningItemPageSchema,
  planningSettingsSchema,
  plannedImportResultSchema,
  plannedInstallationInputSchema,
  plannedInstallationListSchema,
  plannedInstallationSchema,
  plannedInstallationUpdateSchema,
  plannedWeekCopySchema,
  projectMapSchema,
  recordVersionQuerySchema,
};

export const linkIdParamsSchema = z.strictObject({ linkId: idParam });
export const plannedIdParamsSchema = z.strictObject({ plannedId: idParam });
export const panelSizeParamsSchema = z.strictObject({
  panelSizeW: z.coerce.number().int().min(1).max(2_000),
});
export const categoryParamsSchema = z.strictObject({
  category: z.string().trim().min(1).max(50),
});
export const planningItemQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizeOptions as readonly number[]).includes(value))
    .default(50),
  search: z.string().max(100).default(''),
  category: z.string().trim().min(1).max(50).optional(),
});
