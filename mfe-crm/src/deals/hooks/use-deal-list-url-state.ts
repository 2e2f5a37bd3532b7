import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // react-router hands a functional update the params of the last render, so two changes in one
  // tick (the search box reporting on blur as the user picks a stage) would overwrite each other.
  // Changes not yet rendered are kept here and built upon; a render with new params clears them.
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [searchParams]);

  const update = useCallback(
    (change: (current: DealListUrlState) => DealListUrlState) =>
      setSearchParams(
        (rendered) => {
          const next = dealListSearchParamsOf(
            change(parseDealListUrlState(unrendered.current ?? rendered)),
          );
          unrendered.current = next;
          return next;
        },
        { replace: true },
      ),
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
