import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAppStore,
  messages,
  type Notification,
  type NotificationPage,
  signedIn,
  workplacePath,
} from '@solar/shared';
import {
  type FakeApi,
  installFakeApi,
  LocationProbe,
  renderPage,
  testUser,
} from '@solar/shared/testing';
import { NotificationMenu } from '../components/notification-menu';

let fake: FakeApi;
afterEach(() => fake.restore());

const taskAssigned: Notification = {
  id: 7,
  kind: 'task_assigned',
  target: { kind: 'deal', id: 41 },
  parts: { actor: 'Morgan Manager', task: 'Call the customer back', subject: 'Smith Residence' },
  created_at: '2026-11-20T15:04:00.000Z',
  read_at: null,
};
const dealAssigned: Notification = {
  id: 6,
  kind: 'deal_assigned',
  target: { kind: 'deal', id: 42 },
  parts: { actor: 'Morgan Manager', deal: 'Jones Farm' },
  created_at: '2026-11-19T10:00:00.000Z',
  read_at: null,
};

const pageOf = (notifications: Notification[]): NotificationPage => ({
  notifications,
  unread: notifications.filter((n) => n.read_at === null).length,
  next_before: null,
});

function renderBell(isStaff = true) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 't', user: testUser({ is_staff: isStaff }) }));
  return renderPage(
    <>
      <NotificationMenu />
      <LocationProbe />
    </>,
    { store },
  );
}

describe('NotificationMenu', () => {
  it('shows the unread count and names it for screen readers', async () => {
    fake = installFakeApi({
      'GET /api/notifications/': { body: pageOf([taskAssigned, dealAssigned]) },
    });
    renderBell();
    expect(
      await screen.findByRole('button', {
        name: `Notifications, ${messages.unreadNotifications(2)}`,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('lists the notifications, opens the target of one and marks it read', async () => {
    const user = userEvent.setup();
    let notifications = [taskAssigned, dealAssigned];
    fake = installFakeApi({
      'GET /api/notifications/': () => ({ body: pageOf(notifications) }),
      'POST /api/notifications/7/read/': () => {
        notifications = [{ ...taskAssigned, read_at: '2026-11-20T16:00:00.000Z' }, dealAssigned];
        return { body: notifications[0] };
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: /2 unread notifications/ }));
    const item = await screen.findByRole('menuitem', {
      name: new RegExp(
        messages.notificationTaskAssigned(
          'Morgan Manager',
          'Call the customer back',
          'Smith Residence',
        ),
      ),
    });
    expect(
      screen.getByRole('menuitem', {
        name: new RegExp(messages.notificationDealAssigned('Morgan Manager', 'Jones Farm')),
      }),
    ).toBeInTheDocument();
    await user.click(item);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        workplacePath('crm/deal-details/:dealId', { dealId: 41 }),
      ),
    );
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path === '/api/notifications/7/read/')).toBe(true),
    );
    expect(
      await screen.findByRole('button', {
        name: `Notifications, ${messages.unreadNotifications(1)}`,
      }),
    ).toBeInTheDocument();
  });

  it('marks all read from the keyboard', async () => {
    const user = userEvent.setup();
    let notifications = [taskAssigned, dealAssigned];
    fake = installFakeApi({
      'GET /api/notifications/': () => ({ body: pageOf(notifications) }),
      'POST /api/notifications/read-all/': () => {
        notifications = notifications.map((n) => ({ ...n, read_at: '2026-11-20T16:00:00.000Z' }));
        return { status: 204 };
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: /2 unread notifications/ }));
    // By keyboard: the menu's first item is Mark all read.
    const markAll = await screen.findByRole('menuitem', {
      name: messages.markAllNotificationsRead,
    });
    await waitFor(() => expect(markAll.closest('[role="menu"]')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(markAll).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
        'GET /api/notifications/',
        'POST /api/notifications/read-all/',
        'GET /api/notifications/',
      ]),
    );
    expect(
      await screen.findByRole('button', { name: messages.notificationsTitle }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('pages past the first 20 on request, each older page asked for before its last id', async () => {
    const user = userEvent.setup();
    const numbered = (id: number): Notification => ({
      ...dealAssigned,
      id,
      parts: { actor: 'Morgan Manager', deal: `Deal ${id}` },
    });
    const ids = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => numbered(from - index));
    const asked: (string | null)[] = [];
    fake = installFakeApi({
      'GET /api/notifications/': ({ url }) => {
        const before = url.searchParams.get('before');
        asked.push(before);
        if (before === null) return { body: { ...pageOf(ids(45, 20)), next_before: 26 } };
        if (before === '26') return { body: { ...pageOf(ids(25, 20)), next_before: 6 } };
        return { body: pageOf(ids(5, 5)) };
      },
    });
    renderBell();
    await user.click(await screen.findByRole('button', { name: /unread notifications/ }));
    const dealItem = (id: number) =>
      screen.queryByRole('menuitem', {
        name: new RegExp(`${messages.notificationDealAssigned('Morgan Manager', `Deal ${id}`)}\\b`),
      });
    expect(await screen.findAllByRole('menuitem', { name: /assigned you the deal/ })).toHaveLength(
      20,
    );
    expect(dealItem(25)).not.toBeInTheDocument();
    // By keyboard: "Show older notifications" is the list's last item.
    const older = screen.getByRole('menuitem', { name: messages.olderNotifications });
    await waitFor(() => expect(older.closest('[role="menu"]')).toHaveFocus());
    await user.keyboard('{End}');
    await waitFor(() => expect(older).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(
      () =>
        expect(screen.getAllByRole('menuitem', { name: /assigned you the deal/ })).toHaveLength(40),
      { timeout: 5000 },
    );
    expect(dealItem(25)).toBeInTheDocument();
    const oldest = screen.getByRole('menuitem', { name: messages.olderNotifications });
    await user.keyboard('{End}');
    await waitFor(() => expect(oldest).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dealItem(1)).toBeInTheDocument(), { timeout: 5000 });
    // The last page has no older one to offer.
    expect(
      screen.queryByRole('menuitem', { name: messages.olderNotifications }),
    ).not.toBeInTheDocument();
    expect(asked.filter(Boolean)).toEqual(['26', '6']);
  });

  it('says what to expect when there is nothing yet', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({ 'GET /api/notifications/': { body: pageOf([]) } });
    renderBell();
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: messages.notificationsTitle }));
    expect(await screen.findByText(messages.notificationsEmpty)).toBeInTheDocument();
  });

  it('is not shown to a customer, and asks nothing', () => {
    fake = installFakeApi({});
    renderBell(false);
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });
});
