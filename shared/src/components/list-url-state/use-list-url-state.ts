import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** How one list's state reads from and writes to the URL's search params. */
export interface ListUrlCodec<S> {
  /** Reads the state; unknown or broken values (a hand-edited URL) fall back to the defaults. */
  parse: (params: URLSearchParams) => S;
  /** Writes the state, leaving defaults out so a plain URL stays plain. */
  write: (state: S) => URLSearchParams;
}

/** What a paged list keeps besides its search and filters (a list of one page has neither). */
type Paging = 'page' | 'pageSize';

/**
 * A list's paging, search and filters, kept in the URL so a reload, Back, Forward and a shared
 * link show the same list. Changes replace the history entry: Back then leaves the list instead
 * of stepping through every keystroke. A new search or filter starts again from page 1.
 * `codec` is read once per change: pass a module-level constant.
 */
export function useListUrlState<S extends object>(codec: ListUrlCodec<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => codec.parse(searchParams), [codec, searchParams]);

  // react-router hands a functional update the params of the render its setter came from, so two
  // changes in one tick (the search box reporting on blur as the user picks a filter) would
  // overwrite each other, and a setter kept by a timer (the debounced search) would undo what was
  // written since (a filter the page wrote meanwhile). Changes build on the newest params: those
  // not yet rendered, kept here until a render with new params clears them, else the last rendered.
  const unrendered = useRef<URLSearchParams | null>(null);
  const lastRendered = useRef(searchParams);
  useEffect(() => {
    unrendered.current = null;
    lastRendered.current = searchParams;
  }, [searchParams]);

  const update = useCallback(
    (change: (current: S) => S) =>
      setSearchParams(
        () => {
          const next = codec.write(change(codec.parse(unrendered.current ?? lastRendered.current)));
          unrendered.current = next;
          return next;
        },
        { replace: true },
      ),
    [codec, setSearchParams],
  );

  const setFilters = useCallback(
    (change: Partial<Omit<S, Paging>>) =>
      update((current) => firstPageOf({ ...current, ...change })),
    [update],
  );
  const setPage = useCallback(
    (page: number) => update((current) => ({ ...current, page })),
    [update],
  );
  const setPageSize = useCallback(
    (pageSize: number) => update((current) => firstPageOf({ ...current, pageSize })),
    [update],
  );

  return { state, update, setFilters, setPage, setPageSize };
}

const firstPageOf = <S extends object>(state: S): S =>
  'page' in state ? { ...state, page: 1 } : state;
