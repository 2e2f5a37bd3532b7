import {
  loadRuntimeConfig,
  restoreSession,
  selectIsStaff,
  store,
  validateWithoutEval,
} from '@solar/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchStaffRemoteFor } from './remotes/utils/remote-loader';

/**
 * Start-up: the runtime configuration first (API URL, remotes, Google client id), then the stored
 * session (restoring it starts the staff menu load; an unreadable one logs out), then the app.
 */
async function start(): Promise<void> {
  validateWithoutEval();
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>Solar Workplace is not available</h1>
        <p role="alert">
          The application&apos;s configuration could not be loaded. Please try again in a moment.
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </main>,
    );
    return;
  }
  store.dispatch(restoreSession());
  // Staff known from the stored session: the page's remote starts downloading now, in parallel
  // with the menu call the guard waits for and the shell's first render, not after them (a page
  // the menu then refuses costs one unused download, never a render).
  if (selectIsStaff(store.getState())) prefetchStaffRemoteFor(window.location.pathname);
  // A transition: React renders the first tree in slices of a few milliseconds, yielding to the
  // browser in between, instead of one long task that blocks input while the page starts.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
