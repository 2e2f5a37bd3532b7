import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type MrpConvertResult,
  type MrpRun,
  type MrpRunItemPage,
  type MrpRunPage,
  type MrpSourceList,
  type PurchaseOrder,
} from '@solar/shared/domain';
import { dealStages, users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { postMovements } from '../../stock';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';
import { mrpRunItems, mrpRuns } from '../mrp-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
let panel: number;
let vendorId: number;
let warehouseId: number;
const projectIds: number[] = [];

// The worked example of docs/planning.md, read from the page: the run must answer its table.
const doc = readFileSync(path.resolve(__dirname, '../../../../../docs/planning.md'), 'utf8');
function exampleTable(): Map<string, number[]> {
  const after = doc.slice(doc.indexOf('<!-- planning-example'));
  const rows = new Map<string, number[]>();
  for (const line of after
    .split('\n')
    .filter((entry) => entry.startsWith('|'))
    .slice(0, 8)) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells[0]!.startsWith('---') || cells[0] === 'Week') continue;
    rows.set(cells[0]!, cells.slice(1).map(Number));
  }
  return rows;
}

/** A won deal whose project installs `panels` panels on `day` (rooftop 405 W by default). */
async function scheduleInstallation(name: string, panels: number, day: string) {
  const db = t.database.db;
  const [won] = await db
    .select({ id: dealStages.id })
    .from(dealStages)
    .where(eq(dealStages.name, 'Closed Won'));
  const created = await call(admin, 'POST', '/api/crm/deals/', {
    name,
    stage: won!.id,
    status: 1,
    address: { address: '1 Harbour Road', city_text: 'Halifax', province_text: 'NS' },
  });
  expect(created.statusCode).toBe(201);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.dealId, created.json<{ id: number }>().id));
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
  projectIds.push(project!.id);
}

async function sentOrder(quantity: number, expectedDate: string) {
  const draft = await call(ops, 'POST', '/api/purchase-orders/', {
    vendor_id: vendorId,
    warehouse_id: warehouseId,
    notes: '',
    lines: [{ item_id: panel, quantity, unit_cost: '120.00', expected_date: expectedDate }],
  });
  expect(draft.statusCode).toBe(201);
  const order = draft.json<PurchaseOrder>();
  const sent = await call(ops, 'POST', `/api/purchase-orders/${order.id}/status/`, {
    status: 'Sent',
    version: order.version,
  });
  expect(sent.statusCode).toBe(200);
  return sent.json<PurchaseOrder>();
}

async function runPlan(): Promise<MrpRun> {
  const started = await call(ops, 'POST', '/api/mrp/runs/', {
    horizon_start: '2027-03-03',
    weeks: 8,
    include_forecast: false,
    warehouse_id: warehouseId,
  });
  expect(started.statusCode).toBe(201);
  const run = started.json<MrpRun>();
  expect(run).toMatchObject({ horizon_start: '2027-03-01', weeks: 8 });
  // The job engine may pick the run up before the answer is written: both are a started run.
  expect(['queued', 'running']).toContain(run.status);
  expect(run.job_id).not.toBeNull();
  await t.app.jobs.idle();
  return (await call(ops, 'GET', `/api/mrp/runs/${run.id}/`)).json<MrpRun>();
}

