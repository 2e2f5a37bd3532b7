import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../testing/test-database';
import type { ItemSource, SourceItem } from '../item-source';
import { runSync } from '../item-sync';
import { items, zohoSyncRuns } from '../zoho-tables';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
}, 120_000);
afterAll(async () => {
  await database.close();
});

const silentLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

function item(n: number): SourceItem {
  return {
    zohoItemId: `stop-test-${n}`,
    itemno: `STOP-${n}`,
    itemdes: `Stop test item ${n}`,
    unit: 'pcs',
    rate: '1.00',
    status: 'active',
  };
}

it('stops between pages when its job is let go, leaving the run to the retry', async () => {
  const [run] = await database.db.insert(zohoSyncRuns).values({ source: 'catalogue' }).returning();
  const stop = new AbortController();
  const source: ItemSource = {
    kind: 'catalogue',
    description: 'Two pages; the API stops after the first',
    async *pages() {
      yield { items: [item(1)], errors: [] };
      stop.abort();
      yield { items: [item(2)], errors: [] };
    },
  };
  await expect(
    runSync(database.db, run!.id, source, silentLog, async () => undefined, stop.signal),
  ).rejects.toThrow();
  const [after] = await database.db.select().from(zohoSyncRuns).where(eq(zohoSyncRuns.id, run!.id));
  // Still running: the retry of the same job carries on with it, instead of a failed run.
  expect(after).toMatchObject({ status: 'running', processed: 1, errors: '' });
  const stored = await database.db.select({ no: items.itemno }).from(items);
  expect(stored.map((row) => row.no)).toEqual(['STOP-1']);
});
