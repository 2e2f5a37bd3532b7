import { useListUrlState } from '@solar/shared';
import { dealListUrlCodec, type DealListUrlState } from '../utils/deal-list-url-state';

/** Filter changes that send the list back to page 1 (search, stage, provinces, sales persons). */
export type DealListFilterChange = Partial<
  Pick<DealListUrlState, 'search' | 'stage' | 'provinces' | 'salesPersons'>
>;

/**
 * The deals list state, kept in the URL like every list's: returning to the list (Back from a
 * deal page, or a reload) restores the last filters and page.
 */
export function useDealListUrlState() {
  return useListUrlState(dealListUrlCodec);
}
