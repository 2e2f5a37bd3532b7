import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CountSheet,
  messages,
  type StockHistory,
  type StockRow,
  toaster,
  versionConflictCode,
  type Warehouse,
} from '@solar/shared';
import { installFakeApi, LocationProbe, renderPage, type FakeApi } from '@solar/shared/testing';
import { StockPage } from '../stock-page';

const main: Warehouse = {
  id: 1,
  name: 'Main warehouse',
  address: '',
  active: true,
  allow_negative: false,
  version: 1,
};
const yard: Warehouse = { ...main, id: 2, name: 'Yard' };
const panelInMain: StockRow = {
  item_id: 11,
  itemno: 'PNL-400',
  itemdes: '400 W panel',
  unit: 'pcs',
  warehouse_id: 1,
  warehouse_name: 'Main warehouse',
  on_hand: 18,
  quarantined: 2,
  reserved: 3,
  on_order: 20,
  available: 15,
  reorder_point: 20,
  low: true,
};
const sheet: CountSheet = {
  warehouse_id: 1,
  lines: [
    { item_id: 11, itemno: 'PNL-400', itemdes: '400 W panel', on_hand: 18, version: 4 },
    { item_id: 12, itemno: 'RAIL-2', itemdes: 'Rail 2 m', on_hand: 6, version: 2 },
  ],
};

let fake: FakeApi;
let stockQueries: Record<string, string>[];
let posted: unknown[];
let countAnswer: { status: number; body: unknown };

beforeEach(() => {
  stockQueries = [];
  posted = [];
  countAnswer = { status: 201, body: { id: 1, adjustments: 1 } };
  fake = installFakeApi({
    'GET /api/stock/warehouses/': {
      body: { warehouses: [main, yard], may_allow_negative: false },
    },
    'GET /api/zoho/item-attributes/': {
      body: [
        {
          id: 7,
          name: 'Rated power',
          type: 'number',
          unit: 'W',
          options: [],
          item_count: 3,
          version: 1,
        },
        {
          id: 9,
          name: 'Category',
          type: 'choice',
          unit: '',
          options: ['Panels', 'Racking'],
          item_count: 2,
          version: 1,
        },
      ],
    },
    'GET /api/stock/': ({ url }) => {
      stockQueries.push(Object.fromEntries(url.searchParams));
      return {
        body: {
          results: [
            panelInMain,
            {
              ...panelInMain,
              warehouse_id: 2,
              warehouse_name: 'Yard',
              on_hand: 0,
              quarantined: 0,
              reserved: 0,
              on_order: 0,
              available: 0,
            },
          ],
          next_cursor: url.searchParams.get('after') ? null : 'next-page',
        },
      };
    },
    'GET /api/stock/items/11/movements/': {
      body: {
        item: { id: 11, itemno: 'PNL-400', itemdes: '400 W panel' },
        results: [
          {
            id: 5,
            kind: 'quarantine_in',
            reason: null,
            warehouse_id: 1,
            warehouse_name: 'Main warehouse',
            quantity: 2,
            reference: 'PO-000001 · NCM #1',
            created_by: 'Olivia Operations',
            created_at: '2026-11-20T14:00:00Z',
          },
        ],
        next_cursor: null,
      } satisfies StockHistory,
    },
    'GET /api/stock/counts/sheet/': { body: sheet },
    'POST /api/stock/counts/': ({ body }) => {
      posted.push(body);
      return countAnswer;
    },
    'POST /api/stock/transfers/': ({ body }) => {
      posted.push(body);
      return { status: 204 };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('StockPage', () => {
  it('lists items × warehouses with available and low stock, and keeps filters in the URL', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <StockPage />
        <LocationProbe />
      </>,
      { location: '/workplace/logistics/stock' },
    );
    const table = await screen.findByRole('table', { name: 'Stock' });
    expect(await within(table).findByText('15 (low)')).toBeInTheDocument();
    expect(stockQueries.at(-1)).toEqual({ page_size: '50' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Warehouse' }), 'Yard');
    await waitFor(() => expect(stockQueries.at(-1)).toMatchObject({ warehouse_id: '2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(stockQueries.at(-1)).toMatchObject({ low: 'true' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(stockQueries.at(-1)).toMatchObject({ after: 'next-page' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      'warehouse=2&low=true&after=next-page',
    );
  });

  it('filters by category, the options of the Category attribute, kept in the URL', async () => {
    const user = userEvent.setup();
    renderPage(
      <>
        <StockPage />
        <LocationProbe />
      </>,
      { location: '/workplace/logistics/stock?category=Panels' },
    );
    await screen.findByRole('table', { name: 'Stock' });
    // The category from the address is applied from the first request.
    expect(stockQueries[0]).toEqual({ page_size: '50', attribute_id: '9', value: 'Panels' });
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All categories', 'Panels', 'Racking']);
    await user.selectOptions(select, 'Racking');
    await waitFor(() =>
      expect(stockQueries.at(-1)).toEqual({ page_size: '50', attribute_id: '9', value: 'Racking' }),
    );
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('category=Racking');
    await user.selectOptions(select, 'All categories');
    await waitFor(() => expect(stockQueries.at(-1)).toEqual({ page_size: '50' }));
  });

  it("shows an item's movements", async () => {
    const user = userEvent.setup();
    renderPage(<StockPage />);
    await user.click((await screen.findAllByRole('button', { name: 'Movements of PNL-400' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Into quarantine')).toBeInTheDocument();
    expect(within(dialog).getByText('PO-000001 · NCM #1')).toBeInTheDocument();
  });

  it('transfers from a row to another warehouse', async () => {
    const user = userEvent.setup();
    renderPage(<StockPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Transfer PNL-400 from Main warehouse' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { item_id: 11, from_warehouse_id: 1, to_warehouse_id: 2, quantity: 5, note: '' },
      ]),
    );
    expect(await screen.findByText(messages.transferPosted)).toBeInTheDocument();
  });

  it('counts a warehouse, reviews the differences and posts them with the versions read', async () => {
    const user = userEvent.setup();
    renderPage(<StockPage />);
    await user.click(await screen.findByRole('button', { name: 'Stock count' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Warehouse/ }),
      'Main warehouse',
    );
    await user.type(await within(dialog).findByRole('textbox', { name: 'Counted PNL-400' }), '17');
    await user.type(within(dialog).getByRole('textbox', { name: 'Counted RAIL-2' }), '6');
    expect(within(dialog).getByText('-1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Review differences' }));
    expect(within(dialog).queryByText('RAIL-2')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post 1 adjustment' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { warehouse_id: 1, lines: [{ item_id: 11, counted: 17, version: 4 }] },
      ]),
    );
    expect(await screen.findByText(messages.countPosted(1))).toBeInTheDocument();
  });

  it('says so when stock moved during the count, and reloads the sheet', async () => {
    const user = userEvent.setup();
    countAnswer = {
      status: 409,
      body: { message: messages.countStockChanged, error: versionConflictCode },
    };
    renderPage(<StockPage />);
    await user.click(await screen.findByRole('button', { name: 'Stock count' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Warehouse/ }),
      'Main warehouse',
    );
    await user.type(await within(dialog).findByRole('textbox', { name: 'Counted PNL-400' }), '17');
    await user.click(within(dialog).getByRole('button', { name: 'Review differences' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post 1 adjustment' }));
    expect(await screen.findByText(messages.countStockChanged)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('button', { name: 'Review differences' }),
    ).toBeInTheDocument();
  });
});
