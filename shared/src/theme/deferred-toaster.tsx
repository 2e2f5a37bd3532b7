import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster';

// The toaster's view (toast machine, its components and their dismiss logic) is loaded with the
// first toast, not with the page: most first views, the login page among them, never show one.
const ToasterView = lazy(async () => ({ default: (await import('./toaster-view')).Toaster }));

/**
 * Mounts the toaster's view once the shared toaster holds a toast, and keeps it mounted. The view
 * reads the toasts already created when it starts, so none is lost while its chunk loads.
 */
export function DeferredToaster() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    if (toaster.getCount() > 0) {
      setNeeded(true);
      return;
    }
    return toaster.subscribe(() => setNeeded(true));
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
