import { notify } from '@solar/shared';
import { useEffect } from 'react';

/**
 * Shows `message` once each time `failed` becomes true. The toast id keeps one toast per message
 * when several components fail the same way at once. The toast is created after the commit: a
 * toast created inside a commit that fails several queries at once can be lost by the toaster.
 */
export function useErrorToast(failed: boolean, message: string): void {
  useEffect(() => {
    if (failed) queueMicrotask(() => notify.error(message, { id: message }));
  }, [failed, message]);
}
