import { Button, Combobox, createListCollection, HStack, Spinner } from '@chakra-ui/react';
import { FormField, messages, notify, searchDebounceMs, type GeoSuggestion } from '@solar/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCrmGeoSearchQuery, useLazyCrmGeoSearchQuery } from '../api/geo-endpoints';

/** Shortest text worth asking the geocoder about. */
const minimumQueryLength = 2;

const keyOf = (place: GeoSuggestion) => `${place.latitude},${place.longitude},${place.label}`;

interface AddressSearchProps {
  /** A place the user picked from the list, or the first match of a search. */
  onChoose: (place: GeoSuggestion) => void;
  /** Text to search for at once (a lead's address being converted): the pin goes to its match. */
  initialText?: string;
}

/**
 * The address search box: suggestions from `/api/geo/search/` as the user types (debounced), and
 * a Search button (or Enter) that geocodes the typed text with the same geocoder and places the
 * pin on its first match, leaving the other matches in the list to pick instead. The pin stays
 * draggable, and the Selected Location block shows what was found before anything is saved.
 */
export function AddressSearch({ onChoose, initialText = '' }: AddressSearchProps) {
  const [inputValue, setInputValue] = useState(initialText);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<GeoSuggestion | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(inputValue.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [inputValue]);

  const suggestions = useCrmGeoSearchQuery(query, { skip: query.length < minimumQueryLength });
  const [searchNow, searchNowState] = useLazyCrmGeoSearchQuery();
  const items = useMemo(
    () => (query.length < minimumQueryLength ? [] : (suggestions.data ?? [])),
    [query, suggestions.data],
  );
  const collection = useMemo(
    () => createListCollection({ items, itemToString: (place) => place.label, itemToValue: keyOf }),
    [items],
  );

  const choose = (place: GeoSuggestion) => {
    setChosen(place);
    setOpen(false);
    onChoose(place);
  };

  const search = async () => {
    const text = inputValue.trim();
    if (chosen && chosen.label === inputValue) {
      onChoose(chosen);
      return;
    }
    if (text === '') {
      notify.warning(messages.typeAddressToSearch);
      return;
    }
    const found = await searchNow(text, true);
    const [first] = found.data ?? [];
    if (!first) {
      notify.error(messages.couldNotFindAddress);
      return;
    }
    // The first match is the geocoder's best; the others stay listed for a different choice.
    setQuery(text);
    setInputValue(first.label);
    choose(first);
  };

  // A given address is looked up once, as the dialog opens, as if the user had pressed Search.
  const initialSearched = useRef(false);
  useEffect(() => {
    if (initialSearched.current || initialText.trim() === '') return;
    initialSearched.current = true;
    void search();
    // Only the opening text: later edits are the user's own searches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const busy = suggestions.isFetching || searchNowState.isFetching;

  return (
    // The field's label names the combobox's input (Chakra's combobox takes its ids from the field).
    <FormField label="Search address">
      <HStack align="end" gap="2" w="full">
        <Combobox.Root
          collection={collection}
          inputValue={inputValue}
          onInputValueChange={(details) => {
            setInputValue(details.inputValue);
            if (details.reason !== 'input-change') return;
            setChosen(null);
            // The list opens as soon as its suggestions arrive (they come after the debounce).
            setOpen(details.inputValue.trim().length >= minimumQueryLength);
          }}
          onSelect={(details) => {
            const place = items.find((item) => keyOf(item) === details.itemValue);
            if (place) choose(place);
          }}
          open={open && items.length > 0}
          onOpenChange={(details) => setOpen(details.open)}
          allowCustomValue
          inputBehavior="autohighlight"
          flex="1"
          size="sm"
        >
          <Combobox.Control>
            <Combobox.Input
              placeholder="Type an address or place"
              onKeyDown={(event) => {
                // Enter on a highlighted suggestion picks it (the combobox's own); otherwise it
                // acts as the Search button.
                if (event.key === 'Enter' && !(open && items.length > 0)) {
                  event.preventDefault();
                  void search();
                }
              }}
            />
            <Combobox.IndicatorGroup>
              {busy ? <Spinner size="xs" aria-label="Searching" /> : null}
            </Combobox.IndicatorGroup>
          </Combobox.Control>
          {/* No portal: inside the dialog the list must stay in the dialog's focus scope. */}
          <Combobox.Positioner>
            <Combobox.Content>
              {items.map((place) => (
                <Combobox.Item key={keyOf(place)} item={place}>
                  {place.label}
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Combobox.Root>
        <Button size="sm" onClick={() => void search()} loading={searchNowState.isFetching}>
          Search
        </Button>
      </HStack>
    </FormField>
  );
}
