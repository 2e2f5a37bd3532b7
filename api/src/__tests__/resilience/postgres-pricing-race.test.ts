import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import {
  defaultProposalData,
  savedPanelAt,
  type ProgramTerms,
  type ProposalData,
} from '@solar/shared/domain';
import type { DatabaseHandle } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { rowsOf } from '../../db/rows-of';
import { dealStages, dealStatuses, provinces } from '../../db/schema';
import { addresses, deals } from '../../modules/deals/deals-tables';
import { priceProposalDesign } from '../../modules/deal-programs';
import {
  dealPrograms,
  dealProgramVersions,
} from '../../modules/deal-programs/deal-programs-tables';
import { createTestDatabase, testPostgresUrlVariable } from '../../testing/test-database';

/**
 * A proposal saved while an administrator edits the program version it uses, on PostgreSQL (this
 * file runs only in `pnpm test:pg`): the save has read the remembered catalog before the edit
 * commits, and must neither price with the old terms nor mark the version used under them.
 */
let database: DatabaseHandle;
let dealId: number;
let versionId: number;
let terms: ProgramTerms;

beforeAll(async () => {
  if (!process.env[testPostgresUrlVariable]) {
    throw new Error('This test needs PostgreSQL: run it with pnpm test:pg');
  }
  database = await createTestDatabase();
  const { db } = database;
  const [island] = await db.select().from(provinces).where(eq(provinces.code, 'PE'));
  const [address] = await db
    .insert(addresses)
    .values({ address: '1 Race Road', provinceId: island!.id })
    .returning({ id: addresses.id });
  const [stage] = await db.select({ id: dealStages.id }).from(dealStages).limit(1);
  const [status] = await db.select({ id: dealStatuses.id }).from(dealStatuses).limit(1);
  const [deal] = await db
    .insert(deals)
    .values({ name: 'Race', stageId: stage!.id, statusId: status!.id, addressId: address!.id })
    .returning({ id: deals.id });
  dealId = deal!.id;
  const [version] = await db
    .select({ id: dealProgramVersions.id, terms: dealProgramVersions.terms })
    .from(dealProgramVersions)
    .innerJoin(dealPrograms, eq(dealPrograms.id, dealProgramVersions.dealProgramId))
    .where(eq(dealPrograms.name, 'Purchase'));
  versionId = version!.id;
  terms = version!.terms as ProgramTerms;
});

afterAll(async () => {
  await database?.close();
});

/** 10 panels of 405 W in the red area (4 050 W) with the seeded Purchase program. */
const design: ProposalData = {
  ...defaultProposalData(),
  selectedProgram: 'purchase',
  panels: Array.from({ length: 10 }, (_, index) => savedPanelAt(index + 1, 100 + 50 * index, 100)),
  nextPanelId: 11,
};

async function until(condition: () => Promise<boolean>, boundMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > boundMs) throw new Error(`not within ${boundMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('a save waiting on an edit of its unused version prices with the edit and then marks it used', async () => {
  const { db } = database;
  const quoted = await priceProposalDesign(db, dealId, design, 'quote');
  expect(quoted.results.systemCostCents).toBe(4_050 * 299);

  // The administrator's edit, as updateDealProgramVersion makes it, held open on its own connection.
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const editor = await pool.connect();
  try {
    await editor.query('BEGIN');
    await editor.query('SELECT id FROM deal_program_versions WHERE id = $1 FOR UPDATE', [
      versionId,
    ]);
    const edited: ProgramTerms = {
      ...terms,
      price_indices: terms.price_indices.map((index) => ({ ...index, cents_per_watt: 310 })),
    };
    await editor.query(
      'UPDATE deal_program_versions SET terms = $2, version = version + 1 WHERE id = $1',
      [versionId, JSON.stringify(edited)],
    );

    const saving = inTransaction(db, (tx) => priceProposalDesign(tx, dealId, design, 'save'));
    // The save has read the catalog of before the edit and now waits on the version's row.
    await until(async () => {
      const waiting = rowsOf<{ n: number }>(
        await db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`),
      );
      return waiting[0]!.n > 0;
    });
    await editor.query('COMMIT');
    const saved = await saving;
    expect(saved.pricing.terms.price_indices[0]!.cents_per_watt).toBe(310);
    expect(saved.results.systemCostCents).toBe(4_050 * 310);
  } finally {
    editor.release();
  }
  const [row] = await db
    .select({ usedAt: dealProgramVersions.usedAt })
    .from(dealProgramVersions)
    .where(eq(dealProgramVersions.id, versionId));
  expect(row!.usedAt).not.toBeNull();
});
