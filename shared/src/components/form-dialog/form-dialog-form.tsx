import { Button, CloseButton, Dialog, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

export interface FormDialogFormProps {
  title: ReactNode;
  /** The submit button's text: Create, Update, Save… */
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}

/**
 * The inside of a form dialog: title, the fields stacked, Cancel and the submit button, and the
 * corner close button. The browser's own validation is off (`noValidate`): the fields show the
 * spec's messages instead.
 */
export function FormDialogForm({
  title,
  submitLabel,
  saving,
  onCancel,
  onSubmit,
  children,
}: FormDialogFormProps) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={saving}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={saving} />
      </Dialog.CloseTrigger>
    </form>
  );
}
