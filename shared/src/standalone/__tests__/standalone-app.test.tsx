import { screen } from '@testing-library/react';
import { signedIn } from '../../auth/auth-slice';
import type { RemoteRoute } from '../../remote/remote-route';
import { createAppStore } from '../../store/create-app-store';
import { renderPage, testUser } from '../../testing';
import { StandaloneApp } from '../standalone-app';

const portalRoutes: RemoteRoute[] = [
  { pattern: '', title: 'Customer Portal', Component: () => <h1>Portal tiles</h1> },
  { pattern: 'tracking', title: 'Project Tracking', Component: () => <h1>Tracking</h1> },
];

function renderPortalAt(path: string) {
  window.history.pushState({}, '', path);
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'test-token', user: testUser({ is_staff: false }) }));
  renderPage(
    <StandaloneApp options={{ remote: 'portal', routes: portalRoutes, basePath: '/customer' }} />,
    { store, location: null },
  );
}

describe("a remote's standalone page", () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('shows the page that lives at the area root (the portal tiles at /customer)', async () => {
    renderPortalAt('/customer');
    expect(await screen.findByRole('heading', { name: 'Portal tiles' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer');
  });

  it('sends / to the first page and opens the others at their paths', async () => {
    renderPortalAt('/');
    expect(await screen.findByRole('heading', { name: 'Portal tiles' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/customer');
  });

  it('opens a page below the root', async () => {
    renderPortalAt('/customer/tracking');
    expect(await screen.findByRole('heading', { name: 'Tracking' })).toBeInTheDocument();
  });
});
