import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, signedIn, type AdminUser } from '@solar/shared';
import {
  HistoryControls,
  installFakeApi,
  renderPage,
  testUser,
  type FakeApi,
} from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { UserSettingPage } from '../user-setting-page';
import { adminUser } from './admin-fixtures';

let fake: FakeApi;
let listQueries: Record<string, string>[];
let rows: AdminUser[];

beforeEach(() => {
  listQueries = [];
  rows = [
    adminUser(1, { email: 'admin@example.com', is_superuser: true }),
    adminUser(2, {
      email: 'rep@example.com',
      first_name: 'Riley',
      last_name: 'Rep',
      manager: { id: 3, name: 'Morgan Manager', email: 'manager@example.com' },
      last_login_at: '2026-11-20T15:30:00.000Z',
    }),
    adminUser(4, { email: 'customer@example.com', is_staff: false, is_active: false }),
  ];
  fake = installFakeApi({
    'GET /api/admin/users/': ({ url }) => {
      listQueries.push(Object.fromEntries(url.searchParams));
      return { body: { results: rows, count: 23 } };
    },
  });
});
afterEach(() => fake.restore());

function renderUserPage(location = '/workplace/admin/user-setting') {
  const view = renderPage(
    <>
      <Routes>
        <Route path="/workplace/admin/user-setting" element={<UserSettingPage />} />
        <Route path="/workplace/admin/user-access-setting/:userId" element={<p>Access page</p>} />
      </Routes>
      <HistoryControls />
    </>,
    { location },
  );
  act(() => {
    view.store.dispatch(signedIn({ token: 't', user: testUser({ id: 1 }) }));
  });
  return view;
}

const rowOf = async (email: string) =>
  (await screen.findByRole('cell', { name: email })).closest('tr') as HTMLElement;

test('lists users with paging: name, email, flags, manager, last sign-in', async () => {
  renderUserPage();
  const rep = await rowOf('rep@example.com');
  expect(within(rep).getByText('Riley Rep')).toBeInTheDocument();
  expect(within(rep).getByText('Morgan Manager')).toBeInTheDocument();
  expect(within(rep).getByText('Active')).toBeInTheDocument();
  expect(within(rep).queryByText('Never')).toBeNull();
  const customer = await rowOf('customer@example.com');
  expect(within(customer).getByText('Inactive')).toBeInTheDocument();
  expect(within(customer).getByText('Never')).toBeInTheDocument();
  // Customers have no manager action; the signed-in admin cannot deactivate themself.
  expect(within(customer).queryByRole('button', { name: /^Manager/ })).toBeNull();
  expect(within(customer).getByRole('button', { name: /Reactivate/ })).toBeInTheDocument();
  const self = await rowOf('admin@example.com');
  expect(within(self).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  expect(listQueries[0]).toEqual({ page: '1', page_size: '10' });

  await userEvent.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() => expect(listQueries.at(-1)).toEqual({ page: '2', page_size: '10' }));
});

test('searches by name or email after typing pauses, from page 1', async () => {
  renderUserPage();
  await rowOf('rep@example.com');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'riley');
  await waitFor(() =>
    expect(listQueries.at(-1)).toEqual({ page: '1', page_size: '10', search: 'riley' }),
  );
  // One request for the finished word, not one per letter.
  expect(listQueries.filter((query) => query.search !== undefined)).toHaveLength(1);
});

