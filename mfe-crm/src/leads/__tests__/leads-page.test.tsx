import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Lead, messages } from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { LeadsPage } from '../leads-page';

function lead(id: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id,
    first_name: 'Robin',
    last_name: `Doucette ${id}`,
    email: `robin${id}@example.com`,
    phone: '+19025550123',
    address: `${id} Harbour Rd, Summerside`,
    source: 'Website',
    interest: 'Solar',
    notes: '',
    owner: { id: 7, username: 'rep1', email: 'rep1@example.com' },
    status: 'New',
    disqualify_reason: '',
    converted_deal: null,
    version: 1,
    created_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

const tree = {
  status: 'success',
  current_user_id: 7,
  data: [
    {
      id: 7,
      username: 'rep1',
      email: 'rep1@example.com',
      first_name: 'Rep',
      last_name: 'One',
      children: [],
    },
  ],
};

let fake: FakeApi;
let rows: Lead[];
let listParams: URLSearchParams[];

beforeEach(() => {
  rows = [lead(1), lead(2, { status: 'Converted', converted_deal: { id: 55 } })];
  listParams = [];
  fake = installFakeApi({
    'GET /api/crm/leads/': ({ url }) => {
      listParams.push(url.searchParams);
      return { body: { results: rows, count: rows.length } };
    },
    'GET /api/crm/plus/sales-person-tree/': { body: tree },
    'GET /api/crm/leads/duplicates/': { body: { matches: [] } },
  });
});
afterEach(() => fake.restore());

function renderLeads(location = '/workplace/crm/leads') {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/crm/leads" element={<LeadsPage />} />
        <Route path="/workplace/crm/deal-details/:dealId" element={<p>Deal page</p>} />
      </Routes>
      <LocationProbe />
    </>,
    { location },
  );
}

const lastParams = () => listParams[listParams.length - 1]!;
const callsTo = (method: string, path: string) =>
  fake.calls.filter((call) => call.method === method && call.path === path);

