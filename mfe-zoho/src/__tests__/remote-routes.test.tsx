import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { workplaceRouteByPattern } from '@solar/shared';
import { routes } from '../remote-routes';

describe('zoho routes', () => {
  it('exposes its pages with the catalogue patterns and titles', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      'logistics/orders',
      'logistics/stock',
      'logistics/ncrinventory',
      'logistics/demand',
      'zoho/bom-link',
      'zoho/plane-demand',
      'zoho/mpr-item-setting',
      'zoho/demand-panel-link',
      'zoho/warehouse',
      'zoho/bom',
      'zoho/bom/:id/design',
      'zoho/test-storage',
      'zoho/zoho-data-upload',
      'zoho/item-attribute',
      'zoho/mrp',
      'zoho/forecast',
      'zoho/project-info-map',
      'zoho/shipping-details',
      'zoho/zoho-api',
    ]);
    for (const route of routes) {
      const entry = workplaceRouteByPattern(route.pattern);
      expect(entry.owner).toBe('zoho');
      expect(route.title).toBe(entry.title);
    }
  });

  // The placeholder pages need no store; the parts list pages have their own tests with a fake API.
  const placeholders = routes.filter((route) => route.pattern.startsWith('logistics/'));
  it.each(placeholders.map((route) => [route.pattern, route] as const))(
    'loads the page of %s on demand and shows its title',
    async (_pattern, route) => {
      const { Component } = route;
      renderPage(<Component />);
      expect(
        await screen.findByRole('heading', { level: 1, name: route.title }),
      ).toBeInTheDocument();
    },
  );
});
