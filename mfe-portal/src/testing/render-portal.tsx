import {
  installFakeApi,
  LocationProbe,
  renderPage,
  type FakeApi,
  type FakeHandler,
} from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { routes } from '../remote-routes';

/**
 * Renders the portal as the host does: its routes under `/customer` inside the shared providers
 * (store, Chakra, toaster), at `location`, against a fake API answering `api`.
 */
export function renderPortal(location: string, api: Record<string, FakeHandler> = {}) {
  const fake: FakeApi = installFakeApi(api);
  const result = renderPage(
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
    { location },
  );
  return { ...result, fake };
}
