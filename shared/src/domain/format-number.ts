const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * A count or a measure as the product shows it everywhere: grouped, with only the decimals it
 * needs (11770 → "11,770", 1234.5 → "1,234.5"), so the same figure never appears both ways.
 * Negative zero shows as "0".
 */
export function formatNumber(value: number): string {
  return numberFormat.format(value === 0 ? 0 : value);
}
