import { useListUrlState } from '@solar/shared';
import { proposalListUrlCodec } from '../utils/proposal-list-url-state';

/**
 * The proposals list state, kept in the URL like every list's: coming back to the list (Back,
 * Forward or a reload) restores the last search, status filter and page.
 */
export function useProposalListUrlState() {
  return useListUrlState(proposalListUrlCodec);
}
