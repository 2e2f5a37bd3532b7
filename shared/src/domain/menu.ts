/** A menu item as `GET /api/users/menu/` returns it. */
export interface MenuItem {
  id: number;
  /** Relative workplace path such as `crm/deals`; groups have none. */
  path: string | null;
  title: string;
  icon: string | null;
  is_show: boolean;
  children: MenuItem[];
}

/**
 * Sidebar visibility: an item is visible only when `is_show` is strictly true;
 * a parent is visible if it has any visible child, or is itself shown and has a path. Returns the
 * visible tree, children filtered the same way.
 */
export function visibleMenuItems(items: readonly MenuItem[]): MenuItem[] {
  const visible: MenuItem[] = [];
  for (const item of items) {
    const children = visibleMenuItems(item.children ?? []);
    const isParent = (item.children ?? []).length > 0;
    const shown = item.is_show === true;
    const keep = isParent ? children.length > 0 || (shown && !!item.path) : shown;
    if (keep) visible.push({ ...item, children });
  }
  return visible;
}

/**
 * Every path the menu grants, whether or not the item is shown (is_show affects only the sidebar):
 * only the paths in the menu, with their children, are reachable.
 */
export function permittedPathsOf(items: readonly MenuItem[]): string[] {
  const paths = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.path) paths.add(item.path.replace(/^\/+/, '').replace(/^workplace\//, ''));
      walk(item.children ?? []);
    }
  };
  walk(items);
  return [...paths];
}
