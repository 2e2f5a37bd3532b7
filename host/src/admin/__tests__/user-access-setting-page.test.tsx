import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type AdminMenuAccess } from '@solar/shared';
import {
  HistoryControls,
  installFakeApi,
  menuItem,
  renderPage,
  type FakeApi,
} from '@solar/shared/testing';
import { Link, Route, Routes } from 'react-router';
import { UserAccessSettingPage } from '../user-access-setting-page';
import { adminMenuTree, adminUser } from './admin-fixtures';

let fake: FakeApi;
let access: AdminMenuAccess;
let saved: unknown[];

beforeEach(() => {
  saved = [];
  // Granted as a group, as the seed does: the CRM group stands for both of its pages.
  access = { menu_item_ids: [1, 11], is_superuser: false };
  fake = installFakeApi({
    'GET /api/admin/users/5/': { body: adminUser(5, { email: 'rep1@example.com' }) },
    'GET /api/admin/menu-items/': { body: adminMenuTree },
    'GET /api/admin/users/5/menu-access/': () => ({ body: access }),
    'PUT /api/admin/users/5/menu-access/': ({ body }) => {
      saved.push(body);
      access = body as AdminMenuAccess;
      return { body: access };
    },
    'GET /api/admin/users/5/audit-events/': ({ url }) => {
      auditQueries.push(Object.fromEntries(url.searchParams));
      return auditPage;
    },
  });
});
afterEach(() => fake.restore());

let auditQueries: Record<string, string>[];
let auditPage: { body: unknown };
beforeEach(() => {
  auditQueries = [];
  auditPage = {
    body: {
      count: 1,
      results: [
        {
          id: 1,
          at: '2026-11-21T10:00:00.000Z',
          action: 'access.changed',
          actor: { id: 1, name: 'Avery Admin', email: 'admin@example.com' },
          changes: {
            granted: ['crm/deals', 'zoho/plane-demand'],
            revoked: ['crm/proposals'],
            is_superuser: { from: false, to: true },
          },
        },
      ],
    },
  };
});

