import { asc } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type PurchaseOrder,
  type PurchaseOrderPage,
  type StockPage,
  type Vendor,
  versionConflictCode,
} from '@solar/shared/domain';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ledgerDisagreements } from '../../stock';
import { ncmRecords, warehouses } from '../../stock/stock-tables';
import { items } from '../../zoho/zoho-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
let vendor: Vendor;
let warehouseId: number;
let panel: { id: number; itemno: string };
let rail: { id: number; itemno: string };

beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.database.db.select().from(warehouses).orderBy(asc(warehouses.id));
  warehouseId = first!.id;
  [panel, rail] = (await t.database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.id))
    .limit(2)) as [{ id: number; itemno: string }, { id: number; itemno: string }];
  const created = await call(ops, 'POST', '/api/purchase-orders/vendors/', {
    name: 'Northern Solar Supply',
    contact: 'Dana',
    email: 'orders@northern.example',
    phone: '902-555-0100',
    lead_time_days: 10,
  });
  expect(created.statusCode).toBe(201);
  vendor = created.json<Vendor>();
}, 120_000);
afterAll(async () => {
  await t.close();
});

const orderBody = (quantity = 20) => ({
  vendor_id: vendor.id,
  warehouse_id: warehouseId,
  notes: '',
  lines: [
    { item_id: panel.id, quantity, unit_cost: '210.00', expected_date: '2026-12-01' },
    { item_id: rail.id, quantity: 4, unit_cost: '35.50', expected_date: null },
  ],
});

async function stockOf(itemId: number) {
  const page = (
    await call(
      ops,
      'GET',
      `/api/stock/?warehouse_id=${warehouseId}&search=${encodeURIComponent(
        itemId === panel.id ? panel.itemno : rail.itemno,
      )}`,
    )
  ).json<StockPage>();
  return page.results.find((row) => row.item_id === itemId)!;
}

async function sentOrder(quantity = 20): Promise<PurchaseOrder> {
  const draft = (
    await call(ops, 'POST', '/api/purchase-orders/', orderBody(quantity))
  ).json<PurchaseOrder>();
  const sent = await call(ops, 'POST', `/api/purchase-orders/${draft.id}/status/`, {
    status: 'Sent',
    version: draft.version,
  });
  expect(sent.statusCode).toBe(200);
  return sent.json<PurchaseOrder>();
}

