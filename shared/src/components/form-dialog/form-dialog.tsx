import { Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { firstFieldIn } from './first-field-in';
import { FormDialogForm, type FormDialogFormProps } from './form-dialog-form';

interface FormDialogProps extends FormDialogFormProps {
  /** The dialog's width in pixels; it never exceeds the viewport. */
  widthPx?: number;
}

/**
 * An open, centred form dialog that a click outside does not close (typed values would be lost)
 * and that cannot be closed while it saves. Mount it to open it; `onCancel` unmounts it.
 */
export function FormDialog({ widthPx = 500, ...form }: FormDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !form.saving) form.onCancel();
      }}
      closeOnInteractOutside={false}
      placement="center"
      initialFocusEl={() => firstFieldIn(contentRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} width={`${widthPx}px`} maxW="calc(100vw - 2rem)">
            <FormDialogForm {...form} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
