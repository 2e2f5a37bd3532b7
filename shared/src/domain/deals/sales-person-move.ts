import { z } from 'zod';

/**
 * `POST /api/crm/plus/sales-person-tree/move/` (superusers only): puts `user_id` under
 * `manager_id`, or at the top when null. The answer is the caller's new tree.
 */
export const salesPersonMoveSchema = z.strictObject({
  user_id: z.number().int().positive(),
  manager_id: z.number().int().positive().nullable(),
});
export type SalesPersonMove = z.infer<typeof salesPersonMoveSchema>;
