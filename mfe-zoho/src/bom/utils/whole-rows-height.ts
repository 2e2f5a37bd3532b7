/**
 * The tallest height, at most `limitPx`, at which a scrolling table shows only whole rows: the
 * header and as many rows as fit, so no line is ever cut in half at the bottom edge. Before the
 * rows have a size (nothing drawn yet) the limit itself is used.
 */
export function wholeRowsHeight(limitPx: number, headerPx: number, rowPx: number): number {
  if (rowPx <= 0 || headerPx + rowPx > limitPx) return limitPx;
  return headerPx + Math.floor((limitPx - headerPx) / rowPx) * rowPx;
}
