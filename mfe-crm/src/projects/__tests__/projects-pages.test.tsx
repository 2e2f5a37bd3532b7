import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { ActiveProjectsPage } from '../active-projects-page';
import { ProjectsHistoryPage } from '../projects-history-page';

describe('ActiveProjectsPage', () => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<ActiveProjectsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Active Projects' })).toBeInTheDocument();
    expect(screen.getByText(/under way, from permits to connection/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('ProjectsHistoryPage', () => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<ProjectsHistoryPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects History' })).toBeInTheDocument();
    expect(screen.getByText(/Completed installations/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
