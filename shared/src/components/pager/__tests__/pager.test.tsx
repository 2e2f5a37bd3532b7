import { renderPage } from '../../../testing/render-page';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager, pageCountOf, type PagerProps } from '../pager';

function renderPager(props: Partial<PagerProps> = {}) {
  const onPageChange = jest.fn<void, [number]>();
  const onPageSizeChange = jest.fn<void, [number]>();
  renderPage(
    <Pager
      total={95}
      page={1}
      pageSize={10}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
      {...props}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

describe('pageCountOf', () => {
  it('rounds up and keeps one page for an empty list', () => {
    expect(pageCountOf(95, 10)).toBe(10);
    expect(pageCountOf(100, 10)).toBe(10);
    expect(pageCountOf(101, 10)).toBe(11);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});

describe('Pager', () => {
  it('shows the total, the size choices of the spec and the current page', () => {
    renderPager({ page: 3 });
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'Page size' });
    expect(sizes).toHaveValue('10');
    expect(
      Array.from((sizes as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('collapses far pages into an ellipsis and keeps the first and last', () => {
    renderPager({ total: 500, page: 10 });
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Page 50/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 13' })).not.toBeInTheDocument();
  });

  it('moves with previous, next and the page buttons', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPager({ page: 3 });
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('disables previous on the first page and next on the last', () => {
    renderPager({ page: 1, total: 15 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('reports a new page size', async () => {
    const user = userEvent.setup();
    const { onPageSizeChange, onPageChange } = renderPager();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('jumps on Enter, clamped to the pages that exist', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPager();
    const jumper = screen.getByLabelText('Go to');
    await user.type(jumper, '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    expect(jumper).toHaveValue('');
    await user.type(jumper, '99{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await user.type(jumper, '0{Enter}');
    expect(onPageChange).toHaveBeenCalledTimes(2);
  });

  it('does not jump before Enter or to the page already shown', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderPager({ page: 4 });
    const jumper = screen.getByLabelText('Go to');
    await user.type(jumper, '6');
    expect(onPageChange).not.toHaveBeenCalled();
    await user.clear(jumper);
    await user.type(jumper, '4{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });
});
