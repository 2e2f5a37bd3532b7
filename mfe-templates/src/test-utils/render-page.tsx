import { renderWithProviders } from '@solar/shared/testing';
import type { ReactElement } from 'react';

/**
 * Renders a page as the host would: the shared providers (store, Chakra, toaster), the test
 * runtime config and a router at the given location.
 */
export function renderPage(ui: ReactElement, location = '/workplace') {
  return renderWithProviders(ui, { route: location });
}
