import { createToaster } from '@chakra-ui/react';
import { errorToastDurationMs } from '../domain/constants';

/** The one toaster of the page; `<Toaster/>` (in `AppProvider`) renders what it holds. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

interface NotifyOptions {
  /** Same id → the visible toast is updated instead of stacking a copy (e.g. many 401s at once). */
  id?: string;
  description?: string;
  duration?: number;
}

function show(
  type: 'success' | 'error' | 'warning' | 'info',
  title: string,
  options: NotifyOptions,
) {
  // Error toasts last 5 s (spec); the others use the same length so messages read alike.
  const duration = options.duration ?? errorToastDurationMs;
  return toaster.create({
    type,
    title,
    duration,
    closable: true,
    ...(options.id ? { id: options.id } : {}),
    ...(options.description ? { description: options.description } : {}),
  });
}

/**
 * A success closes the error toasts still showing: they were about what the person has just put
 * right (a form they corrected and saved), and a red 'Please correct the errors' beside a green
 * 'saved' leaves them unsure which one is true.
 */
function closeErrors() {
  for (const toast of toaster.getVisibleToasts()) {
    if (toast.type === 'error' && toast.id) toaster.dismiss(toast.id);
  }
}

/** Toast helpers: `notify.error(messages.serverError)`. */
export const notify = {
  success: (title: string, options: NotifyOptions = {}) => {
    closeErrors();
    return show('success', title, options);
  },
  error: (title: string, options: NotifyOptions = {}) => show('error', title, options),
  warning: (title: string, options: NotifyOptions = {}) => show('warning', title, options),
  info: (title: string, options: NotifyOptions = {}) => show('info', title, options),
};
