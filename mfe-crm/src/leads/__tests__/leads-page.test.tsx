import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { LeadsPage } from '../leads-page';

describe('LeadsPage', () => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<LeadsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Management' })).toBeInTheDocument();
    expect(screen.getByText(/not yet deals/)).toBeInTheDocument();
  });

  it('offers no controls that would do nothing: only the import', () => {
    renderPage(<LeadsPage />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Import']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
