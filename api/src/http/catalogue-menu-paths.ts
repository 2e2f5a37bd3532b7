import { type MenuGroupKey, menuPathOfPattern, workplaceRoutes } from '@solar/shared/domain';

/** Every menu path of the workplace catalogue, the same list the menu is seeded from. */
const catalogueMenuPaths: ReadonlySet<string> = new Set(
  workplaceRoutes.map((route) => menuPathOfPattern(route.pattern)),
);

/**
 * The given menu paths, checked against the workplace catalogue when the module loads: a route
 * cannot be granted by a path the menu does not have (a typo would lock everyone but
 * superusers out of it).
 */
export function catalogueMenuPathsOf<const P extends string>(...paths: P[]): readonly P[] {
  for (const path of paths) {
    if (!catalogueMenuPaths.has(path)) throw new Error(`${path} is not a workplace menu path`);
  }
  return paths;
}

/** Every menu path of one menu group of the catalogue (a screen added there is included). */
export function menuPathsOfGroup(group: MenuGroupKey): readonly string[] {
  return [
    ...new Set(
      workplaceRoutes
        .filter((route) => route.group === group)
        .map((route) => menuPathOfPattern(route.pattern)),
    ),
  ];
}
