import { z } from 'zod';

/** A sales person tree node. */
export interface SalesPersonNode {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  children: SalesPersonNode[];
}

const salesPersonNodeSchema: z.ZodType<SalesPersonNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    children: z.array(salesPersonNodeSchema),
  }),
);

/**
 * `GET /api/crm/plus/sales-person-tree/`: the caller's own node with everyone below them (a
 * superuser gets every top-level node); exactly the people the caller may assign deals to.
 */
export const salesPersonTreeResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(salesPersonNodeSchema),
  current_user_id: z.number().int(),
});
export type SalesPersonTreeResponse = z.infer<typeof salesPersonTreeResponseSchema>;

/** Every node of a tree, depth first: the options of the Sales Persons filter and select. */
export function flattenSalesPersonTree(
  nodes: readonly SalesPersonNode[],
): Omit<SalesPersonNode, 'children'>[] {
  const flat: Omit<SalesPersonNode, 'children'>[] = [];
  const walk = (list: readonly SalesPersonNode[]) => {
    for (const { children, ...person } of list) {
      flat.push(person);
      walk(children);
    }
  };
  walk(nodes);
  return flat;
}
