import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './form-field';

interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps extends Omit<FormFieldProps, 'children' | 'onChange' | 'defaultValue'> {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice ("Select a stage"); without it the first option is preselected. */
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  /** The select's size: `sm` in the dense filter bars of lists. */
  size?: NativeSelectRootProps['size'];
}

/** A labelled native select: what every dialog uses for stages, statuses, deals and methods. */
export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  id,
  disabled,
  size,
  ...field
}: SelectFieldProps) {
  return (
    <FormField {...field} htmlFor={id}>
      <NativeSelect.Root disabled={disabled} size={size}>
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}
