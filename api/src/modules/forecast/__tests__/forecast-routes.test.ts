import { eq } from 'drizzle-orm';
import {
  addMonths,
  demoAccountEmails,
  type Forecast,
  type ForecastDeals,
  type ForecastStage,
  messages,
  versionConflictCode,
} from '@solar/shared/domain';
import { dealStages, dealStatuses } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { forecastSnapshots } from '../forecast-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, ops, rep1 } = demoAccountEmails;
const thisMonth = new Date().toISOString().slice(0, 7);
const lastMonth = addMonths(thisMonth, -1);
const stageIds = new Map<string, number>();
let sized: number;
let unsized: number;
let installedDeal: number;

async function insertDeal(name: string, stage: string, systemSizeWatts: number | null) {
  const [address] = await t.database.db
    .insert(addresses)
    .values({ address: `${name} street` })
    .returning({ id: addresses.id });
  const [status] = await t.database.db.select({ id: dealStatuses.id }).from(dealStatuses).limit(1);
  const [deal] = await t.database.db
    .insert(deals)
    .values({
      name,
      stageId: stageIds.get(stage)!,
      statusId: status!.id,
      addressId: address!.id,
      systemSizeWatts,
    })
    .returning({ id: deals.id });
  return deal!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const stages = await t.database.db.select().from(dealStages);
  for (const stage of stages) stageIds.set(stage.name, stage.id);
  // Only this file's deals and installations are in the pipeline and the past months.
  await t.database.db.update(deals).set({ stageId: stageIds.get('Closed Lost')! });
  await t.database.db
    .update(projectMilestones)
    .set({ actualDate: null })
    .where(eq(projectMilestones.key, 'installed'));
  sized = await insertDeal('Forecast sized', 'Proposal', 8000);
  unsized = await insertDeal('Forecast unsized', 'Proposal', null);
  installedDeal = await insertDeal('Forecast installed', 'Closed Won', null);
  const [project] = await t.database.db
    .insert(projects)
    .values({ dealId: installedDeal, systemSizeHundredthsKw: 1600 })
    .returning({ id: projects.id });
  await t.database.db.insert(projectMilestones).values({
    projectId: project!.id,
    key: 'installed',
    position: 8,
    actualDate: `${lastMonth}-15`,
  });
  // The forecast kept two months ago foretold 20 kW for last month.
  await t.database.db.insert(forecastSnapshots).values({
    takenMonth: addMonths(thisMonth, -2),
    months: [{ month: lastMonth, count: 2, kw: 20, deals: [[installedDeal, 1, 20]] }],
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('forecast', () => {
  it('is for ops and administrators, not reps', async () => {
    expect((await call(rep1, 'GET', '/api/forecast/')).statusCode).toBe(403);
    expect(
      (await call(rep1, 'GET', `/api/forecast/deals/?source=forecast&month=${thisMonth}`))
        .statusCode,
    ).toBe(403);
    expect((await call(admin, 'GET', '/api/forecast/')).statusCode).toBe(200);
  });

  it('lists the open stages with their seeded settings, never the closed ones', async () => {
    const forecast = (await call(ops, 'GET', '/api/forecast/')).json<Forecast>();
    expect(forecast.stages.map((stage) => [stage.stage_name, stage.probability_percent])).toEqual([
      ['Initial Contact', 10],
      ['Qualification', 20],
      ['Proposal Requested', 35],
      ['Proposal', 50],
      ['Negotiation', 70],
    ]);
  });

  it("places each open deal at its stage's probability and typical days, sizing a deal without a design at the average", async () => {
    const before = (await call(ops, 'GET', '/api/forecast/')).json<Forecast>();
    const proposal = before.stages.find((stage) => stage.stage_name === 'Proposal')!;
    const saved = await call(ops, 'PUT', `/api/forecast/stages/${proposal.stage_id}/`, {
      probability_percent: 40,
      typical_days: 0,
      version: proposal.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<ForecastStage>()).toMatchObject({
      probability_percent: 40,
      typical_days: 0,
      version: proposal.version + 1,
    });
    const forecast = (await call(ops, 'GET', '/api/forecast/')).json<Forecast>();
    expect(forecast.open_deals).toBe(2);
    expect(forecast.average_kw).toBe(8);
    expect(forecast.months[0]).toEqual({ month: thisMonth, count: 0.8, kw: 6.4, deal_count: 2 });

    const drill = (
      await call(ops, 'GET', `/api/forecast/deals/?source=forecast&month=${thisMonth}`)
    ).json<ForecastDeals>();
    expect(drill.total).toBe(2);
    expect(drill.deals.map((deal) => [deal.deal_id, deal.size_kw, deal.size_estimated])).toEqual([
      [sized, 8, false],
      [unsized, 8, true],
    ]);
    expect(drill.deals[0]).toMatchObject({
      deal_name: 'Forecast sized',
      stage_name: 'Proposal',
      probability_percent: 40,
      expected_kw: 3.2,
    });
  });

  it("keeps this month's forecast from its first read and compares past months with the forecast made before them", async () => {
    const [kept] = await t.database.db
      .select()
      .from(forecastSnapshots)
      .where(eq(forecastSnapshots.takenMonth, thisMonth));
    // Kept at the first read: Proposal at 50 % and 80 days, before it changed to 40 % and 0 days.
    const ahead = (
      kept!.months as { month: string; count: number; kw: number; deals: unknown[] }[]
    ).filter((month) => month.deals.length > 0);
    expect(ahead).toEqual([expect.objectContaining({ count: 1, kw: 8 })]);
    expect(ahead[0]!.month > thisMonth).toBe(true);
    const forecast = (await call(ops, 'GET', '/api/forecast/')).json<Forecast>();
    expect(forecast.accuracy.at(-1)).toEqual({
      month: lastMonth,
      forecast_count: 2,
      forecast_kw: 20,
      forecast_deal_count: 1,
      forecast_taken_month: addMonths(thisMonth, -2),
      actual_count: 1,
      actual_kw: 16,
      accuracy_percent: 75,
    });
    const actual = (
      await call(ops, 'GET', `/api/forecast/deals/?source=actual&month=${lastMonth}`)
    ).json<ForecastDeals>();
    expect(actual.deals).toEqual([
      expect.objectContaining({ deal_id: installedDeal, size_kw: 16, day: `${lastMonth}-15` }),
    ]);
    const then = (
      await call(ops, 'GET', `/api/forecast/deals/?source=snapshot&month=${lastMonth}`)
    ).json<ForecastDeals>();
    expect(then.deals).toEqual([
      expect.objectContaining({
        deal_id: installedDeal,
        probability_percent: 100,
        expected_kw: 20,
      }),
    ]);
  });

  it('refuses a closed stage, a probability out of range and a stale version', async () => {
    const closed = await call(ops, 'PUT', `/api/forecast/stages/${stageIds.get('Closed Won')}/`, {
      probability_percent: 10,
      typical_days: 10,
      version: 1,
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ message: messages.forecastStageClosed });
    const negotiation = stageIds.get('Negotiation')!;
    const range = await call(ops, 'PUT', `/api/forecast/stages/${negotiation}/`, {
      probability_percent: 101,
      typical_days: 10,
      version: 1,
    });
    expect(range.statusCode).toBe(400);
    expect(JSON.stringify(range.json())).toContain(messages.forecastProbabilityRange);
    const stale = await call(ops, 'PUT', `/api/forecast/stages/${negotiation}/`, {
      probability_percent: 10,
      typical_days: 10,
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });
    const missing = await call(ops, 'PUT', '/api/forecast/stages/999999/', {
      probability_percent: 10,
      typical_days: 10,
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});
