import { renderPage } from '../../../testing/render-page';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { DebouncedSearchInput } from '../debounced-search-input';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderSearch(initial = '', delayMs?: number) {
  const onDebouncedChange = jest.fn<void, [string]>();
  let reset: (value: string) => void = () => undefined;
  function Harness() {
    const [value, setValue] = useState(initial);
    reset = setValue;
    return (
      <DebouncedSearchInput
        label="Search by Deal Name"
        value={value}
        delayMs={delayMs}
        onDebouncedChange={(next) => {
          onDebouncedChange(next);
          setValue(next);
        }}
      />
    );
  }
  renderPage(<Harness />);
  const input = screen.getByRole('searchbox', { name: 'Search by Deal Name' });
  return { input, onDebouncedChange, reset: (value: string) => act(() => reset(value)) };
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('DebouncedSearchInput', () => {
  it('uses the label as placeholder and shows the current value', () => {
    const { input } = renderSearch('solar');
    expect(input).toHaveAttribute('placeholder', 'Search by Deal Name');
    expect(input).toHaveValue('solar');
  });

  it('reports once, 300 ms after typing pauses', () => {
    const { input, onDebouncedChange } = renderSearch();
    type(input, 'so');
    act(() => jest.advanceTimersByTime(200));
    type(input, 'sol');
    act(() => jest.advanceTimersByTime(299));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
    expect(onDebouncedChange).toHaveBeenCalledWith('sol');
  });

  it('honours another delay', () => {
    const { input, onDebouncedChange } = renderSearch('', 1000);
    type(input, 'x');
    act(() => jest.advanceTimersByTime(999));
    expect(onDebouncedChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDebouncedChange).toHaveBeenCalledWith('x');
  });

  it('reports at once on Enter and not again when the timer would have fired', () => {
    const { input, onDebouncedChange } = renderSearch();
    type(input, 'acme');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onDebouncedChange).toHaveBeenCalledWith('acme');
    act(() => jest.advanceTimersByTime(1000));
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it('reports at once when the field is left with new text, and not for unchanged text', () => {
    const { input, onDebouncedChange } = renderSearch('old');
    fireEvent.blur(input);
    expect(onDebouncedChange).not.toHaveBeenCalled();
    type(input, 'new');
    fireEvent.blur(input);
    expect(onDebouncedChange).toHaveBeenCalledWith('new');
    expect(onDebouncedChange).toHaveBeenCalledTimes(1);
  });

  it('follows a reset from outside and does not report it back', () => {
    const { input, onDebouncedChange, reset } = renderSearch('abc');
    reset('');
    expect(input).toHaveValue('');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onDebouncedChange).not.toHaveBeenCalled();
  });
});
