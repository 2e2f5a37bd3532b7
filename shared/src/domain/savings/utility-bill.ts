import type { UtilityRate } from './utility-rate';

/** The energy charge of `kwh` imported in one month, by tiers when the rate has them. */
export function monthlyEnergyCharge(rate: UtilityRate, kwh: number, priceFactor = 1): number {
  if (kwh <= 0) return 0;
  if (rate.tiers.length === 0) return kwh * rate.energyPricePerKwh * priceFactor;
  let charge = 0;
  let priced = 0;
  for (const tier of rate.tiers) {
    const top = tier.upToKwh ?? Number.POSITIVE_INFINITY;
    const inTier = Math.min(kwh, top) - priced;
    if (inTier > 0) {
      charge += inTier * tier.pricePerKwh;
      priced += inTier;
    }
    if (priced >= kwh) break;
  }
  // A tier table whose last step is capped prices what lies above it at its last price.
  if (priced < kwh) charge += (kwh - priced) * (rate.tiers.at(-1)?.pricePerKwh ?? 0);
  return charge * priceFactor;
}

/**
 * One year's bill in dollars from the 12 months' grid imports and exports (kWh), with every price
 * multiplied by `priceFactor` (the escalation of later years).
 */
export function annualBill(
  rate: UtilityRate,
  monthlyImportKwh: readonly number[],
  monthlyExportKwh: readonly number[],
  priceFactor = 1,
): number {
  let bill = rate.fixedMonthlyCharge * 12 * priceFactor;
  let creditKwh = 0;
  for (let month = 0; month < 12; month += 1) {
    const imported = monthlyImportKwh[month] ?? 0;
    const exported = monthlyExportKwh[month] ?? 0;
    if (rate.netMetering === 'monthly-netting') {
      const net = imported - exported - creditKwh;
      if (net > 0) {
        bill += monthlyEnergyCharge(rate, net, priceFactor);
        creditKwh = 0;
      } else {
        creditKwh = -net;
      }
    } else {
      bill += monthlyEnergyCharge(rate, imported, priceFactor);
      bill -= exported * rate.exportPricePerKwh * priceFactor;
    }
  }
  return bill;
}
