import { and, eq, inArray } from 'drizzle-orm';
import {
  addIsoWeeks,
  demoAccountEmails,
  isoWeekMonday,
  isoWeekOf,
  messages,
  type BomLink,
  type DemandCellRow,
  type DemandGrid,
  type PlanningCategory,
  type PlanningItemPage,
  type PanelLink,
  type PlannedInstallation,
  versionConflictCode,
} from '@solar/shared/domain';
import { dealStages, provinces, users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { postMovements } from '../../stock';
import { warehouses } from '../../stock/stock-tables';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';
import { partsForInstallation, readGrossDemand } from '..';
import { bomLinks } from '../demand-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
const item: Record<string, number> = {};
let rooftopBom: number;
let groundBom: number;
let ground440Bom: number;
let nsId: number;
let peId: number;
let warehouseId: number;
const week = addIsoWeeks(isoWeekOf(new Date().toISOString().slice(0, 10)), 3);

async function newBom(
  name: string,
  lines: [string, 'Fixed' | 'Multiply' | 'DevideUp', number, number][],
) {
  const [bom] = await t.database.db
    .insert(boms)
    .values({ bomdes: name, bomsts: 'Active' })
    .returning({ id: boms.id });
  await t.database.db.insert(bomDetails).values(
    lines.map(([itemno, calculationmethod, parameter, denominator]) => ({
      bomId: bom!.id,
      itemId: item[itemno]!,
      calculationmethod,
      parameter,
      denominator,
    })),
  );
  return bom!.id;
}

/** Receives `received` of an item into stock, then issues `issued` of it to a deal. */
async function receiveAndIssue(itemno: string, received: number, issued: number, dealId: number) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
  await t.database.db.transaction(async (tx) => {
    await postMovements(tx as never, [
      {
        kind: 'receipt',
        itemId: item[itemno]!,
        warehouseId,
        quantity: received,
        createdBy: user!.id,
      },
    ]);
    await postMovements(tx as never, [
      {
        kind: 'issue',
        itemId: item[itemno]!,
        warehouseId,
        quantity: -issued,
        dealId,
        createdBy: user!.id,
      },
    ]);
  });
}

