import { z } from 'zod';
import type { MenuItem } from '../domain/menu';
import { menuItemSchema } from '../domain/menu-schemas';
import { devAccountSchema } from '../domain/user';

/**
 * The zod schemas of the auth calls' responses that are not in `domain/user`. `auth-endpoints.ts` loads
 * this module (and the domain schemas) on a call's first response, so zod stays off the login
 * page's first download.
 */
export const devAccountsResponseSchema = z.array(devAccountSchema);

export const devIdTokenResponseSchema = z.object({ id_token: z.string().min(1) });

// The recursive schema is declared with an unknown input type; its output is MenuItem[].
export const menuResponseSchema = z.array(menuItemSchema) as z.ZodType<MenuItem[], MenuItem[]>;

export { authResponseSchema } from '../domain/user';
