import { renderPage } from '../../../testing/render-page';
import { screen } from '@testing-library/react';
import { PageHeader } from '../page-header';

describe('PageHeader', () => {
  it('renders the title as the page heading with its description and actions', () => {
    renderPage(
      <PageHeader
        title="Leads Management"
        description="Track new leads."
        actions={<button type="button">Add lead</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Leads Management' })).toBeInTheDocument();
    expect(screen.getByText('Track new leads.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add lead' })).toBeInTheDocument();
  });

  it('renders only the heading when nothing else is given', () => {
    const { container } = renderPage(<PageHeader title="Stock Management" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stock Management');
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
