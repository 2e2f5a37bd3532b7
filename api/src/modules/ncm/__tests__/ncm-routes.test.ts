import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type NcmPage,
  type NcmRecord,
  type PurchaseOrder,
  type StockHistory,
  type StockPage,
  type Vendor,
  versionConflictCode,
} from '@solar/shared/domain';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ledgerDisagreements } from '../../stock';
import { warehouses } from '../../stock/stock-tables';
import { items } from '../../zoho/zoho-tables';

let t: TestApp;
let root: string;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
let warehouseId: number;
let otherWarehouseId: number;
let item: { id: number; itemno: string };

/** The smallest PNG header image-size reads: the signature and an IHDR chunk of that size. */
function pngOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function upload(email: string, recordId: number, name: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ncm/${recordId}/photos/?name=${encodeURIComponent(name)}`,
    headers: {
      authorization: `Bearer ${await t.tokenFor(email)}`,
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'solar-ncm-'));
  t = await createTestApp({ config: { storage: { kind: 'filesystem', root } } });
  const created = await call(ops, 'POST', '/api/stock/warehouses/', {
    name: 'NCM test yard',
    address: '',
    active: true,
    allow_negative: false,
  });
  expect(created.statusCode).toBe(201);
  const rows = await t.database.db.select().from(warehouses).orderBy(asc(warehouses.id));
  warehouseId = rows[0]!.id;
  otherWarehouseId = rows.at(-1)!.id;
  [item] = (await t.database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.id))
    .limit(1)) as [{ id: number; itemno: string }];
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

async function stockOf(inWarehouse = warehouseId) {
  const page = (
    await call(
      ops,
      'GET',
      `/api/stock/?warehouse_id=${inWarehouse}&search=${encodeURIComponent(item.itemno)}`,
    )
  ).json<StockPage>();
  const row = page.results.find((entry) => entry.item_id === item.id)!;
  return { onHand: row.on_hand, quarantined: row.quarantined, available: row.available };
}

/** Puts `onHand` of the item on hand in the warehouse with a stock count. */
async function countTo(onHand: number, inWarehouse = warehouseId) {
  const sheet = (
    await call(ops, 'GET', `/api/stock/counts/sheet/?warehouse_id=${inWarehouse}`)
  ).json<{ lines: { item_id: number; on_hand: number; version: number }[] }>();
  const line = sheet.lines.find((entry) => entry.item_id === item.id);
  if (line?.on_hand === onHand) return;
  const posted = await call(ops, 'POST', '/api/stock/counts/', {
    warehouse_id: inWarehouse,
    lines: [{ item_id: item.id, counted: onHand, version: line?.version ?? 0 }],
  });
  expect(posted.statusCode).toBe(201);
}

async function record(
  source: 'installation_return' | 'count',
  quantity: number,
  inWarehouse = warehouseId,
) {
  const created = await call(ops, 'POST', '/api/ncm/', {
    item_id: item.id,
    warehouse_id: inWarehouse,
    quantity,
    source,
    description: `Cracked glass ${source}`,
  });
  expect(created.statusCode).toBe(201);
  return created.json<NcmRecord>();
}

async function move(recordId: number, status: string, version: number, reason = 'Checked') {
  return call(ops, 'POST', `/api/ncm/${recordId}/status/`, { status, reason, version });
}

async function underReview(created: NcmRecord): Promise<NcmRecord> {
  const reviewed = await move(created.id, 'Under review', created.version, '');
  expect(reviewed.statusCode).toBe(200);
  return reviewed.json<NcmRecord>();
}

describe('access', () => {
  it('is for ops and administrators, not for reps', async () => {
    expect((await call(rep1, 'GET', '/api/ncm/')).statusCode).toBe(403);
    expect((await call(rep1, 'POST', '/api/ncm/', {})).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/ncm/')).statusCode).toBe(200);
    expect((await call(ops, 'GET', '/api/stock/warehouses/')).statusCode).toBe(200);
  });
});

describe('recording by hand', () => {
  it('puts material back from an installation into quarantine, never available', async () => {
    await countTo(10);
    const before = await stockOf();
    const created = await record('installation_return', 3);
    expect(created).toMatchObject({
      status: 'Open',
      source: 'installation_return',
      quantity: 3,
      number: `NCM #${created.id}`,
      purchase_order: null,
      photos: [],
    });
    const after = await stockOf();
    expect(after).toEqual({
      onHand: before.onHand,
      quarantined: before.quarantined + 3,
      available: before.available,
    });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('moves material found bad in a count from on hand into quarantine', async () => {
    await countTo(10);
    const before = await stockOf();
    await record('count', 4);
    expect(await stockOf()).toEqual({
      onHand: before.onHand - 4,
      quarantined: before.quarantined + 4,
      available: before.available - 4,
    });
    const history = (
      await call(ops, 'GET', `/api/stock/items/${item.id}/movements/`)
    ).json<StockHistory>();
    expect(history.results.slice(0, 2).map((row) => row.kind)).toEqual([
      'quarantine_in',
      'adjustment',
    ]);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('refuses to quarantine more than a count finds on hand, and records nothing', async () => {
    await countTo(2);
    const before = (await call(ops, 'GET', '/api/ncm/')).json<NcmPage>().count;
    const refused = await call(ops, 'POST', '/api/ncm/', {
      item_id: item.id,
      warehouse_id: warehouseId,
      quantity: 5,
      source: 'count',
      description: 'Bent frames',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain('Not enough stock');
    expect((await call(ops, 'GET', '/api/ncm/')).json<NcmPage>().count).toBe(before);
  });

  it('refuses a receipt as a hand-made source, a missing description and a zero quantity', async () => {
    const refused = await call(ops, 'POST', '/api/ncm/', {
      item_id: item.id,
      warehouse_id: warehouseId,
      quantity: 0,
      source: 'receipt',
      description: ' ',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(messages.pleaseSelectNcmSource);
    expect(refused.body).toContain(messages.pleaseDescribeNcm);
    expect(refused.body).toContain(messages.quantityPositive);
  });
});

describe('moving a record', () => {
  it('goes to review before it closes, and a closing step needs a reason', async () => {
    const created = await record('installation_return', 1);
    const early = await move(created.id, 'Scrapped', created.version);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.ncmMoveRefused('Open', 'Scrapped') });
    const reviewed = await underReview(created);
    expect(reviewed.status).toBe('Under review');
    const noReason = await move(created.id, 'Scrapped', reviewed.version, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain(messages.pleaseGiveNcmReason);
  });

  it('returned to vendor: the quantity leaves the quarantine, on hand unchanged', async () => {
    await countTo(10);
    const reviewed = await underReview(await record('installation_return', 2));
    const before = await stockOf();
    const closed = await move(reviewed.id, 'Returned to vendor', reviewed.version, 'RMA 881');
    expect(closed.statusCode).toBe(200);
    const body = closed.json<NcmRecord>();
    expect(body.status).toBe('Returned to vendor');
    expect(body.events.map((event) => [event.from_status, event.to_status, event.reason])).toEqual([
      ['Open', 'Under review', ''],
      ['Under review', 'Returned to vendor', 'RMA 881'],
    ]);
    expect(await stockOf()).toEqual({ ...before, quarantined: before.quarantined - 2 });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('scrapped: the quantity leaves the quarantine, on hand unchanged', async () => {
    const reviewed = await underReview(await record('installation_return', 2));
    const before = await stockOf();
    expect(
      (await move(reviewed.id, 'Scrapped', reviewed.version, 'Glass shattered')).statusCode,
    ).toBe(200);
    expect(await stockOf()).toEqual({ ...before, quarantined: before.quarantined - 2 });
  });

  it('repaired: the quantity moves from quarantine back to on hand and is available again', async () => {
    const reviewed = await underReview(await record('installation_return', 3));
    const before = await stockOf();
    expect(
      (await move(reviewed.id, 'Repaired', reviewed.version, 'New connector')).statusCode,
    ).toBe(200);
    expect(await stockOf()).toEqual({
      onHand: before.onHand + 3,
      quarantined: before.quarantined - 3,
      available: before.available + 3,
    });
    const history = (
      await call(ops, 'GET', `/api/stock/items/${item.id}/movements/`)
    ).json<StockHistory>();
    expect(history.results[0]!.reference).toContain(`NCM #${reviewed.id}`);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('a closed record stays closed', async () => {
    const reviewed = await underReview(await record('installation_return', 1));
    const closed = (await move(reviewed.id, 'Scrapped', reviewed.version)).json<NcmRecord>();
    for (const status of ['Open', 'Under review', 'Repaired', 'Returned to vendor', 'Scrapped']) {
      const again = await move(reviewed.id, status, closed.version);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: messages.ncmMoveRefused('Scrapped', status) });
    }
  });

  it('refuses a move made from an older copy of the record', async () => {
    const created = await record('installation_return', 1);
    await underReview(created);
    const stale = await move(created.id, 'Under review', created.version, '');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
  });

  it('two people closing the same record at once: one wins, the quantity moves once', async () => {
    const reviewed = await underReview(await record('installation_return', 2));
    const before = await stockOf();
    const answers = await Promise.all([
      move(reviewed.id, 'Scrapped', reviewed.version, 'Broken'),
      move(reviewed.id, 'Repaired', reviewed.version, 'Fixed'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await stockOf();
    expect(after.quarantined).toBe(before.quarantined - 2);
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('answers 404 for a record that does not exist', async () => {
    const missing = await move(999_999, 'Under review', 1, '');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.ncmRecordNotFound });
  });
});

describe('receiving damaged material', () => {
  it('makes an Open receipt record naming the purchase order, in quarantine', async () => {
    const vendor = (
      await call(ops, 'POST', '/api/purchase-orders/vendors/', {
        name: 'NCM Test Supply',
        contact: '',
        email: '',
        phone: '',
        lead_time_days: 5,
      })
    ).json<Vendor>();
    const draft = (
      await call(ops, 'POST', '/api/purchase-orders/', {
        vendor_id: vendor.id,
        warehouse_id: warehouseId,
        notes: '',
        lines: [{ item_id: item.id, quantity: 20, unit_cost: '200.00', expected_date: null }],
      })
    ).json<PurchaseOrder>();
    const sent = (
      await call(ops, 'POST', `/api/purchase-orders/${draft.id}/status/`, {
        status: 'Sent',
        version: draft.version,
      })
    ).json<PurchaseOrder>();
    const before = await stockOf();
    const received = await call(ops, 'POST', `/api/purchase-orders/${sent.id}/receipts/`, {
      version: sent.version,
      confirmed: false,
      lines: [{ line_id: sent.lines[0]!.id, good: 18, damaged: 2 }],
    });
    expect(received.statusCode).toBe(200);
    const page = (
      await call(ops, 'GET', `/api/ncm/?source=receipt&search=${encodeURIComponent(item.itemno)}`)
    ).json<NcmPage>();
    expect(page.results[0]).toMatchObject({
      source: 'receipt',
      status: 'Open',
      quantity: 2,
      purchase_order: { id: sent.id, number: sent.number },
    });
    expect(await stockOf()).toEqual({
      onHand: before.onHand + 18,
      quarantined: before.quarantined + 2,
      available: before.available + 18,
    });
  });
});

describe('the list', () => {
  it('filters by status, source and warehouse, searches and pages', async () => {
    const elsewhere = await record('installation_return', 1, otherWarehouseId);
    const inOther = (
      await call(ops, 'GET', `/api/ncm/?warehouse_id=${otherWarehouseId}`)
    ).json<NcmPage>();
    expect(inOther.results.map((row) => row.id)).toEqual([elsewhere.id]);
    const open = (await call(ops, 'GET', '/api/ncm/?status=Open&page_size=10')).json<NcmPage>();
    expect(open.results.every((row) => row.status === 'Open')).toBe(true);
    const counted = (await call(ops, 'GET', '/api/ncm/?source=count')).json<NcmPage>();
    expect(counted.results.every((row) => row.source === 'count')).toBe(true);
    const byNumber = (
      await call(ops, 'GET', `/api/ncm/?search=${encodeURIComponent(`NCM #${elsewhere.id}`)}`)
    ).json<NcmPage>();
    expect(byNumber.results.map((row) => row.id)).toContain(elsewhere.id);
    const all = (await call(ops, 'GET', '/api/ncm/?page_size=10')).json<NcmPage>();
    const second = (await call(ops, 'GET', '/api/ncm/?page_size=10&page=2')).json<NcmPage>();
    expect(all.count).toBeGreaterThan(10);
    expect(second.results[0]!.id).toBeLessThan(all.results.at(-1)!.id);
    expect((await call(ops, 'GET', '/api/ncm/?page_size=7')).statusCode).toBe(400);
  });
});

describe('photos', () => {
  it('are kept with their checks and downloaded as uploaded', async () => {
    const created = await record('installation_return', 1);
    const photo = pngOf(800, 600);
    const added = await upload(ops, created.id, 'dent.png', photo);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'dent.png', content_type: 'image/png', size: 33 });
    const read = (await call(ops, 'GET', `/api/ncm/${created.id}/`)).json<NcmRecord>();
    expect(read.photos.map((entry) => entry.name)).toEqual(['dent.png']);
    expect(read.photo_count).toBe(1);
    const file = await call(
      ops,
      'GET',
      `/api/ncm/${created.id}/photos/${read.photos[0]!.id}/file/`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(photo)).toBe(true);
    expect(
      (await call(ops, 'GET', `/api/ncm/${created.id + 1_000}/photos/${read.photos[0]!.id}/file/`))
        .statusCode,
    ).toBe(404);
  });

  it('refuse a PDF, an empty file, too many pixels and a record that does not exist', async () => {
    const created = await record('installation_return', 1);
    const asPdf = await upload(ops, created.id, 'report.pdf', pdf);
    expect(asPdf.statusCode).toBe(400);
    expect(asPdf.json()).toEqual({ message: messages.ncmPhotoNotImage });
    const empty = await upload(ops, created.id, 'empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const huge = await upload(ops, created.id, 'huge.png', pngOf(10_000, 6_000));
    expect(huge.json()).toEqual({ message: messages.apiDocumentTooManyPixels });
    const missing = await upload(ops, 999_999, 'dent.png', pngOf(10, 10));
    expect(missing.statusCode).toBe(404);
    expect((await upload(rep1, created.id, 'dent.png', pngOf(10, 10))).statusCode).toBe(403);
  });
});
