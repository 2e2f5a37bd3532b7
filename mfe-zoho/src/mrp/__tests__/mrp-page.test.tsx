import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  toaster,
  type MrpRun,
  type MrpRunItem,
  type MrpRunItemPage,
  type MrpSourceList,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { MrpPage } from '../mrp-page';

const run: MrpRun = {
  id: 4,
  status: 'completed',
  job_id: '6f1c6d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  horizon_start: '2027-03-01',
  weeks: 2,
  include_forecast: false,
  warehouse: null,
  created_by: 'Olive Ops',
  created_at: '2026-11-27T08:00:00.000Z',
  finished_at: '2026-11-27T08:00:02.000Z',
  item_count: 1,
  planned_order_count: 1,
  exception_count: 1,
  error: null,
};
const panel: MrpRunItem = {
  item_id: 7,
  itemno: 'MOD-405-BLK',
  itemdes: '405 W black module',
  on_hand: 40,
  settings: {
    lead_time_days: 10,
    safety_stock: 10,
    moq: 50,
    order_multiple: 25,
    preferred_vendor: { id: 2, name: 'Panel supplier' },
  },
  lead_time_weeks: 2,
  rows: {
    gross: [20, 46],
    receipts: [0, 30],
    projected: [20, 54],
    net: [0, 6],
    planned_receipts: [0, 50],
    planned_releases: [50, 0],
  },
  exceptions: [messages.mrpExceptionOrderLate(50, '2027-03-08', '2027-02-22', 1)],
  planned_orders: [
    {
      id: 31,
      release_week: '2027-02-22',
      receipt_week: '2027-03-08',
      quantity: 50,
      late: true,
      purchase_order: null,
    },
  ],
};
const itemPage: MrpRunItemPage = {
  run,
  weeks: ['2027-03-01', '2027-03-08'],
  count: 1,
  results: [panel],
};
const sources: MrpSourceList = {
  item_id: 7,
  week: '2027-03-08',
  row: 'gross',
  total: 46,
  sources: [
    {
      kind: 'project',
      source_id: 11,
      label: 'Harbour View Solar',
      quantity: 28,
      deal_id: 5,
      purchase_order_id: null,
      day: null,
    },
    {
      kind: 'plan',
      source_id: 3,
      label: '3 × rooftop 405 W, NS',
      quantity: 18,
      deal_id: null,
      purchase_order_id: null,
      day: null,
    },
  ],
};

let fake: FakeApi;
afterEach(() => {
  fake.restore();
  toaster.remove();
});

function answers(extra: Record<string, Parameters<FakeApi['set']>[0][string]> = {}) {
  return {
    'GET /api/mrp/runs/': () => ({ body: { count: 1, results: [run] } }),
    'GET /api/mrp/runs/4/': () => ({ body: run }),
    'GET /api/mrp/runs/4/items/': () => ({ body: itemPage }),
    'GET /api/stock/warehouses/': () => ({ body: { warehouses: [], may_allow_negative: false } }),
    ...extra,
  };
}

describe('MrpPage', () => {
  it('shows the newest run, opens an item and explains a gross figure', async () => {
    fake = installFakeApi(answers({ 'GET /api/mrp/runs/4/sources/': () => ({ body: sources }) }));
    const user = userEvent.setup();
    renderPage(<MrpPage />, { location: '/workplace/zoho/mrp' });
    const runs = await screen.findByRole('table', { name: 'Planning runs' });
    expect(await within(runs).findByText('Olive Ops')).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'MRP plan' });
    const toggle = await within(grid).findByRole('button', {
      name: 'MOD-405-BLK: show the plan rows',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(grid).getByText('Planned order releases')).toBeInTheDocument();
    expect(within(grid).getByText(panel.exceptions[0]!)).toBeInTheDocument();
    await user.click(
      within(grid).getByRole('button', {
        name: '46 gross demand of MOD-405-BLK in the week of Mar 8, 2027: show sources',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const rows = within(await within(dialog).findByRole('table', { name: 'Sources' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('ProjectHarbour View Solar28');
    expect(within(rows[1]!).getByRole('link', { name: 'Harbour View Solar' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/5',
    );
    expect(rows[2]).toHaveTextContent('Planned installations3 × rooftop 405 W, NS18');
    expect(fake.calls.find((call) => call.path === '/api/mrp/runs/4/sources/')).toBeDefined();
  });

  it('turns the selected planned order into a purchase order and links to it', async () => {
    let sent: unknown;
    fake = installFakeApi(
      answers({
        'POST /api/mrp/runs/4/purchase-orders/': ({ body }) => {
          sent = body;
          return {
            status: 201,
            body: {
              purchase_orders: [
                { id: 12, number: 'PO-000012', vendor: 'Panel supplier', line_count: 1 },
              ],
            },
          };
        },
      }),
    );
    const user = userEvent.setup();
    renderPage(<MrpPage />, { location: '/workplace/zoho/mrp?run=4' });
    const grid = await screen.findByRole('table', { name: 'MRP plan' });
    const create = screen.getByRole('button', { name: 'Create purchase orders' });
    expect(create).toBeDisabled();
    await user.click(
      await within(grid).findByRole('button', { name: 'MOD-405-BLK: show the plan rows' }),
    );
    await user.click(within(grid).getByRole('checkbox', { name: /50 of MOD-405-BLK/ }));
    await user.click(create);
    const done = await screen.findByRole('status', { name: 'Purchase orders created' });
    expect(within(done).getByRole('link', { name: 'PO-000012 (Panel supplier)' })).toHaveAttribute(
      'href',
      '/workplace/logistics/orders?search=PO-000012',
    );
    expect(sent).toEqual({ planned_order_ids: [31] });
  });

  it('starts a run and follows its job until the plan is ready', async () => {
    const queued: MrpRun = { ...run, id: 5, status: 'running', item_count: 0 };
    let started: unknown;
    fake = installFakeApi(
      answers({
        'POST /api/mrp/runs/': ({ body }) => {
          started = body;
          return { status: 201, body: queued };
        },
        'GET /api/mrp/runs/5/': () => ({ body: queued }),
        [`GET /api/jobs/${run.job_id}/`]: () => ({
          body: {
            id: run.job_id,
            kind: 'mrp-run',
            state: 'active',
            done: 300,
            total: 1200,
            message: messages.mrpRunPlanning,
            result_url: null,
            error: null,
            created_at: '2026-11-27T08:00:00.000Z',
            started_at: '2026-11-27T08:00:00.000Z',
            finished_at: null,
          },
        }),
      }),
    );
    const user = userEvent.setup();
    renderPage(<MrpPage />, { location: '/workplace/zoho/mrp' });
    await screen.findByRole('table', { name: 'Planning runs' });
    await user.click(screen.getByRole('button', { name: 'Run MRP' }));
    expect(
      await screen.findByText(`300 of 1 200 items · ${messages.mrpRunPlanning}`),
    ).toBeInTheDocument();
    expect(started).toMatchObject({ weeks: 12, include_forecast: false, warehouse_id: null });
    expect((started as { horizon_start: string }).horizon_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says how to start when there is no run yet', async () => {
    fake = installFakeApi(
      answers({ 'GET /api/mrp/runs/': () => ({ body: { count: 0, results: [] } }) }),
    );
    renderPage(<MrpPage />, { location: '/workplace/zoho/mrp' });
    expect(await screen.findByText(messages.mrpRunsEmpty)).toBeInTheDocument();
  });
});
