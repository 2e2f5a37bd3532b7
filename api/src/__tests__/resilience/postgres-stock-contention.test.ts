import { asc, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { ledgerDisagreements, type MovementInput, postMovements } from '../../modules/stock';
import { warehouses } from '../../modules/stock/stock-tables';
import { items } from '../../modules/zoho/zoho-tables';
import { createTestDatabase } from '../../testing/test-database';

/**
 * Contention on the stock ledger (PostgreSQL only: jest.config.cjs runs `postgres-*` files in
 * `pnpm test:pg`). Many clients at once receive, issue and transfer the same few items across two
 * warehouses, each batch naming its items in a shuffled order, as receipts and shipments do. A
 * refusal for lack of stock is expected; a deadlock, a lost update or invented stock is not:
 * afterwards on hand equals the sum of the movements, nothing is negative, and every summary equals
 * its ledger.
 */
const clientCount = 24;
const operationsPerClient = 40;

let database: DatabaseHandle;
let warehouseIds: number[];
let itemIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const [second] = await database.db
    .insert(warehouses)
    .values({ name: 'Contention yard' })
    .returning({ id: warehouses.id });
  warehouseIds = [
    ...(
      await database.db.select({ id: warehouses.id }).from(warehouses).orderBy(asc(warehouses.id))
    )
      .map((row) => row.id)
      .filter((id) => id !== second!.id),
    second!.id,
  ].slice(0, 2);
  itemIds = (
    await database.db.select({ id: items.id }).from(items).orderBy(asc(items.id)).limit(4)
  ).map((row) => row.id);
}, 120_000);
afterAll(async () => {
  await database.close();
});

/** A small deterministic generator per client, so a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    return state % below;
  };
}

function shuffled<T>(values: readonly T[], random: (below: number) => number): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random(index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function batchFor(random: (below: number) => number): MovementInput[] {
  const kind = random(3);
  const chosen = shuffled(itemIds, random).slice(0, 1 + random(itemIds.length));
  const warehouseId = warehouseIds[random(2)]!;
  const otherWarehouse = warehouseIds.find((id) => id !== warehouseId)!;
  return chosen.flatMap((itemId): MovementInput[] => {
    const quantity = 1 + random(5);
    if (kind === 0) return [{ kind: 'receipt', itemId, warehouseId, quantity, createdBy: null }];
    if (kind === 1)
      return [{ kind: 'issue', itemId, warehouseId, quantity: -quantity, createdBy: null }];
    return [
      { kind: 'transfer_out', itemId, warehouseId, quantity: -quantity, createdBy: null },
      { kind: 'transfer_in', itemId, warehouseId: otherWarehouse, quantity, createdBy: null },
    ];
  });
}

it('never loses or invents stock while many clients move the same items', async () => {
  const outcomes = { posted: 0, refused: 0 };
  await Promise.all(
    Array.from({ length: clientCount }, async (_, client) => {
      const random = randomOf(client + 1);
      for (let operation = 0; operation < operationsPerClient; operation += 1) {
        const batch = batchFor(random);
        try {
          await inTransaction(database.db, (tx) => postMovements(tx, batch));
          outcomes.posted += 1;
        } catch (error) {
          // Only "not enough stock" may refuse a batch: a deadlock or anything else fails the test.
          if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
          outcomes.refused += 1;
        }
      }
    }),
  );
  expect(outcomes.posted + outcomes.refused).toBe(clientCount * operationsPerClient);
  // Both outcomes happened, so the refusals were exercised under contention.
  expect(outcomes.posted).toBeGreaterThan(clientCount * 5);
  expect(outcomes.refused).toBeGreaterThan(0);
  expect(await ledgerDisagreements(database.db)).toEqual([]);
  const negative = await database.db.execute(
    sql`SELECT count(*)::int AS n FROM stock_summaries WHERE on_hand < 0 OR quarantined < 0`,
  );
  expect((negative as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  const sums = await database.db.execute(sql`
    SELECT (SELECT coalesce(sum(quantity), 0)::int FROM stock_movements) AS ledger,
      (SELECT coalesce(sum(on_hand), 0)::int FROM stock_summaries) AS summaries`);
  const [totals] = (sums as unknown as { rows: { ledger: number; summaries: number }[] }).rows;
  expect(totals!.summaries).toBe(totals!.ledger);
  expect(totals!.ledger).toBeGreaterThan(0);
});
