import { screen } from '@testing-library/react';
import { workplaceRouteByPattern } from '@solar/shared';
import { installFakeApi, type FakeApi, renderPage } from '@solar/shared/testing';
import { routes } from '../remote-routes';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/templates/': { body: [] },
    'GET /api/templates/deal-options/': { body: [] },
  });
});
afterEach(() => fake.restore());

describe('templates routes', () => {
  it('exposes its pages with the catalogue patterns and titles', () => {
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
      // The editor's chunk is large; a busy machine needs more than the default second.
      expect(
        await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );
});
