import { screen, within } from '@testing-library/react';
import {
  createAppStore,
  formatTime,
  messages,
  signedIn,
  type MeetingSlot,
  type MenuItem,
} from '@solar/shared';
import {
  installFakeApi,
  menuItem,
  renderPage,
  testUser,
  type FakeApi,
} from '@solar/shared/testing';
import { DashboardPage } from '../dashboard-page';
import { salesFigures, salesMenu } from './dashboard-fixtures';

const meetingMenu = [
  menuItem(1, null, 'CRM', [
    menuItem(2, 'crm/deals', 'Deals'),
    menuItem(3, 'crm/deal-details', 'Deal Details', [], { is_show: false }),
    menuItem(5, 'crm/meeting', 'Meeting Management'),
  ]),
];

const now = new Date();
const at = (hour: number) =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour).toISOString();
const todayKey = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const siteVisit: MeetingSlot = {
  id: 7,
  title: 'Roof check',
  kind: 'Site visit',
  start: at(10),
  end: at(11),
  location: '1 Main Street',
  deal: { id: 41, name: 'Gallant Farm' },
  can_edit: true,
};

let fake: FakeApi;
let asked: URL[];
function renderDashboard(menu: MenuItem[], meetings: MeetingSlot[]) {
  asked = [];
  fake = installFakeApi({
    'GET /api/dashboard/': { body: salesFigures },
    'GET /api/crm/meetings/': ({ url }) => {
      asked.push(url);
      return { body: { meetings } };
    },
  });
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'test-token', user: testUser() }));
  store.dispatch({ type: 'permissions/menuLoaded', payload: menu });
  return renderPage(<DashboardPage />, { store, location: '/dashboard' });
}
afterEach(() => fake.restore());

describe('the dashboard’s Today', () => {
  it('lists today’s meetings of the user with links to the calendar day and the deal', async () => {
    renderDashboard(meetingMenu, [siteVisit]);
    const today = await screen.findByRole('region', { name: messages.dashboardTodayMeetings });
    const link = await within(today).findByRole('link', { name: 'Roof check' });
    expect(link).toHaveAttribute('href', `/workplace/crm/meeting?view=day&date=${todayKey}`);
    expect(within(today).getByRole('link', { name: 'Gallant Farm' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/41',
    );
    expect(within(today).getByText(`${formatTime(at(10))}–${formatTime(at(11))}`)).toBeVisible();
    const query = asked[0]!.searchParams;
    expect(query.get('scope')).toBe('me');
    expect(query.get('from')).toBe(at(0));
  });

  it('says how to book one when there is none', async () => {
    renderDashboard(meetingMenu, []);
    const today = await screen.findByRole('region', { name: messages.dashboardTodayMeetings });
    expect(await within(today).findByText(messages.dashboardNoMeetingsToday)).toBeVisible();
  });

  it('is left out, and not asked for, without Meeting Management', async () => {
    renderDashboard(salesMenu, [siteVisit]);
    expect(await screen.findByRole('region', { name: 'Deals by stage' })).toBeVisible();
    expect(
      screen.queryByRole('region', { name: messages.dashboardTodayMeetings }),
    ).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
