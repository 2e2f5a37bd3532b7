import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAppStore,
  messages,
  signedIn,
  type DashboardResponse,
  type MenuItem,
} from '@solar/shared';
import {
  installFakeApi,
  renderPage,
  testUser,
  type FakeApi,
  type FakeHandler,
} from '@solar/shared/testing';
import { DashboardPage } from '../dashboard-page';
import { noTasks, opsMenu, salesFigures, salesMenu } from './dashboard-fixtures';

let fake: FakeApi;

function renderDashboard(menu: MenuItem[], figures: FakeHandler) {
  fake = installFakeApi({
    'GET /api/dashboard/': figures,
    'GET /api/crm/tasks/mine/': { body: noTasks },
  });
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'test-token', user: testUser() }));
  store.dispatch({ type: 'permissions/menuLoaded', payload: menu });
  return renderPage(<DashboardPage />, { store, location: '/dashboard' });
}

afterEach(() => fake.restore());

const region = (name: string) => screen.findByRole('region', { name });

describe('DashboardPage', () => {
  it('shows the stage counts as an accessible chart with the same numbers in a table', async () => {
    renderDashboard(salesMenu, { body: salesFigures });
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada' })).toBeVisible();
    const chart = await screen.findByRole('img', { name: /^Deals by stage:/ });
    expect(chart).toHaveAccessibleName(
      'Deals by stage: Initial Contact 3, Qualification 0, Proposal 2, Negotiation 1, ' +
        'Closed Won 1, Closed Lost 0, Proposal Requested 5; 12 deals in all',
    );
    // One bar per stage, zeros included, in the server's order.
    const bars = chart.querySelectorAll('g[data-stage]');
    expect([...bars].map((bar) => bar.getAttribute('data-stage'))).toEqual(
      salesFigures.deals!.by_stage.map((stage) => stage.name),
    );
    expect(within(chart as unknown as HTMLElement).getByText('Proposal Requested')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Deals by stage' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Initial Contact3',
      'Qualification0',
      'Proposal2',
      'Negotiation1',
      'Closed Won1',
      'Closed Lost0',
      'Proposal Requested5',
    ]);
    const card = await region('Deals by stage');
    expect(within(card).getByText(/12 deals you can see/)).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Open the deals list' })).toHaveAttribute(
      'href',
      '/workplace/crm/deals?stage=all',
    );
  });

  it('lists the waiting and recent deals with links to their details', async () => {
    renderDashboard(salesMenu, { body: salesFigures });
    const waiting = await region('Waiting in Proposal Requested');
    expect(within(waiting).getByTestId('waiting-count')).toHaveTextContent('5');
    const waitingList = within(waiting).getByRole('list', { name: 'Waiting longest' });
    const waitingLinks = within(waitingList).getAllByRole('link');
    expect(waitingLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Gallant Farm', '/workplace/crm/deal-details/41'],
      ['Murphy Barn', '/workplace/crm/deal-details/42'],
    ]);
    expect(within(waitingList).getByText(/unchanged since Jan 5, 2026/)).toBeVisible();
    expect(
      within(waiting).getByRole('link', { name: 'Show all 5 in the deals list' }),
    ).toHaveAttribute('href', '/workplace/crm/deals?stage=7');

    const recent = screen.getByRole('table', { name: 'Recently changed deals' });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Singh Cottage' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/51',
    );
    expect(within(rows[0]!).getByText('Negotiation')).toBeVisible();
    expect(within(rows[0]!).getByText('In Progress')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Nguyen Shop' })).toBeVisible();
  });

  it('shows proposals by status, zeros included, and the quick links', async () => {
    renderDashboard(salesMenu, { body: salesFigures });
    const proposals = await region('Proposals by status');
    expect(within(proposals).getByTestId('proposals-Draft')).toHaveTextContent('3');
    expect(within(proposals).getByTestId('proposals-Submitted')).toHaveTextContent('0');
    expect(within(proposals).getByTestId('proposals-Approved')).toHaveTextContent('2');
    expect(within(proposals).getByTestId('proposals-Rejected')).toHaveTextContent('1');
    expect(within(proposals).getByRole('link', { name: 'Open proposals' })).toHaveAttribute(
      'href',
      '/workplace/crm/proposals',
    );
    const areas = screen.getByRole('region', { name: 'Your work areas' });
    const crm = within(areas).getByRole('region', { name: 'CRM' });
    expect(within(crm).getByRole('link', { name: 'Deals' })).toHaveAttribute(
      'href',
      '/workplace/crm/deals',
    );
    // The hidden deal details page is no quick link.
    expect(within(crm).queryByRole('link', { name: 'Deal Details' })).toBeNull();
  });

  it('names deals without a link when the menu does not open deal details', async () => {
    const noDetails = [{ ...salesMenu[0]!, children: [salesMenu[0]!.children[2]!] }];
    renderDashboard(noDetails, { body: salesFigures });
    const waiting = await region('Waiting in Proposal Requested');
    expect(within(waiting).getByText('Gallant Farm')).toBeVisible();
    expect(within(waiting).queryByRole('link', { name: 'Gallant Farm' })).toBeNull();
    expect(within(waiting).queryByRole('link', { name: /Show all/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Singh Cottage' })).toBeNull();
  });

  it('shows only the quick links when the server gives no figures (no CRM access)', async () => {
    renderDashboard(opsMenu, { body: { deals: null, proposals: null } });
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/dashboard/')).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading dashboard figures' })).toBeNull(),
    );
    expect(screen.queryByRole('img', { name: /Deals by stage/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Proposals by status' })).toBeNull();
    expect(screen.queryByRole('region', { name: /Waiting/ })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const areas = screen.getByRole('region', { name: 'Your work areas' });
    expect(within(areas).getByRole('link', { name: 'Stock' })).toHaveAttribute(
      'href',
      '/workplace/logistics/stock',
    );
  });

  it('shows deal figures without proposals when the server leaves proposals out', async () => {
    const dealsOnly: DashboardResponse = { ...salesFigures, proposals: null };
    renderDashboard(salesMenu, { body: dealsOnly });
    expect(await region('Deals by stage')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Proposals by status' })).toBeNull();
  });

  it('shows skeletons while loading, then an error with Retry that loads again', async () => {
    let release: (() => void) | undefined;
    let attempts = 0;
    renderDashboard(salesMenu, async () => {
      attempts += 1;
      if (attempts === 1) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { status: 500, body: { message: 'boom' } };
      }
      return { body: salesFigures };
    });
    expect(
      await screen.findByRole('status', { name: 'Loading dashboard figures' }),
    ).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(release).toBeDefined());
    release!();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.failedToLoadDashboard);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('img', { name: /^Deals by stage:/ })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});
