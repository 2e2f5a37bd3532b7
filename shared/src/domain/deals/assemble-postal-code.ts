/** The postal code parts a geocoder may give (Google's `postal_code`, `_prefix`, `_suffix`). */
interface PostalCodeParts {
  full?: string | null;
  prefix?: string | null;
  suffix?: string | null;
}

const withoutWhitespace = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, '');

/**
 * The postal code to store: the full code, or prefix plus suffix, whichever is
 * longer (a geocoder often knows only the forward sortation area as the "full" code); whitespace
 * removed. On a tie the full code wins.
 */
export function assemblePostalCode(parts: PostalCodeParts): string {
  const full = withoutWhitespace(parts.full);
  const composed = withoutWhitespace(parts.prefix) + withoutWhitespace(parts.suffix);
  return composed.length > full.length ? composed : full;
}
