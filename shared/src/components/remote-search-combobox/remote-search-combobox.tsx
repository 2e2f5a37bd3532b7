import { Box, Input, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { searchDebounceMs } from '../../domain/constants';
import { notify } from '../../theme/toaster';

/** What a search hook hands the combobox: RTK Query's query result fits as it is. */
export interface RemoteSearchState<T> {
  data?: readonly T[] | undefined;
  isFetching: boolean;
  isError: boolean;
}

interface RemoteSearchComboboxProps<T> {
  /** The input's id, for the field label. */
  id?: string;
  value: T | null;
  onChange: (value: T | null) => void;
  /**
   * Runs the server search for a (debounced, trimmed) query; `skip` is true while nothing should be
   * fetched. Called as a hook on every render, so pass a stable RTK Query hook.
   */
  useSearch: (query: string, options: { skip: boolean }) => RemoteSearchState<T>;
  /** The text the input shows once an option is chosen. */
  labelOf: (option: T) => string;
  keyOf: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  placeholder: string;
  /** The listbox's accessible name. */
  listLabel: string;
  emptyText: string;
  loadingText?: string;
  /** Toasted (once, under `errorToastId`) when the search fails. */
  errorMessage: string;
  errorToastId: string;
  /**
   * When true the list opens on focus and an empty query lists the server's defaults (e.g. the
   * latest records); when false an empty query clears the list and calls nothing.
   */
  listWhenEmpty?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the field's help and error texts. */
  describedBy?: string;
}

/**
 * A field that searches the server as the user types (debounced) and selects one result. Written as
 * a plain ARIA combobox (input + listbox + aria-activedescendant) so it behaves the same inside a
 * dialog, in jsdom and in the browser; Escape closes only the list, not a dialog around it.
 */
export function RemoteSearchCombobox<T>({
  id,
  value,
  onChange,
  useSearch,
  labelOf,
  keyOf,
  renderOption,
  placeholder,
  listLabel,
  emptyText,
  loadingText = 'Searching…',
  errorMessage,
  errorToastId,
  listWhenEmpty = false,
  disabled = false,
  invalid = false,
  describedBy,
}: RemoteSearchComboboxProps<T>) {
  const listId = useId();
  const [text, setText] = useState(value ? labelOf(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // With listWhenEmpty nothing is fetched until the list is first opened, so a page that merely
  // shows the field makes no call.
  const [opened, setOpened] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [followed, setFollowed] = useState(value);

  // A value set from outside (a dialog opened to edit, or cleared by another field) replaces the
  // text; the combobox's own changes update `followed` together with the value, so typing is kept.
  if (value !== followed) {
    setFollowed(value);
    setText(value ? labelOf(value) : '');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const skip = listWhenEmpty ? !opened : query === '';
  const search = useSearch(query, { skip });
  const results = skip ? [] : (search.data ?? []);

  useEffect(() => {
    if (search.isError) notify.error(errorMessage, { id: errorToastId });
  }, [search.isError, errorMessage, errorToastId]);

  const show = () => {
    setOpen(true);
    setOpened(true);
  };

  const choose = (option: T) => {
    setFollowed(option);
    onChange(option);
    setText(labelOf(option));
    setOpen(false);
  };

  const showList = open && !disabled && (listWhenEmpty || query !== '');
  const activeOption = showList ? results[active] : undefined;
  const optionId = (option: T) => `${listId}-${keyOf(option)}`;

  return (
    <Box>
      <Input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption === undefined ? undefined : optionId(activeOption)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        disabled={disabled}
        value={text}
        onFocus={listWhenEmpty ? show : undefined}
        onClick={listWhenEmpty ? show : undefined}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (value !== null) {
            setFollowed(null);
            onChange(null);
          }
          show();
          setActive(0);
          clearTimeout(timer.current);
          const trimmed = next.trim();
          if (trimmed === '') {
            // Cleared: the old results go at once, without waiting for the debounce.
            setQuery('');
            return;
          }
          timer.current = setTimeout(() => setQuery(trimmed), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !showList && listWhenEmpty) {
            event.preventDefault();
            show();
            return;
          }
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, Math.max(results.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && activeOption !== undefined) {
            event.preventDefault();
            choose(activeOption);
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            setOpen(false);
          }
        }}
        onBlur={() => setOpen(false)}
      />
      <Box
        as="ul"
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!showList}
        mt="1"
        maxH="60"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        listStyleType="none"
      >
        {search.isFetching ? (
          <Box as="li" px="3" py="2" role="presentation">
            <Spinner size="xs" mr="2" />
            <Text as="span" fontSize="sm" color="fg.muted">
              {loadingText}
            </Text>
          </Box>
        ) : null}
        {!search.isFetching && results.length === 0 ? (
          <Box as="li" px="3" py="2" role="presentation" fontSize="sm" color="fg.muted">
            {emptyText}
          </Box>
        ) : null}
        {results.map((option, index) => (
          <Box
            as="li"
            key={keyOf(option)}
            id={optionId(option)}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {renderOption(option)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