function renderAccessPage(id = '5', query = '') {
  return renderPage(
    <>
      <Routes>
        <Route
          path="/workplace/admin/user-access-setting/:userId"
          element={<UserAccessSettingPage />}
        />
        <Route path="/workplace/admin/user-setting" element={<p>Users page</p>} />
      </Routes>
      <HistoryControls />
      <Link to="/workplace/admin/user-setting">Users</Link>
    </>,
    { location: `/workplace/admin/user-access-setting/${id}${query}` },
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
/** The drawn state of a box (Chakra draws the indeterminate dash from the root's data-state). */
const drawnState = (name: string) =>
  box(name).closest('[data-part="root"]')?.getAttribute('data-state');

test('shows every page by its title, grouped by area, checked from the granted set', async () => {
  renderAccessPage();
  expect(await screen.findByText(/rep1@example.com/)).toBeInTheDocument();
  await screen.findByRole('checkbox', { name: /^CRM/ });
  const crm = screen.getByRole('region', { name: 'CRM' });
  expect(within(crm).getByRole('checkbox', { name: 'Deals' })).toBeChecked();
  expect(within(crm).getByRole('checkbox', { name: 'Proposals' })).toBeChecked();
  // The hidden access page is offered in its area, by title, and the area is partly granted.
  const admin = screen.getByRole('region', { name: 'Administration' });
  expect(within(admin).getByRole('checkbox', { name: 'User Access Settings' })).not.toBeChecked();
  expect(within(admin).queryByRole('checkbox', { name: 'Deals' })).not.toBeInTheDocument();
  expect(drawnState('Administration')).toBe('indeterminate');
  expect(drawnState('CRM')).toBe('checked');
  // Routes and sidebar flags are for developers, not for the person granting access.
  const editor = screen.getByRole('region', { name: 'Menu access' });
  expect(editor).not.toHaveTextContent(/crm\/proposals|admin\/user-access-setting/);
  expect(editor).not.toHaveTextContent(/not in the sidebar/i);
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test("names a page by the workplace catalogue's title, whatever the stored menu title", async () => {
  fake.set({
    'GET /api/admin/menu-items/': {
      body: [menuItem(20, null, 'Parts Lists & Zoho', [menuItem(21, 'zoho/plane-demand', 'old')])],
    },
  });
  renderAccessPage();
  const zoho = await screen.findByRole('region', { name: 'Parts Lists & Zoho' });
  expect(within(zoho).getByRole('checkbox', { name: 'Plan Demand' })).toBeInTheDocument();
  expect(screen.queryByText('old')).not.toBeInTheDocument();
});

test('keeps Save and Reset in a bar that stays in view while the pages scroll', async () => {
  renderAccessPage();
  await screen.findByRole('checkbox', { name: /^Deals/ });
  const bar = screen.getByRole('group', { name: 'Save menu access' });
  expect(getComputedStyle(bar).position).toBe('sticky');
  expect(getComputedStyle(bar).bottom).toBe('0px');
  expect(within(bar).getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.click(box('Deals'));
  expect(within(bar).getByRole('button', { name: 'Save' })).toBeEnabled();
  expect(within(bar).getByText('Unsaved changes')).toBeInTheDocument();
});

test('a child unchecked makes its parent indeterminate; Save sends the full id set', async () => {
  renderAccessPage();
  await screen.findByRole('checkbox', { name: /^Proposals/ });
  await userEvent.click(box('Proposals'));
  expect(box('Proposals')).not.toBeChecked();
  expect(drawnState('CRM')).toBe('indeterminate');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saved).toEqual([{ menu_item_ids: [2, 11], is_superuser: false }]));
  expect(await screen.findByText(messages.accessSaved)).toBeInTheDocument();
});

test("a parent's box sets and clears all of its children", async () => {
  renderAccessPage();
  await screen.findByRole('checkbox', { name: /^Administration/ });
  await userEvent.click(box('Administration'));
  expect(box('User Settings')).toBeChecked();
  expect(box('User Access Settings')).toBeChecked();
  await userEvent.click(box('CRM'));
  expect(box('Deals')).not.toBeChecked();
  expect(box('Proposals')).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(saved).toEqual([{ menu_item_ids: [10, 11, 12], is_superuser: false }]),
  );
});

test("shows the server's refusal and keeps the edits", async () => {
  fake.set({
    'PUT /api/admin/users/5/menu-access/': {
      status: 409,
      body: { message: messages.apiCannotRemoveOwnAccessSetting },
    },
  });
  renderAccessPage();
  await screen.findByRole('checkbox', { name: /^Deals/ });
  await userEvent.click(box('Deals'));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(messages.failedToSaveAccess + messages.apiCannotRemoveOwnAccessSetting),
  ).toBeInTheDocument();
  expect(box('Deals')).not.toBeChecked();
});

test('the superuser switch is saved with the set', async () => {
  renderAccessPage();
  await screen.findByRole('checkbox', { name: /^Deals/ });
  await userEvent.click(screen.getByRole('checkbox', { name: /Superuser/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(saved).toEqual([{ menu_item_ids: [1, 2, 3, 11], is_superuser: true }]),
  );
});

test('lists the change history by page title: who, when, what changed', async () => {
  renderAccessPage();
  const history = await screen.findByRole('table', { name: 'Change history' });
  expect(await within(history).findByText('Avery Admin (admin@example.com)')).toBeInTheDocument();
  expect(within(history).getByText('Access changed')).toBeInTheDocument();
  expect(within(history).getByText('Pages granted: Deals, Plan Demand')).toBeInTheDocument();
  expect(within(history).getByText('Pages revoked: Proposals')).toBeInTheDocument();
  expect(within(history).getByText('Superuser: no → yes')).toBeInTheDocument();
  expect(within(history).queryByText(/crm\/deals/)).not.toBeInTheDocument();
});

test('opens the change history at the page and page size of the URL (a reload keeps them)', async () => {
  renderAccessPage('5', '?page=2&page_size=20');
  await screen.findByRole('table', { name: 'Change history' });
  expect(auditQueries[0]).toEqual({ page: '2', page_size: '20' });
});

test("keeps the change history's page in the URL, so Back restores it", async () => {
  (auditPage.body as { count: number }).count = 45;
  const user = userEvent.setup();
  renderAccessPage();
  await screen.findByRole('table', { name: 'Change history' });
  await user.click(screen.getByRole('button', { name: /next page/i }));
  await waitFor(() =>
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/workplace/admin/user-access-setting/5?page=2',
    ),
  );
  await user.click(screen.getByRole('link', { name: 'Users' }));
  expect(await screen.findByText('Users page')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'History back' }));
  await screen.findByRole('table', { name: 'Change history' });
  expect(auditQueries.at(-1)).toEqual({ page: '2', page_size: '10' });
});

test('an unknown user shows the load failure', async () => {
  fake.set({
    'GET /api/admin/users/77/': { status: 404, body: { message: messages.apiUserNotFound } },
    'GET /api/admin/users/77/menu-access/': {
      status: 404,
      body: { message: messages.apiUserNotFound },
    },
    'GET /api/admin/users/77/audit-events/': {
      status: 404,
      body: { message: messages.apiUserNotFound },
    },
  });
  renderAccessPage('77');
  const alert = await screen.findByText(messages.failedToLoadAccessSettings);
  expect(alert.closest('[role="alert"]')).toHaveTextContent(messages.apiUserNotFound);
});
