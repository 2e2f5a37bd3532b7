import { and, asc, eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type Shipment,
  type ShipmentDealOption,
  type ShipmentMoveResult,
  type ShipmentPage,
  type ShipmentPartsList,
  type ShipmentSummary,
  versionConflictCode,
} from '@solar/shared/domain';
import { inTransaction } from '../../../db/in-transaction';
import { dealStages } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { createProjectForDeal } from '../../projects/projects-create-queries';
import { ledgerDisagreements, postMovements } from '../../stock';
import { stockMovements, stockSummaries, warehouses } from '../../stock/stock-tables';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1, rep2 } = demoAccountEmails;
let warehouseId: number;
let warehouseName: string;
let otherWarehouseId: number;
let panel: { id: number; itemno: string };
let rail: { id: number; itemno: string };
let projectDeal: { id: number; version: number };
let plainDeal: { id: number; version: number };
let projectId: number;
let bomId: number;

const today = new Date().toISOString().slice(0, 10);
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

async function newDeal(email: string, name: string) {
  const stages = await t.database.db.select().from(dealStages);
  const response = await call(email, 'POST', '/api/crm/deals/', {
    name,
    stage: stages.find((stage) => stage.name === 'Proposal')!.id,
    status: 1,
    address: { address: `${name} Road`, city_text: 'Halifax', province_text: 'NS' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; version: number }>();
}

async function summary(itemId: number, inWarehouse = warehouseId) {
  const [row] = await t.database.db
    .select()
    .from(stockSummaries)
    .where(and(eq(stockSummaries.itemId, itemId), eq(stockSummaries.warehouseId, inWarehouse)));
  return row ?? { onHand: 0, reserved: 0 };
}

const body = (dealId: number, lines = [{ item_id: panel.id, quantity: 4 }]) => ({
  deal_id: dealId,
  warehouse_id: warehouseId,
  carrier: 'Maritime Freight',
  tracking_number: 'MF-1001',
  planned_ship_date: '2026-11-20',
  notes: '',
  lines,
});

async function plan(dealId = projectDeal.id, lines?: { item_id: number; quantity: number }[]) {
  const response = await call(ops, 'POST', '/api/shipping/', body(dealId, lines));
  expect(response.statusCode).toBe(201);
  return response.json<Shipment>();
}

async function move(shipment: { id: number; version: number }, change: Record<string, unknown>) {
  return call(ops, 'POST', `/api/shipping/${shipment.id}/status/`, {
    version: shipment.version,
    ...change,
  });
}

/** Uploads a proof photo as the page does: the file itself as the body. */
async function upload(shipment: { id: number; version: number }, name: string, bytes: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/shipping/${shipment.id}/proof/?name=${name}&version=${shipment.version}`,
    headers: {
      authorization: `Bearer ${await t.tokenFor(ops)}`,
      'content-type': 'application/octet-stream',
    },
    payload: bytes,
  });
}

async function ship(shipment: { id: number; version: number }) {
  const response = await move(shipment, { status: 'Shipped', shipped_on: today });
  expect(response.statusCode).toBe(200);
  return response.json<ShipmentMoveResult>().shipment;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [first] = await db.select().from(warehouses).orderBy(asc(warehouses.id));
  warehouseId = first!.id;
  warehouseName = first!.name;
  const [second] = await db.insert(warehouses).values({ name: 'Dartmouth Yard' }).returning();
  otherWarehouseId = second!.id;
  [panel, rail] = (await db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .orderBy(asc(items.id))
    .limit(2)) as [{ id: number; itemno: string }, { id: number; itemno: string }];
  await inTransaction(db, (tx) =>
    postMovements(tx, [
      { kind: 'receipt', itemId: panel.id, warehouseId, quantity: 40, createdBy: null },
      { kind: 'receipt', itemId: rail.id, warehouseId, quantity: 40, createdBy: null },
    ]),
  );
  projectDeal = await newDeal(rep1, 'Harbour View Solar');
  plainDeal = await newDeal(rep1, 'Plain Roof');
  projectId = (await inTransaction(db, (tx) =>
    createProjectForDeal(tx, { dealId: projectDeal.id, actorUserId: null }),
  ))!;
  await db.update(projects).set({ systemPanels: 12 }).where(eq(projects.id, projectId));
  const [bom] = await db
    .insert(boms)
    .values({ bomdes: 'Roof mount kit', bomsts: 'Active' })
    .returning({ id: boms.id });
  bomId = bom!.id;
  await db.insert(bomDetails).values([
    { bomId, itemId: panel.id, calculationmethod: 'Multiply', parameter: 1, denominator: 1 },
    { bomId, itemId: rail.id, calculationmethod: 'Fixed', parameter: 3, denominator: 1 },
  ]);
}, 120_000);
afterAll(async () => {
  await t.close();
});

afterEach(async () => {
  expect(await ledgerDisagreements(t.database.db)).toEqual([]);
});

describe('who may use shipping', () => {
  it('is ops (Shipping Details) and administrators, not reps', async () => {
    expect((await call(rep1, 'GET', '/api/shipping/')).statusCode).toBe(403);
    expect((await call(ops, 'GET', '/api/shipping/')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/shipping/')).statusCode).toBe(200);
  });
});

describe("a deal's parts list", () => {
  it("gives each line's quantity for the project's panel count", async () => {
    const response = await call(ops, 'GET', `/api/shipping/deals/${projectDeal.id}/parts-list/`);
    expect(response.statusCode).toBe(200);
    const list = response.json<ShipmentPartsList>();
    expect(list.panel_count).toBe(12);
    expect(list.bom).toMatchObject({ id: bomId, name: 'Roof mount kit' });
    const byItem = new Map(list.lines.map((line) => [line.item_id, line.quantity]));
    expect(byItem.get(panel.id)).toBe(12);
    expect(byItem.get(rail.id)).toBe(3);
  });

  it('leaves out lines that come to nothing for a deal without panels yet', async () => {
    const list = (
      await call(ops, 'GET', `/api/shipping/deals/${plainDeal.id}/parts-list/?bom_id=${bomId}`)
    ).json<ShipmentPartsList>();
    expect(list.panel_count).toBe(0);
    expect(list.lines).toEqual([
      { item_id: rail.id, itemno: rail.itemno, itemdes: expect.any(String), quantity: 3 },
    ]);
    expect((await call(ops, 'GET', '/api/shipping/deals/999999/parts-list/')).statusCode).toBe(404);
  });

  it('finds deals to ship to, those with a project first', async () => {
    const options = (
      await call(ops, 'GET', `/api/shipping/deals/?search=${encodeURIComponent('Roof')}`)
    ).json<ShipmentDealOption[]>();
    expect(options.map((option) => option.name)).toContain('Plain Roof');
    const all = (await call(ops, 'GET', '/api/shipping/deals/')).json<ShipmentDealOption[]>();
    expect(all[0]).toMatchObject({ id: projectDeal.id, project_id: projectId });
  });
});

describe('planning reserves stock', () => {
  it('reserves the lines, so available is on hand minus reserved', async () => {
    const before = await summary(panel.id);
    const shipment = await plan();
    expect(shipment).toMatchObject({
      status: 'Planned',
      number: `SH-${String(shipment.id).padStart(6, '0')}`,
      deal: { id: projectDeal.id, name: 'Harbour View Solar' },
      project_id: projectId,
      units: 4,
    });
    const after = await summary(panel.id);
    expect(after.reserved - before.reserved).toBe(4);
    expect(after.onHand).toBe(before.onHand);
    expect(shipment.lines[0]).toMatchObject({
      item_id: panel.id,
      quantity: 4,
      available: after.onHand - after.reserved,
    });
  });

  it('may reserve more than is available (the shortage shows), but not an unknown item', async () => {
    const shipment = await plan(projectDeal.id, [{ item_id: rail.id, quantity: 500 }]);
    expect(shipment.lines[0]!.available).toBeLessThan(0);
    const cancelled = await move(shipment, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    const unknown = await call(
      ops,
      'POST',
      '/api/shipping/',
      body(projectDeal.id, [{ item_id: 999_999, quantity: 1 }]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: messages.stockItemNotFound });
  });

  it('moves the reservation when a planned shipment changes, refusing a stale version', async () => {
    const shipment = await plan(projectDeal.id, [{ item_id: rail.id, quantity: 5 }]);
    const railBefore = await summary(rail.id);
    const otherBefore = await summary(rail.id, otherWarehouseId);
    const { deal_id: _deal, ...rest } = body(projectDeal.id);
    const saved = await call(ops, 'PUT', `/api/shipping/${shipment.id}/`, {
      ...rest,
      warehouse_id: otherWarehouseId,
      lines: [{ item_id: rail.id, quantity: 7 }],
      version: shipment.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await summary(rail.id)).reserved).toBe(railBefore.reserved - 5);
    expect((await summary(rail.id, otherWarehouseId)).reserved).toBe(otherBefore.reserved + 7);
    const stale = await call(ops, 'PUT', `/api/shipping/${shipment.id}/`, {
      ...rest,
      version: shipment.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
    await move(saved.json<Shipment>(), { status: 'Cancelled' });
  });

  it('refuses a shipment without lines or with an item twice', async () => {
    const empty = await call(ops, 'POST', '/api/shipping/', body(projectDeal.id, []));
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.shipmentNeedsLines);
    const twice = await call(
      ops,
      'POST',
      '/api/shipping/',
      body(projectDeal.id, [
        { item_id: rail.id, quantity: 1 },
        { item_id: rail.id, quantity: 2 },
      ]),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(messages.shipmentDuplicateItem);
  });
});

describe('shipping issues the stock', () => {
  it('issues every line to the deal and releases the reservation in one change', async () => {
    const shipment = await plan(projectDeal.id, [
      { item_id: panel.id, quantity: 6 },
      { item_id: rail.id, quantity: 2 },
    ]);
    const panelBefore = await summary(panel.id);
    const shipped = await ship(shipment);
    expect(shipped).toMatchObject({ status: 'Shipped', shipped_on: today });
    const panelAfter = await summary(panel.id);
    expect(panelAfter.onHand).toBe(panelBefore.onHand - 6);
    expect(panelAfter.reserved).toBe(panelBefore.reserved - 6);
    const issues = await t.database.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.kind, 'issue'), eq(stockMovements.dealId, projectDeal.id)));
    expect(issues.map((row) => [row.itemId, row.quantity, row.note])).toEqual(
      expect.arrayContaining([
        [panel.id, -6, shipped.number],
        [rail.id, -2, shipped.number],
      ]),
    );
  });

  it('never takes on hand below zero: the shipment stays planned and reserved', async () => {
    const { onHand } = await summary(rail.id);
    const shipment = await plan(projectDeal.id, [{ item_id: rail.id, quantity: onHand + 1 }]);
    const refused = await move(shipment, { status: 'Shipped', shipped_on: today });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: messages.stockWouldGoNegative(rail.itemno, warehouseName, onHand),
    });
    const still = (await call(ops, 'GET', `/api/shipping/${shipment.id}/`)).json<Shipment>();
    expect(still.status).toBe('Planned');
    expect((await summary(rail.id)).onHand).toBe(onHand);
    await move(still, { status: 'Cancelled' });
  });

  it('ships the same stock once when two shipments ship it at the same moment', async () => {
    const { onHand, reserved } = await summary(panel.id);
    const half = Math.floor(onHand / 2) + 1;
    const first = await plan(plainDeal.id, [{ item_id: panel.id, quantity: half }]);
    const second = await plan(plainDeal.id, [{ item_id: panel.id, quantity: half }]);
    const answers = await Promise.all([
      move(first, { status: 'Shipped', shipped_on: today }),
      move(second, { status: 'Shipped', shipped_on: today }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const after = await summary(panel.id);
    expect(after.onHand).toBe(onHand - half);
    expect(after.onHand).toBeGreaterThanOrEqual(0);
    expect(after.reserved).toBe(reserved + half);
    const waiting = answers[0]!.statusCode === 409 ? first : second;
    await move(waiting, { status: 'Cancelled' });
  });

  it('refuses a ship date in the future and a move the status does not allow', async () => {
    const shipment = await plan(projectDeal.id, [{ item_id: rail.id, quantity: 1 }]);
    const future = await move(shipment, { status: 'Shipped', shipped_on: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: messages.shipmentDateInFuture });
    const early = await move(shipment, {
      status: 'Delivered',
      delivered_on: today,
      signed_by: 'Sam',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.shipmentMoveRefused('Planned', 'Delivered') });
    const shipped = await ship(shipment);
    const cancel = await move(shipped, { status: 'Cancelled' });
    expect(cancel.statusCode).toBe(409);
    const edit = await call(ops, 'PUT', `/api/shipping/${shipped.id}/`, {
      ...(({ deal_id: _deal, ...rest }) => rest)(body(projectDeal.id)),
      version: shipped.version,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: messages.shipmentNotEditable });
  });
});

describe('cancelling and delivering', () => {
  it('cancelling releases the reservation and issues nothing', async () => {
    const before = await summary(rail.id);
    const shipment = await plan(projectDeal.id, [{ item_id: rail.id, quantity: 3 }]);
    const cancelled = await move(shipment, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await summary(rail.id)).toMatchObject({
      onHand: before.onHand,
      reserved: before.reserved,
    });
  });

  it("delivering records the project's Equipment delivered milestone once", async () => {
    const shipped = await ship(await plan(projectDeal.id, [{ item_id: rail.id, quantity: 1 }]));
    const unsigned = await move(shipped, {
      status: 'Delivered',
      delivered_on: today,
      signed_by: ' ',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain(messages.shipmentSignedByRequired);
    const delivered = await move(shipped, {
      status: 'Delivered',
      delivered_on: today,
      signed_by: 'Jordan Site Lead',
    });
    expect(delivered.statusCode).toBe(200);
    const result = delivered.json<ShipmentMoveResult>();
    expect(result.milestone_recorded).toBe(true);
    expect(result.shipment).toMatchObject({
      status: 'Delivered',
      delivered_on: today,
      signed_by: 'Jordan Site Lead',
    });
    const [milestone] = await t.database.db
      .select()
      .from(projectMilestones)
      .where(
        and(
          eq(projectMilestones.projectId, projectId),
          eq(projectMilestones.key, 'equipment_delivered'),
        ),
      );
    expect(milestone).toMatchObject({
      actualDate: today,
      outOfOrderReason: messages.shipmentDeliveredMilestoneReason,
    });

    const again = await ship(await plan(projectDeal.id, [{ item_id: rail.id, quantity: 1 }]));
    const second = await move(again, {
      status: 'Delivered',
      delivered_on: today,
      signed_by: 'Jordan Site Lead',
    });
    expect(second.json<ShipmentMoveResult>().milestone_recorded).toBe(false);
  });

  it('keeps a proof photo of a delivered shipment with the deal', async () => {
    const planned = await plan(plainDeal.id, [{ item_id: rail.id, quantity: 1 }]);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const early = await upload(planned, 'slip.png', png);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: messages.shipmentProofOnlyWhenDelivered });
    const shipped = await ship(planned);
    const delivered = (
      await move(shipped, { status: 'Delivered', delivered_on: today, signed_by: 'Pat' })
    ).json<ShipmentMoveResult>().shipment;
    expect(delivered.proof_document).toBeNull();
    const pdf = await upload(delivered, 'slip.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({ message: messages.shipmentProofMustBeImage });
    const saved = await upload(delivered, 'slip.png', png);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Shipment>().proof_document?.name).toContain('slip.png');
    const file = await call(ops, 'GET', `/api/shipping/${delivered.id}/proof/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.from(file.rawPayload).equals(png)).toBe(true);
  });
});

