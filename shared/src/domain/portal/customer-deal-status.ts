/**
 * Deal statuses that describe staff's own bookkeeping, not anything a customer can act on or
 * wait for: a project still 'Draft' is simply at its stage, which the customer already sees.
 */
const internalDealStatusNames: readonly string[] = ['Draft'];

/** The deal status a customer is shown, or null when it is one of staff's internal ones. */
export function customerDealStatusOf(statusName: string): string | null {
  return internalDealStatusNames.includes(statusName) ? null : statusName;
}