describe('LeadsPage', () => {
  it('lists leads with how to reach them, status, owner and the actions each status allows', async () => {
    renderLeads();
    const table = await screen.findByRole('table', { name: 'Leads' });
    expect(await within(table).findByText('Robin Doucette 1')).toBeInTheDocument();
    expect(within(table).getAllByText('(902) 555-0123')).toHaveLength(2);
    expect(
      within(table).getByRole('button', { name: 'Convert to deal: Robin Doucette 1' }),
    ).toBeInTheDocument();
    // A converted lead links to its deal instead of offering Convert or Disqualify again.
    expect(
      within(table).queryByRole('button', { name: 'Convert to deal: Robin Doucette 2' }),
    ).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open deal' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/55',
    );
    expect(lastParams().get('page')).toBe('1');
    expect(lastParams().get('page_size')).toBe('20');
  });

  it('says what to do when there are no leads, and when the filters hide them all', async () => {
    rows = [];
    const { unmount } = renderLeads();
    expect(await screen.findByText(messages.noLeadsYet)).toBeInTheDocument();
    unmount();
    renderLeads('/workplace/crm/leads?status=Qualified');
    expect(await screen.findByText(messages.noLeadsMatch)).toBeInTheDocument();
  });

  it('keeps the filters in the URL, sends them to the API and back to page 1', async () => {
    const user = userEvent.setup();
    renderLeads('/workplace/crm/leads?page=2&source=Event');
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastParams().get('source')).toBe('Event');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Qualified');
    await waitFor(() => expect(lastParams().get('status')).toBe('Qualified'));
    expect(lastParams().get('page')).toBe('1');
    const location = screen.getByRole('status', { name: 'Location' });
    expect(location).toHaveTextContent('status=Qualified');
    expect(location).toHaveTextContent('source=Event');
  });

  it('creates a lead by the shared rules: field messages first, nothing sent until valid', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/crm/leads/': { status: 201, body: lead(9, { first_name: 'Pat' }) },
    });
    renderLeads();
    await user.click(await screen.findByRole('button', { name: messages.newLead }));
    const dialog = await screen.findByRole('dialog', { name: messages.newLead });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.pleaseEnterFirstName)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseSelectLeadSource)).toBeInTheDocument();
    expect(callsTo('POST', '/api/crm/leads/')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Pat');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Gallant');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '902 555 0142');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Source/ }), 'Referral');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Interest/ }), 'HVAC');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(callsTo('POST', '/api/crm/leads/')).toHaveLength(1));
    expect(callsTo('POST', '/api/crm/leads/')[0]!.body).toMatchObject({
      first_name: 'Pat',
      last_name: 'Gallant',
      phone: '902 555 0142',
      source: 'Referral',
      interest: 'HVAC',
      owner: 7,
      status: 'New',
    });
    // Saved: the dialog closes and the list is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns about duplicates: which record, a link when it may be opened', async () => {
    const user = userEvent.setup();
    const asked: URLSearchParams[] = [];
    fake.set({
      'GET /api/crm/leads/duplicates/': ({ url }) => {
        asked.push(url.searchParams);
        return {
          body: {
            matches: [
              {
                kind: 'contact',
                id: 31,
                name: 'Sam Arsenault',
                matched_on: ['email'],
                may_open: true,
              },
              { kind: 'lead', id: null, name: null, matched_on: ['email'], may_open: false },
            ],
          },
        };
      },
    });
    renderLeads();
    await user.click(await screen.findByRole('button', { name: messages.newLead }));
    const dialog = await screen.findByRole('dialog', { name: messages.newLead });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'sam@example.com');
    const warning = await within(dialog).findByText(messages.possibleDuplicatesTitle);
    const box = warning.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Sam Arsenault' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/31',
    );
    expect(within(box).getByText(messages.duplicateNotYours)).toBeInTheDocument();
    expect(asked.at(-1)!.get('email')).toBe('sam@example.com');
  });

  it('disqualifies only with a reason, from the version shown', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/leads/1/': ({ body }) => ({
        body: { ...lead(1), ...(body as object), version: 2 },
      }),
    });
    renderLeads();
    await user.click(await screen.findByRole('button', { name: 'Disqualify Robin Doucette 1' }));
    const dialog = await screen.findByRole('dialog', { name: messages.disqualifyLeadTitle });
    await user.click(within(dialog).getByRole('button', { name: messages.disqualifyLead }));
    expect(await within(dialog).findByText(messages.disqualifyReasonRequired)).toBeInTheDocument();
    expect(callsTo('PUT', '/api/crm/leads/1/')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Rents the house');
    await user.click(within(dialog).getByRole('button', { name: messages.disqualifyLead }));
    await waitFor(() => expect(callsTo('PUT', '/api/crm/leads/1/')).toHaveLength(1));
    expect(callsTo('PUT', '/api/crm/leads/1/')[0]!.body).toMatchObject({
      status: 'Disqualified',
      disqualify_reason: 'Rents the house',
      version: 1,
    });
  });

  it('assigns a lead to someone of the team', async () => {
    const user = userEvent.setup();
    fake.set({ 'POST /api/crm/leads/1/assign/': { body: { ...lead(1), version: 2 } } });
    renderLeads();
    await user.click(await screen.findByRole('button', { name: 'Assign Robin Doucette 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign lead' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(callsTo('POST', '/api/crm/leads/1/assign/')).toHaveLength(1));
    expect(callsTo('POST', '/api/crm/leads/1/assign/')[0]!.body).toEqual({ owner: 7, version: 1 });
  });

  it("opens a lead's activity: its own timeline, read fresh each time", async () => {
    const user = userEvent.setup();
    fake.set({
      'GET /api/crm/leads/1/timeline/': {
        body: {
          results: [
            {
              id: 31,
              kind: 'note',
              at: '2026-11-20T15:30:00.000Z',
              actor: { id: 7, name: 'Rep One' },
              body: 'Called back about a heat pump',
              direction: null,
              task: null,
              details: {},
            },
          ],
          next_before: null,
        },
      },
    });
    renderLeads();
    await user.click(await screen.findByRole('button', { name: 'Activity of Robin Doucette 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity: Robin Doucette 1' });
    expect(await within(dialog).findByText('Called back about a heat pump')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Activity of Robin Doucette 1' }));
    await screen.findByRole('dialog', { name: 'Activity: Robin Doucette 1' });
    await waitFor(() => expect(callsTo('GET', '/api/crm/leads/1/timeline/')).toHaveLength(2));
  });

  it('exports what the filters show', async () => {
    const user = userEvent.setup();
    const exported: URLSearchParams[] = [];
    fake.set({
      'GET /api/crm/leads/export/': ({ url }) => {
        exported.push(url.searchParams);
        return { body: 'id' };
      },
    });
    const createObjectURL = jest.fn(() => 'blob:leads');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderLeads('/workplace/crm/leads?status=New&search=Robin');
    await screen.findByRole('table', { name: 'Leads' });
    await user.click(screen.getByRole('button', { name: messages.exportCsv }));
    await waitFor(() => expect(exported).toHaveLength(1));
    const params = exported[0]!;
    expect(params.get('status')).toBe('New');
    expect(params.get('search')).toBe('Robin');
    expect(params.get('page')).toBeNull();
  });
});
