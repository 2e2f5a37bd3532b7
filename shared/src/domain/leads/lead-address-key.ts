/**
 * The form in which two addresses are compared for duplicates: trimmed, inner whitespace
 * collapsed and lower-case, exactly as stored deal addresses are compared (`lower(address)` of
 * a text stored trimmed with single spaces), so a lead at a deal's address is found.
 */
export function leadAddressKey(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
