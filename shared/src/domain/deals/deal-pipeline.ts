import { z } from 'zod';
import { namedItemSchema } from './reference-schemas';

/** A move of the stage or the status: what it was and what it became. */
const pipelineMoveSchema = z.object({ from: namedItemSchema, to: namedItemSchema });
export type PipelineMove = z.infer<typeof pipelineMoveSchema>;

/**
 * One save that changed a deal's stage, its status or both: who saved it (null once their
 * account is removed) and when (ISO 8601). The names are the ones the deal had at that moment.
 */
const dealPipelineChangeSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  changed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stage: pipelineMoveSchema.nullable(),
  status: pipelineMoveSchema.nullable(),
});
export type DealPipelineChange = z.infer<typeof dealPipelineChangeSchema>;

/** `GET /api/crm/deals/{dealId}/pipeline-history/`: newest first. */
export const dealPipelineHistorySchema = z.array(dealPipelineChangeSchema);
