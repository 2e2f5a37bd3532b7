import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type TemplateListRow } from '@solar/shared';
import { HistoryControls, installFakeApi, type FakeApi, renderPage } from '@solar/shared/testing';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ContractsTemplatesPage } from '../contracts-templates-page';
import { InvoicesTemplatesPage } from '../invoices-templates-page';

const rowOf = (id: number, name: string, group: TemplateListRow['group']): TemplateListRow => ({
  id,
  name,
  group,
  orientation: 'portrait',
  page_size: 'A4',
  version: 2,
  page_count: 3,
  updated_by: { id: 1, name: 'Ada Admin' },
  updated_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
});

const pages: [string, ComponentType, TemplateListRow['group']][] = [
  ['Contracts Templates', ContractsTemplatesPage, 'Contract'],
  ['Invoices Templates', InvoicesTemplatesPage, 'Invoice'],
];

let fake: FakeApi;
let rows: TemplateListRow[];
let listQueries: URLSearchParams[];

afterEach(() => {
  fake.restore();
  toaster.remove();
});

function renderList(Page: ComponentType, location = '/workplace/template/list') {
  renderPage(
    <>
      <Routes>
        <Route path="/workplace/template/list" element={<Page />} />
        <Route path="*" element={<p>Other page</p>} />
      </Routes>
      <HistoryControls />
    </>,
    { location },
  );
  return userEvent.setup();
}

describe.each(pages)('%s page', (title, Page, group) => {
  beforeEach(() => {
    rows = [rowOf(1, `Standard ${group}`, group), rowOf(2, `Short ${group}`, group)];
    listQueries = [];
    fake = installFakeApi({
      'GET /api/templates/': ({ url }) => {
        listQueries.push(url.searchParams);
        const search = url.searchParams.get('search')?.toLowerCase() ?? '';
        return { body: rows.filter((row) => row.name.toLowerCase().includes(search)) };
      },
      'POST /api/templates/1/duplicate/': () => {
        const copy = rowOf(3, `Copy of Standard ${group}`, group);
        rows = [...rows, copy];
        return { status: 201, body: { ...copy, pages: [{ id: 'p', blocks: [] }] } };
      },
      'DELETE /api/templates/2/': () => {
        rows = rows.filter((row) => row.id !== 2);
        return { status: 204 };
      },
    });
  });

  it("lists the group's templates with their paper, pages, version and last save", async () => {
    renderList(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: `Standard ${group}` });
    expect(link).toHaveAttribute('href', '/workplace/template/editor/1');
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ group });
    const row = link.closest('tr')!;
    expect(within(row).getByText('A4 portrait')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText(/by Ada Admin/)).toBeInTheDocument();
  });

  it('searches by name', async () => {
    const user = renderList(Page);
    await screen.findByRole('link', { name: `Standard ${group}` });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search templates by name' }),
      'short{Enter}',
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: `Standard ${group}` })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: `Short ${group}` })).toBeInTheDocument();
    expect(Object.fromEntries(listQueries.at(-1)!)).toEqual({ group, search: 'short' });
  });

  it('opens with the search of the URL (a reload keeps it)', async () => {
    renderList(Page, '/workplace/template/list?search=short');
    expect(await screen.findByRole('link', { name: `Short ${group}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Standard ${group}` })).not.toBeInTheDocument();
    expect(Object.fromEntries(listQueries[0]!)).toEqual({ group, search: 'short' });
    expect(screen.getByRole('searchbox', { name: 'Search templates by name' })).toHaveValue(
      'short',
    );
  });

  it('keeps the search in the URL, so Back from the editor restores it', async () => {
    const user = renderList(Page);
    await screen.findByRole('link', { name: `Standard ${group}` });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search templates by name' }),
      'short{Enter}',
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/template/list?search=short',
      ),
    );
    await user.click(await screen.findByRole('link', { name: `Short ${group}` }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'History back' }));
    expect(await screen.findByRole('link', { name: `Short ${group}` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: `Standard ${group}` })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search templates by name' })).toHaveValue(
      'short',
    );
  });

  it('duplicates a template and shows the copy', async () => {
    const user = renderList(Page);
    await user.click(await screen.findByRole('button', { name: `Duplicate Standard ${group}` }));
    expect(
      await screen.findByRole('link', { name: `Copy of Standard ${group}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(messages.templateDuplicated)).toBeInTheDocument();
  });

  it('deletes a template only after confirmation', async () => {
    const user = renderList(Page);
    await user.click(await screen.findByRole('button', { name: `Delete Short ${group}` }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteItemConfirmTitle,
    });
    expect(within(dialog).getByText(messages.deleteTemplateConfirmText)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete Short ${group}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: `Short ${group}` })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(messages.templateDeleted)).toBeInTheDocument();
  });

  it('opens the New Template editor with its group chosen', async () => {
    const user = renderList(Page);
    const link = screen.getByRole('link', { name: 'New Template' });
    expect(link).not.toHaveAttribute('type');
    await user.click(link);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      `/workplace/template/editor?group=${group}`,
    );
  });

  it('says when the list cannot be fetched', async () => {
    fake.set({ 'GET /api/templates/': { status: 500 } });
    renderList(Page);
    expect(await screen.findByText(messages.failedToFetchTemplates)).toBeInTheDocument();
  });
});