let po1: PurchaseOrder;
let po2: PurchaseOrder;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(inArray(items.itemno, ['MOD-405-BLK']));
  panel = row!.id;
  // The parts list of every installation: its panels come from the panel link, nothing else.
  const [bom] = await db
    .insert(boms)
    .values({ bomdes: 'Panels only', bomsts: 'Active' })
    .returning({ id: boms.id });
  await db.insert(bomDetails).values({
    bomId: bom!.id,
    itemId: panel,
    calculationmethod: 'Multiply',
    parameter: 1,
    denominator: 1,
  });
  expect(
    (
      await call(ops, 'POST', '/api/demand/bom-links/', {
        bom_id: bom!.id,
        installation_type: null,
        program: null,
        panel_size_w: null,
        province_id: null,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call(ops, 'PUT', '/api/demand/panel-links/405/', {
        item_ids: [panel],
        // A new database: the size has not been saved yet.
        version: 1,
      })
    ).statusCode,
  ).toBe(200);
  const warehouse = await call(admin, 'POST', '/api/stock/warehouses/', {
    name: 'Planning example',
    address: '',
    active: true,
    allow_negative: false,
  });
  expect(warehouse.statusCode).toBe(201);
  warehouseId = warehouse.json<{ id: number }>().id;
  const vendor = await call(ops, 'POST', '/api/purchase-orders/vendors/', {
    name: 'Panel supplier',
    contact: '',
    email: '',
    phone: '',
    lead_time_days: 10,
  });
  expect(vendor.statusCode).toBe(201);
  vendorId = vendor.json<{ id: number }>().id;
  expect(
    (
      await call(ops, 'POST', '/api/demand/item-settings/bulk/', {
        item_ids: [panel],
        set: {
          planned: true,
          lead_time_days: 10,
          safety_stock: 10,
          moq: 50,
          order_multiple: 25,
          preferred_vendor_id: vendorId,
          planning_warehouse_id: null,
        },
      })
    ).statusCode,
  ).toBe(200);
  const [someone] = await db.select({ id: users.id }).from(users).limit(1);
  await db.transaction(async (tx) => {
    await postMovements(tx as never, [
      { kind: 'receipt', itemId: panel, warehouseId, quantity: 40, createdBy: someone!.id },
    ]);
  });
  await scheduleInstallation('Needs 20', 20, '2027-03-03');
  await scheduleInstallation('Needs 18 on Tuesday', 18, '2027-03-09');
  await scheduleInstallation('Needs 18 on Thursday', 18, '2027-03-11');
  await scheduleInstallation('Needs 10', 10, '2027-03-12');
  await scheduleInstallation('Needs 36', 36, '2027-03-24');
  await scheduleInstallation('Needs 54', 54, '2027-03-31');
  po1 = await sentOrder(30, '2027-03-25');
  po2 = await sentOrder(100, '2027-04-21');
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('an MRP run', () => {
  let run: MrpRun;
  let page: MrpRunItemPage;

  beforeAll(async () => {
    run = await runPlan();
    page = (
      await call(ops, 'GET', `/api/mrp/runs/${run.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>();
  });

  it('answers the worked example of the planning page, row by row', () => {
    expect(run.status).toBe('completed');
    const table = exampleTable();
    expect(page.weeks).toEqual([
      '2027-03-01',
      '2027-03-08',
      '2027-03-15',
      '2027-03-22',
      '2027-03-29',
      '2027-04-05',
      '2027-04-12',
      '2027-04-19',
    ]);
    const item = page.results.find((entry) => entry.item_id === panel)!;
    expect(item.rows).toEqual({
      gross: table.get('Gross demand'),
      receipts: table.get('Scheduled receipts'),
      projected: table.get('Projected on hand'),
      net: table.get('Net requirement'),
      planned_receipts: table.get('Planned order receipts'),
      planned_releases: table.get('Planned order releases'),
    });
    expect(item.exceptions).toEqual([
      messages.mrpExceptionExpedite(po1.number, 30, '2027-03-22', '2027-03-08'),
      messages.mrpExceptionOrderLate(50, '2027-03-08', '2027-02-22', 1),
      messages.mrpExceptionPostpone(po2.number, 100, '2027-04-19', null),
      messages.mrpExceptionExcess(114, 104),
    ]);
    expect(
      item.planned_orders.map(({ release_week, receipt_week, quantity, late }) => ({
        release_week,
        receipt_week,
        quantity,
        late,
      })),
    ).toEqual([
      { release_week: '2027-02-22', receipt_week: '2027-03-08', quantity: 50, late: true },
      { release_week: '2027-03-15', receipt_week: '2027-03-29', quantity: 50, late: false },
    ]);
  });

  it('opens a gross figure on its projects and a receipt on its purchase order line', async () => {
    const gross = (
      await call(
        ops,
        'GET',
        `/api/mrp/runs/${run.id}/sources/?item_id=${panel}&week=2027-03-08&row=gross`,
      )
    ).json<MrpSourceList>();
    expect(gross.total).toBe(46);
    expect(gross.sources.map((source) => [source.kind, source.label, source.quantity])).toEqual([
      ['project', 'Needs 18 on Thursday', 18],
      ['project', 'Needs 18 on Tuesday', 18],
      ['project', 'Needs 10', 10],
    ]);
    const receipts = (
      await call(
        ops,
        'GET',
        `/api/mrp/runs/${run.id}/sources/?item_id=${panel}&week=2027-03-08&row=receipts`,
      )
    ).json<MrpSourceList>();
    expect(receipts).toMatchObject({ total: 30 });
    expect(receipts.sources).toEqual([
      expect.objectContaining({
        kind: 'purchase-order',
        label: po1.number,
        purchase_order_id: po1.id,
        source_id: po1.lines[0]!.id,
        quantity: 30,
        day: '2027-03-25',
      }),
    ]);
  });

  it('lists the run with who started it and its inputs, and filters to exceptions', async () => {
    const list = (await call(ops, 'GET', '/api/mrp/runs/')).json<MrpRunPage>();
    expect(list.results[0]).toMatchObject({
      id: run.id,
      status: 'completed',
      include_forecast: false,
      warehouse: { id: warehouseId, name: 'Planning example' },
      planned_order_count: 2,
    });
    expect(list.results[0]!.created_by).not.toBeNull();
    const exceptional = (
      await call(ops, 'GET', `/api/mrp/runs/${run.id}/items/?exceptions_only=true`)
    ).json<MrpRunItemPage>();
    expect(exceptional.results.every((entry) => entry.exceptions.length > 0)).toBe(true);
    expect(exceptional.results.some((entry) => entry.item_id === panel)).toBe(true);
  });

  it('turns planned orders into one draft per vendor, once', async () => {
    const item = page.results.find((entry) => entry.item_id === panel)!;
    const ids = item.planned_orders.map((order) => order.id);
    const converted = await call(ops, 'POST', `/api/mrp/runs/${run.id}/purchase-orders/`, {
      planned_order_ids: ids,
    });
    expect(converted.statusCode).toBe(201);
    const result = converted.json<MrpConvertResult>();
    // The item is planned in two weeks: an order holds an item once, so two drafts.
    expect(result.purchase_orders).toHaveLength(2);
    const first = (
      await call(ops, 'GET', `/api/purchase-orders/${result.purchase_orders[0]!.id}/`)
    ).json<PurchaseOrder>();
    expect(first).toMatchObject({ status: 'Draft', vendor: { id: vendorId } });
    expect(first.lines).toEqual([
      expect.objectContaining({ item_id: panel, quantity: 50, expected_date: '2027-03-08' }),
    ]);
    const again = await call(ops, 'POST', `/api/mrp/runs/${run.id}/purchase-orders/`, {
      planned_order_ids: ids,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.mrpPlannedOrdersConverted });
    const after = (
      await call(ops, 'GET', `/api/mrp/runs/${run.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>();
    expect(after.results[0]!.planned_orders.map((order) => order.purchase_order?.id)).toEqual(
      result.purchase_orders.map((order) => order.id),
    );
  });

  it('counts the drafts it made as open orders in the next run: nothing more to order', async () => {
    const next = await runPlan();
    const item = (
      await call(ops, 'GET', `/api/mrp/runs/${next.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>().results[0]!;
    expect(item.rows.net.every((value) => value === 0)).toBe(true);
    expect(item.planned_orders).toEqual([]);
    // The first run is kept as it was.
    const old = (
      await call(ops, 'GET', `/api/mrp/runs/${run.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>().results[0]!;
    expect(old.rows.planned_receipts).toEqual([0, 50, 0, 0, 50, 0, 0, 0]);
  });

  it('reads a run kept before plans were stored compactly exactly as it was kept', async () => {
    const db = t.database.db;
    const item = page.results.find((entry) => entry.item_id === panel)!;
    const sourcesOf = async (runId: number, row: 'gross' | 'receipts') =>
      (
        await call(
          ops,
          'GET',
          `/api/mrp/runs/${runId}/sources/?item_id=${panel}&week=2027-03-08&row=${row}`,
        )
      ).json<MrpSourceList>();
    const gross = await sourcesOf(run.id, 'gross');
    const receipts = await sourcesOf(run.id, 'receipts');
    const [stored] = await db
      .select()
      .from(mrpRunItems)
      .where(and(eq(mrpRunItems.runId, run.id), eq(mrpRunItems.itemId, panel)));
    const [old] = await db
      .insert(mrpRuns)
      .values({
        status: 'completed',
        horizonStart: run.horizon_start,
        weeks: run.weeks,
        includeForecast: false,
        itemCount: 1,
        planFormat: 1,
      })
      .returning({ id: mrpRuns.id });
    // The first format: whole rows, and each source named in full inside the item.
    await db.insert(mrpRunItems).values({
      ...stored!,
      runId: old!.id,
      rows: JSON.stringify(item.rows),
      sources: JSON.stringify({
        demand: gross.sources.map((source) => [
          1,
          source.kind,
          source.source_id,
          source.quantity,
          source.label,
          source.deal_id,
        ]),
        receipts: receipts.sources.map((source) => [
          1,
          source.source_id,
          source.purchase_order_id,
          source.quantity,
          source.day,
        ]),
      }),
    });
    const oldPage = (
      await call(ops, 'GET', `/api/mrp/runs/${old!.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>();
    expect(oldPage.weeks).toEqual(page.weeks);
    expect(oldPage.results).toEqual([{ ...item, planned_orders: [] }]);
    expect(await sourcesOf(old!.id, 'gross')).toEqual(gross);
    expect(await sourcesOf(old!.id, 'receipts')).toEqual(receipts);
  });
});

describe('refusals', () => {
  it('refuses an item without a vendor by name, a bad horizon and a missing run', async () => {
    const bad = await call(ops, 'POST', '/api/mrp/runs/', {
      horizon_start: '2027-03-01',
      weeks: 105,
      include_forecast: false,
      warehouse_id: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(messages.mrpWeeksInvalid);
    expect((await call(ops, 'GET', '/api/mrp/runs/999999/')).statusCode).toBe(404);

    await call(ops, 'POST', '/api/demand/item-settings/bulk/', {
      item_ids: [panel],
      set: { preferred_vendor_id: null, safety_stock: 500 },
    });
    const run = await runPlan();
    const item = (
      await call(ops, 'GET', `/api/mrp/runs/${run.id}/items/?search=MOD-405-BLK`)
    ).json<MrpRunItemPage>().results[0]!;
    const open = item.planned_orders.map((order) => order.id);
    expect(open.length).toBeGreaterThan(0);
    const refused = await call(ops, 'POST', `/api/mrp/runs/${run.id}/purchase-orders/`, {
      planned_order_ids: open,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.mrpItemsWithoutVendor(['MOD-405-BLK']) });
  });

  it('shows reps nothing of planning', async () => {
    expect((await call(rep1, 'GET', '/api/mrp/runs/')).statusCode).toBe(403);
    expect(
      (
        await call(rep1, 'POST', '/api/mrp/runs/', {
          horizon_start: '2027-03-01',
          weeks: 4,
          include_forecast: false,
          warehouse_id: null,
        })
      ).statusCode,
    ).toBe(403);
  });
});