describe('the shipments list and the deal card', () => {
  it('filters by status, warehouse and planned date, and searches deal, tracking and number', async () => {
    const page = (await call(ops, 'GET', '/api/shipping/?page_size=10')).json<ShipmentPage>();
    expect(page.count).toBeGreaterThan(10);
    expect(page.results).toHaveLength(10);
    const delivered = (
      await call(ops, 'GET', '/api/shipping/?status=Delivered')
    ).json<ShipmentPage>();
    expect(delivered.results.every((row) => row.status === 'Delivered')).toBe(true);
    expect(delivered.count).toBe(3);
    const yard = (
      await call(ops, 'GET', `/api/shipping/?warehouse_id=${otherWarehouseId}`)
    ).json<ShipmentPage>();
    expect(yard.count).toBe(1);
    const dated = (
      await call(ops, 'GET', '/api/shipping/?from=2026-11-21&to=2026-12-31')
    ).json<ShipmentPage>();
    expect(dated.count).toBe(0);
    const inRange = (
      await call(ops, 'GET', '/api/shipping/?from=2026-11-20&to=2026-11-20')
    ).json<ShipmentPage>();
    expect(inRange.count).toBe(page.count);
    const byDeal = (
      await call(ops, 'GET', '/api/shipping/?search=plain%20roof')
    ).json<ShipmentPage>();
    expect(byDeal.results.every((row) => row.deal.name === 'Plain Roof')).toBe(true);
    expect(byDeal.count).toBeGreaterThan(0);
    expect((await call(ops, 'GET', '/api/shipping/?search=mf-10')).json<ShipmentPage>().count).toBe(
      page.count,
    );
    const first = page.results[page.results.length - 1]!;
    const byNumber = (
      await call(ops, 'GET', `/api/shipping/?search=${first.number}`)
    ).json<ShipmentPage>();
    expect(byNumber.results.map((row) => row.id)).toContain(first.id);
  });

  it("shows a deal's shipments to whoever may open the deal, and no one else", async () => {
    const mine = await call(rep1, 'GET', `/api/crm/deals/${projectDeal.id}/shipments/`);
    expect(mine.statusCode).toBe(200);
    const rows = mine.json<ShipmentSummary[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.deal.id === projectDeal.id)).toBe(true);
    expect(
      (await call(rep2, 'GET', `/api/crm/deals/${projectDeal.id}/shipments/`)).statusCode,
    ).toBe(403);
    expect((await call(ops, 'GET', `/api/crm/deals/${projectDeal.id}/shipments/`)).statusCode).toBe(
      403,
    );
  });

  it('keeps a deal that has shipments', async () => {
    const refused = await call(
      rep1,
      'DELETE',
      `/api/crm/deals/${plainDeal.id}/?version=${plainDeal.version}`,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: messages.dealHasShipments });
  });
});
