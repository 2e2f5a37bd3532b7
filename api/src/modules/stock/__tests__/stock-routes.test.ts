import { asc } from 'drizzle-orm';
import {
  type CountSheet,
  demoAccountEmails,
  messages,
  type StockHistory,
  type StockPage,
  type Warehouse,
  type WarehouseList,
  versionConflictCode,
} from '@solar/shared/domain';
import { inTransaction } from '../../../db/in-transaction';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { items } from '../../zoho/zoho-tables';
import { ledgerDisagreements } from '../stock-ledger-check';
import { postMovements } from '../stock-ledger-queries';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
let main: Warehouse;
let yard: Warehouse;
let stocked: { id: number; itemno: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const list = (await call(ops, 'GET', '/api/stock/warehouses/')).json<WarehouseList>();
  expect(list.may_allow_negative).toBe(false);
  main = list.warehouses[0]!;
  const created = await call(ops, 'POST', '/api/stock/warehouses/', {
    name: 'Yard',
    address: '12 Harbour Road',
    active: true,
    allow_negative: false,
  });
  expect(created.statusCode).toBe(201);
  yard = created.json<Warehouse>();
  stocked = await t.database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.itemno))
    .limit(3);
  await inTransaction(t.database.db, (tx) =>
    postMovements(
      tx,
      stocked.map((item, index) => ({
        kind: 'receipt' as const,
        itemId: item.id,
        warehouseId: main.id,
        quantity: 10 * (index + 1),
        createdBy: null,
      })),
    ),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('warehouses', () => {
  it('are for ops and administrators, not reps', async () => {
    expect((await call(rep1, 'GET', '/api/stock/warehouses/')).statusCode).toBe(403);
    expect((await call(rep1, 'GET', '/api/stock/')).statusCode).toBe(403);
  });

  it('keep one active: the last active warehouse cannot be deactivated', async () => {
    const off = await call(ops, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      name: 'Yard',
      address: yard.address,
      active: false,
      allow_negative: false,
      version: yard.version,
    });
    expect(off.statusCode).toBe(200);
    yard = off.json<Warehouse>();
    const last = await call(ops, 'PUT', `/api/stock/warehouses/${main.id}/`, {
      name: main.name,
      address: '',
      active: false,
      allow_negative: false,
      version: main.version,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: messages.lastActiveWarehouse });
    const on = await call(ops, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      name: 'Yard',
      address: yard.address,
      active: true,
      allow_negative: false,
      version: yard.version,
    });
    yard = on.json<Warehouse>();
    expect(yard.active).toBe(true);
  });

  it('let only an administrator allow negative stock', async () => {
    const body = { name: 'Yard', address: yard.address, active: true, allow_negative: true };
    const byOps = await call(ops, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      ...body,
      version: yard.version,
    });
    expect(byOps.statusCode).toBe(403);
    expect(byOps.json()).toEqual({ message: messages.onlyAdministratorsAllowNegative });
    const byAdmin = await call(admin, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      ...body,
      version: yard.version,
    });
    expect(byAdmin.json<Warehouse>().allow_negative).toBe(true);
    const back = await call(admin, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      ...body,
      allow_negative: false,
      version: byAdmin.json<Warehouse>().version,
    });
    yard = back.json<Warehouse>();
  });

  it('refuse a duplicate name and a stale version', async () => {
    const duplicate = await call(ops, 'POST', '/api/stock/warehouses/', {
      name: 'yard',
      address: '',
      active: true,
      allow_negative: false,
    });
    expect(duplicate.json()).toEqual({ message: messages.warehouseNameTaken });
    const stale = await call(ops, 'PUT', `/api/stock/warehouses/${yard.id}/`, {
      name: 'Yard 2',
      address: '',
      active: true,
      allow_negative: false,
      version: yard.version - 1,
    });
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
  });
});

describe('the stock list', () => {
  it('shows items × active warehouses with zeros where nothing is stocked, in keyset pages', async () => {
    const first = (await call(ops, 'GET', '/api/stock/?page_size=20')).json<StockPage>();
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({
      item_id: stocked[0]!.id,
      warehouse_id: main.id,
      on_hand: 10,
      available: 10,
      low: false,
    });
    expect(first.results[1]).toMatchObject({
      item_id: stocked[0]!.id,
      warehouse_id: yard.id,
      on_hand: 0,
      low: true,
    });
    const second = (
      await call(ops, 'GET', `/api/stock/?page_size=20&after=${first.next_cursor}`)
    ).json<StockPage>();
    const seen = new Set(first.results.map((row) => `${row.item_id}:${row.warehouse_id}`));
    expect(second.results.some((row) => seen.has(`${row.item_id}:${row.warehouse_id}`))).toBe(
      false,
    );
    expect(second.results[0]!.itemno >= first.results.at(-1)!.itemno).toBe(true);
  });

  it('filters by warehouse, search and low stock against the reorder point', async () => {
    const item = stocked[1]!;
    const inMain = (
      await call(ops, 'GET', `/api/stock/?warehouse_id=${main.id}&search=${item.itemno}`)
    ).json<StockPage>();
    expect(inMain.results.find((row) => row.item_id === item.id)).toMatchObject({ on_hand: 20 });
    const point = await call(ops, 'PUT', `/api/stock/items/${item.id}/reorder-point/`, {
      reorder_point: 25,
    });
    expect(point.statusCode).toBe(204);
    const low = (
      await call(ops, 'GET', `/api/stock/?warehouse_id=${main.id}&low=true&page_size=50`)
    ).json<StockPage>();
    const ids = low.results.map((row) => row.item_id);
    expect(ids).toContain(item.id);
    expect(ids).not.toContain(stocked[2]!.id);
    expect(ids).not.toContain(stocked[0]!.id);
  });

  it('filters by category, a choice attribute of the items', async () => {
    const created = await call(admin, 'POST', '/api/zoho/item-attributes/', {
      name: 'Category',
      type: 'choice',
      unit: '',
      options: ['Panels', 'Racking'],
    });
    expect(created.statusCode).toBe(201);
    const category = created.json<{ id: number }>();
    const [panel, rail] = [stocked[0]!, stocked[1]!];
    for (const [item, value] of [
      [panel, 'Panels'],
      [rail, 'Racking'],
    ] as const) {
      const saved = await call(admin, 'PUT', `/api/zoho/items/${item.id}/attributes/`, {
        values: [{ attribute_id: category.id, value }],
      });
      expect(saved.statusCode).toBe(200);
    }
    // Ops read the definitions for the filter, and the list applies it in every warehouse.
    expect((await call(ops, 'GET', '/api/zoho/item-attributes/')).statusCode).toBe(200);
    const panels = (
      await call(ops, 'GET', `/api/stock/?attribute_id=${category.id}&value=panels&page_size=50`)
    ).json<StockPage>();
    expect(new Set(panels.results.map((row) => row.item_id))).toEqual(new Set([panel.id]));
    expect(panels.results.length).toBeGreaterThan(1);
    const without = await call(ops, 'GET', '/api/stock/?value=Panels');
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ message: messages.apiAttributeFilterNeedsAttribute });
  });
});

