import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import type { RuntimeConfig } from '../domain/runtime-config';
import { setRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { AppProvider } from '../theme/app-provider';
import { toaster } from '../theme/toaster';
import { testRuntimeConfig } from './fixtures';

export interface RenderPageOptions {
  /**
   * Where the memory router starts (default `/workplace`, where the host shows remote pages), as
   * a URL or a location with its history state (`{ pathname, search, state }`: a page opened by
   * a link that hands it state); `null` for an element that brings its own router (a whole app).
   */
  location?: InitialEntry | null;
  /** The store (default: a fresh one). */
  store?: AppStore;
  /** The runtime config (default: the test one). */
  runtimeConfig?: RuntimeConfig;
}

/**
 * Renders a page (or any part of one) as the host does: inside the product's providers (store,
 * the product's Chakra system, toaster) and a memory router at `location`, with the test runtime
 * config.
 */
export function renderPage(
  ui: ReactElement,
  {
    location = '/workplace',
    store = createAppStore(),
    runtimeConfig = testRuntimeConfig,
  }: RenderPageOptions = {},
): RenderResult & { store: AppStore } {
  setRuntimeConfig(runtimeConfig);
  // The toaster is the page's one singleton: toasts of an earlier test (they live 5 s) must not
  // be found by the next one.
  toaster.remove();
  const content =
    location === null ? ui : <MemoryRouter initialEntries={[location]}>{ui}</MemoryRouter>;
  return { store, ...render(<AppProvider store={store}>{content}</AppProvider>) };
}
