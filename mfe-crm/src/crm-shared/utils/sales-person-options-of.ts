import { flattenSalesPersonTree, type SalesPersonNode } from '@solar/shared';

/** One choice of a Sales Person(s) select: shown as username with the email as secondary text. */
export interface SalesPersonOption {
  id: number;
  username: string;
  email: string;
}

/**
 * The sales-person tree flattened to select options, depth first (a manager before their
 * reports). A person listed twice in a malformed tree appears once.
 */
export function salesPersonOptionsOf(
  tree: readonly SalesPersonNode[] | undefined,
): SalesPersonOption[] {
  const seen = new Set<number>();
  const options: SalesPersonOption[] = [];
  for (const { id, username, email } of flattenSalesPersonTree(tree ?? [])) {
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({ id, username, email });
  }
  return options;
}
