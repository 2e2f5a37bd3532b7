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

/** `GET /api/crm/plus/sales-person-tree/move/`: whether the caller may move people. */
export const salesPersonCanMoveSchema = z.object({ can_move: z.boolean() });
export type SalesPersonCanMove = z.infer<typeof salesPersonCanMoveSchema>;
