import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { restoreSession } from '../auth/session-thunks';
import { loadRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { store } from '../store/store';
import { validateWithoutEval } from '../security/validate-without-eval';
import { AppProvider } from '../theme/app-provider';
import { StandaloneApp, type StandaloneOptions } from './standalone-app';

/**
 * Starts a remote on its own (its team's dev page, without the host): loads `/app-config.json`,
 * restores the session, and renders a compact sign-in and then the remote's routes with the
 * shared providers.
 */
export async function renderStandaloneRemote(
  options: StandaloneOptions & { container?: HTMLElement },
): Promise<void> {
  validateWithoutEval();
  const container = options.container ?? document.getElementById('root');
  if (!container) throw new Error('No #root element to render into');
  const root = createRoot(container);
  try {
    await loadRuntimeConfig();
  } catch (error) {
    console.error(error);
    root.render(
      <p role="alert">
        This page could not load its configuration (/app-config.json). Is the dev server running?
      </p>,
    );
    return;
  }
  store.dispatch(restoreSession());
  root.render(
    <StrictMode>
      <AppProvider>
        <StandaloneApp options={options} />
      </AppProvider>
    </StrictMode>,
  );
}
