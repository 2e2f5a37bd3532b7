import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type ProposalRow } from '@solar/shared';
import { HistoryControls, installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { dealRow } from '../../testing/deal-fixtures';
import { ProposalsPage } from '../proposals-page';

const statuses = [
  { id: 1, name: 'Draft' },
  { id: 2, name: 'Submitted' },
  { id: 3, name: 'Approved' },
  { id: 4, name: 'Rejected' },
];

function row(id: number, overrides: Partial<ProposalRow> = {}): ProposalRow {
  return {
    id,
    deal: { id: id * 10, name: `Deal ${id * 10}` },
    proposal_version: 1,
    proposal_status: statuses[0]!,
    proposal_description: `Offer ${id}`,
    version: 1,
    ...overrides,
  };
}

let fake: FakeApi;
let listParams: URLSearchParams[];
let rows: ProposalRow[];
let count: number;

beforeEach(() => {
  listParams = [];
  rows = [row(1), row(2, { proposal_status: statuses[2]! })];
  count = 2;
  fake = installFakeApi({
    'GET /api/crm/proposal-statuses/': { body: statuses },
    'GET /api/crm/deals/': {
      body: { results: [dealRow(10), dealRow(20), dealRow(30)], count: 3 },
    },
    'GET /api/crm/proposals/': ({ url }) => {
      listParams.push(url.searchParams);
      return { body: { results: rows, count } };
    },
  });
});
afterEach(() => fake.restore());

function renderProposals(route = '/workplace/crm/proposals') {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/crm/proposals" element={<ProposalsPage />} />
        <Route path="/workplace/crm/preview-proposal/:id" element={<p>Preview page</p>} />
      </Routes>
      <HistoryControls />
    </>,
    { location: route },
  );
}

const lastParams = () => listParams[listParams.length - 1]!;

describe('ProposalsPage', () => {
  it('lists rows with deal, version, status tag and description, and a pager of 20', async () => {
    renderProposals();
    const table = await screen.findByRole('table', { name: 'Proposals' });
    expect(await within(table).findByText('Deal 10')).toBeInTheDocument();
    expect(within(table).getByText('Offer 2')).toBeInTheDocument();
    const approved = within(table).getByText('Approved').closest('[data-color-palette]');
    expect(approved).toHaveAttribute('data-color-palette', 'green');
    expect(lastParams().get('page_size')).toBe('20');
    expect(lastParams().get('page')).toBe('1');
    expect(screen.getByText(/Total 2/i)).toBeInTheDocument();
  });

  it('hides the pager when there are no proposals', async () => {
    rows = [];
    count = 0;
    renderProposals();
    expect(await screen.findByText('No proposals')).toBeInTheDocument();
    expect(screen.queryByText(/Total/i)).not.toBeInTheDocument();
  });

  it('searches by deal name after typing and filters by status', async () => {
    const user = userEvent.setup();
    renderProposals();
    await screen.findByText('Deal 10');
    await user.type(screen.getByLabelText('Search by Deal Name'), 'Smith');
    await waitFor(() => expect(lastParams().get('search')).toBe('Smith'));
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Submitted' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Submitted');
    await waitFor(() => expect(lastParams().get('status')).toBe('2'));
    expect(lastParams().get('search')).toBe('Smith');
  });

  it('validates the dialog, then creates a proposal and refreshes the list', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    fake.set({
      'POST /api/crm/proposals/': ({ body }) => {
        posted = body;
        return { status: 201, body: row(3) };
      },
    });
    renderProposals();
    await screen.findByText('Deal 10');
    await user.click(screen.getByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'Deal 20' })).toBeInTheDocument(),
    );
    const version = within(dialog).getByRole('spinbutton', { name: /Version/ });
    await user.clear(version);
    await user.type(version, '1.5');
    // Pasted: typing 501 keys one by one is slow on a busy machine.
    await user.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.proposalDealRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.proposalVersionWhole)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.proposalDescriptionTooLong)).toBeInTheDocument();
    expect(posted).toBeUndefined();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Deal/ }), 'Deal 20');
    await user.clear(version);
    await user.type(version, '2');
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'Spring offer');
    const callsBefore = listParams.length;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.createdSuccessfully)).toBeInTheDocument();
    expect(posted).toEqual({
      deal_id: 20,
      proposal_version: 2,
      proposal_status_id: 1,
      proposal_description: 'Spring offer',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listParams.length).toBeGreaterThan(callsBefore));
  });

  it("edits a row and shows the server's message when the update fails, else Update failed", async () => {
    const user = userEvent.setup();
    const answers = [
      { status: 409, body: { message: 'This deal already has a proposal with this version' } },
      { status: 400, body: {} },
      { status: 200, body: row(1, { proposal_version: 4 }) },
    ];
    const bodies: unknown[] = [];
    fake.set({
      'PUT /api/crm/proposals/1/': ({ body }) => {
        bodies.push(body);
        return answers.shift()!;
      },
    });
    renderProposals();
    await screen.findByText('Deal 10');
    await user.click(screen.getByRole('button', { name: 'Edit proposal 1 of Deal 10' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: /Version/ })).toHaveValue(1);
    const version = within(dialog).getByRole('spinbutton', { name: /Version/ });
    await user.clear(version);
    await user.type(version, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(
      await screen.findByText('This deal already has a proposal with this version'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updateFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ id: 1, deal_id: 10, proposal_version: 4 });
  });

  it('shows Failed to fetch proposals when the list fails', async () => {
    fake.set({ 'GET /api/crm/proposals/': { status: 400, body: { message: 'bad' } } });
    renderProposals();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToFetchProposals);
  });

  it('opens with the search, status and page of the URL (a reload keeps them)', async () => {
    count = 45;
    renderProposals('/workplace/crm/proposals?search=Smith&status=3&page=2');
    await screen.findByText('Deal 10');
    expect(lastParams().get('search')).toBe('Smith');
    expect(lastParams().get('status')).toBe('3');
    expect(lastParams().get('page')).toBe('2');
    expect(screen.getByLabelText('Search by Deal Name')).toHaveValue('Smith');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('3'));
  });

  it('writes the search and status into the URL, and Back/Forward keep them', async () => {
    const user = userEvent.setup();
    renderProposals();
    await screen.findByText('Deal 10');
    await user.type(screen.getByLabelText('Search by Deal Name'), 'Smith');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/crm/proposals?search=Smith',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Approved' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/crm/proposals?search=Smith&status=3',
      ),
    );

    await user.click(
      within(screen.getByRole('table')).getAllByRole('link', { name: 'Preview' })[0]!,
    );
    expect(await screen.findByText('Preview page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByLabelText('Search by Deal Name')).toHaveValue('Smith');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('3');
    await waitFor(() => expect(lastParams().get('search')).toBe('Smith'));
    expect(lastParams().get('status')).toBe('3');

    await user.click(screen.getByRole('button', { name: 'History forward' }));
    expect(await screen.findByText('Preview page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByLabelText('Search by Deal Name')).toHaveValue('Smith');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('3');
  });
});
