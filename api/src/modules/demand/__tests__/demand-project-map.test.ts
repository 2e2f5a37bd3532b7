import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  addIsoWeeks,
  demoAccountEmails,
  isoWeekMonday,
  isoWeekOf,
  messages,
  type ProjectMap,
} from '@solar/shared/domain';
import { dealStages } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { postMovements } from '../../stock';
import { stockSummaries, warehouses } from '../../stock/stock-tables';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
const item: Record<string, number> = {};
let warehouseId: number;
let wonStageId: number;
const firstWeek = addIsoWeeks(isoWeekOf(new Date().toISOString().slice(0, 10)), 3);

/** A won deal whose project has `panels` panels and installs on `day`, placed at lat/lng. */
async function scheduledProject(name: string, panels: number, day: string, at: [number, number]) {
  const db = t.database.db;
  const created = await call(admin, 'POST', '/api/crm/deals/', {
    name,
    stage: wonStageId,
    status: 1,
    // Each its own street: deals at one address share its coordinates.
    address: { address: `1 ${name} Road`, city_text: 'Halifax', province_text: 'NS' },
  });
  expect(created.statusCode).toBe(201);
  const dealId = created.json<{ id: number }>().id;
  const [deal] = await db
    .select({ addressId: deals.addressId })
    .from(deals)
    .where(eq(deals.id, dealId));
  await db
    .update(addresses)
    .set({ latitude: String(at[0]), longitude: String(at[1]) })
    .where(eq(addresses.id, deal!.addressId!));
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.dealId, dealId));
  await db.update(projects).set({ systemPanels: panels }).where(eq(projects.id, project!.id));
  await db
    .update(projectMilestones)
    .set({ plannedDate: day })
    .where(
      and(
        eq(projectMilestones.projectId, project!.id),
        eq(projectMilestones.key, 'installation_scheduled'),
      ),
    );
  return { dealId, projectId: project!.id };
}

async function move(itemno: string, quantity: number, dealId?: number) {
  await t.database.db.transaction(async (tx) => {
    await postMovements(tx as never, [
      {
        kind: quantity > 0 ? 'receipt' : 'issue',
        itemId: item[itemno]!,
        warehouseId,
        quantity,
        dealId,
        createdBy: null,
      },
    ]);
  });
}

