import type { NcmStatus } from './stock-constants';

/**
 * Where a record may go next. Material is looked at before it is dealt with, so the closing
 * steps follow Under review; a closed record stays closed (its movement is posted).
 */
const nextStatuses: Record<NcmStatus, readonly NcmStatus[]> = {
  Open: ['Under review'],
  'Under review': ['Returned to vendor', 'Repaired', 'Scrapped'],
  'Returned to vendor': [],
  Repaired: [],
  Scrapped: [],
};

export function ncmNextStatuses(from: NcmStatus): readonly NcmStatus[] {
  return nextStatuses[from];
}

export function canMoveNcm(from: NcmStatus, to: NcmStatus): boolean {
  return nextStatuses[from].includes(to);
}
