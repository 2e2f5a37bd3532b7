import { routeTable } from '../../http/route-table';
import { type ExampleContext, routeWarmUps } from '../route-fuzz-examples';

/**
 * The fuzzer bounds each request's time. A route that renders a PDF inside the request would
 * otherwise pay for the renderer's worker starting cold, which says nothing about the route.
 */
const rendersInRequest = routeTable.filter(
  (route) => route.method === 'GET' && /\/pdf\/$/.test(route.url),
);

it('knows routes that render a PDF in the request', () => {
  expect(rendersInRequest.map((route) => route.url)).toContain('/api/templates/:id/pdf/');
});

it.each(rendersInRequest.map((route) => [`${route.method} ${route.url}`, route] as const))(
  'warms the renderer with a render of %s before its timed requests',
  async (key, route) => {
    const warmUp = routeWarmUps[key];
    expect(warmUp).toBeDefined();
    const touched: string[] = [];
    const ctx = {
      row: async () => ({ id: 7 }),
      touch: async (url: string) => {
        touched.push(url);
        return 200;
      },
    } as unknown as ExampleContext;
    await warmUp!(ctx);
    const pattern = new RegExp(`^${route.url.replace(/:[a-zA-Z]+/g, '\\d+')}$`);
    expect(touched.some((url) => pattern.test(url))).toBe(true);
  },
);
