/** How a criterion reads in the list: its value, or "Any" when the link does not name one. */
export function criterionLabel(value: string | number | null, unit = ''): string {
  return value === null ? 'Any' : `${value}${unit}`;
}
