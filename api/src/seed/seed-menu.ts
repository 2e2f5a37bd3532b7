import { menuGroups, menuPathOfPattern, workplaceRoutes } from '@solar/shared/domain';

/** One menu item to seed; `seedKey` is its stable identity, `parentKey` its group's. */
interface SeedMenuItem {
  seedKey: string;
  parentKey: string | null;
  path: string | null;
  title: string;
  icon: string;
  isShow: boolean;
  sortOrder: number;
}

export const groupSeedKey = (group: string) => `group:${group}`;

/**
 * The menu tree from the shared route catalogue: the groups, then one item per distinct menu path
 * (the first route with a path gives its title, so `zoho/bom/:id/design` adds nothing beside
 * `zoho/bom`).
 */
export function seedMenuItems(): SeedMenuItem[] {
  const items: SeedMenuItem[] = menuGroups.map((group, index) => ({
    seedKey: groupSeedKey(group.key),
    parentKey: null,
    path: null,
    title: group.title,
    icon: group.icon,
    isShow: true,
    sortOrder: (index + 1) * 10,
  }));
  const seen = new Set<string>();
  workplaceRoutes.forEach((route, index) => {
    const path = menuPathOfPattern(route.pattern);
    if (seen.has(path)) return;
    seen.add(path);
    items.push({
      seedKey: path,
      parentKey: groupSeedKey(route.group),
      path,
      title: route.title,
      icon: route.icon,
      isShow: route.isShow,
      sortOrder: (index + 1) * 10,
    });
  });
  return items;
}
