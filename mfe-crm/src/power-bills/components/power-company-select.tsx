import { Combobox, createListCollection, Field } from '@chakra-ui/react';
import type { PowerCompany } from '@solar/shared';
import { useMemo, useState } from 'react';

interface PowerCompanySelectProps {
  options: readonly PowerCompany[];
  value: number | null;
  onChange: (id: number | null) => void;
  loading: boolean;
  errorText?: string | undefined;
}

/** The searchable Power Company select: typing filters the companies by name. */
export function PowerCompanySelect({
  options,
  value,
  onChange,
  loading,
  errorText,
}: PowerCompanySelectProps) {
  const [filter, setFilter] = useState('');
  const collection = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return createListCollection({
      items: options.filter((option) => option.name.toLowerCase().includes(needle)),
      itemToString: (option) => option.name,
      itemToValue: (option) => String(option.id),
    });
  }, [options, filter]);

  return (
    <Field.Root required invalid={errorText !== undefined}>
      <Combobox.Root
        // Remounted once the options arrive: the combobox writes a preselected company's name
        // into its input only when it starts with that company in its collection.
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
        invalid={errorText !== undefined}
      >
        <Combobox.Label>
          Power Company <Field.RequiredIndicator />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={loading ? 'Loading…' : 'Type to search'} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label="Clear power company" />
            <Combobox.Trigger aria-label="Show power companies" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>No power company found</Combobox.Empty>
            {collection.items.map((option) => (
              <Combobox.Item key={option.id} item={option}>
                {option.name}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
