/**
 * How a year's solar production spreads over the months (January first), for the production
 * versus usage chart. The spec gives only a yearly figure; these shares follow the daylight and
 * sun angle of southern Canada (long June days, short December ones) and add up to exactly 1000.
 */
export const monthlyProductionPermille: readonly number[] = [
  45, 60, 85, 100, 115, 120, 125, 110, 90, 70, 45, 35,
];

/** The monthly production in kWh (two decimals) of a yearly production given in hundredths. */
export function monthlyProductionKwh(productionHundredthsKwh: number): number[] {
  return monthlyProductionPermille.map(
    (permille) => Math.round((productionHundredthsKwh * permille) / 1000) / 100,
  );
}
