/**
 * North American (NANP) phone numbers. People type them many ways ("(902) 555-0123",
 * "+1 902.555.0123"); the API stores one form, E.164 (`+19025550123`), so equal numbers compare
 * equal and dialers understand them. Area code and exchange cannot start with 0 or 1 in the plan.
 */
const nanpDigits = /^[2-9]\d{2}[2-9]\d{6}$/;

/** The E.164 form of a North American number, or null when `input` is not one. */
export function normalizePhoneNumber(input: string): string | null {
  const trimmed = input.trim();
  // Only digits, spaces and the usual separators; letters (vanity numbers) are refused.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  else if (trimmed.startsWith('+')) return null;
  return nanpDigits.test(digits) ? `+1${digits}` : null;
}

/** `+19025550123` as `(902) 555-0123`; anything else unchanged. */
export function formatPhoneNumber(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
