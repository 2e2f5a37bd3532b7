/**
 * `text` with the LIKE wildcards `%` and `_` (and the escape character `\`) escaped, so what a
 * user types in a search box matches itself rather than any text.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE / ILIKE pattern matching `text` anywhere, its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
