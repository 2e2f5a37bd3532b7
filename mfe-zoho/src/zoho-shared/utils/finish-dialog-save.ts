import { messages, notify, serverFieldTextOf, type VersionConflict } from '@solar/shared';

interface DialogSave {
  conflict: VersionConflict;
  /** The toast of a save that went through. */
  savedMessage: string;
  onClose: () => void;
}

/**
 * The end of a parts-list dialog's save: someone's newer change opens the reload choice, another
 * refusal shows the server's reason and keeps the dialog open, a success says so and closes it.
 */
export function finishDialogSave(
  result: { error?: unknown },
  { conflict, savedMessage, onClose }: DialogSave,
): void {
  if (result.error) {
    if (conflict.caught(result.error)) return;
    notify.error(serverFieldTextOf(result.error, ['message'], messages.operationFailed));
    return;
  }
  notify.success(savedMessage);
  onClose();
}
