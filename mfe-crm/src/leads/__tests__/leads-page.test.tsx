import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { LeadsPage } from '../leads-page';

describe('LeadsPage', () => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<LeadsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Management' })).toBeInTheDocument();
    expect(screen.getByText(/not yet deals/)).toBeInTheDocument();
  });

  it('offers no controls that would do nothing', () => {
    renderPage(<LeadsPage />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
