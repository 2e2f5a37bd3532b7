import { useState, type ReactNode } from 'react';
import { isVersionConflict } from '../../errors/is-version-conflict';
import { messages } from '../../domain/messages';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export interface VersionConflict {
  /**
   * Call with a failed save's error: true (and the dialog opens) when it was a version conflict,
   * so the caller shows nothing else; false for any other failure.
   */
  caught(error: unknown): boolean;
  /** The dialog to render once on the page. */
  dialog: ReactNode;
}

/**
 * What a page does when its save meets someone else's newer change: a dialog with the shared
 * message and two choices. "Reload" runs `reload` (fetch the record again and show it, replacing
 * the user's unsaved input); "Keep editing" leaves the input as it is, so nothing the user typed
 * is thrown away without them choosing it (a later save from it is refused again until reloaded).
 */
export function useVersionConflict(reload: () => unknown): VersionConflict {
  const [open, setOpen] = useState(false);
  const [reloading, setReloading] = useState(false);
  const caught = (error: unknown) => {
    if (!isVersionConflict(error)) return false;
    setOpen(true);
    return true;
  };
  const confirmReload = async () => {
    setReloading(true);
    try {
      await reload();
    } finally {
      setReloading(false);
      setOpen(false);
    }
  };
  const dialog = (
    <ConfirmDialog
      open={open}
      title={messages.recordVersionConflictTitle}
      message={messages.recordVersionConflict}
      confirmLabel="Reload"
      cancelLabel="Keep editing"
      loading={reloading}
      onConfirm={() => void confirmReload()}
      onCancel={() => setOpen(false)}
    />
  );
  return { caught, dialog };
}
