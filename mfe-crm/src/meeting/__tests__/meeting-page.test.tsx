import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import { MeetingPage } from '../meeting-page';

describe('MeetingPage', () => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<MeetingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Meeting Management' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Site visits and sales meetings/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
