import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type SalesPersonTreeResponse } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { SalesPersonTreePage } from '../sales-person-tree-page';

const person = (
  id: number,
  username: string,
  first: string,
  children: SalesPersonTreeResponse['data'] = [],
) => ({
  id,
  username,
  email: `${username}@example.com`,
  first_name: first,
  last_name: 'Test',
  children,
});
const tree: SalesPersonTreeResponse = {
  status: 'success',
  current_user_id: 1,
  data: [
    person(1, 'admin', 'Avery'),
    person(2, 'manager', 'Morgan', [person(3, 'rep1', 'Riley'), person(4, 'rep2', 'Robin')]),
  ],
};
const moved: SalesPersonTreeResponse = {
  ...tree,
  data: [
    person(1, 'admin', 'Avery'),
    person(2, 'manager', 'Morgan', [person(3, 'rep1', 'Riley', [person(4, 'rep2', 'Robin')])]),
  ],
};

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/crm/plus/sales-person-tree/': { body: tree },
    'GET /api/crm/plus/sales-person-tree/move/': { body: { can_move: true } },
  });
});
afterEach(() => fake.restore());

const render = () =>
  renderPage(<SalesPersonTreePage />, { location: '/workplace/crm/sales-person-tree' });

describe('SalesPersonTreePage', () => {
  it('shows the hierarchy, highlights the caller, expands, collapses and searches', async () => {
    const user = userEvent.setup();
    render();
    const treeView = await screen.findByRole('tree', { name: 'Sales person tree' });
    expect(within(treeView).getByRole('treeitem', { name: /admin@example.com/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const manager = within(treeView).getByRole('treeitem', { name: /manager@example.com/ });
    expect(manager).toHaveAttribute('aria-expanded', 'true');
    expect(within(manager).getByRole('treeitem', { name: /rep2@example.com/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse Morgan Test' }));
    expect(manager).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('treeitem', { name: /rep2@example.com/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand Morgan Test' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'ROBIN');
    expect(screen.getByRole('treeitem', { name: /rep2@example.com/ })).toBeInTheDocument();
    expect(screen.getByRole('treeitem', { name: /manager@example.com/ })).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: /rep1@example.com/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: /admin@example.com/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name or email' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'nobody');
    expect(screen.getByText('Nobody matches this search.')).toBeInTheDocument();
  });

  it('moves a person after confirmation, never offering a manager below them', async () => {
    const user = userEvent.setup();
    fake.set({ 'POST /api/crm/plus/sales-person-tree/move/': { body: moved } });
    render();
    const panel = await screen.findByRole('region', { name: 'Move a person' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Person' }),
      'Morgan Test (manager@example.com)',
    );
    const managers = within(within(panel).getByRole('combobox', { name: 'New manager' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(managers).toEqual([
      'Select a manager',
      'No manager (top level)',
      'Avery Test (admin@example.com)',
    ]);

    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Person' }),
      'Robin Test (rep2@example.com)',
    );
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'New manager' }),
      'Riley Test (rep1@example.com)',
    );
    await user.click(within(panel).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move Sales Person' });
    expect(dialog).toHaveTextContent('Move Robin Test under Riley Test?');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(messages.salesPersonMoved)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')!.body).toEqual({
      user_id: 4,
      manager_id: 3,
    });
    const rep1 = await screen.findByRole('treeitem', { name: /rep1@example.com/ });
    expect(
      await within(rep1).findByRole('treeitem', { name: /rep2@example.com/ }),
    ).toBeInTheDocument();
  });

  it('shows the server refusal of a move', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/crm/plus/sales-person-tree/move/': {
        status: 400,
        body: { message: messages.apiMoveCycle },
      },
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Move a person' });
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'Person' }),
      'Robin Test (rep2@example.com)',
    );
    await user.selectOptions(
      within(panel).getByRole('combobox', { name: 'New manager' }),
      'No manager (top level)',
    );
    await user.click(within(panel).getByRole('button', { name: 'Move' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move' }),
    );
    expect(
      await screen.findByText(`${messages.failedToMoveSalesPerson}${messages.apiMoveCycle}`),
    ).toBeInTheDocument();
  });

  it('hides the move panel from people who may not move anyone', async () => {
    fake.set({ 'GET /api/crm/plus/sales-person-tree/move/': { body: { can_move: false } } });
    render();
    expect(await screen.findByRole('tree')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Move a person' })).not.toBeInTheDocument();
  });
});
