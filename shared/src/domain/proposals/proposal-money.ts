/**
 * Rounds numerator ÷ denominator (both whole, numerator ≥ 0, denominator > 0) to the nearest whole
 * number, halves up — on integers, so 1 816.425 $ becomes 1 816.43 $ and not what a binary float
 * of it happens to round to.
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`divideRoundHalfUp needs whole numbers, got ${numerator}/${denominator}`);
  }
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents in US money format with two decimals: 1210950 → "$12,109.50"; never "-$0.00". */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents === 0 ? 0 : cents / 100);
}

/** A deduction: "-$1,000.00", and "$0.00" when nothing is deducted. */
export function formatDeduction(cents: number): string {
  return cents === 0 ? formatMoney(0) : formatMoney(-Math.abs(cents));
}

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A hundredths value with two decimals: 2477 → "24.77", 405 → "4.05". */
export function formatHundredths(hundredths: number): string {
  return twoDecimals.format(hundredths / 100);
}

const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A hundredths value with grouping and only the decimals it needs: 324000 → "3,240". */
export function formatHundredthsCompact(hundredths: number): string {
  return upToTwoDecimals.format(hundredths / 100);
}
