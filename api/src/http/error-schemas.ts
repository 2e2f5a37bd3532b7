import { z } from 'zod';

/** Every error answer: a human message, optionally a machine `error` and per-field problems. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    error: z.string().optional(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
