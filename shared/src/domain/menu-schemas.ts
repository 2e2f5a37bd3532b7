import { z } from 'zod';
import type { MenuItem } from './menu';

// Apart from menu.ts: the permissions slice (on every page's start path) uses the menu's pure
// rules, and a module-level zod schema there would put zod into the first download.
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    path: z.string().nullable(),
    title: z.string(),
    icon: z.string().nullable(),
    is_show: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);
