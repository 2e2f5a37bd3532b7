import type { MenuItem } from '../menu';

/** A box's state: a parent with only some children checked is `indeterminate`. */
type MenuAccessState = boolean | 'indeterminate';

function descendantIds(item: MenuItem, into: number[] = []): number[] {
  for (const child of item.children) {
    into.push(child.id);
    descendantIds(child, into);
  }
  return into;
}

/**
 * Makes a granted set consistent with the tree: a granted item grants its whole subtree (as the
 * server's menu does), and a parent counts as granted exactly when all of its children are. What
 * the server stores round-trips to the same boxes, and what is saved is exactly what is shown.
 */
export function normalizeMenuAccess(
  tree: readonly MenuItem[],
  granted: Iterable<number>,
): Set<number> {
  const given = new Set(granted);
  const result = new Set<number>();
  const visit = (item: MenuItem, inherited: boolean): boolean => {
    const own = inherited || given.has(item.id);
    if (item.children.length === 0) {
      if (own) result.add(item.id);
      return own;
    }
    let all = true;
    for (const child of item.children) {
      if (!visit(child, own)) all = false;
    }
    if (all) result.add(item.id);
    return all;
  };
  for (const item of tree) visit(item, false);
  return result;
}

/** Checks or clears an item and its whole subtree, then re-derives the parents above it. */
export function toggleMenuAccess(
  tree: readonly MenuItem[],
  checked: ReadonlySet<number>,
  item: MenuItem,
  value: boolean,
): Set<number> {
  const next = new Set(checked);
  for (const id of [item.id, ...descendantIds(item)]) {
    if (value) next.add(id);
    else next.delete(id);
  }
  // Clearing a child clears its ancestors first, so normalising cannot re-grant it through them.
  if (!value) {
    const clearAncestors = (list: readonly MenuItem[], path: number[]): boolean => {
      for (const node of list) {
        if (node.id === item.id) {
          for (const id of path) next.delete(id);
          return true;
        }
        if (clearAncestors(node.children, [...path, node.id])) return true;
      }
      return false;
    };
    clearAncestors(tree, []);
  }
  return normalizeMenuAccess(tree, next);
}

/** The box of one item: checked, unchecked, or indeterminate when only part of it is granted. */
export function menuAccessStateOf(item: MenuItem, checked: ReadonlySet<number>): MenuAccessState {
  if (checked.has(item.id)) return true;
  if (item.children.length === 0) return false;
  return descendantIds(item).some((id) => checked.has(id)) ? 'indeterminate' : false;
}

/** The granted set as the PUT body's sorted id list. */
export function menuAccessIdsOf(checked: ReadonlySet<number>): number[] {
  return [...checked].sort((a, b) => a - b);
}
