import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /**
   * Called by the cancel button, Escape and the dialog's own dismissal; never for a close that
   * follows the confirm button or that the parent made by setting `open` to false.
   */
  onCancel: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog cannot be dismissed. */
  loading?: boolean;
}

/**
 * A yes/no question before an action that cannot be undone. Focus starts on the cancel button so a
 * stray Enter does not confirm, and a click outside does not dismiss it by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Set while the confirm button's click is being handled: a close the dialog reports in that
  // turn is the confirmed flow moving on, not the user dismissing the question.
  const confirmingRef = useRef(false);
  const confirm = () => {
    confirmingRef.current = true;
    setTimeout(() => {
      confirmingRef.current = false;
    }, 0);
    onConfirm();
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        // `open` is the parent's current wish: once it has closed the dialog itself (e.g. after
        // a confirm), a reported close is not a cancel.
        if (!details.open && open && !loading && !confirmingRef.current) onCancel();
      }}
      closeOnInteractOutside={false}
      closeOnEscape={!loading}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{message}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={loading}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={confirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
