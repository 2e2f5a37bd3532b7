import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  dealListSearchParamsOf,
  parseDealListUrlState,
  type DealListUrlState,
} from '../utils/deal-list-url-state';

/** Filter changes that send the list back to page 1 (search, stage, provinces, sales persons). */
export type DealListFilterChange = Partial<
  Pick<DealListUrlState, 'search' | 'stage' | 'provinces' | 'salesPersons'>
>;

/**
 * The deals list state, read from and written to the URL. Changes replace the history entry:
 * Back then leaves the list instead of stepping through every keystroke, and returning to the
 * list (Back from a deal page, or a reload) restores the last filters and page.
 */
export function useDealListUrlState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseDealListUrlState(searchParams), [searchParams]);

  const update = useCallback(
    (change: (current: DealListUrlState) => DealListUrlState) =>
      setSearchParams((current) => dealListSearchParamsOf(change(parseDealListUrlState(current))), {
        replace: true,
      }),
    [setSearchParams],
  );

  const setFilters = useCallback(
    (change: DealListFilterChange) => update((current) => ({ ...current, ...change, page: 1 })),
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
