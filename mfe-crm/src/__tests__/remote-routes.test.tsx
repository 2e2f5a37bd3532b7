import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { workplaceRouteByPattern } from '@solar/shared';
import { routes } from '../remote-routes';

describe('crm routes', () => {
  it('exposes its pages with the catalogue patterns and titles', () => {
    expect(routes.map((route) => route.pattern)).toEqual([
      'crm/leads',
      'crm/meeting',
      'crm/deals',
      'crm/service-requests',
      'crm/battery-simulation',
      'crm/deal-details/:dealId',
      'crm/power-bill/:dealId/:action?',
      'crm/proposals',
      'crm/deal-proposal/:dealId',
      'crm/design-proposal/:proposalId',
      'crm/preview-proposal/:proposalId',
      'crm/preview-proposal-plus/:proposalId',
      'crm/deal-contact/:dealId/:action?',
      'crm/site-sketch/:dealId',
      'crm/deal-program',
      'crm/deal-program-design/:dealProgramId',
      'crm/program-proposal-design/:dealProgramId',
      'crm/sales-person-tree',
      'projects/active',
      'projects/history',
      'crm/present-proposal',
      'crm/compare-proposals',
    ]);
    for (const route of routes) {
      const entry = workplaceRouteByPattern(route.pattern);
      expect(entry.owner).toBe('crm');
      expect(route.title).toBe(entry.title);
    }
  });

  // The deal pages need the store and the API; their own tests render them with a fake API.
  const staticPages = routes.filter(
    (route) =>
      !route.pattern.startsWith('crm/deal') &&
      !route.pattern.startsWith('crm/power-bill') &&
      !route.pattern.startsWith('crm/site-sketch') &&
      // The proposals and programs pages load through the API too (their tests use a fake API).
      !/^crm\/(proposals|design-proposal|preview-proposal|program-proposal-design)/.test(
        route.pattern,
      ) &&
      route.pattern !== 'crm/sales-person-tree',
  );

  it.each(staticPages.map((route) => [route.pattern, route] as const))(
    'loads the page of %s on demand and shows its title',
    async (_pattern, route) => {
      const { Component } = route;
      renderPage(<Component />);
      expect(
        // The presenter's heading goes on with its address ("Present Proposal: …").
        await screen.findByRole(
          'heading',
          {
            level: 1,
            name: (name) => name === route.title || name.startsWith(`${route.title}: `),
          },
          // The presenter's chunk brings d3, slower to transform on first load.
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
    },
  );
});
