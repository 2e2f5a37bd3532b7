import type { SalesPersonNode } from '@solar/shared';

/** "First Last", else the username. */
export function personNameOf(node: Pick<SalesPersonNode, 'first_name' | 'last_name' | 'username'>) {
  const name = `${node.first_name} ${node.last_name}`.trim();
  return name === '' ? node.username : name;
}

const matches = (node: SalesPersonNode, needle: string) =>
  [personNameOf(node), node.username, node.email].some((text) =>
    text.toLowerCase().includes(needle),
  );

/**
 * The tree cut down to the people matching `query` (name, username or email, any case) and the
 * managers above them, so a match is always shown in its place. An empty query keeps everything.
 */
export function filterSalesPersonTree(
  nodes: readonly SalesPersonNode[],
  query: string,
): SalesPersonNode[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...nodes];
  const keep = (list: readonly SalesPersonNode[]): SalesPersonNode[] =>
    list.flatMap((node) => {
      const children = keep(node.children);
      return matches(node, needle) || children.length > 0 ? [{ ...node, children }] : [];
    });
  return keep(nodes);
}

/** The ids of `node` and everyone below it: where it may not be moved to (a cycle). */
export function subtreeIdsOf(nodes: readonly SalesPersonNode[], id: number): Set<number> {
  const ids = new Set<number>();
  const collect = (node: SalesPersonNode) => {
    ids.add(node.id);
    node.children.forEach(collect);
  };
  const find = (list: readonly SalesPersonNode[]): void => {
    for (const node of list) {
      if (node.id === id) collect(node);
      else find(node.children);
    }
  };
  find(nodes);
  return ids;
}

/** The manager of `id` in the tree (null at the top or when absent). */
export function managerIdOf(nodes: readonly SalesPersonNode[], id: number): number | null {
  for (const node of nodes) {
    if (node.children.some((child) => child.id === id)) return node.id;
    const below = managerIdOf(node.children, id);
    if (below !== null) return below;
  }
  return null;
}
