import { z } from 'zod';
import { adminJobPageSchema, jobKinds, jobStates, jobStatusSchema } from '@solar/shared/domain';

export const jobIdParamsSchema = z.strictObject({ id: z.uuid() });

export const adminJobListQuerySchema = z.strictObject({
  state: z.enum(jobStates).optional(),
  kind: z.enum(jobKinds).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;

export const jobStatusResponse = jobStatusSchema.meta({ id: 'JobStatus' });
export const adminJobPageResponse = adminJobPageSchema.meta({ id: 'AdminJobPage' });
export const fileResponse = z.unknown().meta({ description: 'Binary file' });
