/** The pages whose name contains one of `filters` (case-insensitive); all pages without filters. */
export function selectPages<T extends { name: string }>(all: T[], filters: string[]): T[] {
  if (filters.length === 0) return all;
  const wanted = filters.map((filter) => filter.toLowerCase());
  return all.filter((page) => wanted.some((filter) => page.name.toLowerCase().includes(filter)));
}
