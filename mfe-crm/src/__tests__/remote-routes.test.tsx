import { screen } from '@testing-library/react';
import { workplaceRouteByPattern } from '@solar/shared';
import { routes } from '../remote-routes';
import { renderPage } from '../test-utils/render-page';

describe('crm routes', () => {
  it('exposes the pages of this issue with the catalogue patterns and titles', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      'crm/leads',
      'crm/meeting',
      'crm/deals',
      'crm/deal-details/:dealId',
      'projects/active',
      'projects/history',
    ]);
    for (const route of routes) {
      const entry = workplaceRouteByPattern(route.pattern);
      expect(entry.owner).toBe('crm');
      expect(route.title).toBe(entry.title);
    }
  });

  // The deals pages need the store and the API; their own tests render them with a fake API.
  const staticPages = routes.filter((route) => !route.pattern.startsWith('crm/deal'));

  it.each(staticPages.map((route) => [route.pattern, route] as const))(
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
