import { eq, sql } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  savedPanelAt,
  type DealProgramOffers,
  type ProgramTerms,
  type ProposalData,
} from '@solar/shared/domain';
import { rowsOf } from '../../../db/rows-of';
import { provinces } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { pricingCatalogCache } from '../deal-programs-pricing-cache';
import { dealPricingVersion, dealPrograms, dealProgramVersions } from '../deal-programs-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin } = demoAccountEmails;
let islandDeal: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  const [deal] = await t.database.db
    .select({ id: deals.id, addressId: deals.addressId })
    .from(deals)
    .orderBy(deals.id)
    .limit(1);
  const [island] = await t.database.db.select().from(provinces).where(eq(provinces.code, 'PE'));
  await t.database.db
    .update(addresses)
    .set({ provinceId: island!.id })
    .where(eq(addresses.id, deal!.addressId));
  islandDeal = deal!.id;
});
afterAll(async () => {
  await t.close();
});

/** 10 panels of 405 W in the red area (4 050 W) with the seeded Purchase program. */
function design(overrides: Partial<ProposalData> = {}): ProposalData {
  return {
    ...defaultProposalData(),
    selectedProgram: 'purchase',
    panels: Array.from({ length: 10 }, (_, index) =>
      savedPanelAt(index + 1, 100 + 50 * index, 100),
    ),
    nextPanelId: 11,
    ...overrides,
  };
}

async function quote() {
  return call(admin, 'POST', `/api/crm/deals/${islandDeal}/deal-programs/quote/`, {
    data: design(),
  });
}

/** The programs the presenter is offered for the deal. */
async function offeredNames(): Promise<string[]> {
  const response = await call(admin, 'GET', `/api/crm/deals/${islandDeal}/deal-programs/`);
  expect(response.statusCode).toBe(200);
  return response.json<DealProgramOffers>().programs.map((offer) => offer.program.name);
}

async function counter(): Promise<number> {
  const [row] = await t.database.db
    .select({ version: dealPricingVersion.version })
    .from(dealPricingVersion);
  return Number(row!.version);
}

/** The Purchase version in force, as the seed made it. */
async function purchaseVersion() {
  const [row] = await t.database.db
    .select({ id: dealProgramVersions.id, terms: dealProgramVersions.terms })
    .from(dealProgramVersions)
    .innerJoin(dealPrograms, eq(dealPrograms.id, dealProgramVersions.dealProgramId))
    .where(eq(dealPrograms.name, 'Purchase'));
  return { id: row!.id, terms: row!.terms as ProgramTerms };
}

// The changes below are written straight to the tables, as another API process (or an
// administrator's SQL) would make them: nothing in this process hears of them but the counter.
describe('the pricing catalog an API process remembers', () => {
  it('serves repeated quotes and offers from memory and never a price older than the tables', async () => {
    const first = await quote();
    expect(first.statusCode).toBe(200);
    expect(first.json().results.system_cost_cents).toBe(4_050 * 299);
    expect(first.json().results.tax_label).toBe('HST (15%)');
    const hits = pricingCatalogCache.hits;
    expect((await quote()).json()).toEqual(first.json());
    expect(pricingCatalogCache.hits).toBe(hits + 1);

    await t.database.db.execute(sql`UPDATE tax_rates SET rate_millipercent = 14000
      WHERE province = 'PE' AND effective_to IS NULL`);
    expect((await quote()).json().results.tax_label).toBe('HST (14%)');

    const purchase = await purchaseVersion();
    const terms: ProgramTerms = {
      ...purchase.terms,
      price_indices: purchase.terms.price_indices.map((index) => ({
        ...index,
        cents_per_watt: 310,
      })),
    };
    await t.database.db
      .update(dealProgramVersions)
      .set({ terms, version: sql`${dealProgramVersions.version} + 1` })
      .where(eq(dealProgramVersions.id, purchase.id));
    expect((await quote()).json().results.system_cost_cents).toBe(4_050 * 310);

    await t.database.db
      .update(dealPrograms)
      .set({ provinces: ['ON'] })
      .where(eq(dealPrograms.name, 'Purchase'));
    const elsewhere = await quote();
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: messages.dealProgramNotInProvince });
    expect(await offeredNames()).not.toContain('Purchase');
    await t.database.db
      .update(dealPrograms)
      .set({ provinces: ['PE'] })
      .where(eq(dealPrograms.name, 'Purchase'));
    expect((await quote()).statusCode).toBe(200);
    expect(await offeredNames()).toContain('Purchase');
  });

  it('moves its counter once per changing transaction, and not for a rolled-back one', async () => {
    const before = await counter();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE tax_rates SET source = source || ' ' WHERE province = 'PE'`);
      await tx.execute(sql`UPDATE tax_rates SET source = rtrim(source) WHERE province = 'PE'`);
    });
    expect(await counter()).toBe(before + 1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE tax_rates SET source = 'gone' WHERE province = 'PE'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await counter()).toBe(before + 1);
  });

  it('marks a version used at its first save even when the catalog was read before it', async () => {
    const purchase = await purchaseVersion();
    await t.database.db
      .update(dealProgramVersions)
      .set({ usedAt: null })
      .where(eq(dealProgramVersions.id, purchase.id));
    expect((await quote()).statusCode).toBe(200);
    const url = `/api/crm/deals/${islandDeal}/proposal-versions/`;
    const saved = await call(admin, 'POST', url, { data: design() });
    expect(saved.statusCode).toBe(201);
    const used = rowsOf<{ used: boolean }>(
      await t.database.db.execute(
        sql`SELECT used_at IS NOT NULL AS used FROM deal_program_versions WHERE id = ${purchase.id}`,
      ),
    );
    expect(used[0]!.used).toBe(true);
    // The first use is a change of the catalog; later saves of the used version change nothing.
    const afterFirstUse = await counter();
    expect((await call(admin, 'POST', url, { data: design() })).statusCode).toBe(201);
    expect(await counter()).toBe(afterFirstUse);
  });
});
