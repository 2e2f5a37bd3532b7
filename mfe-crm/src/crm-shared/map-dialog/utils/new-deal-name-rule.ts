import { dealNameError, dealNameKey, messages, type AddressDeal } from '@solar/shared';

/**
 * Whether a deal at the address already carries the address as its name: then
 * the new deal needs a different name, since one address cannot hold two deals of one name.
 */
export function needsNewDealName(address: string, deals: readonly AddressDeal[]): boolean {
  const key = dealNameKey(address);
  return deals.some((deal) => dealNameKey(deal.name) === key);
}

/**
 * The rule for the new name asked for when the address already names a deal: not empty ('Deal
 * name cannot be empty'), 2 to 100 characters, and not the name of a deal already at the address
 * ('This deal name already exists'; compared trimmed and case-insensitive, as the API does).
 */
export function newDealNameError(name: string, deals: readonly AddressDeal[]): string | null {
  const error = dealNameError(name, messages.dealNameCannotBeEmpty);
  if (error) return error;
  const key = dealNameKey(name);
  return deals.some((deal) => dealNameKey(deal.name) === key)
    ? messages.dealNameAlreadyExists
    : null;
}
