import type { MenuItem } from '@solar/shared/domain';

/** A menu row as stored (flat, with its parent). */
export interface MenuRow {
  id: number;
  parentId: number | null;
  path: string | null;
  title: string;
  icon: string | null;
  isShow: boolean;
  sortOrder: number;
}

/**
 * The permitted tree of a user. An item granted directly grants its whole subtree; a parent
 * appears when anything below it is permitted, carrying only the permitted children. `granted`
 * = 'all' for superusers.
 */
export function permittedMenuTree(
  rows: readonly MenuRow[],
  granted: ReadonlySet<number> | 'all',
): MenuItem[] {
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    const list = childrenOf.get(row.parentId) ?? [];
    list.push(row);
    childrenOf.set(row.parentId, list);
  }
  for (const list of childrenOf.values()) {
    list.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  }
  const build = (parentId: number | null, inherited: boolean): MenuItem[] => {
    const result: MenuItem[] = [];
    for (const row of childrenOf.get(parentId) ?? []) {
      const permitted = inherited || granted === 'all' || granted.has(row.id);
      const children = build(row.id, permitted);
      if (!permitted && children.length === 0) continue;
      result.push({
        id: row.id,
        path: row.path,
        title: row.title,
        icon: row.icon,
        is_show: row.isShow,
        children,
      });
    }
    return result;
  };
  return build(null, false);
}

/** Every path in a tree (shown or not): what the user may open. */
export function pathsOfTree(items: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.path) paths.add(item.path);
      walk(item.children);
    }
  };
  walk(items);
  return paths;
}
