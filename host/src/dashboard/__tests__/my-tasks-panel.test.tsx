import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAppStore,
  formatCalendarDay,
  localCalendarDay,
  messages,
  type MenuItem,
  type MyTask,
  signedIn,
} from '@solar/shared';
import {
  type FakeApi,
  installFakeApi,
  menuItem,
  renderPage,
  testUser,
} from '@solar/shared/testing';
import { MyTasksPanel } from '../components/my-tasks-panel';
import { noTasks, opsMenu, salesMenu } from './dashboard-fixtures';

let fake: FakeApi;
afterEach(() => fake.restore());

const task = (id: number, title: string, dueDate: string): MyTask => ({
  id,
  title,
  due_date: dueDate,
  version: 1,
  deal: { id: 40 + id, name: `Deal ${id}` },
  lead: null,
});

function renderPanel(menu: MenuItem[]) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'test-token', user: testUser() }));
  store.dispatch({ type: 'permissions/menuLoaded', payload: menu });
  return renderPage(<MyTasksPanel />, { store, location: '/dashboard' });
}

describe('MyTasksPanel', () => {
  it("counts overdue, today's and upcoming tasks for the user's own day, each with its deal", async () => {
    const user = userEvent.setup();
    const upcoming = Array.from({ length: 7 }, (_, index) =>
      task(10 + index, `Later ${index + 1}`, '2099-01-0' + String(index + 1)),
    );
    fake = installFakeApi({
      'GET /api/crm/tasks/mine/': {
        body: {
          overdue: [task(1, 'Send the forms', '2020-05-04')],
          today: [],
          upcoming,
          counts: { overdue: 1, today: 0, upcoming: 9 },
        },
      },
    });
    renderPanel(salesMenu);
    const panel = await screen.findByRole('region', { name: 'My tasks' });
    const overdue = await within(panel).findByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByLabelText('1 overdue')).toBeInTheDocument();
    expect(overdue).toHaveTextContent(`Send the forms`);
    expect(overdue).toHaveTextContent(`Due ${formatCalendarDay('2020-05-04')}`);
    expect(within(overdue).getByRole('link', { name: 'Deal 1' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/41',
    );
    const today = within(panel).getByRole('region', { name: 'Today' });
    expect(today).toHaveTextContent('None.');

    const later = within(panel).getByRole('region', { name: 'Upcoming' });
    expect(within(later).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(later).getByRole('button', { name: 'Show all 7' }));
    expect(within(later).getAllByRole('listitem')).toHaveLength(7);
    expect(later).toHaveTextContent('The 7 due soonest of 9.');
    // The server is asked for the browser's own calendar day.
    expect(fake.calls[0]!.path).toBe('/api/crm/tasks/mine/');
    expect(localCalendarDay()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links a task on a lead to the leads list showing that lead, for those who may open leads', async () => {
    const onLead: MyTask = {
      ...task(2, 'Call back about the roof', '2099-02-01'),
      deal: null,
      lead: { id: 9, name: 'Lee Gallant' },
    };
    fake = installFakeApi({
      'GET /api/crm/tasks/mine/': {
        body: {
          overdue: [],
          today: [],
          upcoming: [onLead],
          counts: { overdue: 0, today: 0, upcoming: 1 },
        },
      },
    });
    // Leads Management alone is enough for the panel: lead tasks are written on the leads page.
    renderPanel([menuItem(1, null, 'CRM', [menuItem(2, 'crm/leads', 'Leads Management')])]);
    const later = await screen.findByRole('region', { name: 'Upcoming' });
    expect(later).toHaveTextContent('Call back about the roof');
    expect(within(later).getByRole('link', { name: 'Lee Gallant' })).toHaveAttribute(
      'href',
      '/workplace/crm/leads?search=Lee+Gallant',
    );
  });

  it('says what to do when there is nothing open, and is absent without deal access', async () => {
    fake = installFakeApi({ 'GET /api/crm/tasks/mine/': { body: noTasks } });
    const first = renderPanel(salesMenu);
    expect(await screen.findByText(messages.myTasksEmpty)).toBeInTheDocument();
    first.unmount();
    renderPanel(opsMenu);
    expect(screen.queryByRole('region', { name: 'My tasks' })).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
  });

  it('shows a failure with Retry', async () => {
    fake = installFakeApi({ 'GET /api/crm/tasks/mine/': { status: 500, body: { message: 'x' } } });
    renderPanel(salesMenu);
    expect(await screen.findByText(messages.failedToLoadMyTasks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
