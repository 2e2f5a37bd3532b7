import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderPage } from '../../test-utils/render-page';
import { ContractsTemplatesPage } from '../contracts-templates-page';
import { InvoicesTemplatesPage } from '../invoices-templates-page';

function CurrentLocation() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

const pages: [string, ComponentType, string][] = [
  ['Contracts Templates', ContractsTemplatesPage, 'Contract'],
  ['Invoices Templates', InvoicesTemplatesPage, 'Invoice'],
];

describe.each(pages)('%s page', (title, Page, group) => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/will be listed here/)).toBeInTheDocument();
  });

  it('opens the New Template editor with its group chosen', async () => {
    const user = userEvent.setup();
    renderPage(
      <Routes>
        <Route path="/workplace/template/list" element={<Page />} />
        <Route path="*" element={<CurrentLocation />} />
      </Routes>,
      '/workplace/template/list',
    );
    const link = screen.getByRole('link', { name: 'New Template' });
    expect(link).not.toHaveAttribute('type');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/workplace/template/editor?group=${group}`,
    );
  });
});
