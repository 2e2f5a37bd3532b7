import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../database';
import { createTestDatabase } from '../../testing/test-database';
import { dealStages } from '../schema';

const migration = readFileSync(
  new URL('../../../drizzle/0020_stage_order.sql', import.meta.url),
  'utf8',
);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

describe('the stage order of a database seeded before it was fixed', () => {
  it("moves 'Proposal Requested' between Qualification and Proposal and leaves other stages alone", async () => {
    const olderOrder = [
      'Initial Contact',
      'Qualification',
      'Proposal',
      'Negotiation',
      'Closed Won',
      'Closed Lost',
      'Proposal Requested',
    ];
    await database.db
      .insert(dealStages)
      .values([
        ...olderOrder.map((name, index) => ({ name, sortOrder: (index + 1) * 10 })),
        { name: 'Site Survey', sortOrder: 75 },
      ]);

    await database.db.execute(sql.raw(migration));

    const rows = await database.db
      .select({ name: dealStages.name, sortOrder: dealStages.sortOrder })
      .from(dealStages)
      .orderBy(asc(dealStages.sortOrder), asc(dealStages.id));
    expect(rows.map((row) => row.name)).toEqual([
      'Initial Contact',
      'Qualification',
      'Proposal Requested',
      'Proposal',
      'Negotiation',
      'Closed Won',
      'Closed Lost',
      'Site Survey',
    ]);
    expect(rows.at(-1)).toEqual({ name: 'Site Survey', sortOrder: 75 });
  });
});
