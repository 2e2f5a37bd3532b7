import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { pageSizeOf, positiveIntegerOf } from '../list-url-params';
import { useListUrlState, type ListUrlCodec } from '../use-list-url-state';

interface State {
  page: number;
  pageSize: number;
  search: string;
}

const codec: ListUrlCodec<State> = {
  parse: (params) => ({
    page: positiveIntegerOf(params.get('page')) ?? 1,
    pageSize: pageSizeOf(params.get('page_size'), 10),
    search: params.get('search') ?? '',
  }),
  write: ({ page, pageSize, search }) => {
    const params = new URLSearchParams();
    if (page !== 1) params.set('page', String(page));
    if (pageSize !== 10) params.set('page_size', String(pageSize));
    if (search !== '') params.set('search', search);
    return params;
  },
};

const searchOnly: ListUrlCodec<{ search: string }> = {
  parse: (params) => ({ search: params.get('search') ?? '' }),
  write: ({ search }) => new URLSearchParams(search === '' ? {} : { search }),
};

function renderAt<S extends object>(url: string, listCodec: ListUrlCodec<S>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListUrlState(listCodec),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListUrlState', () => {
  it('reads the state from the URL, broken values falling back to the defaults', () => {
    const { result } = renderAt('/list?page=3&page_size=7&search=sun', codec);
    expect(result.current.list.state).toEqual({ page: 3, pageSize: 10, search: 'sun' });
  });

  it('sends a new search or page size back to page 1, and writes only what differs', () => {
    const { result } = renderAt('/list?page=3', codec);
    act(() => result.current.list.setFilters({ search: 'oak' }));
    expect(result.current.location.search).toBe('?search=oak');
    act(() => result.current.list.setPage(4));
    act(() => result.current.list.setPageSize(30));
    expect(result.current.list.state).toEqual({ page: 1, pageSize: 30, search: 'oak' });
    expect(result.current.location.search).toBe('?page_size=30&search=oak');
  });

  it('a setter kept from an earlier render (a pending debounce) keeps what was written since', () => {
    const { result } = renderAt('/list', codec);
    const keptByTimer = result.current.list.setFilters;
    act(() => result.current.list.setPageSize(30));
    expect(result.current.location.search).toBe('?page_size=30');
    act(() => keptByTimer({ search: 'oak' }));
    expect(result.current.location.search).toBe('?page_size=30&search=oak');
  });

  it('replaces the history entry, so Back leaves the list', () => {
    const { result } = renderAt('/list', codec);
    act(() => result.current.list.setFilters({ search: 'oak' }));
    act(() => result.current.list.setPage(2));
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/elsewhere');
  });

  it('serves a list without pages (search only)', () => {
    const { result } = renderAt('/list', searchOnly);
    act(() => result.current.list.setFilters({ search: 'plan' }));
    expect(result.current.list.state).toEqual({ search: 'plan' });
    expect(result.current.location.search).toBe('?search=plan');
  });
});
