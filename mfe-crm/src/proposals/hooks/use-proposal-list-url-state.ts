import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProposalListUrlState,
  proposalListSearchParamsOf,
  type ProposalListUrlState,
} from '../utils/proposal-list-url-state';

/**
 * The proposals list state, read from and written to the URL. Changes replace the history entry
 * (as on the deals list): Back then leaves the list instead of stepping through every keystroke,
 * and coming back to the list (Back, Forward or a reload) restores the last search and filter.
 */
export function useProposalListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseProposalListUrlState(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: ProposalListUrlState) => ProposalListUrlState) =>
      setSearchParams(
        (current) => proposalListSearchParamsOf(change(parseProposalListUrlState(current))),
        { replace: true },
      ),
    [setSearchParams],
  );

  /** A new search or status starts again from page 1. */
  const setFilters = useCallback(
    (change: Partial<Pick<ProposalListUrlState, 'search' | 'status'>>) =>
      update((current) => ({ ...current, ...change, page: 1 })),
    [update],
  );
  const setPage = useCallback(
    (page: number) => update((current) => ({ ...current, page })),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number) => update((current) => ({ ...current, pageSize, page: 1 })),
    [update],
  );

  return { state, setFilters, setPage, setPageSize };
}