describe('transfers', () => {
  it('move stock between warehouses and show in the item’s history', async () => {
    const item = stocked[0]!;
    const moved = await call(ops, 'POST', '/api/stock/transfers/', {
      item_id: item.id,
      from_warehouse_id: main.id,
      to_warehouse_id: yard.id,
      quantity: 4,
      note: 'For the north crew',
    });
    expect(moved.statusCode).toBe(204);
    const history = (
      await call(ops, 'GET', `/api/stock/items/${item.id}/movements/`)
    ).json<StockHistory>();
    expect(history.results.slice(0, 2).map((row) => [row.kind, row.quantity])).toEqual(
      expect.arrayContaining([
        ['transfer_out', -4],
        ['transfer_in', 4],
      ]),
    );
    expect(history.results[0]!.created_by).toBe('Olivia Operations');
  });

  it('refuse more than is on hand, and the same warehouse twice', async () => {
    const tooMany = await call(ops, 'POST', '/api/stock/transfers/', {
      item_id: stocked[0]!.id,
      from_warehouse_id: main.id,
      to_warehouse_id: yard.id,
      quantity: 1000,
      note: '',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: messages.stockWouldGoNegative(stocked[0]!.itemno, main.name, 6),
    });
    const same = await call(ops, 'POST', '/api/stock/transfers/', {
      item_id: stocked[0]!.id,
      from_warehouse_id: main.id,
      to_warehouse_id: main.id,
      quantity: 1,
      note: '',
    });
    expect(same.statusCode).toBe(400);
    expect(same.body).toContain(messages.transferSameWarehouse);
  });
});

describe('stock counts', () => {
  it('post the differences as count adjustments in one go', async () => {
    const sheet = (
      await call(ops, 'GET', `/api/stock/counts/sheet/?warehouse_id=${main.id}`)
    ).json<CountSheet>();
    expect(sheet.lines.map((line) => line.item_id)).toEqual(stocked.map((item) => item.id));
    const posted = await call(ops, 'POST', '/api/stock/counts/', {
      warehouse_id: main.id,
      lines: sheet.lines.map((line, index) => ({
        item_id: line.item_id,
        counted: index === 0 ? line.on_hand : line.on_hand - 1,
        version: line.version,
      })),
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ adjustments: 2 });
    const history = (
      await call(ops, 'GET', `/api/stock/items/${stocked[1]!.id}/movements/`)
    ).json<StockHistory>();
    expect(history.results[0]).toMatchObject({ kind: 'adjustment', reason: 'count', quantity: -1 });
    expect(await ledgerDisagreements(t.database.db)).toEqual([]);
  });

  it('are refused when stock moved while counting', async () => {
    const sheet = (
      await call(ops, 'GET', `/api/stock/counts/sheet/?warehouse_id=${main.id}`)
    ).json<CountSheet>();
    await call(ops, 'POST', '/api/stock/transfers/', {
      item_id: stocked[2]!.id,
      from_warehouse_id: main.id,
      to_warehouse_id: yard.id,
      quantity: 1,
      note: '',
    });
    const stale = await call(ops, 'POST', '/api/stock/counts/', {
      warehouse_id: main.id,
      lines: sheet.lines.map((line) => ({
        item_id: line.item_id,
        counted: line.on_hand + 1,
        version: line.version,
      })),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: messages.countStockChanged,
      error: versionConflictCode,
    });
  });

  it('refuse a count where nothing differs', async () => {
    const sheet = (
      await call(ops, 'GET', `/api/stock/counts/sheet/?warehouse_id=${main.id}`)
    ).json<CountSheet>();
    const same = await call(ops, 'POST', '/api/stock/counts/', {
      warehouse_id: main.id,
      lines: sheet.lines.map(({ item_id, on_hand, version }) => ({
        item_id,
        counted: on_hand,
        version,
      })),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: messages.countNothingToPost });
  });
});