describe('vendors', () => {
  it('are listed by name and refuse a second vendor of the same name', async () => {
    const again = await call(ops, 'POST', '/api/purchase-orders/vendors/', {
      name: 'northern solar supply',
      contact: '',
      email: '',
      phone: '',
      lead_time_days: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.vendorNameTaken });
    const list = (await call(ops, 'GET', '/api/purchase-orders/vendors/')).json<Vendor[]>();
    expect(list.map((row) => row.name)).toContain('Northern Solar Supply');
  });

  it('refuse a bad e-mail and a lead time beyond a year', async () => {
    const bad = await call(ops, 'POST', '/api/purchase-orders/vendors/', {
      name: 'Bad Vendor',
      contact: '',
      email: 'not-an-email',
      phone: '',
      lead_time_days: 400,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(messages.vendorEmailInvalid);
    expect(bad.body).toContain(messages.leadTimeDaysInvalid);
  });
});

describe('purchase orders', () => {
  it('are for ops and administrators, not for reps', async () => {
    expect((await call(rep1, 'GET', '/api/purchase-orders/')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/purchase-orders/')).statusCode).toBe(200);
  });

  it('start as a draft with a total, and only a draft can be edited', async () => {
    const created = await call(ops, 'POST', '/api/purchase-orders/', orderBody());
    expect(created.statusCode).toBe(201);
    const draft = created.json<PurchaseOrder>();
    expect(draft).toMatchObject({
      status: 'Draft',
      number: `PO-${String(draft.id).padStart(6, '0')}`,
      total: '4342.00',
      vendor: { id: vendor.id, name: vendor.name },
    });
    const edited = await call(ops, 'PUT', `/api/purchase-orders/${draft.id}/`, {
      ...orderBody(10),
      version: draft.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<PurchaseOrder>().lines[0]).toMatchObject({ quantity: 10 });
    const stale = await call(ops, 'PUT', `/api/purchase-orders/${draft.id}/`, {
      ...orderBody(12),
      version: draft.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
    const page = (
      await call(ops, 'GET', `/api/purchase-orders/?search=PO-${draft.id}`)
    ).json<PurchaseOrderPage>();
    expect(page.results.map((row) => row.id)).toEqual([draft.id]);
  });

  it('refuse the same item twice and an empty order', async () => {
    const twice = await call(ops, 'POST', '/api/purchase-orders/', {
      ...orderBody(),
      lines: [orderBody().lines[0], orderBody().lines[0]],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(messages.purchaseOrderDuplicateItem);
    const empty = await call(ops, 'POST', '/api/purchase-orders/', { ...orderBody(), lines: [] });
    expect(empty.body).toContain(messages.purchaseOrderNeedsLines);
  });

  it('put their quantities on order when sent and take them off when cancelled', async () => {
    const before = await stockOf(panel.id);
    const sent = await sentOrder();
    expect(sent.status).toBe('Sent');
    expect((await stockOf(panel.id)).on_order).toBe(before.on_order + 20);
    const edit = await call(ops, 'PUT', `/api/purchase-orders/${sent.id}/`, {
      ...orderBody(),
      version: sent.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: messages.purchaseOrderNotEditable });
    const cancelled = await call(ops, 'POST', `/api/purchase-orders/${sent.id}/status/`, {
      status: 'Cancelled',
      version: sent.version,
    });
    expect(cancelled.json<PurchaseOrder>().status).toBe('Cancelled');
    expect((await stockOf(panel.id)).on_order).toBe(before.on_order);
    const again = await call(ops, 'POST', `/api/purchase-orders/${sent.id}/status/`, {
      status: 'Sent',
      version: cancelled.json<PurchaseOrder>().version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: messages.purchaseOrderMoveRefused('Cancelled', 'Sent'),
    });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('cannot be received before it is sent', async () => {
    const draft = (
      await call(ops, 'POST', '/api/purchase-orders/', orderBody())
    ).json<PurchaseOrder>();
    const receipt = await call(ops, 'POST', `/api/purchase-orders/${draft.id}/receipts/`, {
      version: draft.version,
      confirmed: false,
      lines: [{ line_id: draft.lines[0]!.id, good: 1, damaged: 0 }],
    });
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json()).toEqual({ message: messages.purchaseOrderNotReceivable });
  });
});

describe('receiving', () => {
  it('takes 18 good and 2 damaged of 20: stock +18, 2 quarantined with an NCM record', async () => {
    const before = await stockOf(panel.id);
    const order = await sentOrder();
    const panelLine = order.lines.find((line) => line.item_id === panel.id)!;
    const received = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
      version: order.version,
      confirmed: false,
      lines: [{ line_id: panelLine.id, good: 18, damaged: 2 }],
    });
    expect(received.statusCode).toBe(200);
    const after = received.json<PurchaseOrder>();
    // The rails have not come yet.
    expect(after.status).toBe('Partially received');
    expect(after.lines.find((line) => line.id === panelLine.id)).toMatchObject({
      received: 20,
      damaged: 2,
    });
    const stock = await stockOf(panel.id);
    expect(stock.on_hand).toBe(before.on_hand + 18);
    expect(stock.quarantined).toBe(before.quarantined + 2);
    expect(stock.on_order).toBe(before.on_order);
    expect(stock.available).toBe(stock.on_hand - stock.reserved);
    const records = await t.database.db.select().from(ncmRecords);
    expect(records.at(-1)).toMatchObject({
      itemId: panel.id,
      quantity: 2,
      source: 'receipt',
      status: 'Open',
      purchaseOrderLineId: panelLine.id,
    });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('allows partial receipts and is Received once every line has all it ordered', async () => {
    const order = await sentOrder(10);
    const [panelLine, railLine] = order.lines;
    const first = (
      await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
        version: order.version,
        confirmed: false,
        lines: [
          { line_id: panelLine!.id, good: 6, damaged: 0 },
          { line_id: railLine!.id, good: 4, damaged: 0 },
        ],
      })
    ).json<PurchaseOrder>();
    expect(first.status).toBe('Partially received');
    const stale = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
      version: order.version,
      confirmed: false,
      lines: [{ line_id: panelLine!.id, good: 4, damaged: 0 }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
    const second = (
      await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
        version: first.version,
        confirmed: false,
        lines: [{ line_id: panelLine!.id, good: 4, damaged: 0 }],
      })
    ).json<PurchaseOrder>();
    expect(second.status).toBe('Received');
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('refuses an over-receipt unless it is confirmed, and then expects nothing more', async () => {
    const order = await sentOrder(5);
    const panelLine = order.lines[0]!;
    const body = {
      version: order.version,
      confirmed: false,
      lines: [{ line_id: panelLine.id, good: 7, damaged: 0 }],
    };
    const refused = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: messages.overReceiptNeedsConfirmation(panel.itemno, 5, 7),
      error: 'over_receipt',
    });
    const before = await stockOf(panel.id);
    const confirmed = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
      ...body,
      confirmed: true,
    });
    expect(confirmed.statusCode).toBe(200);
    const after = await stockOf(panel.id);
    expect(after.on_hand).toBe(before.on_hand + 7);
    // Only the 5 ordered were on order.
    expect(after.on_order).toBe(before.on_order - 5);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('refuses a line of another order and a receipt of nothing', async () => {
    const order = await sentOrder();
    const other = await sentOrder();
    const foreign = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
      version: order.version,
      confirmed: false,
      lines: [{ line_id: other.lines[0]!.id, good: 1, damaged: 0 }],
    });
    expect(foreign.json()).toEqual({ message: messages.receiptLineUnknown });
    const nothing = await call(ops, 'POST', `/api/purchase-orders/${order.id}/receipts/`, {
      version: order.version,
      confirmed: false,
      lines: [{ line_id: order.lines[0]!.id, good: 0, damaged: 0 }],
    });
    expect(nothing.json()).toEqual({ message: messages.receiptNothingReceived });
  });
});
