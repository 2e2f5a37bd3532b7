import { screen } from '@testing-library/react';
import { routes } from '../remote-routes';
import { renderPortal } from '../testing/render-portal';

describe('portal routes', () => {
  it('exposes the tiles at /customer itself and each view the tiles open', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      '',
      'tracking',
      'proposals',
      'proposals/:proposalId',
      'requests/:kind',
    ]);
  });

  it('loads the portal page on demand', async () => {
    renderPortal('/customer', { 'GET /api/portal/service-requests/': { body: [] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Support' })).toBeInTheDocument();
  });

  it('opens a view straight from its URL', async () => {
    renderPortal('/customer/tracking', { 'GET /api/portal/deals/': { body: [] } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Project Tracking' }),
    ).toBeInTheDocument();
  });
});
