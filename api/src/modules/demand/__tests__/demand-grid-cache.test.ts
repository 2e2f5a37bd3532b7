import { and, eq, inArray } from 'drizzle-orm';
import {
  addIsoWeeks,
  demoAccountEmails,
  isoWeekMonday,
  isoWeekOf,
  type DemandGrid,
  type PlannedInstallation,
} from '@solar/shared/domain';
import { dealStages, provinces, users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { postMovements } from '../../stock';
import { warehouses } from '../../stock/stock-tables';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';
import { demandGridCacheOf } from '../demand-grid-cache';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops } = demoAccountEmails;
const week = addIsoWeeks(isoWeekOf(new Date().toISOString().slice(0, 10)), 2);
const item: Record<string, number> = {};
let kitBom: number;
let nsKitBom: number;

async function newBom(name: string, itemno: string, parameter: number): Promise<number> {
  const [bom] = await t.database.db
    .insert(boms)
    .values({ bomdes: name, bomsts: 'Active' })
    .returning({ id: boms.id });
  await t.database.db.insert(bomDetails).values({
    bomId: bom!.id,
    itemId: item[itemno]!,
    calculationmethod: 'Fixed',
    parameter,
    denominator: 1,
  });
  return bom!.id;
}

const grid = async () =>
  (await call(ops, 'GET', `/api/demand/?from_week=${week}&weeks=2`)).json<DemandGrid>();
const row = (answer: DemandGrid, itemno: string) =>
  answer.items.find((entry) => entry.itemno === itemno);

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .where(inArray(items.itemno, ['INV-SE7600H', 'RAIL-XR10-168']));
  for (const entry of rows) item[entry.itemno] = entry.id;
  kitBom = await newBom('Cache kit', 'INV-SE7600H', 1);
  nsKitBom = await newBom('Cache NS kit', 'RAIL-XR10-168', 2);
  const created = await call(ops, 'POST', '/api/demand/bom-links/', {
    bom_id: kitBom,
    installation_type: null,
    program: null,
    panel_size_w: null,
    province_id: null,
  });
  expect(created.statusCode).toBe(201);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('the Demand grid cache', () => {
  it('answers again from memory until something it counts changes, whoever changes it', async () => {
    const db = t.database.db;
    const cache = demandGridCacheOf(db);
    expect(await grid()).toMatchObject({ items: [] });

    // A planned installation through the API.
    const planned = (
      await call(ops, 'POST', '/api/demand/planned/', {
        week,
        count: 2,
        installation_type: 'rooftop',
        panel_size_w: 405,
        panels_each: 10,
        province_id: null,
        program: null,
      })
    ).json<PlannedInstallation>();
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([2, 0]);
    const hits = cache.hits;
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([2, 0]);
    expect(cache.hits).toBe(hits + 1);

    // Its count changed through the API.
    await call(ops, 'PUT', `/api/demand/planned/${planned.id}/`, {
      week,
      count: 5,
      installation_type: 'rooftop',
      panel_size_w: 405,
      panels_each: 10,
      province_id: null,
      program: null,
      version: planned.version,
    });
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([5, 0]);

    // The parts list's line and the item's name, written straight to the database.
    await db.update(bomDetails).set({ parameter: 3 }).where(eq(bomDetails.bomId, kitBom));
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([15, 0]);
    await db
      .update(items)
      .set({ itemdes: 'Inverter, renamed' })
      .where(eq(items.id, item['INV-SE7600H']!));
    expect(row(await grid(), 'INV-SE7600H')?.itemdes).toBe('Inverter, renamed');

    // A won deal's installation scheduled in the second week.
    const [won] = await db
      .select({ id: dealStages.id })
      .from(dealStages)
      .where(eq(dealStages.name, 'Closed Won'));
    const deal = await call(admin, 'POST', '/api/crm/deals/', {
      name: 'Cache Cove Solar',
      stage: won!.id,
      status: 1,
      address: { address: '3 Cove Road', city_text: 'Halifax', province_text: 'NB' },
    });
    const dealId = deal.json<{ id: number }>().id;
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.dealId, dealId));
    await db.update(projects).set({ systemPanels: 12 }).where(eq(projects.id, project!.id));
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([15, 0]);
    await db
      .update(projectMilestones)
      .set({ plannedDate: isoWeekMonday(addIsoWeeks(week, 1)) })
      .where(
        and(
          eq(projectMilestones.projectId, project!.id),
          eq(projectMilestones.key, 'installation_scheduled'),
        ),
      );
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([15, 3]);

    // An issue to that deal.
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const [warehouse] = await db.select({ id: warehouses.id }).from(warehouses).limit(1);
    await db.transaction(async (tx) => {
      await postMovements(tx as never, [
        {
          kind: 'receipt',
          itemId: item['INV-SE7600H']!,
          warehouseId: warehouse!.id,
          quantity: 5,
          createdBy: user!.id,
        },
      ]);
      await postMovements(tx as never, [
        {
          kind: 'issue',
          itemId: item['INV-SE7600H']!,
          warehouseId: warehouse!.id,
          quantity: -2,
          dealId,
          createdBy: user!.id,
        },
      ]);
    });
    expect(row(await grid(), 'INV-SE7600H')?.quantities).toEqual([15, 1]);

    // A link for Nova Scotia, then the deal's address moving there.
    const [ns] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.code, 'NS'));
    await call(ops, 'POST', '/api/demand/bom-links/', {
      bom_id: nsKitBom,
      installation_type: null,
      program: null,
      panel_size_w: null,
      province_id: ns!.id,
    });
    expect(row(await grid(), 'RAIL-XR10-168')).toBeUndefined();
    const [address] = await db
      .select({ id: deals.addressId })
      .from(deals)
      .where(eq(deals.id, dealId));
    await db.update(addresses).set({ provinceId: ns!.id }).where(eq(addresses.id, address!.id!));
    const moved = await grid();
    expect(row(moved, 'RAIL-XR10-168')?.quantities).toEqual([0, 2]);
    expect(row(moved, 'INV-SE7600H')?.quantities).toEqual([15, 0]);

    // A receipt changes nothing the grid counts: still answered from memory.
    const before = cache.hits;
    await db.transaction(async (tx) => {
      await postMovements(tx as never, [
        {
          kind: 'receipt',
          itemId: item['RAIL-XR10-168']!,
          warehouseId: warehouse!.id,
          quantity: 4,
          createdBy: user!.id,
        },
      ]);
    });
    expect(await grid()).toEqual(moved);
    expect(cache.hits).toBe(before + 1);
  });
});
