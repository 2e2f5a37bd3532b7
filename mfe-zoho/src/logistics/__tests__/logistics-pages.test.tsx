import { renderPage } from '@solar/shared/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { NcmInventoryPage } from '../ncm-inventory-page';

const pages: [string, ComponentType, RegExp][] = [
  ['NCM Inventory', NcmInventoryPage, /Non-conforming material/],
];

describe.each(pages)('%s page', (title, Page, purpose) => {
  it('shows the catalogue title as its heading and what the page is for', () => {
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(purpose)).toBeInTheDocument();
  });

  it('offers no controls that would do nothing', () => {
    renderPage(<Page />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
