/**
 * Tag colours of the proposal statuses (the spec leaves the mapping open): a draft is neutral,
 * a submitted proposal waits (blue), approved is green and rejected red.
 */
const palettes: Record<string, string> = {
  draft: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** The palette of a status name; unknown names fall back to the shared hashed colour. */
export function proposalStatusPaletteOf(name: string): string | undefined {
  return palettes[name.trim().toLowerCase()];
}
