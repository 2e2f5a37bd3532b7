/** Decimals kept in a stored coordinate. */
const coordinateDecimals = 7;
/** Digits a stored coordinate may have in total, integer part included: numeric(10,7). */
const coordinateMaxDigits = 10;

/**
 * Rounds a latitude or longitude to 7 decimals and at most 10 digits in total,
 * so what the browser shows is exactly what the API stores in numeric(10,7). A value whose
 * integer part is longer keeps fewer decimals rather than overflowing the column. Non-finite
 * input is returned unchanged (callers validate ranges separately).
 */
export function roundCoordinate(value: number): number {
  if (!Number.isFinite(value)) return value;
  const integerDigits = Math.abs(value) < 1 ? 0 : Math.floor(Math.log10(Math.abs(value))) + 1;
  const decimals = Math.max(0, Math.min(coordinateDecimals, coordinateMaxDigits - integerDigits));
  const rounded = Number(value.toFixed(decimals));
  // `-0` would print as "-0" in the Selected Location block.
  return rounded === 0 ? 0 : rounded;
}
