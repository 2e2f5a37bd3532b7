import { screen } from '@testing-library/react';
import { workplaceRouteByPattern } from '@solar/shared';
import { routes } from '../remote-routes';
import { renderPage } from '../test-utils/render-page';

describe('templates routes', () => {
  it('exposes the pages of this issue with the catalogue patterns and titles', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      'template/contracts',
      'template/invoices',
      'template/editor/:templateId?',
    ]);
    for (const route of routes) {
      const entry = workplaceRouteByPattern(route.pattern);
      expect(entry.owner).toBe('templates');
      expect(route.title).toBe(entry.title);
    }
  });

  it.each(routes.map((route) => [route.pattern, route] as const))(
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
