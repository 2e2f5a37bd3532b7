import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultProposalData,
  messages,
  type PortalProposalDocument,
  savedPanelAt,
} from '@solar/shared';
import { portalProposal } from '../../testing/portal-fixtures';
import { renderPortal } from '../../testing/render-portal';

const panels = Array.from({ length: 10 }, (_, index) =>
  savedPanelAt(index + 1, 100 + (index % 6) * 50, 350 + Math.floor(index / 6) * 70),
);

const document: PortalProposalDocument = {
  proposal: {
    id: 31,
    deal: { id: 7, name: 'Gallant Residence' },
    proposal_version: 2,
    proposal_status: { id: 3, name: 'Approved' },
    proposal_description: 'South roof',
    version: 3,
  },
  deal: {
    id: 7,
    name: 'Gallant Residence',
    address: '12 Kent St',
    sales_person: 'Rep One',
    customer_name: 'Marie Gallant',
  },
  monthly_usage: null,
  saved_detail: {
    proposal_id: 31,
    name: 'Proposal V2',
    data: { ...defaultProposalData(), panels, nextPanelId: 11 },
    version: 3,
    updated_at: '2026-03-04T12:00:00.000Z',
  },
  signing: null,
};

describe('Invoice & Reports', () => {
  it('lists the approved proposals, each opening its document', async () => {
    const user = userEvent.setup();
    renderPortal('/customer/proposals', {
      'GET /api/portal/proposals/': {
        body: [
          portalProposal(),
          portalProposal({ id: 32, proposal_version: 3, has_document: false }),
        ],
      },
      'GET /api/portal/proposals/31/': { body: document },
    });
    const table = await screen.findByRole('table', { name: 'Approved proposals' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Proposal V2.*Gallant Residence.*12 Kent St/);
    expect(rows[1]).toHaveTextContent('Document in preparation');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(
      within(rows[0]!).getByRole('link', { name: 'Open Proposal V2 of Gallant Residence' }),
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/customer/proposals/31',
    );
    // The document chunk loads on demand, then shows every figure from the calculator.
    const article = await screen.findByRole('article', { name: 'Proposal' });
    expect(article).toHaveTextContent('Marie Gallant');
    expect(article).toHaveTextContent('12 Kent St');
    expect(within(article).getByRole('row', { name: /Panel Qty/ })).toHaveTextContent('10');
    expect(within(article).getByRole('table', { name: 'Payment schedule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Proposal V2' })).toBeInTheDocument();
  });

  it('says so when there is no approved proposal yet', async () => {
    renderPortal('/customer/proposals', { 'GET /api/portal/proposals/': { body: [] } });
    expect(await screen.findByText(/You have no approved proposals yet\./)).toBeInTheDocument();
  });

  it("shows not found for a proposal that is not the customer's (the API's 404)", async () => {
    renderPortal('/customer/proposals/99', {
      'GET /api/portal/proposals/99/': {
        status: 404,
        body: { message: messages.apiProposalNotFound },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.apiProposalNotFound);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
