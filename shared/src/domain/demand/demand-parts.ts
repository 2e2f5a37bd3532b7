import { bomLineQuantity } from '../bom/bom-line-quantity';
import type { CalculationMethod } from '../bom/bom-constants';
import type { InstallationType } from '../proposals/proposal-constants';

/** What a BOM link asks of an installation; null means any. */
export interface BomLinkCriteria {
  installationType: InstallationType | null;
  program: string | null;
  panelSizeW: number | null;
  provinceId: number | null;
}

/** What is known of an installation when its parts are worked out. */
export interface InstallationKind {
  installationType: InstallationType;
  panelSizeW: number;
  provinceId: number | null;
  program?: string | null;
}

/**
 * How specific a link is. A named panel size outranks everything else (it changes the modules
 * and the racking), then the installation type (roof attachments or ground screws), then the
 * province (local code requirements), then the program (financing rarely changes hardware). The
 * weights are powers of two, so any two different sets of criteria compare one way only.
 */
export function bomLinkSpecificity(link: BomLinkCriteria): number {
  return (
    (link.panelSizeW !== null ? 8 : 0) +
    (link.installationType !== null ? 4 : 0) +
    (link.provinceId !== null ? 2 : 0) +
    (link.program !== null ? 1 : 0)
  );
}

/** A link applies when every criterion it names equals the installation's. */
export function bomLinkMatches(link: BomLinkCriteria, installation: InstallationKind): boolean {
  return (
    (link.panelSizeW === null || link.panelSizeW === installation.panelSizeW) &&
    (link.installationType === null || link.installationType === installation.installationType) &&
    (link.provinceId === null || link.provinceId === installation.provinceId) &&
    (link.program === null || link.program === (installation.program ?? null))
  );
}

/** The most specific link that applies; the default (no criteria) applies to everything. */
export function mostSpecificBomLink<T extends BomLinkCriteria>(
  links: readonly T[],
  installation: InstallationKind,
): T | undefined {
  let best: T | undefined;
  for (const link of links) {
    if (!bomLinkMatches(link, installation)) continue;
    if (!best || bomLinkSpecificity(link) > bomLinkSpecificity(best)) best = link;
  }
  return best;
}

/** One line of a parts list as the quantity rule needs it. */
export interface BomLineRule {
  itemId: number;
  calculationmethod: CalculationMethod;
  parameter: number;
  denominator: number;
}

export interface PartsLookup<T extends BomLinkCriteria & { bomId: number }> {
  links: readonly T[];
  linesByBom: ReadonlyMap<number, readonly BomLineRule[]>;
  /** The preferred item of each panel size (Demand Panel Link). */
  panelItemBySize: ReadonlyMap<number, number>;
  /** Every linked panel item, preferred or alternate. */
  panelItemIds: ReadonlySet<number>;
}

/**
 * The parts one installation needs: its panels on the preferred item of its panel size, and the
 * lines of the parts list its most specific BOM link names, each by the parts list's own
 * quantity rule (`bomLineQuantity`) for its panel count. A parts-list line naming a linked panel
 * item (preferred or alternate) is left out: the panels are counted once, on the item of the installation's panel size.
 */
export function installationParts<T extends BomLinkCriteria & { bomId: number }>(
  lookup: PartsLookup<T>,
  installation: InstallationKind & { panelCount: number },
): { link: T | undefined; parts: Map<number, number> } {
  const parts = new Map<number, number>();
  const add = (itemId: number, quantity: number) => {
    if (quantity > 0) parts.set(itemId, (parts.get(itemId) ?? 0) + quantity);
  };
  const panelItem = lookup.panelItemBySize.get(installation.panelSizeW);
  if (panelItem !== undefined) add(panelItem, installation.panelCount);
  const link = mostSpecificBomLink(lookup.links, installation);
  for (const line of link ? (lookup.linesByBom.get(link.bomId) ?? []) : []) {
    if (lookup.panelItemIds.has(line.itemId)) continue;
    add(
      line.itemId,
      bomLineQuantity(
        line.calculationmethod,
        line.parameter,
        line.denominator,
        installation.panelCount,
      ),
    );
  }
  return { link, parts };
}
