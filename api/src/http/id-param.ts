import { z } from 'zod';

/**
 * A record id in a URL or query: a positive whole number within PostgreSQL's `integer`, so an id
 * no row can have is refused with a message before any query runs.
 */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
