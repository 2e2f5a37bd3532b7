import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAppStore,
  defaultProposalData,
  type JobStatus,
  formatDateTime,
  menuLoaded,
  messages,
  registerNavigate,
  signedIn,
  type DealPipelineChange,
  versionConflictCode,
} from '@solar/shared';
import { installFakeApi, renderPage, testUser, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { DealDetailsPage } from '../deal-details-page';
import { dealDetails, stages, statuses } from '../../testing/deal-fixtures';

const proposalData = defaultProposalData();

let fake: FakeApi;
const navigate = jest.fn();
beforeEach(() => {
  navigate.mockClear();
  registerNavigate(navigate);
  fake = installFakeApi({
    'GET /api/crm/check-deal-access/5/': { body: { access: true } },
    'GET /api/crm/deals/5/proposal-versions/': { body: [] },
    'GET /api/templates/proposal-options/': { body: [] },
    'GET /api/templates/pdf-jobs/': { body: { job: null } },
    'GET /api/crm/deals/5/documents/': { body: [] },
    'GET /api/crm/deals/5/document-requests/': { body: [] },
    'GET /api/crm/deals/5/shipments/': { body: [] },
  });
});

const contractTemplate = (id: number, name: string) => ({
  id,
  name,
  group: 'Contract',
  orientation: 'portrait',
  page_size: 'A4',
  version: 1,
  updated_by: null,
  updated_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  page_count: 1,
});

const version = (id: number, proposalVersion: number) => ({
  id,
  name: `Proposal V${proposalVersion}`,
  proposal_version: proposalVersion,
});

const pdfJob = (overrides: Partial<JobStatus>): JobStatus => ({
  id: 'job-7',
  kind: 'template-pdf',
  state: 'active',
  done: 0,
  total: 1,
  message: messages.jobWaiting,
  result_url: null,
  error: null,
  created_at: '2026-01-01T00:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});
afterEach(() => {
  registerNavigate(null);
  fake.restore();
});

function renderDetails(dealId = '5', store = createAppStore()) {
  return renderPage(
    <Routes>
      <Route path="/workplace/crm/deal-details/:dealId" element={<DealDetailsPage />} />
    </Routes>,
    { location: `/workplace/crm/deal-details/${dealId}`, store },
  );
}

describe('DealDetailsPage', () => {
  it('shows the deal once access is granted, with Add links and empty states', async () => {
    fake.set({ 'GET /api/crm/dealdetails/5/': { body: dealDetails(5) } });
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal Details' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Deal 5' })).toBeInTheDocument();
    // Access was asked before the deal itself (and before its proposals).
    expect(fake.calls.map((call) => call.path).slice(0, 2)).toEqual([
      '/api/crm/check-deal-access/5/',
      '/api/crm/dealdetails/5/',
    ]);
    expect(await screen.findByText('No proposals yet.')).toBeInTheDocument();
    // Without a bill there are no months to ask for.
    expect(fake.calls.some((call) => call.path.startsWith('/api/crm/power-bill-details/'))).toBe(
      false,
    );
    expect(screen.getByText('Proposal Requested').parentElement).toHaveAttribute(
      'data-color-palette',
      'orange',
    );
    expect(screen.getByText('rep1@example.com')).toBeInTheDocument();
    expect(screen.getByText('5 King St W', { selector: 'p' })).toBeInTheDocument();
    // The map's marker is labelled with the address.
    expect(screen.getByRole('tooltip')).toHaveTextContent('5 King St W');
    expect(screen.getByText('Toronto, Ontario, M5H1A1')).toBeInTheDocument();
    expect(screen.getByText('No power bill yet.')).toBeInTheDocument();
    expect(screen.getByText('No contact yet.')).toBeInTheDocument();
    expect(screen.getByText('No site sketch yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add power bill of Deal 5' })).toHaveAttribute(
      'href',
      '/workplace/crm/power-bill/5/add',
    );
    expect(screen.getByRole('link', { name: 'Add contact of Deal 5' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-contact/5/add',
    );
    expect(screen.getByRole('link', { name: 'Open proposals of Deal 5' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-proposal/5',
    );
    expect(screen.getByRole('group', { name: 'Map of 5 King St W' })).toBeInTheDocument();
    expect(screen.getByText(messages.dealMapWithoutImagery)).toBeInTheDocument();
  });

  it('offers Edit for the parts the deal has, and no map without coordinates', async () => {
    const deal = dealDetails(5, {
      power_bill: { id: 8 },
      has_contact: true,
      has_site_sketch: true,
    });
    deal.address = { ...deal.address, latitude: null, longitude: null };
    fake.set({ 'GET /api/crm/dealdetails/5/': { body: deal } });
    renderDetails();
    const link = await screen.findByRole('link', { name: 'Edit power bill of Deal 5' });
    expect(link).toHaveAttribute('href', '/workplace/crm/power-bill/5/edit');
    expect(screen.getByRole('link', { name: 'Edit contact of Deal 5' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-contact/5/edit',
    );
    expect(screen.getByRole('link', { name: 'Edit site sketch of Deal 5' })).toBeInTheDocument();
    expect(screen.getByText(messages.dealWithoutLocation)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Map of/ })).not.toBeInTheDocument();
  });

  it("shows the 12 months summary of the deal's power bill with its annual total", async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5, { power_bill: { id: 8 } }) },
      'GET /api/crm/power-bill-details/8/': {
        body: Array.from({ length: 12 }, (_, index) => ({
          month: index + 1,
          usage: (index + 1) * 100,
        })),
      },
    });
    renderDetails();
    const summary = await screen.findByRole('table', { name: '12 months summary' });
    const rows = within(summary).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]).toHaveTextContent('Jan100 kWh');
    expect(rows[11]).toHaveTextContent('Dec1,200 kWh');
    // 100 + 200 + … + 1200.
    expect(rows[12]).toHaveTextContent('Annual total7,800 kWh');
  });

  it("lists the deal's proposals with their preview and design links", async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/crm/deals/5/proposal-versions/': {
        body: [
          { id: 31, name: 'Proposal V1', proposal_version: 1, data: proposalData, version: 1 },
          { id: 32, name: 'Proposal V2', proposal_version: 2, data: proposalData, version: 1 },
        ],
      },
    });
    renderDetails();
    expect(await screen.findByRole('link', { name: 'Preview Proposal V2' })).toHaveAttribute(
      'href',
      '/workplace/crm/preview-proposal/32',
    );
    expect(screen.getByRole('link', { name: 'Design Proposal V2' })).toHaveAttribute(
      'href',
      '/workplace/crm/design-proposal/32',
    );
    expect(screen.getByRole('link', { name: 'Preview Proposal V1' })).toHaveAttribute(
      'href',
      '/workplace/crm/preview-proposal/31',
    );
    expect(screen.getByRole('link', { name: 'Design Proposal V1' })).toHaveAttribute(
      'href',
      '/workplace/crm/design-proposal/31',
    );
  });

  it('generates a contract from the chosen template and proposal version, as a job, and saves it', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved.push(blob);
        return 'blob:contract';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let polls = 0;
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/templates/': ({ url }) =>
        url.searchParams.get('group') === 'Contract'
          ? {
              body: [
                contractTemplate(3, 'Standard contract'),
                contractTemplate(4, 'Lease contract'),
              ],
            }
          : { status: 400, body: { message: 'group' } },
      'GET /api/templates/proposal-options/': ({ url }) =>
        url.searchParams.get('deal_id') === '5'
          ? { body: [version(32, 2), version(31, 1)] }
          : { status: 400, body: { message: 'deal_id' } },
      'POST /api/templates/4/pdf-jobs/': ({ url }) =>
        url.searchParams.get('deal_id') === '5' && url.searchParams.get('proposal_id') === '31'
          ? { status: 201, body: pdfJob({ state: 'queued', done: 0 }) }
          : { status: 400, body: { message: 'query' } },
      'GET /api/jobs/job-7/': () => {
        polls += 1;
        return {
          body:
            polls < 2
              ? pdfJob({ done: 0, message: messages.jobRenderingPdf })
              : pdfJob({
                  state: 'completed',
                  done: 1,
                  message: messages.jobPdfReadyFromProposal('Proposal V1'),
                  result_url: '/api/jobs/job-7/result/',
                }),
        };
      },
      'GET /api/jobs/job-7/result/': { body: '%PDF-1.7' },
    });
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok-1', user: testUser() }));
    renderDetails('5', store);
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Contract template' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'Lease contract' })).toBeInTheDocument(),
    );
    await user.selectOptions(select, '4');
    const versions = screen.getByRole('combobox', { name: messages.proposalVersionLabel });
    await waitFor(() => expect(versions).toHaveValue('32'));
    expect(
      within(versions).getByRole('option', { name: 'Proposal V2 (latest)' }),
    ).toBeInTheDocument();
    await user.selectOptions(versions, '31');
    await user.click(screen.getByRole('button', { name: 'Generate contract' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the contract' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(messages.jobPdfReadyFromProposal('Proposal V1'), undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    // Downloaded by itself once ready, with the bearer token.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = fake.calls.find((item) => item.path === '/api/jobs/job-7/result/')!;
    expect(download.authorization).toBe('Bearer tok-1');
    expect(await saved[0]!.text()).toBe('"%PDF-1.7"');
    // And again on demand.
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    click.mockRestore();
  });

  it('shows a contract still being prepared again after a reload, without downloading it', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/templates/': { body: [contractTemplate(3, 'Standard contract')] },
      'GET /api/templates/pdf-jobs/': ({ url }) =>
        url.searchParams.get('deal_id') === '5'
          ? { body: { job: pdfJob({ done: 0, message: messages.jobRenderingPdf }) } }
          : { body: { job: null } },
      'GET /api/jobs/job-7/': {
        body: pdfJob({ state: 'failed', error: messages.apiPdfRenderTooLong }),
      },
    });
    renderDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.apiPdfRenderTooLong);
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('says a deal without a saved proposal is filled from its own fields, and still prints', async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/templates/': { body: [contractTemplate(3, 'Standard contract')] },
      'POST /api/templates/3/pdf-jobs/': ({ url }) =>
        url.searchParams.has('proposal_id')
          ? { status: 400, body: { message: 'query' } }
          : { status: 201, body: pdfJob({ state: 'queued', done: 0 }) },
      'GET /api/jobs/job-7/': { body: pdfJob({ done: 0 }) },
    });
    renderDetails();
    expect(await screen.findByText(messages.dealHasNoProposal)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: messages.proposalVersionLabel })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Generate contract' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the contract' }),
    ).toBeInTheDocument();
    expect(fake.calls.some((item) => item.path === '/api/templates/3/pdf-jobs/')).toBe(true);
  });

  it('refuses a deal the user may not see and goes back to the deals list', async () => {
    fake.set({
      'GET /api/crm/check-deal-access/5/': {
        status: 403,
        body: { message: messages.noDealPermission },
      },
    });
    renderDetails();
    expect(await screen.findByText(messages.noDealPermission)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/workplace/crm/deals', { replace: true });
    expect(fake.calls.some((call) => call.path.startsWith('/api/crm/dealdetails/'))).toBe(false);
  });

  it('says when the deal cannot be loaded, with Retry', async () => {
    fake.set({ 'GET /api/crm/dealdetails/5/': { status: 500, body: { message: 'x' } } });
    renderDetails();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToLoadDealDetails);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says a deal id that is not a number does not exist, without calling the API', async () => {
    renderDetails('abc');
    expect(await screen.findByText('This deal does not exist.')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('shows the primary contact with a phone and an e-mail link', async () => {
    const contact = (id: number, overrides: Record<string, unknown>) => ({
      id,
      deal: 5,
      contact_type: { id: 1, name: 'Primary Owner' },
      first_name: 'Jean',
      last_name: 'Cormier',
      email: '',
      phone: '',
      notes: '',
      is_primary: false,
      version: 1,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      ...overrides,
    });
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5, { has_contact: true }) },
      'GET /api/crm/plus/deal/5/contacts/': {
        body: [
          contact(2, {
            first_name: 'Marie',
            last_name: 'Leblanc',
            is_primary: true,
            phone: '+15065550123',
            email: 'marie@example.com',
          }),
          contact(3, { contact_type: { id: 3, name: 'Tenant' }, email: 'jean@example.com' }),
        ],
      },
    });
    renderDetails();
    const card = await screen.findByRole('group', { name: 'Primary contact' });
    expect(within(card).getByText('Marie Leblanc')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '(506) 555-0123' })).toHaveAttribute(
      'href',
      'tel:+15065550123',
    );
    expect(within(card).getByRole('link', { name: 'marie@example.com' })).toHaveAttribute(
      'href',
      'mailto:marie@example.com',
    );
    expect(within(card).getByText('and 1 more contact')).toBeInTheDocument();
    expect(screen.queryByText('This deal has a contact.')).not.toBeInTheDocument();
  });
});

