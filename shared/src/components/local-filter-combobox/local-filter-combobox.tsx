import { Combobox, createListCollection, Field } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { RequiredMark } from '../form-field/required-mark';

export interface LocalFilterComboboxProps<T> {
  label: ReactNode;
  required?: boolean;
  /** Every option; the typed text narrows them in the browser, without a call to the server. */
  options: readonly T[];
  /** The chosen option's id, or null while none is chosen. */
  value: number | null;
  onChange: (id: number | null) => void;
  idOf: (option: T) => number;
  /** The text the input shows once the option is chosen. */
  labelOf: (option: T) => string;
  /** Whether the option stays listed for the typed text (already trimmed and lower-cased). */
  matches: (option: T, needle: string) => boolean;
  /** The option's row in the list; its label when not given. */
  renderOption?: (option: T) => ReactNode;
  placeholder: string;
  /** Shown instead of the placeholder while the options load. */
  loading?: boolean;
  /** Accessible names of the clear and the open buttons. */
  clearLabel: string;
  showLabel: string;
  emptyText: string;
  /** The field's message; the field shows as invalid while there is one. */
  errorText?: string | undefined;
  size?: 'sm' | 'md';
}

/**
 * A select of a few hundred options at most that the user narrows by typing: the whole list is
 * already in the browser (power companies, the sales persons of a team), so filtering is local.
 */
export function LocalFilterCombobox<T>({
  label,
  required = false,
  options,
  value,
  onChange,
  idOf,
  labelOf,
  matches,
  renderOption,
  placeholder,
  loading = false,
  clearLabel,
  showLabel,
  emptyText,
  errorText,
  size,
}: LocalFilterComboboxProps<T>) {
  const [filter, setFilter] = useState('');
  const collection = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return createListCollection({
      items: options.filter((option) => matches(option, needle)),
      itemToString: labelOf,
      itemToValue: (option) => String(idOf(option)),
    });
  }, [options, filter, matches, labelOf, idOf]);
  const invalid = errorText !== undefined;

  return (
    <Field.Root required={required} invalid={invalid}>
      <Combobox.Root
        // Remounted once the options arrive: the combobox writes a preselected option's label
        // into its input only when it starts with that option in its collection.
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
        size={size}
      >
        <Combobox.Label>
          {label}
          <RequiredMark required={required} />
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={loading ? 'Loading…' : placeholder} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger aria-label={clearLabel} />
            <Combobox.Trigger aria-label={showLabel} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{emptyText}</Combobox.Empty>
            {collection.items.map((option) => (
              <Combobox.Item key={idOf(option)} item={option}>
                {renderOption === undefined ? labelOf(option) : renderOption(option)}
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
