import { eq, sql } from 'drizzle-orm';
import { menuPathOfPattern, workplaceRoutes } from '@solar/shared/domain';
import type { DatabaseHandle } from '../../db/database';
import {
  cities,
  countries,
  dealStages,
  dealStatuses,
  menuItems,
  proposalStatuses,
  provinces,
  userMenuAccess,
  users,
} from '../../db/schema';
import { createTestDatabase, testPostgresUrlVariable } from '../../testing/test-database';
import { seedDatabase } from '../seed-database';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await database.close();
});

const tables = {
  menuItems,
  dealStages,
  dealStatuses,
  proposalStatuses,
  countries,
  provinces,
  cities,
  users,
  userMenuAccess,
};

async function snapshot() {
  const result: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    result[name] = await database.db
      .select()
      .from(table)
      .orderBy(sql`1, 2`);
  }
  return result;
}

describe('seedDatabase', () => {
  it('runs on the database the suite was asked for', () => {
    // `test:pg` sets the variable; a silent fallback to PGlite would make that run meaningless.
    expect(database.kind).toBe(process.env[testPostgresUrlVariable] ? 'postgres' : 'pglite-memory');
  });

  it('fills an empty database with the reference data and demo accounts', async () => {
    const summary = await seedDatabase(database.db);
    const distinctPaths = new Set(workplaceRoutes.map((route) => menuPathOfPattern(route.pattern)));
    expect(summary).toEqual({
      menuItems: 6 + distinctPaths.size,
      dealStages: 7,
      dealStatuses: 5,
      proposalStatuses: 4,
      countries: 1,
      provinces: 13,
      cities: expect.any(Number),
      users: 6,
      // manager, rep1, rep2: CRM and Projects; ops: three groups.
      userMenuAccess: 9,
      // The built-in parts catalogue and four sample parts lists.
      items: expect.any(Number),
      boms: 4,
      bomDetails: 35,
      powerCompanies: 22,
      utilityRates: 22,
      // Purchase, Sunline and CGHL; GST/HST in every province, PST/RST/QST where they apply, and
      // Nova Scotia's HST before and after April 2025.
      dealPrograms: 3,
      taxRates: 18,
      warehouses: 1,
    });
    expect(summary.items).toBeGreaterThanOrEqual(60);
    expect(summary.cities).toBeGreaterThanOrEqual(26);
    const stageNames = (
      await database.db.select().from(dealStages).orderBy(dealStages.sortOrder)
    ).map((row) => row.name);
    expect(stageNames).toEqual([
      'Initial Contact',
      'Qualification',
      'Proposal Requested',
      'Proposal',
      'Negotiation',
      'Closed Won',
      'Closed Lost',
    ]);
    const [rep1] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'rep1@example.com'));
    const [manager] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'manager@example.com'));
    expect(rep1?.managerId).toBe(manager?.id);
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@example.com'));
    expect(customer).toMatchObject({ isStaff: false, isSuperuser: false, isActive: true });
    const [toronto] = await database.db.select().from(cities).where(eq(cities.name, 'Toronto'));
    expect(toronto?.latitude).toBeCloseTo(43.65, 1);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    const summary = await seedDatabase(database.db);
    expect(Object.values(summary).every((count) => count === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps what an administrator changed and restores only missing rows', async () => {
    await database.db
      .update(menuItems)
      .set({ title: 'Sales' })
      .where(eq(menuItems.seedKey, 'group:crm'));
    const [manager] = await database.db
      .update(users)
      .set({ firstName: 'Renamed' })
      .where(eq(users.email, 'manager@example.com'))
      .returning();
    await database.db.delete(userMenuAccess).where(eq(userMenuAccess.userId, manager!.id));
    await database.db.delete(dealStatuses).where(eq(dealStatuses.name, 'Cancelled'));

    const summary = await seedDatabase(database.db);
    expect(summary.dealStatuses).toBe(1);
    expect(summary.userMenuAccess).toBe(0);
    const [crm] = await database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.seedKey, 'group:crm'));
    expect(crm?.title).toBe('Sales');
    const [again] = await database.db.select().from(users).where(eq(users.id, manager!.id));
    expect(again?.firstName).toBe('Renamed');
    const access = await database.db
      .select()
      .from(userMenuAccess)
      .where(eq(userMenuAccess.userId, manager!.id));
    expect(access).toEqual([]);
  });
});