const link = (body: Partial<Record<string, unknown>>) => ({
  bom_id: rooftopBom,
  installation_type: null,
  program: null,
  panel_size_w: null,
  province_id: null,
  ...body,
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .where(
      inArray(items.itemno, [
        'MOD-405-BLK',
        'MOD-405-AB',
        'MOD-440-BLK',
        'RAIL-XR10-168',
        'CLAMP-MID-UNIV',
        'ATT-FLASHFOOT2',
        'INV-SE7600H',
      ]),
    );
  for (const row of rows) item[row.itemno] = row.id;
  rooftopBom = await newBom('Rooftop kit', [
    ['INV-SE7600H', 'Fixed', 1, 1],
    ['RAIL-XR10-168', 'DevideUp', 1, 2],
    ['ATT-FLASHFOOT2', 'Multiply', 2, 1],
    ['MOD-405-BLK', 'Multiply', 1, 1],
  ]);
  groundBom = await newBom('Ground kit', [['INV-SE7600H', 'Fixed', 1, 1]]);
  ground440Bom = await newBom('Ground 440 W kit', [['CLAMP-MID-UNIV', 'Multiply', 3, 1]]);
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  nsId = provinceRows.find((row) => row.code === 'NS')!.id;
  peId = provinceRows.find((row) => row.code === 'PE')!.id;
  [{ id: warehouseId }] = (await db.select({ id: warehouses.id }).from(warehouses).limit(1)) as [
    { id: number },
  ];
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('BOM links', () => {
  it('starts with the default, keeps exactly one, and refuses two links with the same criteria', async () => {
    const first = await call(
      ops,
      'POST',
      '/api/demand/bom-links/',
      link({ installation_type: 'ground', bom_id: groundBom }),
    );
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ message: messages.bomLinkDefaultFirst });

    const byDefault = await call(ops, 'POST', '/api/demand/bom-links/', link({}));
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json<BomLink>().is_default).toBe(true);
    const ground = await call(
      ops,
      'POST',
      '/api/demand/bom-links/',
      link({ installation_type: 'ground', bom_id: groundBom }),
    );
    expect(ground.statusCode).toBe(201);
    const again = await call(
      ops,
      'POST',
      '/api/demand/bom-links/',
      link({ installation_type: 'ground', bom_id: rooftopBom }),
    );
    expect(again.json()).toEqual({ message: messages.bomLinkDuplicate });
    expect((await call(ops, 'POST', '/api/demand/bom-links/', link({}))).statusCode).toBe(409);

    const defaultLink = byDefault.json<BomLink>();
    const narrowed = await call(ops, 'PUT', `/api/demand/bom-links/${defaultLink.id}/`, {
      ...link({ province_id: nsId }),
      version: defaultLink.version,
    });
    expect(narrowed.json()).toEqual({ message: messages.bomLinkDefaultRequired });
    const deleted = await call(
      ops,
      'DELETE',
      `/api/demand/bom-links/${defaultLink.id}/?version=${defaultLink.version}`,
    );
    expect(deleted.json()).toEqual({ message: messages.bomLinkDefaultRequired });
    // The database holds the rule too, whoever writes.
    await expect(
      t.database.db.delete(bomLinks).where(eq(bomLinks.isDefault, true)),
    ).rejects.toThrow();
    expect((await call(ops, 'GET', '/api/demand/bom-links/')).json<BomLink[]>()).toHaveLength(2);
  });

  it('gives the parts list of the most specific link, its quantities following the panel count', async () => {
    await call(
      ops,
      'POST',
      '/api/demand/bom-links/',
      link({ installation_type: 'ground', panel_size_w: 440, bom_id: ground440Bom }),
    );
    await call(
      ops,
      'POST',
      '/api/demand/bom-links/',
      link({ installation_type: 'ground', province_id: nsId, bom_id: rooftopBom }),
    );
    const db = t.database.db;
    const roof = await partsForInstallation(db, {
      installationType: 'rooftop',
      panelSizeW: 405,
      provinceId: nsId,
      panelCount: 9,
    });
    expect(roof.bomId).toBe(rooftopBom);
    expect(Object.fromEntries(roof.parts.map((part) => [part.itemId, part.quantity]))).toEqual({
      [item['INV-SE7600H']!]: 1,
      [item['RAIL-XR10-168']!]: 5,
      [item['ATT-FLASHFOOT2']!]: 18,
      [item['MOD-405-BLK']!]: 9,
    });
    expect(
      (
        await partsForInstallation(db, {
          installationType: 'ground',
          panelSizeW: 405,
          provinceId: peId,
          panelCount: 9,
        })
      ).bomId,
    ).toBe(groundBom);
    expect(
      (
        await partsForInstallation(db, {
          installationType: 'ground',
          panelSizeW: 405,
          provinceId: nsId,
          panelCount: 9,
        })
      ).bomId,
    ).toBe(rooftopBom);
    // A named panel size outranks a type with a province.
    expect(
      (
        await partsForInstallation(db, {
          installationType: 'ground',
          panelSizeW: 440,
          provinceId: nsId,
          panelCount: 9,
        })
      ).bomId,
    ).toBe(ground440Bom);
    const list = (await call(ops, 'GET', '/api/demand/bom-links/')).json<BomLink[]>();
    expect(list.map((entry) => entry.specificity)).toEqual([12, 6, 4, 0]);
  });

  it('is for operations and administrators, never for reps', async () => {
    expect((await call(rep1, 'GET', '/api/demand/bom-links/')).statusCode).toBe(403);
    expect((await call(rep1, 'GET', `/api/demand/?from_week=${week}&weeks=4`)).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', '/api/demand/bom-links/')).statusCode).toBe(200);
  });
});

