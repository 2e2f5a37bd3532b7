import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type BomHeader, versionConflictCode } from '@solar/shared';
import { HistoryControls, installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { BomListPage } from '../bom-list-page';
import { bomHeader } from './bom-fixtures';

let fake: FakeApi;
let listQueries: URLSearchParams[];
let count: number;
const unused: BomHeader = {
  ...bomHeader,
  id: 8,
  bomdes: 'Empty draft',
  bomsts: 'Draft',
  line_count: 0,
};

beforeEach(() => {
  listQueries = [];
  count = 2;
  fake = installFakeApi({
    'GET /api/zoho/bom/': ({ url }) => {
      listQueries.push(url.searchParams);
      return { body: { results: [bomHeader, unused], count } };
    },
    'POST /api/zoho/bom/': ({ body }) => ({
      status: 201,
      body: { ...unused, id: 9, ...(body as object) },
    }),
    'PUT /api/zoho/bom/7/': ({ body }) => ({ body: { ...bomHeader, ...(body as object) } }),
    'DELETE /api/zoho/bom/8/': { status: 204 },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

function renderList(location = '/workplace/zoho/bom') {
  return renderPage(
    <>
      <Routes>
        <Route path="/workplace/zoho/bom" element={<BomListPage />} />
        <Route path="/workplace/zoho/bom/:id/design" element={<p>Design page</p>} />
      </Routes>
      <HistoryControls />
    </>,
    { location },
  );
}

const lastQuery = () => Object.fromEntries(listQueries.at(-1)!);

describe('BomListPage', () => {
  it('lists parts lists and searches and filters them', async () => {
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByRole('link', { name: bomHeader.bomdes })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', page_size: '20', search: '' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by description' }), 'kit');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'kit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await waitFor(() => expect(lastQuery()).toMatchObject({ status: 'Archived', page: '1' }));
    expect(screen.getByText('Total 2')).toBeInTheDocument();
  });

  it('opens at the page, search and status of the URL (a reload keeps them)', async () => {
    count = 45;
    renderList('/workplace/zoho/bom?page=2&search=kit&status=Archived');
    await screen.findByRole('link', { name: bomHeader.bomdes });
    expect(lastQuery()).toEqual({ page: '2', page_size: '20', search: 'kit', status: 'Archived' });
    expect(screen.getByRole('searchbox', { name: 'Search by description' })).toHaveValue('kit');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Archived');
  });

  it('keeps the page, search and status in the URL, so Back from a design restores them', async () => {
    count = 45;
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('link', { name: bomHeader.bomdes });
    await user.type(screen.getByRole('searchbox', { name: 'Search by description' }), 'kit');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'kit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/zoho/bom?page=2&search=kit&status=Archived',
      ),
    );

    await user.click(await screen.findByRole('link', { name: `Design ${bomHeader.bomdes}` }));
    expect(await screen.findByText('Design page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    await screen.findByRole('link', { name: bomHeader.bomdes });
    expect(screen.getByRole('searchbox', { name: 'Search by description' })).toHaveValue('kit');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Archived');
    expect(lastQuery()).toEqual({ page: '2', page_size: '20', search: 'kit', status: 'Archived' });
  });

  it('opens the design of a parts list', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('link', { name: `Design ${bomHeader.bomdes}` }));
    expect(await screen.findByText('Design page')).toBeInTheDocument();
  });

  it('creates a parts list, checking the description first', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'New BOM' }));
    const dialog = await screen.findByRole('dialog', { name: 'New BOM' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.pleaseEnterBomDescription)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Description/), 'Carport kit');
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Active');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.bomCreated)).toBeInTheDocument();
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ bomdes: 'Carport kit', bomsts: 'Active' });
  });

  it('edits a header', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: `Edit ${bomHeader.bomdes}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit BOM' });
    expect(within(dialog).getByLabelText(/Description/)).toHaveValue(bomHeader.bomdes);
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Archived');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.bomUpdated)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      bomdes: bomHeader.bomdes,
      bomsts: 'Archived',
      version: bomHeader.version,
    });
  });

  it('offers to reload a header someone saved meanwhile, and saves from the reloaded version', async () => {
    const theirs = { ...bomHeader, bomdes: 'Renamed by someone else', version: 5 };
    fake.set({
      'PUT /api/zoho/bom/7/': ({ body }) =>
        (body as { version: number }).version === theirs.version
          ? { body: { ...theirs, ...(body as object), version: 6 } }
          : {
              status: 409,
              body: { message: messages.recordVersionConflict, error: versionConflictCode },
            },
      'GET /api/zoho/bom/7/': { body: theirs },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: `Edit ${bomHeader.bomdes}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit BOM' });
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Archived');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    const question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    expect(question).toHaveTextContent(messages.recordVersionConflict);
    await user.click(within(question).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Description/)).toHaveValue(theirs.bomdes),
    );
    expect(within(dialog).getByLabelText(/Status/)).toHaveValue(theirs.bomsts);
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(messages.bomUpdated)).toBeInTheDocument();
    const puts = fake.calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => (call.body as { version: number }).version)).toEqual([
      bomHeader.version,
      theirs.version,
    ]);
  });

  it('deletes only unused parts lists, after a confirmation', async () => {
    const user = userEvent.setup();
    renderList();
    expect(
      await screen.findByRole('button', { name: `Delete ${bomHeader.bomdes}` }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Delete Empty draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    expect(confirm).toHaveTextContent(messages.deleteBomConfirmText);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.bomDeleted)).toBeInTheDocument();
    expect(
      fake.calls.some((call) => call.method === 'DELETE' && call.path === '/api/zoho/bom/8/'),
    ).toBe(true);
  });

  it("shows the server's reason when a delete is refused", async () => {
    fake.set({
      'DELETE /api/zoho/bom/8/': { status: 409, body: { message: messages.apiBomInUse } },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Empty draft' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Warning' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.apiBomInUse)).toBeInTheDocument();
  });
});
