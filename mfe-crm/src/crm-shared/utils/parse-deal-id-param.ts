/** A `:dealId` route parameter as a deal id, or null when it is not a whole number. */
export function parseDealIdParam(param: string | undefined): number | null {
  return param && /^\d+$/.test(param) ? Number(param) : null;
}
