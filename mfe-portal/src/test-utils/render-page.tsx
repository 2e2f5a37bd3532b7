import {
  installFakeApi,
  renderWithProviders,
  type FakeApi,
  type FakeHandler,
} from '@solar/shared/testing';
import { Route, Routes, useLocation } from 'react-router';
import { routes } from '../remote-routes';

/** Shows the router's location, so a test can see where a page navigated to. */
function LocationProbe() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

/**
 * Renders the portal as the host does: its routes under `/customer` inside the shared providers
 * (store, Chakra, toaster), at `location`, against a fake API answering `api`.
 */
export function renderPortal(location: string, api: Record<string, FakeHandler> = {}) {
  const fake: FakeApi = installFakeApi(api);
  const result = renderWithProviders(
    <>
      <Routes>
        {routes.map(({ pattern, Component }) => (
          <Route
            key={pattern}
            path={pattern === '' ? '/customer' : `/customer/${pattern}`}
            element={<Component />}
          />
        ))}
      </Routes>
      <LocationProbe />
    </>,
    { route: location },
  );
  return { ...result, fake };
}
