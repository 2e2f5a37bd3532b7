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
  /** The placeholder cannot be chosen again once a value is picked (a required choice). */
  placeholderDisabled?: boolean;
  /** Called when the select loses focus: forms show a field's problem once it has been left. */
  onBlur?: () => void;
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
  placeholderDisabled,
  onBlur,
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
          onBlur={onBlur}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled={placeholderDisabled}>
              {placeholder}
            </option>
          )}
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
