import type { MeetingKind } from '@solar/shared';

/** One colour palette per kind of meeting, so a week reads at a glance. */
export function kindColor(kind: MeetingKind): string {
  return {
    'Site visit': 'green',
    'Sales meeting': 'blue',
    'Follow-up call': 'purple',
    'Install walk-through': 'orange',
  }[kind];
}
