import { messages } from '../messages';

const dealNameMinLength = 2;
const dealNameMaxLength = 100;

/**
 * The deal name rule: required, then 2 to 100 characters after
 * trimming. Returns the spec's message, or null when the name is valid. The map dialog words the
 * empty case differently, hence `emptyMessage`.
 */
export function dealNameError(
  name: string | null | undefined,
  emptyMessage: string = messages.pleaseEnterDealName,
): string | null {
  const trimmed = (name ?? '').trim();
  if (trimmed === '') return emptyMessage;
  if (trimmed.length < dealNameMinLength || trimmed.length > dealNameMaxLength) {
    return messages.lengthTwoToHundred;
  }
  return null;
}

/** How two deal names are compared for the one-name-per-address rule: trimmed, case-folded. */
export function dealNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The map dialog's suggestion when the address already names a deal. */
export function suggestNewDealName(address: string): string {
  return `${address.trim()} (New)`;
}
