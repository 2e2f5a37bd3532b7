import { asc, eq } from 'drizzle-orm';
import { messages } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../../db/database';
import { inTransaction } from '../../../db/in-transaction';
import { HttpError } from '../../../http/http-error';
import { createTestDatabase } from '../../../testing/test-database';
import { items } from '../../zoho/zoho-tables';
import { ledgerDisagreements } from '../stock-ledger-check';
import { type MovementInput, postMovements } from '../stock-ledger-queries';
import { stockMovements, stockSummaries, warehouses } from '../stock-tables';

let database: DatabaseHandle;
let main: number;
let yard: number;
let panel: { id: number; itemno: string };
let inverter: { id: number; itemno: string };

const move = (
  kind: MovementInput['kind'],
  itemId: number,
  warehouseId: number,
  quantity: number,
  extra: Partial<MovementInput> = {},
): MovementInput => ({ kind, itemId, warehouseId, quantity, createdBy: null, ...extra });

async function summaryOf(itemId: number, warehouseId: number) {
  const [row] = await database.db
    .select()
    .from(stockSummaries)
    .where(eq(stockSummaries.itemId, itemId))
    .then((rows) => rows.filter((summary) => summary.warehouseId === warehouseId));
  return row;
}

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [seeded] = await database.db.select().from(warehouses).orderBy(asc(warehouses.id));
  main = seeded!.id;
  const [second] = await database.db
    .insert(warehouses)
    .values({ name: 'Yard', allowNegative: true })
    .returning();
  yard = second!.id;
  const [first, other] = await database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.id))
    .limit(2);
  panel = first!;
  inverter = other!;
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe('postMovements', () => {
  it('seeds one active warehouse that refuses negative stock', async () => {
    const [seeded] = await database.db.select().from(warehouses).where(eq(warehouses.id, main));
    expect(seeded).toMatchObject({ name: 'Main warehouse', active: true, allowNegative: false });
  });

  it('adds receipts to on hand and keeps quarantine apart', async () => {
    const after = await inTransaction(database.db, (tx) =>
      postMovements(tx, [
        move('receipt', panel.id, main, 20),
        move('quarantine_in', panel.id, main, 2),
        move('receipt', inverter.id, main, 3),
      ]),
    );
    expect(after).toEqual([
      expect.objectContaining({ itemId: panel.id, warehouseId: main, onHand: 20, quarantined: 2 }),
      expect.objectContaining({
        itemId: inverter.id,
        warehouseId: main,
        onHand: 3,
        quarantined: 0,
      }),
    ]);
    expect(await ledgerDisagreements(database.db)).toEqual([]);
  });

  it('refuses to take on hand below zero, naming the item and warehouse, and writes nothing', async () => {
    const movementsBefore = await database.db.$count(stockMovements);
    const error = await refusal(
      inTransaction(database.db, (tx) =>
        postMovements(tx, [
          move('receipt', inverter.id, main, 1),
          move('issue', panel.id, main, -21),
        ]),
      ),
    );
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(messages.stockWouldGoNegative(panel.itemno, 'Main warehouse', 20));
    expect(await database.db.$count(stockMovements)).toBe(movementsBefore);
    expect(await summaryOf(inverter.id, main)).toMatchObject({ onHand: 3 });
  });

  it('never counts quarantine as stock to issue, nor lets it go negative', async () => {
    const error = await refusal(
      inTransaction(database.db, (tx) =>
        postMovements(tx, [move('quarantine_out', panel.id, main, -3)]),
      ),
    );
    expect(error.message).toBe(messages.quarantineWouldGoNegative(panel.itemno, 'Main warehouse'));
  });

  it('lets a warehouse that allows negative stock go below zero', async () => {
    await inTransaction(database.db, (tx) =>
      postMovements(tx, [move('issue', inverter.id, yard, -4, { dealId: 1 })]),
    );
    expect(await summaryOf(inverter.id, yard)).toMatchObject({ onHand: -4 });
    await inTransaction(database.db, (tx) =>
      postMovements(tx, [move('receipt', inverter.id, yard, 4)]),
    );
    expect(await summaryOf(inverter.id, yard)).toMatchObject({ onHand: 0 });
  });

  it('moves a transfer out of one warehouse and into another at once', async () => {
    await inTransaction(database.db, (tx) =>
      postMovements(tx, [
        move('transfer_in', panel.id, yard, 5),
        move('transfer_out', panel.id, main, -5),
      ]),
    );
    expect(await summaryOf(panel.id, main)).toMatchObject({ onHand: 15 });
    expect(await summaryOf(panel.id, yard)).toMatchObject({ onHand: 5 });
  });

  it('keeps on order beside the stock without a movement, and bumps each touched row', async () => {
    const before = await summaryOf(panel.id, main);
    const after = await inTransaction(database.db, (tx) =>
      postMovements(tx, [], [{ itemId: panel.id, warehouseId: main, onOrder: 10 }]),
    );
    expect(after[0]).toMatchObject({ onOrder: 10, onHand: 15, version: before!.version + 1 });
    await inTransaction(database.db, (tx) =>
      postMovements(tx, [], [{ itemId: panel.id, warehouseId: main, onOrder: -10 }]),
    );
  });

  it('records an adjustment with its reason, and the summaries equal the ledger', async () => {
    await inTransaction(database.db, (tx) =>
      postMovements(tx, [move('adjustment', panel.id, main, -1, { reason: 'damage' })]),
    );
    const [last] = await database.db
      .select()
      .from(stockMovements)
      .orderBy(asc(stockMovements.id))
      .then((rows) => rows.slice(-1));
    expect(last).toMatchObject({ kind: 'adjustment', reason: 'damage', quantity: -1 });
    expect(await ledgerDisagreements(database.db)).toEqual([]);
  });

  it('is refused by the database when a movement has the wrong sign for its kind', async () => {
    await expect(
      database.db.insert(stockMovements).values({
        kind: 'receipt',
        itemId: panel.id,
        warehouseId: main,
        quantity: -1,
      }),
    ).rejects.toThrow();
  });
});
