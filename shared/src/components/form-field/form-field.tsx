import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The field's message; the field shows as invalid while there is one. */
  error?: string | undefined;
  /** Help shown under the field (a character count, a hint), also while it has an error. */
  helperText?: ReactNode;
  /** The control's id when it is not a Chakra control that takes its id from the field. */
  htmlFor?: string;
  children: ReactNode;
}

/** A labelled form control with its required mark and its message: every dialog's field row. */
export function FormField({
  label,
  required = false,
  error,
  helperText,
  htmlFor,
  children,
}: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={error !== undefined}>
      <Field.Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <>
            {' '}
            <Field.RequiredIndicator />
          </>
        ) : null}
      </Field.Label>
      {children}
      {helperText === undefined ? null : <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
