import { asc, eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  formatMoney,
  messages,
  type PurchaseOrder,
  type Vendor,
  versionConflictCode,
} from '@solar/shared/domain';
import { pdfPageTexts } from '../../../testing/pdf-text';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { outbox, outboxAttachments } from '../../mail/mail-tables';
import { stockSummaries, warehouses } from '../../stock/stock-tables';
import { items } from '../../zoho/zoho-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { ops } = demoAccountEmails;
let warehouse: { id: number; name: string };
let panel: { id: number; itemno: string };

beforeAll(async () => {
  t = await createTestApp();
  const [first] = await t.database.db.select().from(warehouses).orderBy(asc(warehouses.id));
  await t.database.db
    .update(warehouses)
    .set({ address: '12 Wharf Road, Halifax NS' })
    .where(eq(warehouses.id, first!.id));
  warehouse = { id: first!.id, name: first!.name };
  [panel] = (await t.database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.id))
    .limit(1)) as [{ id: number; itemno: string }];
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function vendorNamed(name: string, email: string): Promise<Vendor> {
  const created = await call(ops, 'POST', '/api/purchase-orders/vendors/', {
    name,
    contact: 'Dana Reyes',
    email,
    phone: '902-555-0100',
    lead_time_days: 10,
  });
  expect(created.statusCode).toBe(201);
  return created.json<Vendor>();
}

async function draftFor(vendor: Vendor, notes = ''): Promise<PurchaseOrder> {
  const created = await call(ops, 'POST', '/api/purchase-orders/', {
    vendor_id: vendor.id,
    warehouse_id: warehouse.id,
    notes,
    lines: [{ item_id: panel.id, quantity: 20, unit_cost: '210.50', expected_date: '2026-12-01' }],
  });
  expect(created.statusCode).toBe(201);
  return created.json<PurchaseOrder>();
}

describe("a purchase order's PDF", () => {
  it('prints the vendor, the delivery address, the lines and the total', async () => {
    const vendor = await vendorNamed('Atlantic Panels', 'orders@atlantic.example');
    const order = await draftFor(vendor, 'Deliver before noon');
    const response = await call(ops, 'GET', `/api/purchase-orders/${order.id}/pdf/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${order.number.toLowerCase()}.pdf`);
    const text = (await pdfPageTexts(response.rawPayload)).join('\n');
    for (const expected of [
      `Purchase order ${order.number}`,
      'Atlantic Panels',
      'orders@atlantic.example',
      warehouse.name,
      '12 Wharf Road, Halifax NS',
      panel.itemno,
      formatMoney(21_050),
      `Total ${formatMoney(421_000)}`,
      'Deliver before noon',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const missing = await call(ops, 'GET', '/api/purchase-orders/999999/pdf/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('sending an order to its vendor', () => {
  it('queues the e-mail with the PDF attached and marks the order Sent, together', async () => {
    const vendor = await vendorNamed('Fundy Racking', 'sales@fundy.example');
    const order = await draftFor(vendor);
    const [before] = await t.database.db
      .select()
      .from(stockSummaries)
      .where(eq(stockSummaries.itemId, panel.id));
    const sent = await call(ops, 'POST', `/api/purchase-orders/${order.id}/send/`, {
      version: order.version,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<PurchaseOrder>().status).toBe('Sent');
    const [after] = await t.database.db
      .select()
      .from(stockSummaries)
      .where(eq(stockSummaries.itemId, panel.id));
    expect(after!.onOrder).toBe((before?.onOrder ?? 0) + 20);

    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'purchase-order'));
    const mail = mails.find((row) => row.to.includes('sales@fundy.example'))!;
    expect(mail.subject).toContain(order.number);
    expect(mail.text).toContain('Hello Dana Reyes');
    expect(mail.text).toContain(formatMoney(421_000));
    expect(mail.text).toContain('12 Wharf Road, Halifax NS');
    const attachments = await t.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, mail.id));
    expect(attachments).toEqual([
      expect.objectContaining({
        name: `${order.number.toLowerCase()}.pdf`,
        type: 'application/pdf',
      }),
    ]);
    expect((await pdfPageTexts(attachments[0]!.bytes!)).join('\n')).toContain(order.number);

    const again = await call(ops, 'POST', `/api/purchase-orders/${order.id}/send/`, {
      version: sent.json<PurchaseOrder>().version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.purchaseOrderMoveRefused('Sent', 'Sent') });
    const stillOne = await t.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.kind, 'purchase-order'));
    expect(stillOne).toHaveLength(mails.length);
  });

  it('refuses a vendor without an e-mail address and an outdated version, sending nothing', async () => {
    const silent = await vendorNamed('Quiet Supply', '');
    const order = await draftFor(silent);
    const refused = await call(ops, 'POST', `/api/purchase-orders/${order.id}/send/`, {
      version: order.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.purchaseOrderVendorHasNoEmail });
    const reread = await call(ops, 'GET', `/api/purchase-orders/${order.id}/`);
    expect(reread.json<PurchaseOrder>().status).toBe('Draft');

    const vendor = await vendorNamed('Late Supply', 'late@supply.example');
    const draft = await draftFor(vendor);
    const stale = await call(ops, 'POST', `/api/purchase-orders/${draft.id}/send/`, {
      version: draft.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
    const queued = await t.database.db.select({ to: outbox.to }).from(outbox);
    expect(queued.flatMap((row) => row.to)).not.toContain('late@supply.example');
    expect(queued.flatMap((row) => row.to)).not.toContain('');
  });
});
