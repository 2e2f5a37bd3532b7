import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { setRuntimeConfig } from '../runtime-config/runtime-config-holder';
import { createAppStore, type AppStore } from '../store/create-app-store';
import { AppProvider } from '../theme/app-provider';
import { testRuntimeConfig } from './fixtures';

export interface RenderOptions {
  store?: AppStore;
  /** Initial location of a MemoryRouter; omit when the element brings its own router. */
  route?: string;
}

/** Renders with the shared providers, a fresh store and the test runtime config. */
export function renderWithProviders(
  ui: ReactElement,
  { store = createAppStore(), route }: RenderOptions = {},
): RenderResult & { store: AppStore } {
  setRuntimeConfig(testRuntimeConfig);
  const content = route ? <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter> : ui;
  return { store, ...render(<AppProvider store={store}>{content}</AppProvider>) };
}
