import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type PurchaseOrder,
  type PurchaseOrderSummary,
  toaster,
  type Vendor,
  type Warehouse,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { PurchaseOrdersPage } from '../purchase-orders-page';

const vendor: Vendor = {
  id: 3,
  name: 'Northern Solar Supply',
  contact: 'Dana',
  email: 'orders@northern.example',
  phone: '',
  lead_time_days: 10,
  version: 1,
};
const warehouse: Warehouse = {
  id: 1,
  name: 'Main warehouse',
  address: '',
  active: true,
  allow_negative: false,
  version: 1,
};
const sent: PurchaseOrder = {
  id: 7,
  number: 'PO-000007',
  vendor: { id: 3, name: vendor.name },
  warehouse: { id: 1, name: warehouse.name },
  status: 'Sent',
  notes: '',
  total: '4200.00',
  created_at: '2026-11-20T14:00:00Z',
  version: 2,
  lines: [
    {
      id: 70,
      item_id: 11,
      itemno: 'PNL-400',
      itemdes: '400 W panel',
      quantity: 20,
      unit_cost: '210.00',
      expected_date: '2026-12-01',
      received: 0,
      damaged: 0,
    },
  ],
};
const draft: PurchaseOrderSummary = {
  id: 8,
  number: 'PO-000008',
  vendor: sent.vendor,
  warehouse: sent.warehouse,
  status: 'Draft',
  total: '0.00',
  created_at: '2026-11-21T14:00:00Z',
  version: 1,
};
const { lines: _lines, notes: _notes, ...sentSummary } = sent;

let fake: FakeApi;
let requests: { route: string; body: unknown }[];
let receiptAnswers: { status: number; body: unknown }[];

beforeEach(() => {
  requests = [];
  receiptAnswers = [];
  fake = installFakeApi({
    'GET /api/purchase-orders/': { body: { results: [sentSummary, draft], count: 2 } },
    'GET /api/purchase-orders/vendors/': { body: [vendor] },
    'GET /api/stock/warehouses/': { body: { warehouses: [warehouse], may_allow_negative: false } },
    'GET /api/purchase-orders/7/': { body: sent },
    'GET /api/stock/items/search/': {
      body: [{ itemid: 11, itemno: 'PNL-400', itemdes: '400 W panel' }],
    },
    'POST /api/purchase-orders/': ({ body }) => {
      requests.push({ route: 'create', body });
      return { status: 201, body: { ...sent, id: 9, status: 'Draft' } };
    },
    'POST /api/purchase-orders/8/status/': ({ body }) => {
      requests.push({ route: 'move', body });
      return { body: { ...sent, id: 8, status: 'Sent' } };
    },
    'POST /api/purchase-orders/8/send/': ({ body }) => {
      requests.push({ route: 'send', body });
      return { body: { ...sent, id: 8, status: 'Sent' } };
    },
    'POST /api/purchase-orders/7/receipts/': ({ body }) => {
      requests.push({ route: 'receipt', body });
      return receiptAnswers.shift() ?? { body: { ...sent, status: 'Received' } };
    },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('PurchaseOrdersPage', () => {
  it('lists orders with the actions their status allows', async () => {
    renderPage(<PurchaseOrdersPage />);
    const table = await screen.findByRole('table', { name: 'Purchase orders' });
    expect(await within(table).findByText('4,200')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Receive PO-000007' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit PO-000007' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit PO-000008' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Receive PO-000008' })).not.toBeInTheDocument();
  });

  it('e-mails a draft to its vendor after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage(<PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Send to vendor: PO-000008' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(/e-mailed as a PDF to Northern Solar Supply/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send to vendor' }));
    await waitFor(() => expect(requests).toEqual([{ route: 'send', body: { version: 1 } }]));
    expect(
      await screen.findByText(messages.purchaseOrderSentToVendor('orders@northern.example')),
    ).toBeInTheDocument();
  });

  it('marks a draft as sent after a confirmation', async () => {
    const user = userEvent.setup();
    renderPage(<PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Send PO-000008' }));
    await user.click(await screen.findByRole('button', { name: 'Mark sent' }));
    await waitFor(() =>
      expect(requests).toEqual([{ route: 'move', body: { status: 'Sent', version: 1 } }]),
    );
    expect(await screen.findByText(messages.purchaseOrderSent)).toBeInTheDocument();
  });

  it('creates a draft with a line found by item search', async () => {
    const user = userEvent.setup();
    renderPage(<PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'New purchase order' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(await within(dialog).findByText(messages.pleaseSelectVendor)).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vendor/ }), vendor.name);
    await user.type(within(dialog).getByRole('combobox', { name: /Item 1/ }), 'PNL');
    await user.click(await screen.findByRole('option', { name: /PNL-400/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '20');
    await user.type(within(dialog).getByRole('textbox', { name: /Unit cost/ }), '210.00');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    await waitFor(() =>
      expect(requests).toEqual([
        {
          route: 'create',
          body: {
            vendor_id: 3,
            warehouse_id: 1,
            notes: '',
            lines: [{ item_id: 11, quantity: 20, unit_cost: '210.00', expected_date: null }],
          },
        },
      ]),
    );
  });

  it('receives 18 good and 2 damaged, confirming an over-receipt when asked', async () => {
    const user = userEvent.setup();
    receiptAnswers.push({
      status: 409,
      body: {
        message: messages.overReceiptNeedsConfirmation('PNL-400', 20, 21),
        error: 'over_receipt',
      },
    });
    renderPage(<PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Receive PO-000007' }));
    const dialog = await screen.findByRole('dialog');
    const good = within(dialog).getByRole('textbox', { name: 'Good PNL-400' });
    expect(good).toHaveValue('20');
    await user.clear(good);
    await user.type(good, '19');
    const damaged = within(dialog).getByRole('textbox', { name: 'Damaged PNL-400' });
    await user.clear(damaged);
    await user.type(damaged, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Post receipt' }));
    expect(
      await screen.findByText(messages.overReceiptNeedsConfirmation('PNL-400', 20, 21)),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Receive anyway' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.body)).toEqual([
      { version: 2, confirmed: false, lines: [{ line_id: 70, good: 19, damaged: 2 }] },
      { version: 2, confirmed: true, lines: [{ line_id: 70, good: 19, damaged: 2 }] },
    ]);
    expect(await screen.findByText(messages.damagedToQuarantine(2))).toBeInTheDocument();
  });

  it('lists vendors and offers to add one', async () => {
    const user = userEvent.setup();
    renderPage(<PurchaseOrdersPage />);
    await user.click(await screen.findByRole('button', { name: 'Vendors' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(vendor.name)).toBeInTheDocument();
    expect(within(dialog).getByText('10 days')).toBeInTheDocument();
  });
});
