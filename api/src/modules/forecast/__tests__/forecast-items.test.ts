import { inArray } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  type Forecast,
  type ForecastItemDeals,
  type ForecastItems,
} from '@solar/shared/domain';
import { dealStages, dealStatuses, proposalStatuses } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { proposalSavedDetails, proposals } from '../../proposals/proposals-tables';
import { bomDetails, boms, items } from '../../zoho/zoho-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
const thisMonth = new Date().toISOString().slice(0, 7);
const item: Record<string, number> = {};
let designed: number;
let undesigned: number;

async function insertDeal(name: string, stageId: number, systemSizeWatts: number | null) {
  const [address] = await t.database.db
    .insert(addresses)
    .values({ address: `${name} street` })
    .returning({ id: addresses.id });
  const [status] = await t.database.db.select({ id: dealStatuses.id }).from(dealStatuses).limit(1);
  const [deal] = await t.database.db
    .insert(deals)
    .values({ name, stageId, statusId: status!.id, addressId: address!.id, systemSizeWatts })
    .returning({ id: deals.id });
  return deal!.id;
}

async function newBom(name: string, lines: [string, 'Fixed' | 'Multiply', number][]) {
  const [bom] = await t.database.db
    .insert(boms)
    .values({ bomdes: name, bomsts: 'Active' })
    .returning({ id: boms.id });
  await t.database.db.insert(bomDetails).values(
    lines.map(([itemno, calculationmethod, parameter]) => ({
      bomId: bom!.id,
      itemId: item[itemno]!,
      calculationmethod,
      parameter,
      denominator: 1,
    })),
  );
  return bom!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const rows = await db
    .select({ id: items.id, itemno: items.itemno })
    .from(items)
    .where(inArray(items.itemno, ['INV-SE7600H', 'ATT-FLASHFOOT2', 'CLAMP-MID-UNIV']));
  for (const row of rows) item[row.itemno] = row.id;
  // The default link: an inverter and two attachments per panel. Rooftops add three clamps a panel.
  const kit = await newBom('Default kit', [
    ['INV-SE7600H', 'Fixed', 1],
    ['ATT-FLASHFOOT2', 'Multiply', 2],
  ]);
  const rooftopKit = await newBom('Rooftop kit', [
    ['INV-SE7600H', 'Fixed', 1],
    ['ATT-FLASHFOOT2', 'Multiply', 2],
    ['CLAMP-MID-UNIV', 'Multiply', 3],
  ]);
  const link = { installation_type: null, program: null, panel_size_w: null, province_id: null };
  for (const body of [
    { ...link, bom_id: kit },
    { ...link, bom_id: rooftopKit, installation_type: 'rooftop' },
  ]) {
    expect((await call(ops, 'POST', '/api/demand/bom-links/', body)).statusCode).toBe(201);
  }

  const stages = await db.select().from(dealStages);
  const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
  // Only this file's deals are in the pipeline.
  await db.update(deals).set({ stageId: stageId('Closed Lost') });
  designed = await insertDeal('Designed roof', stageId('Proposal'), 8100);
  undesigned = await insertDeal('No design yet', stageId('Proposal'), null);
  const [proposalStatus] = await db.select({ id: proposalStatuses.id }).from(proposalStatuses);
  // An older version without a design, then the latest with 20 panels on a roof.
  await db.insert(proposals).values({
    dealId: designed,
    proposalVersion: 1,
    proposalStatusId: proposalStatus!.id,
  });
  const [latest] = await db
    .insert(proposals)
    .values({ dealId: designed, proposalVersion: 2, proposalStatusId: proposalStatus!.id })
    .returning({ id: proposals.id });
  await db.insert(proposalSavedDetails).values({
    proposalId: latest!.id,
    name: 'Proposal V2',
    data: {
      ...defaultProposalData(),
      selectedInstallationType: 'rooftop',
      selectedPanelSize: 405,
      panels: Array.from({ length: 20 }, (_, index) => ({ id: index })),
    },
  });
  // Proposal: 50 %, installing this month.
  const forecast = (await call(ops, 'GET', '/api/forecast/')).json<Forecast>();
  const proposal = forecast.stages.find((stage) => stage.stage_name === 'Proposal')!;
  const saved = await call(ops, 'PUT', `/api/forecast/stages/${proposal.stage_id}/`, {
    probability_percent: 50,
    typical_days: 0,
    version: proposal.version,
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('forecast by item', () => {
  it("weights each deal's parts by its probability: the latest design's link, or the default link at the average size", async () => {
    const answer = await call(ops, 'GET', '/api/forecast/items/');
    expect(answer.statusCode).toBe(200);
    const byItem = answer.json<ForecastItems>();
    expect(byItem.months[0]).toBe(thisMonth);
    const row = (itemno: string) => byItem.items.find((entry) => entry.itemno === itemno);
    // Designed roof: rooftop link, 20 panels: 1 inverter, 40 attachments, 60 clamps, × 0.5.
    // No design yet: the default link at the average 8.1 kW = 20 panels of 405 W: 1 and 40, × 0.5.
    expect(row('INV-SE7600H')?.quantities[0]).toBe(1);
    expect(row('ATT-FLASHFOOT2')?.quantities[0]).toBe(40);
    expect(row('CLAMP-MID-UNIV')?.quantities[0]).toBe(30);
    expect(row('CLAMP-MID-UNIV')?.total).toBe(30);
    expect(byItem.items.map((entry) => entry.itemno)).toEqual([
      'ATT-FLASHFOOT2',
      'CLAMP-MID-UNIV',
      'INV-SE7600H',
    ]);
  });

  it('names the deals a figure comes from with their share', async () => {
    const attachments = (
      await call(
        ops,
        'GET',
        `/api/forecast/items/deals/?item_id=${item['ATT-FLASHFOOT2']}&month=${thisMonth}`,
      )
    ).json<ForecastItemDeals>();
    expect(attachments.total).toBe(2);
    expect(
      attachments.deals.map((deal) => [
        deal.deal_id,
        deal.quantity,
        deal.expected_quantity,
        deal.probability_percent,
        deal.from_proposal,
      ]),
    ).toEqual([
      [designed, 40, 20, 50, true],
      [undesigned, 40, 20, 50, false],
    ]);
    const clamps = (
      await call(
        ops,
        'GET',
        `/api/forecast/items/deals/?item_id=${item['CLAMP-MID-UNIV']}&month=${thisMonth}`,
      )
    ).json<ForecastItemDeals>();
    expect(clamps.deals).toEqual([
      expect.objectContaining({ deal_name: 'Designed roof', stage_name: 'Proposal', quantity: 60 }),
    ]);
  });

  it('is for operations and administrators, never for reps', async () => {
    expect((await call(rep1, 'GET', '/api/forecast/items/')).statusCode).toBe(403);
    expect(
      (await call(rep1, 'GET', `/api/forecast/items/deals/?item_id=1&month=${thisMonth}`))
        .statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/api/forecast/items/')).statusCode).toBe(200);
    expect(
      (await call(ops, 'GET', '/api/forecast/items/deals/?item_id=x&month=2027-13')).statusCode,
    ).toBe(400);
  });
});
