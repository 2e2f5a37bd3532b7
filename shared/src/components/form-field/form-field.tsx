import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RequiredMark } from './required-mark';

export interface FormFieldProps extends Omit<
  Field.RootProps,
  'children' | 'label' | 'invalid' | 'required'
> {
  label: ReactNode;
  required?: boolean;
  /** The field's message; the field shows as invalid while there is one. */
  error?: string | undefined;
  /** Help shown under the field (a character count, a hint), also while it has an error. */
  helperText?: ReactNode;
  /** The control's id when it is not a Chakra control that takes its id from the field. */
  htmlFor?: string;
  /** The label is read by screen readers only, where the place says what the field is. */
  hideLabel?: boolean;
  /** A smaller label, for the dense side panels of an editor. */
  labelFontSize?: Field.LabelProps['fontSize'];
  children: ReactNode;
}

/**
 * A labelled form control with its required mark, help and message: every form's field row.
 * Layout props (width, margins) and `disabled` / `readOnly` go to the field as they are.
 */
export function FormField({
  label,
  required = false,
  error,
  helperText,
  htmlFor,
  hideLabel = false,
  labelFontSize,
  children,
  ...root
}: FormFieldProps) {
  return (
    <Field.Root {...root} required={required} invalid={error !== undefined}>
      <Field.Label htmlFor={htmlFor} srOnly={hideLabel || undefined} fontSize={labelFontSize}>
        {label}
        <RequiredMark required={required} />
      </Field.Label>
      {children}
      {helperText === undefined ? null : <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