describe('the deal stage and status', () => {
  const change: DealPipelineChange = {
    id: 40,
    at: '2026-03-04T15:20:00Z',
    changed_by: { id: 11, name: 'Riley' },
    stage: { from: { id: 1, name: 'Initial Contact' }, to: { id: 7, name: 'Proposal Requested' } },
    status: { from: { id: 1, name: 'Draft' }, to: { id: 2, name: 'In Progress' } },
  };

  function withDealsPermission() {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 'tok-1', user: testUser() }));
    store.dispatch(
      menuLoaded([
        {
          id: 1,
          path: '/workplace/crm/deals',
          title: 'Deals',
          icon: null,
          is_show: true,
          children: [],
        },
      ]),
    );
    return store;
  }

  it('tells who changed them and when, newest first', async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/crm/deals/5/pipeline-history/': { body: [change] },
    });
    renderDetails();
    const history = await screen.findByRole('list', { name: 'Stage and status history' });
    const date = formatDateTime(change.at);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Stage changed from Initial Contact to Proposal Requested by Riley, ${date}`,
      `Status changed from Draft to In Progress by Riley, ${date}`,
    ]);
    // Without the deals list's permission there is nothing to change.
    expect(screen.queryByRole('combobox', { name: /Stage/ })).not.toBeInTheDocument();
  });

  it('says when nothing changed yet', async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/crm/deals/5/pipeline-history/': { body: [] },
    });
    renderDetails();
    expect(await screen.findByText(messages.noDealPipelineChanges)).toBeInTheDocument();
  });

  it('lets a permitted user change them from the version shown, then shows the move', async () => {
    let saved = false;
    fake.set({
      'GET /api/crm/dealdetails/5/': () => ({
        body: saved
          ? dealDetails(5, { stage: { id: 2, name: 'Qualification' }, version: 2 })
          : dealDetails(5),
      }),
      'GET /api/crm/deal-stages/': { body: stages },
      'GET /api/crm/deal-statuses/': { body: statuses },
      'GET /api/crm/deals/5/pipeline-history/': () => ({
        body: saved ? [{ ...change, stage: { from: stages[2], to: stages[1] }, status: null }] : [],
      }),
      'PUT /api/crm/deals/5/': () => {
        saved = true;
        return { body: dealDetails(5, { stage: { id: 2, name: 'Qualification' }, version: 2 }) };
      },
    });
    renderDetails('5', withDealsPermission());
    const user = userEvent.setup();
    const stage = await screen.findByRole('combobox', { name: /Stage/ });
    await waitFor(() => expect(stage).toHaveValue('7'));
    const save = screen.getByRole('button', { name: 'Save stage and status' });
    expect(save).toBeDisabled();
    await user.selectOptions(stage, '2');
    await user.click(save);
    expect(await screen.findByText(messages.dealPipelineSaved)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      stage: 2,
      status: 1,
      version: 1,
    });
    const history = await screen.findByRole('list', { name: 'Stage and status history' });
    expect(history).toHaveTextContent(
      `Stage changed from Proposal Requested to Qualification by Riley, ${formatDateTime(change.at)}`,
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Stage/ })).toHaveValue('2'));
  });

  it("offers Reload when someone else changed the deal first, and says a refusal's reason", async () => {
    fake.set({
      'GET /api/crm/dealdetails/5/': { body: dealDetails(5) },
      'GET /api/crm/deal-stages/': { body: stages },
      'GET /api/crm/deal-statuses/': { body: statuses },
      'GET /api/crm/deals/5/pipeline-history/': { body: [] },
      'PUT /api/crm/deals/5/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    renderDetails('5', withDealsPermission());
    const user = userEvent.setup();
    const status = await screen.findByRole('combobox', { name: /Status/ });
    await waitFor(() => expect(status).toHaveValue('1'));
    await user.selectOptions(status, '2');
    await user.click(screen.getByRole('button', { name: 'Save stage and status' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(messages.recordVersionConflict)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    fake.set({
      'PUT /api/crm/deals/5/': { status: 403, body: { message: messages.noDealPermission } },
    });
    await user.click(screen.getByRole('button', { name: 'Save stage and status' }));
    expect(await screen.findByText(messages.failedToSaveDealPipeline)).toBeInTheDocument();
    expect(screen.getByText(messages.noDealPermission)).toBeInTheDocument();
  });
});
