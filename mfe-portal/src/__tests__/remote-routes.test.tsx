import { screen } from '@testing-library/react';
import { routes } from '../remote-routes';
import { renderPage } from '../test-utils/render-page';

describe('portal routes', () => {
  it('exposes one page at /customer itself', () => {
    expect(routes.map((route) => route.pattern)).toEqual(['']);
  });

  it('loads the portal page on demand', async () => {
    const [route] = routes;
    const Component = route!.Component;
    renderPage(<Component />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer Portal' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with Support' })).toBeInTheDocument();
  });
});
