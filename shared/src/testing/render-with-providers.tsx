import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RuntimeConfig } from '../domain/runtime-config';
import { MemoryRouter } from 'react-router';
import { setRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { AppProvider } from '../theme/app-provider';
import { toaster } from '../theme/toaster';
import { testRuntimeConfig } from './fixtures';

export interface RenderOptions {
  store?: AppStore;
  /** Initial location of a MemoryRouter; omit when the element brings its own router. */
  route?: string;
  /** The runtime config (default: the test one). */
  runtimeConfig?: RuntimeConfig;
}

/** Renders with the shared providers, a fresh store and the test runtime config. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createAppStore(), route, runtimeConfig = testRuntimeConfig }: RenderOptions = {},
): RenderResult & { store: AppStore } {
  setRuntimeConfig(runtimeConfig);
  // The toaster is the page's one singleton: toasts of an earlier test (they live 5 s) must not
  // be found by the next one.
  toaster.remove();
  const content = route ? <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter> : ui;
  return { store, ...render(<AppProvider store={store}>{content}</AppProvider>) };
}
