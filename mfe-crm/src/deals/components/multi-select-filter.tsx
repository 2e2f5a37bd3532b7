import { Box, createListCollection, Portal, Select, Text } from '@chakra-ui/react';
import { useMemo } from 'react';

export interface FilterOption {
  id: number;
  label: string;
  /** Secondary text under the label (a sales person's email). */
  description?: string;
}

interface MultiSelectFilterProps {
  label: string;
  placeholder: string;
  options: readonly FilterOption[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
}

/** A labelled multi-select of ids (the Provinces and Sales Persons filters), clearable. */
export function MultiSelectFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
  loading = false,
}: MultiSelectFilterProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToValue: (option) => String(option.id),
        itemToString: (option) => option.label,
      }),
    [options],
  );
  // Ids in the URL that are not (or not yet) options stay selected but cannot be shown by name.
  const selected = value.map(String);

  return (
    <Select.Root
      multiple
      size="sm"
      collection={collection}
      value={selected}
      onValueChange={(details) => onChange(details.value.map(Number))}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger aria-label={label}>
          <Select.ValueText placeholder={loading ? 'Loading…' : placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          {selected.length > 0 ? <Select.ClearTrigger aria-label={`Clear ${label}`} /> : null}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content maxH="72">
            {collection.items.map((option) => (
              <Select.Item item={option} key={option.id}>
                <Box>
                  <Select.ItemText>{option.label}</Select.ItemText>
                  {option.description ? (
                    <Text fontSize="xs" color="fg.muted">
                      {option.description}
                    </Text>
                  ) : null}
                </Box>
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
