/** The Chakra colour palettes a tag may take; gray is kept for names that are empty. */
export const tagPalettes = [
  'blue',
  'green',
  'orange',
  'purple',
  'teal',
  'cyan',
  'pink',
  'yellow',
  'red',
] as const;

type TagPalette = (typeof tagPalettes)[number] | 'gray';

/**
 * A deterministic colour for a stage or status name, so the same name always looks the same across
 * pages and sessions. The spec does not show the original mapping; the deals issue adds fixed
 * colours for the known stages and statuses in front of this hash fallback.
 */
export function tagColorOf(name: string | null | undefined): TagPalette {
  const key = (name ?? '').trim().toLowerCase();
  if (key === '') return 'gray';
  let hash = 0;
  for (const char of key) {
    // 31 is the usual string-hash multiplier; `| 0` keeps the value a 32-bit integer.
    hash = (hash * 31 + char.codePointAt(0)!) | 0;
  }
  return tagPalettes[Math.abs(hash) % tagPalettes.length]!;
}