test('creates a user: validates the email on the page, then posts it lower-cased', async () => {
  let posted: unknown;
  fake.set({
    'POST /api/admin/users/': ({ body }) => {
      posted = body;
      return { status: 201, body: adminUser(9, { email: 'new@example.com' }) };
    },
  });
  renderUserPage();
  await rowOf('rep@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'New User' }));
  const dialog = await screen.findByRole('dialog', { name: 'New User' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Nia');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'New');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText(messages.pleaseEnterValidEmail)).toBeInTheDocument();
  expect(posted).toBeUndefined();

  const email = within(dialog).getByRole('textbox', { name: /Email/ });
  await userEvent.clear(email);
  await userEvent.type(email, 'New@Example.com');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() =>
    expect(posted).toEqual({
      email: 'new@example.com',
      first_name: 'Nia',
      last_name: 'New',
      is_staff: true,
    }),
  );
  expect(await screen.findByText(messages.userCreated)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New User' })).toBeNull());
});

test("shows the server's reason when a create is refused", async () => {
  fake.set({
    'POST /api/admin/users/': { status: 409, body: { message: messages.apiEmailTaken } },
  });
  renderUserPage();
  await rowOf('rep@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'New User' }));
  const dialog = await screen.findByRole('dialog', { name: 'New User' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'rep@example.com');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'R');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'R');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(
    await screen.findByText(messages.failedToSaveUser + messages.apiEmailTaken),
  ).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'New User' })).toBeInTheDocument();
});

test('deactivates after confirmation and refreshes the list', async () => {
  let deactivated = 0;
  fake.set({
    'POST /api/admin/users/2/deactivate/': () => {
      deactivated += 1;
      rows = rows.map((row) => (row.id === 2 ? { ...row, is_active: false } : row));
      return { body: rows[1] };
    },
  });
  renderUserPage();
  const rep = await rowOf('rep@example.com');
  await userEvent.click(within(rep).getByRole('button', { name: /Deactivate/ }));
  const confirm = await screen.findByRole('alertdialog', { name: messages.deactivateUserTitle });
  expect(within(confirm).getByText(messages.deactivateUserConfirmText)).toBeInTheDocument();
  expect(deactivated).toBe(0);
  await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText(messages.userDeactivated)).toBeInTheDocument();
  expect(deactivated).toBe(1);
  await waitFor(async () =>
    expect(within(await rowOf('rep@example.com')).getByText('Inactive')).toBeInTheDocument(),
  );
});

test('sets a manager from the active staff and shows a refused cycle', async () => {
  fake.set({
    'PUT /api/admin/users/2/manager/': {
      status: 400,
      body: { message: messages.apiMoveCycle },
    },
  });
  renderUserPage();
  const rep = await rowOf('rep@example.com');
  await userEvent.click(within(rep).getByRole('button', { name: /^Manager/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Manager of rep@example.com' });
  const select = within(dialog).getByRole('combobox', { name: 'Manager' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
  // The staff picker asked for active staff only, and leaves out the person themself.
  expect(listQueries.some((query) => query.is_staff === 'true' && query.is_active === 'true')).toBe(
    true,
  );
  expect(within(select).queryByRole('option', { name: /rep@example.com/ })).toBeNull();
  await userEvent.selectOptions(select, '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(messages.failedToChangeManager + messages.apiMoveCycle),
  ).toBeInTheDocument();
  const call = fake.calls.find((entry) => entry.method === 'PUT');
  expect(call?.body).toEqual({ manager_id: 1 });
});

test('opens at the page and search of the URL (a reload keeps them)', async () => {
  renderUserPage('/workplace/admin/user-setting?page=2&search=riley');
  await rowOf('rep@example.com');
  expect(listQueries[0]).toEqual({ page: '2', page_size: '10', search: 'riley' });
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('riley');
});

test('keeps the page and search in the URL, so Back from a user restores them', async () => {
  renderUserPage();
  await rowOf('rep@example.com');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'riley');
  await waitFor(() => expect(listQueries.at(-1)?.search).toBe('riley'));
  await userEvent.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/admin/user-setting?page=2&search=riley',
    ),
  );

  await userEvent.click(
    within(await rowOf('rep@example.com')).getByRole('link', { name: /Access/ }),
  );
  expect(await screen.findByText('Access page')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'History back' }));
  await rowOf('rep@example.com');
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('riley');
  expect(listQueries.at(-1)).toEqual({ page: '2', page_size: '10', search: 'riley' });
});

test('each user links to their access page', async () => {
  renderUserPage();
  const rep = await rowOf('rep@example.com');
  await userEvent.click(within(rep).getByRole('link', { name: /Access/ }));
  expect(await screen.findByText('Access page')).toBeInTheDocument();
});
