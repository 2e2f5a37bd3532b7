/** BOM detail calculation methods, spelled as the specification gives them (DevideUp included). */
export const calculationMethods = ['Fixed', 'DevideUp', 'Multiply'] as const;
export type CalculationMethod = (typeof calculationMethods)[number];

/**
 * Parts list statuses. The spec leaves them unnamed; Draft (being designed), Active (in use for
 * proposals and orders) and Archived (kept for history) are what a parts list goes through.
 */
export const bomStatuses = ['Draft', 'Active', 'Archived'] as const;
export type BomStatus = (typeof bomStatuses)[number];

/** Form defaults of a new BOM detail line. */
export const bomDetailDefaults = {
  calculationmethod: 'Fixed',
  parameter: 1,
  denominator: 1,
} as const satisfies {
  calculationmethod: CalculationMethod;
  parameter: number;
  denominator: number;
};

export const bomTableMaxHeightPx = 600;
export const bomDialogWidthPx = 500;
/** At most this many matches for one item search: the select shows a short list to pick from. */
export const itemSearchLimit = 30;
export const bomDescriptionMaxLength = 200;
/** The largest panel count the quantities panel accepts; far above any one installation. */
export const maxPanelsForQuantities = 100_000;
export const bomListDefaultPageSize = 20;
