import { Combobox, createListCollection, Span, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { SalesPersonOption } from '../../utils/sales-person-options-of';

interface SalesPersonSelectProps {
  options: readonly SalesPersonOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading?: boolean;
  invalid?: boolean;
  errorText?: string | null;
}

const matches = (option: SalesPersonOption, text: string) => {
  const needle = text.trim().toLowerCase();
  return (
    needle === '' ||
    option.username.toLowerCase().includes(needle) ||
    option.email.toLowerCase().includes(needle)
  );
};

/** The filterable Sales Person select: each option shows the username and, below it, the email. */
export function SalesPersonSelect({
  options,
  value,
  onChange,
  loading = false,
  invalid = false,
  errorText = null,
}: SalesPersonSelectProps) {
  const [filter, setFilter] = useState('');
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter((option) => matches(option, filter)),
        itemToString: (option) => option.username,
        itemToValue: (option) => String(option.id),
      }),
    [options, filter],
  );

  return (
    <Combobox.Root
      // Remounted once the options arrive: the combobox writes a preselected person's name into
      // its input only when it starts with that person in its collection.
      key={options.length > 0 ? 'ready' : 'loading'}
      collection={collection}
      value={value === null ? [] : [String(value)]}
      onValueChange={(details) => {
        const id = details.value[0];
        onChange(id === undefined ? null : Number(id));
      }}
      onInputValueChange={(details) => {
        setFilter(details.reason === 'input-change' ? details.inputValue : '');
      }}
      openOnClick
      invalid={invalid}
      size="sm"
    >
      <Combobox.Label>Sales Person</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input placeholder={loading ? 'Loading…' : 'Type to filter'} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger aria-label="Clear sales person" />
          <Combobox.Trigger aria-label="Show sales persons" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {errorText ? (
        <Span color="fg.error" fontSize="xs" role="alert">
          {errorText}
        </Span>
      ) : null}
      <Combobox.Positioner>
        <Combobox.Content>
          <Combobox.Empty>No sales person found</Combobox.Empty>
          {collection.items.map((option) => (
            <Combobox.Item key={option.id} item={option}>
              <Stack gap="0">
                <Span>{option.username}</Span>
                <Span color="fg.muted" fontSize="xs">
                  {option.email}
                </Span>
              </Stack>
              <Combobox.ItemIndicator />
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
