/**
 * The material status of upcoming installations: what each still needs (its parts less what was
 * already shipped to it) against the stock on hand, handed out in installation order so an
 * earlier installation takes its parts before a later one.
 */
export const projectMaterialStatuses = ['available', 'short', 'shipped'] as const;
export type ProjectMaterialStatus = (typeof projectMaterialStatuses)[number];

export interface MaterialInstallation {
  projectId: number;
  /** The installation day ('YYYY-MM-DD'): earlier installations take stock first. */
  installationDate: string;
  /** The parts one installation needs, by item. */
  parts: ReadonlyMap<number, number>;
  /** What was already issued to the installation's deal, by item. */
  shipped: ReadonlyMap<number, number>;
}

export interface MaterialShortage {
  itemId: number;
  /** Still to ship: the parts less what was shipped. */
  needed: number;
  /** What the stock left after earlier installations can give it. */
  available: number;
  shortBy: number;
}

export interface MaterialAllocation {
  projectId: number;
  status: ProjectMaterialStatus;
  shortages: MaterialShortage[];
}

/**
 * Hands the on-hand stock to the installations in order of their day (then project id, so the
 * answer never depends on the order rows were read in). An installation that has everything
 * shipped is "shipped"; one whose remaining parts the stock covers is "available" and takes them;
 * one that cannot get everything takes what there is and is "short" by the rest, so a later
 * installation never gets parts an earlier one is waiting for.
 */
export function allocateProjectMaterial(
  installations: readonly MaterialInstallation[],
  onHand: ReadonlyMap<number, number>,
): MaterialAllocation[] {
  const left = new Map(onHand);
  const ordered = [...installations].sort(
    (a, b) => a.installationDate.localeCompare(b.installationDate) || a.projectId - b.projectId,
  );
  return ordered.map((installation) => {
    const remaining = [...installation.parts]
      .map(([itemId, quantity]) => ({
        itemId,
        needed: Math.max(0, quantity - (installation.shipped.get(itemId) ?? 0)),
      }))
      .filter((part) => part.needed > 0)
      .sort((a, b) => a.itemId - b.itemId);
    if (remaining.length === 0) {
      const anyShipped = [...installation.shipped.values()].some((quantity) => quantity > 0);
      return {
        projectId: installation.projectId,
        status: anyShipped || installation.parts.size > 0 ? 'shipped' : 'available',
        shortages: [],
      };
    }
    const shortages: MaterialShortage[] = [];
    for (const part of remaining) {
      const stock = Math.max(0, left.get(part.itemId) ?? 0);
      const available = Math.min(stock, part.needed);
      left.set(part.itemId, stock - available);
      if (available < part.needed) {
        shortages.push({ ...part, available, shortBy: part.needed - available });
      }
    }
    return {
      projectId: installation.projectId,
      status: shortages.length > 0 ? 'short' : 'available',
      shortages,
    };
  });
}
