/** One deal's expected installation as the item forecast reads it. */
export interface ForecastItemDemand {
  dealId: number;
  month: string;
  /** The deal's share of one installation, 0 to 1. */
  probability: number;
  /** The parts one installation of the deal needs, by item. */
  parts: ReadonlyMap<number, number>;
}

export interface ForecastItemCell {
  itemId: number;
  month: string;
  /** The sum over the deals of probability × the deal's quantity of the item. */
  quantity: number;
  dealIds: number[];
}

/**
 * Expected parts by item and month: each deal's parts, weighted by its probability, in the month
 * it is expected to install. Months outside `months` are left out; every cell keeps its deals so
 * a figure can be explained.
 */
export function forecastItemQuantities(
  deals: readonly ForecastItemDemand[],
  months: readonly string[],
): ForecastItemCell[] {
  const shown = new Set(months);
  const cells = new Map<string, ForecastItemCell>();
  for (const deal of deals) {
    if (!shown.has(deal.month)) continue;
    for (const [itemId, quantity] of deal.parts) {
      if (quantity <= 0) continue;
      const key = `${itemId}:${deal.month}`;
      const cell = cells.get(key) ?? { itemId, month: deal.month, quantity: 0, dealIds: [] };
      cell.quantity += deal.probability * quantity;
      cell.dealIds.push(deal.dealId);
      cells.set(key, cell);
    }
  }
  return [...cells.values()];
}
