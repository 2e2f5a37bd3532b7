import { Box, Input, Spinner, Text } from '@chakra-ui/react';
import { messages, notify, searchDebounceMs, type ItemSearchResult } from '@solar/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useZohoItemSearchQuery } from './zoho-bom-api';

export interface ItemSearchSelectProps {
  /** The input's id, for the field label. */
  id?: string;
  value: ItemSearchResult | null;
  onChange: (item: ItemSearchResult | null) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the field's help and error texts. */
  describedBy?: string;
}

export const itemSearchPlaceholder = 'Search by item number or description';

export function itemLabelOf(item: Pick<ItemSearchResult, 'itemno' | 'itemdes'>): string {
  return `${item.itemno} - ${item.itemdes}`;
}

/**
 * The Item ID field: a combobox that searches the server as the user types (debounced), lists item
 * number and description, and selects one. An empty query clears the list and calls nothing
 * (part 2 section 5). Written as a plain ARIA combobox so it behaves the same inside the dialog,
 * in jsdom and in the browser.
 */
export function ItemSearchSelect({
  id,
  value,
  onChange,
  disabled = false,
  invalid = false,
  describedBy,
}: ItemSearchSelectProps) {
  const listId = useId();
  const [text, setText] = useState(value ? itemLabelOf(value) : '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [followed, setFollowed] = useState(value);

  // A value set from outside (opening the dialog to edit a line) replaces the text.
  if (value !== followed) {
    setFollowed(value);
    if (value) setText(itemLabelOf(value));
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = useZohoItemSearchQuery(query, { skip: query === '' });
  const results = query === '' ? [] : (search.data ?? []);

  useEffect(() => {
    if (search.isError) notify.error(messages.failedToSearchItems, { id: 'zoho-item-search' });
  }, [search.isError]);

  const choose = (item: ItemSearchResult) => {
    onChange(item);
    setText(itemLabelOf(item));
    setOpen(false);
  };

  const showList = open && query !== '' && !disabled;
  const activeId = showList && results[active] ? `${listId}-${results[active].itemid}` : undefined;

  return (
    <Box>
      <Input
        id={id}
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={itemSearchPlaceholder}
        disabled={disabled}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (value) onChange(null);
          setOpen(true);
          setActive(0);
          clearTimeout(timer.current);
          const trimmed = next.trim();
          if (trimmed === '') {
            // Cleared: no call, and the old results go at once.
            setQuery('');
            return;
          }
          timer.current = setTimeout(() => setQuery(trimmed), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (!showList) return;
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive((index) => Math.min(index + 1, Math.max(results.length - 1, 0)));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter' && results[active]) {
            event.preventDefault();
            choose(results[active]);
          } else if (event.key === 'Escape') {
            // Closes the list only, not the dialog around it.
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
        aria-label="Items"
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
              Searching…
            </Text>
          </Box>
        ) : null}
        {!search.isFetching && results.length === 0 ? (
          <Box as="li" px="3" py="2" role="presentation" fontSize="sm" color="fg.muted">
            No matching items
          </Box>
        ) : null}
        {results.map((item, index) => (
          <Box
            as="li"
            key={item.itemid}
            id={`${listId}-${item.itemid}`}
            role="option"
            aria-selected={index === active}
            px="3"
            py="2"
            cursor="pointer"
            bg={index === active ? 'bg.muted' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <Text as="span" fontWeight="semibold">
              {item.itemno}
            </Text>
            <Text as="span" color="fg.muted">
              {' '}
              {item.itemdes}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
