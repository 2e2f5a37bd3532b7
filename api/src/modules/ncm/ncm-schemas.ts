import { z } from 'zod';
import {
  ncmDefaultPageSize,
  ncmInputSchema,
  ncmMoveSchema,
  ncmPageSchema,
  ncmPhotoSchema,
  ncmRecordSchema,
  ncmSources,
  ncmStatuses,
  pageSizeOptions,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';
import { documentUploadNameQuerySchema } from '../documents';

export { ncmInputSchema, ncmMoveSchema };

export const ncmRecordResponse = ncmRecordSchema.meta({ id: 'NcmRecord' });
export const ncmPageResponse = ncmPageSchema.meta({ id: 'NcmPage' });
export const ncmPhotoResponse = ncmPhotoSchema.meta({ id: 'NcmPhoto' });
export const ncmPhotoFileResponse = z.unknown().meta({ description: 'The photo, as uploaded' });

export const recordIdParamsSchema = z.strictObject({ recordId: idParam });
export const photoParamsSchema = z.strictObject({ recordId: idParam, photoId: idParam });
/** The photo is the body; its name comes in the query, so the bytes are never re-encoded. */
export const photoUploadQuerySchema = documentUploadNameQuerySchema;

export const ncmListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((value) => (pageSizeOptions as readonly number[]).includes(value))
    .default(ncmDefaultPageSize),
  status: z.enum(ncmStatuses).optional(),
  source: z.enum(ncmSources).optional(),
  warehouse_id: idParam.optional(),
  search: z.string().max(100).optional(),
});
