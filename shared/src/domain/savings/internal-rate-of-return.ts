function netPresentValue(cashFlows: readonly number[], rate: number): number {
  let value = 0;
  let discount = 1;
  for (const flow of cashFlows) {
    value += flow / discount;
    discount *= 1 + rate;
  }
  return value;
}

/**
 * The yearly rate at which the cash flows (year 0 first) are worth nothing today, or null when
 * there is none: the flows never change sign, or no rate between −99 % and 1 000 000 % brings
 * their value to 0. Bisection inside a bracket where the value changes sign, so it always ends;
 * with one sign change (money out, then money in) the root is unique.
 */
export function internalRateOfReturn(cashFlows: readonly number[]): number | null {
  const hasOut = cashFlows.some((flow) => flow < 0);
  const hasIn = cashFlows.some((flow) => flow > 0);
  if (!hasOut || !hasIn) return null;
  let low = -0.99;
  let high = 1;
  let lowValue = netPresentValue(cashFlows, low);
  let highValue = netPresentValue(cashFlows, high);
  while (Math.sign(lowValue) === Math.sign(highValue) && high < 1e4) {
    high *= 2;
    highValue = netPresentValue(cashFlows, high);
  }
  if (lowValue === 0) return low;
  if (highValue === 0) return high;
  if (Math.sign(lowValue) === Math.sign(highValue)) return null;
  for (let step = 0; step < 200 && high - low > 1e-12; step += 1) {
    const middle = (low + high) / 2;
    const middleValue = netPresentValue(cashFlows, middle);
    if (middleValue === 0) return middle;
    if (Math.sign(middleValue) === Math.sign(lowValue)) {
      low = middle;
      lowValue = middleValue;
    } else {
      high = middle;
    }
  }
  return (low + high) / 2;
}
