import { formatNumber } from '@solar/shared';

/** Watts as the board shows a system size: kW with up to two decimals (8100 → "8.1 kW"). */
export function kilowattsText(watts: number): string {
  return `${formatNumber(watts / 1000)} kW`;
}
