import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { useDealListUrlState } from '../use-deal-list-url-state';

function renderUrlState(initialUrl: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>
  );
  return renderHook(() => useDealListUrlState(), { wrapper });
}

describe('useDealListUrlState', () => {
  it('keeps both of two filter changes made in the same tick', () => {
    const { result } = renderUrlState('/workplace/crm/deals?page=3');
    act(() => {
      // The search box reports on blur in the same event that changes the stage.
      result.current.setFilters({ search: 'maple' });
      result.current.setFilters({ stage: 4 });
    });
    expect(result.current.state).toMatchObject({ search: 'maple', stage: 4, page: 1 });
  });

  it('builds on the rendered URL once earlier changes have rendered', () => {
    const { result } = renderUrlState('/workplace/crm/deals');
    act(() => result.current.setFilters({ search: 'oak' }));
    act(() => result.current.setPage(2));
    act(() => result.current.setFilters({ stage: 2 }));
    expect(result.current.state).toMatchObject({ search: 'oak', stage: 2, page: 1 });
    act(() => result.current.setPage(5));
    expect(result.current.state).toMatchObject({ search: 'oak', stage: 2, page: 5 });
  });
});