describe('panel links', () => {
  it('keeps the preferred item first and the alternates in order, and panels land on it', async () => {
    const saved = await call(ops, 'PUT', '/api/demand/panel-links/405/', {
      item_ids: [item['MOD-405-AB'], item['MOD-405-BLK']],
      version: 1,
    });
    expect(saved.statusCode).toBe(200);
    const link = saved.json<{ items: { itemno: string }[]; candidates: { itemno: string }[] }>();
    expect(link.items.map((entry) => entry.itemno)).toEqual(['MOD-405-AB', 'MOD-405-BLK']);
    // The items rated at 405 W are what may be linked.
    expect(link.candidates.map((entry) => entry.itemno)).toEqual(
      expect.arrayContaining(['MOD-405-AB', 'MOD-405-BLK']),
    );
    const twice = await call(ops, 'PUT', '/api/demand/panel-links/405/', {
      item_ids: [item['MOD-405-AB'], item['MOD-405-AB']],
      version: 2,
    });
    expect(twice.statusCode).toBe(400);
    // The parts list's own module line names a linked panel item: the panels count once, on the preferred one.
    const roof = await partsForInstallation(t.database.db, {
      installationType: 'rooftop',
      panelSizeW: 405,
      provinceId: null,
      panelCount: 9,
    });
    const quantities = Object.fromEntries(roof.parts.map((part) => [part.itemId, part.quantity]));
    expect(quantities[item['MOD-405-AB']!]).toBe(9);
    expect(quantities[item['MOD-405-BLK']!]).toBeUndefined();
  });

  it('refuses a save from an older version of the size (409), never overwriting silently', async () => {
    const sizeOf = async (size: number) =>
      (await call(ops, 'GET', '/api/demand/panel-links/'))
        .json<PanelLink[]>()
        .find((entry) => entry.panel_size_w === size)!;
    const seen = await sizeOf(440);
    expect(seen.version).toBe(1);
    // Two people save the size they both opened at the same moment: one wins, the other is told.
    const [first, second] = await Promise.all([
      call(ops, 'PUT', '/api/demand/panel-links/440/', {
        item_ids: [item['MOD-440-BLK']],
        version: seen.version,
      }),
      call(admin, 'PUT', '/api/demand/panel-links/440/', { item_ids: [], version: seen.version }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toEqual({
      message: messages.recordVersionConflict,
      error: versionConflictCode,
    });
    const stored = await sizeOf(440);
    expect(stored.version).toBe(2);
    const winner = first.statusCode === 200 ? first : second;
    expect(stored.items).toEqual(winner.json<PanelLink>().items);
    // The loser, reloaded, saves from the new version.
    const again = await call(ops, 'PUT', '/api/demand/panel-links/440/', {
      item_ids: [item['MOD-440-BLK']],
      version: stored.version,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<PanelLink>()).toMatchObject({
      version: 3,
      items: [{ itemno: 'MOD-440-BLK' }],
    });
    const stale = await call(ops, 'PUT', '/api/demand/panel-links/440/', {
      item_ids: [],
      version: stored.version,
    });
    expect(stale.statusCode).toBe(409);
    expect((await sizeOf(440)).items).toHaveLength(1);
  });
});

describe('planning settings', () => {
  it('takes the category default until the item has its own, and bulk edit sets only the chosen fields', async () => {
    const railDefault = {
      planned: true,
      lead_time_days: 14,
      safety_stock: 20,
      moq: 10,
      order_multiple: 5,
      preferred_vendor_id: null,
      planning_warehouse_id: warehouseId,
    };
    const category = await call(ops, 'PUT', '/api/demand/categories/RAIL/', railDefault);
    expect(category.statusCode).toBe(200);
    expect(category.json<PlanningCategory>().item_count).toBeGreaterThan(1);
    const rails = async () =>
      (await call(ops, 'GET', '/api/demand/item-settings/?category=RAIL')).json<PlanningItemPage>();
    const before = await rails();
    expect(
      before.results.every(
        (row) => row.source === 'category' && row.settings?.lead_time_days === 14,
      ),
    ).toBe(true);

    const rail = item['RAIL-XR10-168']!;
    const edited = await call(ops, 'POST', '/api/demand/item-settings/bulk/', {
      item_ids: [rail],
      set: { moq: 40 },
    });
    expect(edited.json()).toEqual({ count: 1 });
    const after = (await rails()).results.find((row) => row.item_id === rail)!;
    expect(after.source).toBe('item');
    expect(after.settings).toMatchObject({ moq: 40, lead_time_days: 14, order_multiple: 5 });

    // The reorder point is the item's stock setting: set on the Stock page, read here, and no
    // longer a planning field of its own.
    expect(after.reorder_point).toBeNull();
    await call(ops, 'PUT', `/api/stock/items/${rail}/reorder-point/`, { reorder_point: 12 });
    expect((await rails()).results.find((row) => row.item_id === rail)!.reorder_point).toBe(12);
    expect(
      (
        await call(ops, 'PUT', '/api/demand/categories/RAIL/', {
          ...railDefault,
          reorder_point: 30,
        })
      ).statusCode,
    ).toBe(400);

    expect(
      (await call(ops, 'POST', '/api/demand/item-settings/bulk/', { item_ids: [rail], set: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(ops, 'POST', '/api/demand/item-settings/bulk/', {
          item_ids: [rail],
          set: { preferred_vendor_id: 999_999 },
        })
      ).json(),
    ).toEqual({ message: messages.planningUnknownVendor });

    await call(ops, 'POST', '/api/demand/item-settings/clear/', { item_ids: [rail] });
    expect((await rails()).results.find((row) => row.item_id === rail)!.source).toBe('category');
    const inverter = (
      await call(ops, 'GET', '/api/demand/item-settings/?search=INV-SE7600H')
    ).json<PlanningItemPage>();
    expect(inverter.results[0]).toMatchObject({ source: 'none', settings: null, category: 'INV' });
  });
});

describe('demand', () => {
  let projectId: number;
  let dealId: number;

  beforeAll(async () => {
    const db = t.database.db;
    const [won] = await db
      .select({ id: dealStages.id })
      .from(dealStages)
      .where(eq(dealStages.name, 'Closed Won'));
    const created = await call(admin, 'POST', '/api/crm/deals/', {
      name: 'Harbour View Solar',
      stage: won!.id,
      status: 1,
      address: { address: '1 Harbour Road', city_text: 'Halifax', province_text: 'NS' },
    });
    expect(created.statusCode).toBe(201);
    dealId = created.json<{ id: number }>().id;
    const [project] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.dealId, dealId));
    projectId = project!.id;
    await db.update(projects).set({ systemPanels: 10 }).where(eq(projects.id, projectId));
    await db
      .update(projectMilestones)
      .set({ plannedDate: isoWeekMonday(week) })
      .where(
        and(
          eq(projectMilestones.projectId, projectId),
          eq(projectMilestones.key, 'installation_scheduled'),
        ),
      );
  });

  it('counts a scheduled project by its linked parts list, less what was already issued to it', async () => {
    const grid = (
      await call(ops, 'GET', `/api/demand/?from_week=${week}&weeks=4`)
    ).json<DemandGrid>();
    expect(grid.weeks[0]).toBe(week);
    const row = (itemno: string) => grid.items.find((entry) => entry.itemno === itemno);
    expect(row('MOD-405-AB')?.quantities).toEqual([10, 0, 0, 0]);
    expect(row('ATT-FLASHFOOT2')?.quantities[0]).toBe(20);

    await receiveAndIssue('ATT-FLASHFOOT2', 50, 8, dealId);
    const after = (
      await call(ops, 'GET', `/api/demand/?from_week=${week}&weeks=4`)
    ).json<DemandGrid>();
    expect(after.items.find((entry) => entry.itemno === 'ATT-FLASHFOOT2')?.quantities[0]).toBe(12);
    const cell = (
      await call(ops, 'GET', `/api/demand/cell/?item_id=${item['ATT-FLASHFOOT2']}&week=${week}`)
    ).json<DemandCellRow[]>();
    expect(cell).toEqual([
      expect.objectContaining({
        source: 'project',
        source_id: projectId,
        label: 'Harbour View Solar',
        required: 20,
        shipped: 8,
        quantity: 12,
      }),
    ]);
  });

  it('adds planned installations as their own source, copies a week and imports CSV', async () => {
    const planned = await call(ops, 'POST', '/api/demand/planned/', {
      week,
      count: 3,
      installation_type: 'rooftop',
      panel_size_w: 405,
      panels_each: 4,
      province_id: nsId,
      program: null,
    });
    expect(planned.statusCode).toBe(201);
    const cell = (
      await call(ops, 'GET', `/api/demand/cell/?item_id=${item['INV-SE7600H']}&week=${week}`)
    ).json<DemandCellRow[]>();
    expect(cell.map((entry) => [entry.source, entry.quantity])).toEqual([
      ['plan', 3],
      ['project', 1],
    ]);
    expect(cell[0]!.label).toBe('3 × rooftop 405 W, NS');

    const next = addIsoWeeks(week, 1);
    expect(
      (
        await call(ops, 'POST', '/api/demand/planned/copy-week/', {
          from_week: week,
          to_week: next,
        })
      ).json(),
    ).toEqual({ count: 1 });
    expect(
      (
        await call(ops, 'POST', '/api/demand/planned/copy-week/', {
          from_week: next,
          to_week: next,
        })
      ).statusCode,
    ).toBe(400);

    const token = await t.tokenFor(ops);
    const upload = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/demand/planned/import/',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
        payload: body,
      });
    const header = 'week,count,installation_type,panel_size_w,panels_each,province,program\n';
    const bad = await upload(
      `${header}${week},2,rooftop,405,10,NS,\n2027-W60,2,rooftop,405,10,XX,\n`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(
      messages.plannedImportRowProblem(3, messages.plannedImportUnknownProvince),
    );
    const good = await upload(
      `${header}${week},2,ground,440,12,PE,\n${next},1,Rooftop,405,8,,sunline\n`,
    );
    expect(good.json()).toEqual({ count: 2 });
    const listed = (await call(ops, 'GET', `/api/demand/planned/?from_week=${week}&weeks=2`)).json<
      PlannedInstallation[]
    >();
    expect(listed).toHaveLength(4);

    const rows = await readGrossDemand(t.database.db, { fromWeek: week, weeks: 2 });
    const clamps = rows.filter((entry) => entry.itemId === item['CLAMP-MID-UNIV']);
    expect(clamps).toEqual([
      expect.objectContaining({ week, source: 'plan', quantity: 2 * 12 * 3 }),
    ]);
  });

  it('adds up in the grid exactly the gross demand rows of every source, whatever the window', async () => {
    const db = t.database.db;
    const [won] = await db
      .select({ id: dealStages.id })
      .from(dealStages)
      .where(eq(dealStages.name, 'Closed Won'));
    const created = await call(admin, 'POST', '/api/crm/deals/', {
      name: 'Island Barn Array',
      stage: won!.id,
      status: 1,
      address: { address: '9 Barn Lane', city_text: 'Charlottetown', province_text: 'PE' },
    });
    const islandDealId = created.json<{ id: number }>().id;
    const [island] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.dealId, islandDealId));
    await db.update(projects).set({ systemPanels: 7 }).where(eq(projects.id, island!.id));
    await db
      .update(projectMilestones)
      .set({ plannedDate: isoWeekMonday(addIsoWeeks(week, 1)) })
      .where(
        and(
          eq(projectMilestones.projectId, island!.id),
          eq(projectMilestones.key, 'installation_scheduled'),
        ),
      );
    // More issued than the project needs: its need of that item is nothing, never negative.
    await receiveAndIssue('INV-SE7600H', 5, 3, islandDealId);
    // Two more installations of the Harbour View's kind in its week, nothing issued to them: the
    // grid counts installations of one kind together, the project with issues on its own.
    for (const name of ['Harbour Annex East', 'Harbour Annex West']) {
      const annex = await call(admin, 'POST', '/api/crm/deals/', {
        name,
        stage: won!.id,
        status: 1,
        address: { address: '2 Harbour Road', city_text: 'Halifax', province_text: 'NS' },
      });
      const [project] = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.dealId, annex.json<{ id: number }>().id));
      await db.update(projects).set({ systemPanels: 10 }).where(eq(projects.id, project!.id));
      await db
        .update(projectMilestones)
        .set({ plannedDate: isoWeekMonday(week) })
        .where(
          and(
            eq(projectMilestones.projectId, project!.id),
            eq(projectMilestones.key, 'installation_scheduled'),
          ),
        );
    }

    for (const [fromWeek, weeks] of [
      [week, 4],
      [addIsoWeeks(week, -2), 12],
      [addIsoWeeks(week, 1), 1],
    ] as const) {
      const grid = (
        await call(ops, 'GET', `/api/demand/?from_week=${fromWeek}&weeks=${weeks}`)
      ).json<DemandGrid>();
      const expected = new Map<number, number[]>();
      for (const row of await readGrossDemand(db, { fromWeek, weeks })) {
        const quantities = expected.get(row.itemId) ?? grid.weeks.map(() => 0);
        quantities[grid.weeks.indexOf(row.week)]! += row.quantity;
        expected.set(row.itemId, quantities);
      }
      expect(grid.items.length).toBeGreaterThan(0);
      expect(
        Object.fromEntries(grid.items.map((entry) => [entry.item_id, entry.quantities])),
      ).toEqual(Object.fromEntries(expected));
      for (const entry of grid.items) {
        expect(entry.total).toBe(entry.quantities.reduce((sum, quantity) => sum + quantity, 0));
      }
    }
    const harbourWeek = (
      await call(ops, 'GET', `/api/demand/?from_week=${week}&weeks=1`)
    ).json<DemandGrid>();
    // Three projects of 20 flashfeet each, 8 already issued to the Harbour View, and the plans.
    const flashfeet = (
      await call(ops, 'GET', `/api/demand/cell/?item_id=${item['ATT-FLASHFOOT2']}&week=${week}`)
    ).json<DemandCellRow[]>();
    expect(
      flashfeet.filter((entry) => entry.source === 'project').map((entry) => entry.quantity),
    ).toEqual([20, 20, 12]);
    expect(
      harbourWeek.items.find((entry) => entry.itemno === 'ATT-FLASHFOOT2')?.quantities[0],
    ).toBe(flashfeet.reduce((sum, entry) => sum + entry.quantity, 0));
    const islandWeek = (
      await call(ops, 'GET', `/api/demand/?from_week=${addIsoWeeks(week, 1)}&weeks=1`)
    ).json<DemandGrid>();
    const byItemno = (itemno: string) =>
      islandWeek.items.find((entry) => entry.itemno === itemno)?.quantities[0];
    // The copied week's planned rooftop installation (3 inverters) plus the project's, all issued.
    expect(byItemno('INV-SE7600H')).toBe(3 + 1);
    expect(byItemno('MOD-405-AB')).toBe(3 * 4 + 8 + 7);
  });
});
