import type { CalculationMethod } from './bom-constants';

/**
 * How many units of one BOM line a design of `panels` panels needs, in whole parts:
 * Fixed → parameter; Multiply → panels × parameter; DevideUp → ceil(panels × parameter ÷
 * denominator). Integer arithmetic only (the ceiling is taken on integers, never on a float), so a
 * design never asks for a fraction of a part and large counts do not drift.
 */
export function bomLineQuantity(
  method: CalculationMethod,
  parameter: number,
  denominator: number,
  panels: number,
): number {
  assertWholeAtLeast('parameter', parameter, 1);
  assertWholeAtLeast('denominator', denominator, 1);
  assertWholeAtLeast('panels', panels, 0);
  switch (method) {
    case 'Fixed':
      return parameter;
    case 'Multiply':
      return panels * parameter;
    case 'DevideUp': {
      const units = panels * parameter;
      // Whole-number ceiling: floor division plus one when a remainder is left.
      return Math.floor(units / denominator) + (units % denominator === 0 ? 0 : 1);
    }
  }
}

function assertWholeAtLeast(name: string, value: number, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be a whole number of at least ${minimum}, got ${value}`);
  }
}
