import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type DealListRow } from '@solar/shared';
import { HistoryControls, installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes, useLocation } from 'react-router';
import { DealsPage } from '../deals-page';
import { dealRow, referenceHandlers } from '../../testing/deal-fixtures';

function renderDealsPage(path = '/workplace/crm/deals') {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/crm/deals" element={<DealsPage />} />
        <Route path="/workplace/crm/deal-details/:dealId" element={<p>Details page</p>} />
        <Route path="/workplace/crm/power-bill/:dealId/:action?" element={<ReturnToProbe />} />
      </Routes>
      <HistoryControls />
    </>,
    { location: path },
  );
}

/** The power bill page's stand-in: shows where it would return once saved. */
function ReturnToProbe() {
  const { state } = useLocation();
  return (
    <p>Power bill returns to {(state as { returnTo?: string } | null)?.returnTo ?? 'nowhere'}</p>
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

/** The query strings of every deals list call so far. */
const listCalls = (fake: FakeApi) =>
  fake.calls.filter((call) => call.method === 'GET' && call.path === '/api/crm/deals/');

beforeAll(() => {
  // jsdom lacks element scrolling, which the pop-up selects call when they open.
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

let fake: FakeApi;
let listParams: URLSearchParams[];
let rows: DealListRow[];

beforeEach(() => {
  listParams = [];
  rows = [dealRow(1), dealRow(2, { sales_person: null })];
  fake = installFakeApi({
    ...referenceHandlers,
    'GET /api/crm/deals/': ({ url }) => {
      listParams.push(url.searchParams);
      return { body: { results: rows, count: 42 } };
    },
  });
});

afterEach(() => fake.restore());

const lastParams = () => Object.fromEntries(listParams.at(-1)!);

describe('DealsPage', () => {
  it('opens filtered to the Proposal Requested stage, first page of 10', async () => {
    renderDealsPage();
    expect(await screen.findByRole('cell', { name: 'Deal 1' })).toBeInTheDocument();
    // It waited for the stages: no unfiltered call went out first.
    expect(listParams.map((params) => Object.fromEntries(params))).toEqual([
      { page: '1', page_size: '10', stage: '7' },
    ]);
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('7');
    expect(screen.getByRole('heading', { level: 1, name: 'Deals' })).toBeInTheDocument();
    expect(screen.getByText('Total 42')).toBeInTheDocument();
    // The default filter is said on screen and kept in the address like a chosen one.
    const active = screen.getByRole('group', { name: 'Active filter' });
    expect(active).toHaveTextContent('Stage: Proposal Requested');
    await waitFor(() => expect(location()).toBe('/workplace/crm/deals?stage=7'));
    expect(listCalls(fake)).toHaveLength(1);
  });

  it('shows every stage in one click, kept in the address', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?stage=2&page=3');
    const active = await screen.findByRole('group', { name: 'Active filter' });
    expect(active).toHaveTextContent('Stage: Qualification');
    await user.click(within(active).getByRole('button', { name: 'All stages' }));
    await waitFor(() => expect(location()).toBe('/workplace/crm/deals?stage=all'));
    await waitFor(() => expect(lastParams()).toEqual({ page: '1', page_size: '10' }));
    expect(screen.queryByRole('group', { name: 'Active filter' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('all');
  });

  it("changes a deal's stage and status from its row, from the version the list showed", async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/deals/1/': {
        body: {
          ...dealRow(1, { stage: { id: 2, name: 'Qualification' }, version: 2 }),
          created_by: null,
        },
      },
    });
    renderDealsPage('/workplace/crm/deals?stage=all');
    await user.click(
      await screen.findByRole('button', { name: 'Proposal Requested, change stage of Deal 1' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change stage and status' });
    expect(within(dialog).getByText('Deal 1')).toBeInTheDocument();
    const before = listCalls(fake).length;
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Stage/ }), '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.dealPipelineSaved)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      stage: 2,
      status: 2,
      version: 1,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Change stage and status' }),
      ).not.toBeInTheDocument(),
    );
    // The list is asked again, so the row shows what was saved.
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThan(before));
  });

  it('keeps the dialog open with the reason when the change is refused', async () => {
    const user = userEvent.setup();
    fake.set({
      'PUT /api/crm/deals/2/': { status: 400, body: { message: messages.apiUnknownStage } },
    });
    renderDealsPage('/workplace/crm/deals?stage=all');
    await user.click(await screen.findByRole('button', { name: 'Draft, change status of Deal 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change stage and status' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Stage/ }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.failedToSaveDealPipeline)).toBeInTheDocument();
    expect(screen.getByText(messages.apiUnknownStage)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Change stage and status' })).toBeInTheDocument();
  });

  it('opens a power bill that comes back to this list with its filters', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?stage=7&page=2');
    await user.click(await screen.findByRole('link', { name: 'Add power bill of Deal 1' }));
    expect(
      await screen.findByText('Power bill returns to /workplace/crm/deals?stage=7&page=2'),
    ).toBeInTheDocument();
  });

  it('shows every column with the Add/Edit rules and the row links', async () => {
    rows = [
      dealRow(1, { has_contact: true, power_bill: { id: 5 }, has_site_sketch: true }),
      dealRow(2, {
        sales_person: null,
        address: { ...dealRow(2).address, province_name: '', province: null },
      }),
    ];
    renderDealsPage('/workplace/crm/deals?page=2');
    const table = await screen.findByRole('table', { name: 'Deals' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'SN',
      'Deal Name',
      'Province',
      'Sales Person',
      'Contact',
      'Power Bill',
      'Site Sketch',
      'Stage',
      'Status',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    const firstCells = within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Page 2 of 10 per page: numbering continues at 11.
    expect(firstCells.slice(0, 9)).toEqual([
      '11',
      'Deal 1',
      'Ontario',
      'rep1',
      'Edit',
      'Edit',
      'Edit',
      'Proposal Requested',
      'Draft',
    ]);
    expect(within(first!).getByRole('link', { name: 'Edit contact of Deal 1' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-contact/1/edit',
    );
    expect(within(first!).getByRole('link', { name: 'Edit power bill of Deal 1' })).toHaveAttribute(
      'href',
      '/workplace/crm/power-bill/1/edit',
    );
    expect(within(first!).getByRole('link', { name: 'Proposal of Deal 1' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-proposal/1',
    );
    expect(within(first!).getByRole('link', { name: 'Details of Deal 1' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/1',
    );
    const secondCells = within(second!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(secondCells.slice(0, 7)).toEqual(['12', 'Deal 2', '-', '-', 'Add', 'Add', 'Add']);
    expect(within(second!).getByRole('link', { name: 'Add power bill of Deal 2' })).toHaveAttribute(
      'href',
      '/workplace/crm/power-bill/2/add',
    );
    expect(
      within(second!).getByRole('link', { name: 'Add site sketch of Deal 2' }),
    ).toHaveAttribute('href', '/workplace/crm/site-sketch/2');
    // Fixed tag colours: Proposal Requested is orange.
    expect(within(first!).getByText('Proposal Requested').parentElement).toHaveAttribute(
      'data-color-palette',
      'orange',
    );
  });

  it('searches after a pause, back on page 1, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?page=3&stage=all');
    await screen.findByRole('cell', { name: 'Deal 1' });
    expect(lastParams()).toEqual({ page: '3', page_size: '10' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by Deal Name' }), 'King');
    await waitFor(() =>
      expect(lastParams()).toEqual({ page: '1', page_size: '10', search: 'King' }),
    );
    // One call for the whole word: the input is debounced.
    expect(listParams).toHaveLength(2);
    expect(location()).toBe('/workplace/crm/deals?search=King&stage=all');
  });

  it('restores the filters and page from the URL', async () => {
    renderDealsPage(
      '/workplace/crm/deals?page=2&page_size=30&search=sun&stage=2&provinces=1,2&sales_persons=11',
    );
    await screen.findByRole('cell', { name: 'Deal 1' });
    expect(lastParams()).toEqual({
      page: '2',
      page_size: '30',
      search: 'sun',
      stage: '2',
      provinces: '1,2',
      sales_persons: '11',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by Deal Name' })).toHaveValue('sun');
    expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveValue('30');
  });

  it('keeps the search, filters and page when Back returns from a deal', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?page=2&search=sun&stage=2');
    await user.click(await screen.findByRole('link', { name: 'Details of Deal 1' }));
    expect(await screen.findByText('Details page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await screen.findByRole('cell', { name: 'Deal 1' });
    expect(location()).toBe('/workplace/crm/deals?page=2&search=sun&stage=2');
    expect(screen.getByRole('searchbox', { name: 'Search by Deal Name' })).toHaveValue('sun');
    expect(lastParams()).toEqual({ page: '2', page_size: '10', search: 'sun', stage: '2' });
  });

  it('filters by stage, or by none, from page 1', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?page=4');
    await screen.findByRole('cell', { name: 'Deal 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Qualification');
    await waitFor(() => expect(lastParams()).toEqual({ page: '1', page_size: '10', stage: '2' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'All stages');
    await waitFor(() => expect(lastParams()).toEqual({ page: '1', page_size: '10' }));
    expect(location()).toBe('/workplace/crm/deals?stage=all');
  });

  it('filters by provinces and sales persons, whose options show username and email', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?stage=all');
    await screen.findByRole('cell', { name: 'Deal 1' });

    await user.click(screen.getByRole('combobox', { name: 'Provinces' }));
    await user.click(await screen.findByRole('option', { name: /Quebec/ }));
    await waitFor(() => expect(lastParams()).toMatchObject({ provinces: '2' }));
    await user.click(await screen.findByRole('option', { name: /Ontario/ }));
    await waitFor(() => expect(lastParams()).toMatchObject({ provinces: '2,1' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Sales Persons' }));
    const rep = await screen.findByRole('option', { name: /rep1/ });
    expect(rep).toHaveTextContent('rep1@example.com');
    await user.click(rep);
    await waitFor(() =>
      expect(lastParams()).toEqual({
        page: '1',
        page_size: '10',
        provinces: '2,1',
        sales_persons: '11',
      }),
    );
    // Opening two pop-up selects in jsdom is slow; the default 5 s is too tight on two cores.
  }, 30_000);

  it('changes the page size and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderDealsPage('/workplace/crm/deals?page=2&stage=all');
    await screen.findByRole('cell', { name: 'Deal 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), '50');
    await waitFor(() => expect(lastParams()).toEqual({ page: '1', page_size: '50' }));
    expect(location()).toBe('/workplace/crm/deals?page_size=50&stage=all');
  });

  it('deletes a deal after confirmation and reloads the list', async () => {
    const user = userEvent.setup();
    fake.set({ 'DELETE /api/crm/deals/2/': { status: 204 } });
    renderDealsPage();
    await screen.findByRole('cell', { name: 'Deal 2' });
    await user.click(screen.getByRole('button', { name: 'Delete Deal 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.deleteDealTitle });
    expect(dialog).toHaveTextContent(messages.deleteDealConfirmText);
    // Cancel first: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    const callsBefore = listCalls(fake).length;
    await user.click(screen.getByRole('button', { name: 'Delete Deal 2' }));
    const again = await screen.findByRole('alertdialog', { name: messages.deleteDealTitle });
    await user.click(within(again).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.dealDeleted)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/crm/deals/2/',
    ]);
    await waitFor(() => expect(listCalls(fake).length).toBeGreaterThan(callsBefore));
  });

  it('tells when deleting fails, with the server message', async () => {
    const user = userEvent.setup();
    fake.set({ 'DELETE /api/crm/deals/1/': { status: 409, body: { message: 'In use' } } });
    renderDealsPage();
    await screen.findByRole('cell', { name: 'Deal 1' });
    await user.click(screen.getByRole('button', { name: 'Delete Deal 1' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.failedToDeleteDeal)).toBeInTheDocument();
    expect(screen.getByText('In use')).toBeInTheDocument();
  });

  it('shows the spec messages when the list or the options fail to load', async () => {
    fake.set({
      'GET /api/crm/deals/': ({ url }) => {
        listParams.push(url.searchParams);
        return { status: 400, body: { message: 'Bad filter' } };
      },
      'GET /api/crm/deal-stages/': { status: 400, body: { message: 'x' } },
      'GET /api/crm/provinces/': { status: 400, body: { message: 'x' } },
      'GET /api/crm/plus/sales-person-tree/': { status: 400, body: { message: 'x' } },
    });
    renderDealsPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToFetchDeals);
    expect(alert).toHaveTextContent('Bad filter');
    for (const message of [
      messages.failedToLoadStageOptions,
      messages.failedToLoadProvinceOptions,
      messages.failedToLoadSalesPersonOptions,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    // Without stages the list is not held back: it asks for every stage.
    expect(listCalls(fake).length).toBeGreaterThan(0);
    expect(lastParams()).toEqual({ page: '1', page_size: '10' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('moves back to the last page when the page is past the end', async () => {
    renderDealsPage('/workplace/crm/deals?page=9&stage=all');
    await waitFor(() => expect(lastParams()).toEqual({ page: '5', page_size: '10' }));
    expect(location()).toBe('/workplace/crm/deals?page=5&stage=all');
  });
});