const readMap = async (fromWeek: string, weeks: number) => {
  const answer = await call(
    ops,
    'GET',
    `/api/demand/project-map/?from_week=${fromWeek}&weeks=${weeks}`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json<ProjectMap>();
};

let early: { dealId: number; projectId: number };
let late: { dealId: number; projectId: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .where(inArray(items.itemno, ['INV-SE7600H', 'ATT-FLASHFOOT2']));
  for (const row of rows) item[row.itemno] = row.id;
  // One inverter per installation and two attachments per panel.
  const [bom] = await db
    .insert(boms)
    .values({ bomdes: 'Rooftop kit', bomsts: 'Active' })
    .returning({ id: boms.id });
  await db.insert(bomDetails).values([
    {
      bomId: bom!.id,
      itemId: item['INV-SE7600H']!,
      calculationmethod: 'Fixed',
      parameter: 1,
      denominator: 1,
    },
    {
      bomId: bom!.id,
      itemId: item['ATT-FLASHFOOT2']!,
      calculationmethod: 'Multiply',
      parameter: 2,
      denominator: 1,
    },
  ]);
  const created = await call(ops, 'POST', '/api/demand/bom-links/', {
    bom_id: bom!.id,
    installation_type: null,
    program: null,
    panel_size_w: null,
    province_id: null,
  });
  expect(created.statusCode).toBe(201);
  [{ id: warehouseId }] = (await db.select({ id: warehouses.id }).from(warehouses).limit(1)) as [
    { id: number },
  ];
  const [won] = await db
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.name, 'Closed Won'));
  wonStageId = won!.id;
  // Only this file's installations and stock count.
  await db.update(projectMilestones).set({ plannedDate: null }).where(ne(projectMilestones.id, 0));
  const [stocked] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockSummaries)
    .where(and(inArray(stockSummaries.itemId, Object.values(item)), ne(stockSummaries.onHand, 0)));
  expect(stocked!.count).toBe(0);

  // The earlier installation needs 1 inverter and 20 attachments, the later 1 and 10.
  early = await scheduledProject(
    'Early Harbour',
    10,
    isoWeekMonday(firstWeek),
    [44.6488, -63.5752],
  );
  late = await scheduledProject(
    'Late Valley',
    5,
    isoWeekMonday(addIsoWeeks(firstWeek, 1)),
    [45.0918, -64.3602],
  );
  await move('INV-SE7600H', 1);
  await move('ATT-FLASHFOOT2', 25);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('Project Info Map', () => {
  it('hands the stock to the earlier installation first and shows what the later one is short of', async () => {
    const map = await readMap(firstWeek, 4);
    expect(map.weeks[0]).toBe(firstWeek);
    expect(map.installations).toEqual([
      {
        project_id: early.projectId,
        deal_id: early.dealId,
        deal_name: 'Early Harbour',
        installation_date: isoWeekMonday(firstWeek),
        week: firstWeek,
        latitude: 44.6488,
        longitude: -63.5752,
        status: 'available',
        shortages: [],
      },
      expect.objectContaining({
        project_id: late.projectId,
        deal_name: 'Late Valley',
        week: addIsoWeeks(firstWeek, 1),
        status: 'short',
      }),
    ]);
    // 25 attachments − 20 for the earlier = 5 of 10; the only inverter went to the earlier.
    const shortages = map.installations[1]!.shortages;
    const byItem = new Map(shortages.map((shortage) => [shortage.item_id, shortage]));
    expect(byItem.get(item['ATT-FLASHFOOT2']!)).toEqual(
      expect.objectContaining({
        itemno: 'ATT-FLASHFOOT2',
        needed: 10,
        available: 5,
        short_by: 5,
      }),
    );
    expect(byItem.get(item['INV-SE7600H']!)).toEqual(
      expect.objectContaining({ itemno: 'INV-SE7600H', needed: 1, available: 0, short_by: 1 }),
    );
  });

  it('lets an installation before the chosen weeks take its parts first', async () => {
    const map = await readMap(addIsoWeeks(firstWeek, 1), 2);
    expect(map.installations.map((entry) => [entry.deal_name, entry.status])).toEqual([
      ['Late Valley', 'short'],
    ]);
    expect(map.installations[0]!.shortages.map((entry) => entry.short_by).sort()).toEqual([1, 5]);
  });

  it('counts what was shipped to a project, which leaves the stock for the others', async () => {
    // One more inverter arrives, then the later project gets everything it needs.
    await move('INV-SE7600H', 1);
    await move('INV-SE7600H', -1, late.dealId);
    await move('ATT-FLASHFOOT2', -10, late.dealId);
    const map = await readMap(firstWeek, 4);
    // On hand now: 1 inverter, 15 attachments; the earlier needs 20 of them.
    expect(map.installations.map((entry) => [entry.deal_name, entry.status])).toEqual([
      ['Early Harbour', 'short'],
      ['Late Valley', 'shipped'],
    ]);
    expect(map.installations[0]!.shortages).toEqual([
      expect.objectContaining({ itemno: 'ATT-FLASHFOOT2', needed: 20, available: 15, short_by: 5 }),
    ]);
    expect(map.installations[1]!.shortages).toEqual([]);
  });

  it('refuses a horizon out of range and is for operations and administrators only', async () => {
    const wrong = await call(
      ops,
      'GET',
      `/api/demand/project-map/?from_week=${firstWeek}&weeks=53`,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain(messages.demandHorizonInvalid);
    const url = `/api/demand/project-map/?from_week=${firstWeek}&weeks=4`;
    expect((await call(rep1, 'GET', url)).statusCode).toBe(403);
    expect((await call(admin, 'GET', url)).statusCode).toBe(200);
  });
});
