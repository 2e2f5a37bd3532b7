import { renderPage } from '../../../testing/render-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { searchDebounceMs } from '../../../domain/constants';
import { toaster } from '../../../theme/toaster';
import { RemoteSearchCombobox, type RemoteSearchState } from '../remote-search-combobox';

interface Fruit {
  id: number;
  name: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Apricot' },
  { id: 3, name: 'Banana' },
];

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  toaster.remove();
});

function renderCombobox({
  listWhenEmpty = false,
  failing = false,
  initial = null as Fruit | null,
} = {}) {
  const searches: { query: string; skip: boolean }[] = [];
  const onChange = jest.fn<void, [Fruit | null]>();
  let setFromOutside: (value: Fruit | null) => void = () => undefined;
  function useFruitSearch(query: string, options: { skip: boolean }): RemoteSearchState<Fruit> {
    searches.push({ query, ...options });
    if (options.skip) return { data: undefined, isFetching: false, isError: false };
    if (failing) return { data: undefined, isFetching: false, isError: true };
    const needle = query.toLowerCase();
    return {
      data: fruits.filter((fruit) => fruit.name.toLowerCase().includes(needle)),
      isFetching: false,
      isError: false,
    };
  }
  function Harness() {
    const [value, setValue] = useState<Fruit | null>(initial);
    setFromOutside = setValue;
    return (
      <label>
        Fruit
        <RemoteSearchCombobox<Fruit>
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          useSearch={useFruitSearch}
          labelOf={(fruit) => `#${fruit.id} ${fruit.name}`}
          keyOf={(fruit) => fruit.id}
          renderOption={(fruit) => fruit.name}
          placeholder="Search fruit"
          listLabel="Fruits"
          emptyText="No matching fruit"
          errorMessage="Fruit search failed"
          errorToastId="fruit-search"
          listWhenEmpty={listWhenEmpty}
        />
      </label>
    );
  }
  renderPage(<Harness />);
  const input = screen.getByRole('combobox', { name: /Fruit/ });
  return {
    input,
    onChange,
    searches,
    setFromOutside: (value: Fruit | null) => act(() => setFromOutside(value)),
  };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  act(() => jest.advanceTimersByTime(searchDebounceMs));
};

describe('RemoteSearchCombobox', () => {
  it('searches after the debounce and selects an option with the keyboard', () => {
    const { input, onChange, searches } = renderCombobox();
    fireEvent.change(input, { target: { value: 'ap' } });
    expect(searches.some((search) => search.query === 'ap')).toBe(false);
    act(() => jest.advanceTimersByTime(searchDebounceMs));
    expect(searches.at(-1)).toEqual({ query: 'ap', skip: false });

    const list = screen.getByRole('listbox', { name: 'Fruits' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Apple',
      'Apricot',
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Apricot' }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(fruits[1]);
    expect(input).toHaveValue('#2 Apricot');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('calls nothing for an empty query unless it lists when empty', () => {
    const { input, searches } = renderCombobox();
    fireEvent.focus(input);
    type(input, '   ');
    expect(searches.every((search) => search.skip)).toBe(true);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('with listWhenEmpty, fetches only once opened and lists the defaults', () => {
    const { input, searches } = renderCombobox({ listWhenEmpty: true });
    expect(searches.every((search) => search.skip)).toBe(true);
    fireEvent.focus(input);
    expect(searches.at(-1)).toEqual({ query: '', skip: false });
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('choosing with the mouse keeps the text, typing afterwards clears the value but not the text', () => {
    const { input, onChange } = renderCombobox();
    type(input, 'ban');
    fireEvent.mouseDown(screen.getByRole('option', { name: 'Banana' }));
    expect(onChange).toHaveBeenLastCalledWith(fruits[2]);
    expect(input).toHaveValue('#3 Banana');

    fireEvent.change(input, { target: { value: '#3 Banan' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('#3 Banan');
  });

  it('follows a value set or cleared from outside', () => {
    const { input, setFromOutside } = renderCombobox({ initial: fruits[0] ?? null });
    expect(input).toHaveValue('#1 Apple');
    setFromOutside(fruits[2] ?? null);
    expect(input).toHaveValue('#3 Banana');
    setFromOutside(null);
    expect(input).toHaveValue('');
  });

  it('Escape closes the list without reaching a dialog around it', () => {
    const { input } = renderCombobox();
    // Dialogs listen for Escape on the document, past React's root.
    const outer = jest.fn();
    const listener = (event: KeyboardEvent) => {
      if (event.key === 'Escape') outer();
    };
    document.addEventListener('keydown', listener);
    try {
      type(input, 'a');
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(outer).not.toHaveBeenCalled();
      // Once the list is closed, Escape is the dialog's again.
      fireEvent.keyDown(input, { key: 'Escape' });
      expect(outer).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', listener);
    }
  });

  it('says when nothing matches', () => {
    const { input } = renderCombobox();
    type(input, 'zzz');
    expect(screen.getByText('No matching fruit')).toBeVisible();
  });

  it('toasts the error message when the search fails', () => {
    const { input } = renderCombobox({ failing: true });
    type(input, 'ap');
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toContain('Fruit search failed');
  });
});
