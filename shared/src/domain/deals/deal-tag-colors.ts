/**
 * The fixed tag colours of the deal stages and statuses the spec names (the
 * original mapping is not shown). The palette reads as a traffic light along the deal's life:
 * early stages cool (blue, cyan), proposal work purple, anything waiting on us orange, negotiation
 * yellow, won/completed green, lost/cancelled red, drafts gray. Names are matched trimmed and
 * case-insensitively; other names fall back to the hashed colour of `tagColorOf`.
 */
export const dealStageColors = {
  'initial contact': 'blue',
  qualification: 'cyan',
  proposal: 'purple',
  'proposal requested': 'orange',
  negotiation: 'yellow',
  'closed won': 'green',
  'closed lost': 'red',
} as const;

export const dealStatusColors = {
  draft: 'gray',
  'proposal request': 'orange',
  'in progress': 'blue',
  completed: 'green',
  cancelled: 'red',
} as const;

type DealTagColor =
  | (typeof dealStageColors)[keyof typeof dealStageColors]
  | (typeof dealStatusColors)[keyof typeof dealStatusColors];

const fixedColors: Readonly<Record<string, DealTagColor>> = {
  ...dealStageColors,
  ...dealStatusColors,
};

/** The fixed colour of a known stage or status name, else null. */
export function dealTagColorOf(name: string | null | undefined): DealTagColor | null {
  const key = (name ?? '').trim().toLowerCase();
  return Object.hasOwn(fixedColors, key) ? fixedColors[key]! : null;
}
