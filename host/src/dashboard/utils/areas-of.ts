import { visibleMenuItems, type MenuItem } from '@solar/shared';

export interface Area {
  id: number;
  title: string;
  icon: string | null;
  pages: MenuItem[];
}

/** One card per menu group with its visible pages; top-level pages share one card. */
export function areasOf(items: readonly MenuItem[]): Area[] {
  const visible = visibleMenuItems(items);
  const areas: Area[] = visible
    .filter((item) => item.children.length > 0)
    .map((item) => ({
      id: item.id,
      title: item.title,
      icon: item.icon,
      pages: [
        ...(item.path ? [{ ...item, children: [] }] : []),
        ...item.children.filter((child) => child.path),
      ],
    }));
  const loose = visible.filter((item) => item.children.length === 0 && item.path);
  if (loose.length > 0) areas.push({ id: -1, title: 'More', icon: null, pages: loose });
  return areas;
}
