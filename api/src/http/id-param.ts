import { z } from 'zod';

/**
 * A record id in a URL or query: a positive whole number. One beyond PostgreSQL's `integer` is
 * refused by the database and answered 400 with its message (see `database-error-kind.ts`).
 */
export const idParam = z.coerce.number().int().positive();
