import { renderPage } from '../../../testing/render-page';
import { screen } from '@testing-library/react';
import { lazyPage } from '../lazy-page';

describe('lazyPage', () => {
  it('shows a loading status, then the named export of the loaded module', async () => {
    let resolve: (module: { ReportsPage: () => React.JSX.Element }) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<{ ReportsPage: () => React.JSX.Element }>((done) => {
          resolve = done;
        }),
    );
    const Page = lazyPage(load, 'ReportsPage');
    expect(load).not.toHaveBeenCalled();

    renderPage(<Page />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    resolve({ ReportsPage: () => <h1>Reports</h1> });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
