import { workplacePath } from '../workplace-path';
import { workplaceRoutes } from '../workplace-routes';

describe('workplacePath', () => {
  it('builds a path without parameters', () => {
    expect(workplacePath('crm/deals')).toBe('/workplace/crm/deals');
  });

  it('fills each parameter of the pattern', () => {
    expect(workplacePath('crm/deal-details/:dealId', { dealId: 12 })).toBe(
      '/workplace/crm/deal-details/12',
    );
    expect(workplacePath('zoho/bom/:id/design', { id: 7 })).toBe('/workplace/zoho/bom/7/design');
  });

  it('fills an optional parameter when given and leaves it out when not', () => {
    expect(workplacePath('crm/power-bill/:dealId/:action?', { dealId: 3, action: 'edit' })).toBe(
      '/workplace/crm/power-bill/3/edit',
    );
    expect(workplacePath('crm/power-bill/:dealId/:action?', { dealId: 3 })).toBe(
      '/workplace/crm/power-bill/3',
    );
    expect(workplacePath('template/editor/:templateId?')).toBe('/workplace/template/editor');
    expect(workplacePath('template/editor/:templateId?', { templateId: 9 })).toBe(
      '/workplace/template/editor/9',
    );
  });

  it('encodes a value so it stays one path segment', () => {
    expect(workplacePath('crm/deal-contact/:dealId/:action?', { dealId: 'a/b c' })).toBe(
      '/workplace/crm/deal-contact/a%2Fb%20c',
    );
  });

  it('refuses a pattern outside the catalogue and a missing required parameter', () => {
    // The types refuse both already (the package's typecheck fails if they stop doing so).
    // @ts-expect-error a pattern outside the catalogue
    expect(() => workplacePath('crm/nowhere')).toThrow('crm/nowhere');
    // @ts-expect-error dealId is required
    expect(() => workplacePath('crm/site-sketch/:dealId', {})).toThrow('dealId');
    // @ts-expect-error the parameters are required
    expect(() => workplacePath('zoho/bom/:id/design')).toThrow('id');
  });

  it('builds a path for every route of the catalogue', () => {
    for (const route of workplaceRoutes) {
      const params = Object.fromEntries(
        (route.pattern.match(/:\w+/g) ?? []).map((name) => [name.slice(1), 1]),
      );
      const path = workplacePath(route.pattern as 'crm/deals', params as never);
      expect(path.startsWith('/workplace/')).toBe(true);
      expect(path).not.toContain(':');
    }
  });
});
