import { Field } from '@chakra-ui/react';

/** The asterisk after a required field's label (hidden from screen readers, which say "required"). */
export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <>
      {' '}
      <Field.RequiredIndicator />
    </>
  ) : null;
}
