import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type DealContact, type ProposalRow, type ProposalSending } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { ProposalsPage } from '../proposals-page';

const draft = { id: 1, name: 'Draft' };
const rows: ProposalRow[] = [
  {
    id: 31,
    deal: { id: 7, name: 'Gallant Residence' },
    proposal_version: 2,
    proposal_status: draft,
    proposal_description: '',
    version: 1,
  },
  {
    id: 32,
    deal: { id: 8, name: 'Harbour House' },
    proposal_version: 1,
    proposal_status: { id: 3, name: 'Approved' },
    proposal_description: '',
    version: 4,
  },
];

function contact(id: number, overrides: Partial<DealContact> = {}): DealContact {
  return {
    id,
    deal: 7,
    contact_type: { id: 1, name: 'Owner' },
    first_name: 'Marie',
    last_name: 'Gallant',
    email: 'marie@example.com',
    phone: '',
    notes: '',
    is_primary: false,
    version: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

function sending(overrides: Partial<ProposalSending> = {}): ProposalSending {
  return {
    id: 5,
    proposal_id: 32,
    proposal_version: 1,
    deal_id: 8,
    state: 'signed',
    sent_at: '2026-03-02T14:00:00.000Z',
    sent_by: 'Rep One',
    recipients: [{ contact_id: 9, name: 'Hal Harbour', email: 'hal@example.com' }],
    first_viewed_at: '2026-03-03T09:00:00.000Z',
    last_viewed_at: '2026-03-04T09:00:00.000Z',
    signed_at: '2026-03-04T09:30:00.000Z',
    signer_name: 'Hal Harbour',
    declined_at: null,
    decline_reason: null,
    document_sha256: 'ab'.repeat(32),
    signed_document_id: 12,
    ...overrides,
  };
}

let fake: FakeApi;
let sent: ProposalSending[];

beforeEach(() => {
  sent = [sending()];
  fake = installFakeApi({
    'GET /api/crm/proposal-statuses/': { body: [draft] },
    'GET /api/crm/proposals/': { body: { results: rows, count: 2 } },
    'GET /api/crm/proposal-sendings/': () => ({ body: sent }),
    'GET /api/crm/plus/deal/7/contacts/': {
      body: [
        contact(1, { first_name: 'No', last_name: 'Mail', email: '' }),
        contact(2, { is_primary: true }),
        contact(3, { first_name: 'Paul', email: 'paul@example.com' }),
      ],
    },
    'POST /api/crm/proposal-sendings/': ({ body }) => {
      const created = sending({
        id: 6,
        proposal_id: 31,
        deal_id: 7,
        state: 'sent',
        recipients: [{ contact_id: 2, name: 'Marie Gallant', email: 'marie@example.com' }],
        first_viewed_at: null,
        last_viewed_at: null,
        signed_at: null,
        signer_name: null,
        signed_document_id: null,
      });
      sent = [created, ...sent];
      return { status: body ? 201 : 400, body: created };
    },
  });
});
afterEach(() => fake.restore());

function renderProposals() {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/proposals" element={<ProposalsPage />} />
    </Routes>,
    { location: '/workplace/crm/proposals' },
  );
}

describe('Send to customer from the proposals list', () => {
  it('shows the chips of a signed proposal and offers no new send for it', async () => {
    renderProposals();
    const table = await screen.findByRole('table', { name: 'Proposals' });
    const signedRow = (await within(table).findByText('Harbour House')).closest('tr')!;
    await waitFor(() => expect(signedRow).toHaveTextContent(messages.proposalSendingSigned));
    expect(signedRow).toHaveTextContent(messages.proposalSendingSent);
    expect(signedRow).toHaveTextContent(messages.proposalSendingViewed);
    expect(
      within(signedRow).queryByRole('button', { name: /Send to customer/ }),
    ).not.toBeInTheDocument();
    const asked = fake.calls.find((call) => call.path === '/api/crm/proposal-sendings/');
    expect(asked).toBeDefined();
  });

  it('sends to the primary contact by default, offering only contacts with an address', async () => {
    const user = userEvent.setup();
    renderProposals();
    await user.click(
      await screen.findByRole('button', {
        name: `${messages.proposalSendAction}: proposal 2 of Gallant Residence`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.proposalSendDialogHelp);
    const primary = await within(dialog).findByRole('checkbox', { name: /marie@example.com/ });
    await waitFor(() => expect(primary).toBeChecked());
    expect(within(dialog).getByRole('checkbox', { name: /paul@example.com/ })).not.toBeChecked();
    expect(within(dialog).queryByText(/No Mail/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.proposalSendConfirm }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(fake.calls.find((call) => call.method === 'POST')!.body).toEqual({
      proposal_id: 31,
      contact_ids: [2],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const draftRow = screen.getByText('Gallant Residence').closest('tr')!;
    await waitFor(() => expect(draftRow).toHaveTextContent(messages.proposalSendingNotViewed));
  });

  it('refuses to send to nobody', async () => {
    const user = userEvent.setup();
    renderProposals();
    await user.click(
      await screen.findByRole('button', {
        name: `${messages.proposalSendAction}: proposal 2 of Gallant Residence`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const primary = await within(dialog).findByRole('checkbox', { name: /marie@example.com/ });
    await waitFor(() => expect(primary).toBeChecked());
    await user.click(primary);
    await user.click(within(dialog).getByRole('button', { name: messages.proposalSendConfirm }));
    expect(within(dialog).getByText(messages.apiProposalSendContactRequired)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
