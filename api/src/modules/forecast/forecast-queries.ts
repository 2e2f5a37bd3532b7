import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import {
  addMonths,
  type ActualInstallations,
  type Forecast,
  type ForecastDeal,
  type ForecastDealInput,
  type ForecastDeals,
  type ForecastDealsQuery,
  type ForecastMonth,
  type ForecastResult,
  type ForecastSnapshot,
  type ForecastStage,
  type ForecastStageUpdate,
  forecastAccuracy,
  forecastClosedStageNames,
  forecastDealsLimit,
  forecastInstallations,
  forecastMonthsAhead,
  forecastMonthsBack,
  messages,
  monthOf,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { dealStages } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import { dealEvents, deals } from '../deals/deals-tables';
import { projectMilestones, projects } from '../projects/projects-tables';
import { forecastSnapshots, forecastStageSettings } from './forecast-tables';
import { seedForecastStages } from './seed-forecast';

/** A kept month: the figures and, per deal, `[dealId, probability, expectedKw]`. */
interface SnapshotMonth {
  month: string;
  count: number;
  kw: number;
  deals: [number, number, number][];
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function readStages(db: Database): Promise<ForecastStage[]> {
  return db
    .select({
      stage_id: dealStages.id,
      stage_name: dealStages.name,
      probability_percent: forecastStageSettings.probabilityPercent,
      typical_days: forecastStageSettings.typicalDays,
      version: forecastStageSettings.version,
    })
    .from(forecastStageSettings)
    .innerJoin(dealStages, eq(dealStages.id, forecastStageSettings.stageId))
    .where(notInArray(dealStages.name, [...forecastClosedStageNames]))
    .orderBy(asc(dealStages.sortOrder), asc(dealStages.id));
}

/** The open deals: stage, size and when they entered their stage (their last stage move). */
async function readOpenDeals(db: Database): Promise<(ForecastDealInput & { name: string })[]> {
  const stageMoves = db
    .select({ dealId: dealEvents.dealId, at: sql<Date>`max(${dealEvents.at})`.as('moved_at') })
    .from(dealEvents)
    .where(
      and(
        eq(dealEvents.action, 'deal.pipeline_changed'),
        sql`jsonb_typeof(${dealEvents.details} -> 'stage') = 'object'`,
      ),
    )
    .groupBy(dealEvents.dealId)
    .as('stage_moves');
  const rows = await db
    .select({
      dealId: deals.id,
      name: deals.name,
      stageId: deals.stageId,
      sizeWatts: deals.systemSizeWatts,
      createdAt: deals.createdAt,
      movedAt: stageMoves.at,
    })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .leftJoin(stageMoves, eq(stageMoves.dealId, deals.id))
    .where(notInArray(dealStages.name, [...forecastClosedStageNames]));
  return rows.map((row) => ({
    dealId: row.dealId,
    name: row.name,
    stageId: row.stageId,
    stageSince: new Date(row.movedAt ?? row.createdAt).toISOString(),
    sizeKw: row.sizeWatts === null ? null : row.sizeWatts / 1000,
  }));
}

export async function computeForecast(db: Database, today: string) {
  const stages = await readStages(db);
  const openDeals = await readOpenDeals(db);
  const result = forecastInstallations({
    deals: openDeals,
    stages: stages.map((stage) => ({
      stageId: stage.stage_id,
      probabilityPercent: stage.probability_percent,
      typicalDays: stage.typical_days,
    })),
    today,
    monthsAhead: forecastMonthsAhead,
  });
  return { stages, openDeals, result };
}

function snapshotMonthsOf(result: ForecastResult): SnapshotMonth[] {
  const byMonth = new Map<string, SnapshotMonth>(
    result.months.map((month) => [
      month.month,
      { month: month.month, count: round(month.count, 4), kw: round(month.kw, 4), deals: [] },
    ]),
  );
  for (const deal of result.deals) {
    byMonth.get(deal.month)!.deals.push([deal.dealId, deal.probability, round(deal.expectedKw, 4)]);
  }
  return [...byMonth.values()];
}

function forecastMonthOf(month: SnapshotMonth): ForecastMonth {
  return {
    month: month.month,
    count: month.count,
    kw: month.kw,
    dealIds: month.deals.map(([dealId]) => dealId),
  };
}

/** Projects whose Installed milestone is dated in [from, to) months, with the deal and size. */
async function readInstalled(db: Database, fromMonth: string, toMonth: string) {
  return db
    .select({
      dealId: projects.dealId,
      dealName: deals.name,
      stageName: dealStages.name,
      day: projectMilestones.actualDate,
      sizeHundredthsKw: projects.systemSizeHundredthsKw,
    })
    .from(projectMilestones)
    .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
    .innerJoin(deals, eq(deals.id, projects.dealId))
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(
      and(
        eq(projectMilestones.key, 'installed'),
        isNotNull(projectMilestones.actualDate),
        gte(projectMilestones.actualDate, `${fromMonth}-01`),
        lt(projectMilestones.actualDate, `${toMonth}-01`),
      ),
    )
    .orderBy(asc(projectMilestones.actualDate), asc(projects.dealId));
}

/**
 * The forecast page: the stages' settings, the months ahead, and the past months against what
 * was installed. The first read in a month keeps that month's forecast (one row per month, the
 * first replica's wins), so later months can be compared with it. One transaction: the figures
 * and the kept forecast come from the same reading of the pipeline.
 */
export async function readForecast(db: Database, now: Date): Promise<Forecast> {
  const today = todayOf(now);
  const thisMonth = monthOf(today);
  return inTransaction(db, async (tx) => {
    await seedForecastStages(tx);
    const { stages, openDeals, result } = await computeForecast(tx, today);
    await tx
      .insert(forecastSnapshots)
      .values({ takenMonth: thisMonth, months: snapshotMonthsOf(result) })
      .onConflictDoNothing();

    const firstPast = addMonths(thisMonth, -forecastMonthsBack);
    const kept = await tx
      .select({ takenMonth: forecastSnapshots.takenMonth, months: forecastSnapshots.months })
      .from(forecastSnapshots)
      .where(
        and(
          gte(forecastSnapshots.takenMonth, addMonths(firstPast, -forecastMonthsAhead)),
          lt(forecastSnapshots.takenMonth, thisMonth),
        ),
      );
    const snapshots: ForecastSnapshot[] = kept.map((row) => ({
      takenMonth: row.takenMonth,
      months: (row.months as SnapshotMonth[]).map(forecastMonthOf),
    }));
    const installed = await readInstalled(tx, firstPast, thisMonth);
    const actuals = new Map<string, ActualInstallations>();
    for (const row of installed) {
      const month = monthOf(row.day!);
      const actual = actuals.get(month) ?? { month, count: 0, kw: 0, dealIds: [] };
      actual.count += 1;
      actual.kw += (row.sizeHundredthsKw ?? 0) / 100;
      actual.dealIds.push(row.dealId);
      actuals.set(month, actual);
    }
    const pastMonths = Array.from({ length: forecastMonthsBack }, (_, index) =>
      addMonths(firstPast, index),
    );
    // Only months someone could have forecast: from the first kept forecast on.
    const firstKept = snapshots.map((snapshot) => snapshot.takenMonth).sort()[0];
    const accuracy = forecastAccuracy({
      months: firstKept ? pastMonths.filter((month) => month >= firstKept) : [],
      snapshots,
      actuals: [...actuals.values()],
    });

    return {
      today,
      average_kw: round(result.averageKw),
      open_deals: openDeals.length,
      stages,
      months: result.months.map((month) => ({
        month: month.month,
        count: round(month.count),
        kw: round(month.kw),
        deal_count: month.dealIds.length,
      })),
      accuracy: accuracy.map((row) => ({
        month: row.month,
        forecast_count: row.forecast ? round(row.forecast.count) : null,
        forecast_kw: row.forecast ? round(row.forecast.kw) : null,
        forecast_deal_count: row.forecast?.dealIds.length ?? 0,
        forecast_taken_month: row.forecast?.takenMonth ?? null,
        actual_count: row.actual.count,
        actual_kw: round(row.actual.kw),
        accuracy_percent: row.accuracyPercent === null ? null : round(row.accuracyPercent, 1),
      })),
    };
  });
}

async function namesOfDeals(db: Database, dealIds: number[]) {
  if (dealIds.length === 0) return new Map<number, { name: string; stage: string }>();
  const rows = await db
    .select({ id: deals.id, name: deals.name, stage: dealStages.name })
    .from(deals)
    .innerJoin(dealStages, eq(dealStages.id, deals.stageId))
    .where(inArray(deals.id, dealIds));
  return new Map(rows.map((row) => [row.id, { name: row.name, stage: row.stage }]));
}

/**
 * The deals behind one figure: today's forecast of a month, the forecast kept for a past month,
 * or the projects installed in it. The largest contributions first, at most
 * `forecastDealsLimit`; the total says how many there are.
 */
export async function readForecastDeals(
  db: Database,
  query: ForecastDealsQuery,
  now: Date,
): Promise<ForecastDeals> {
  const today = todayOf(now);
  if (query.source === 'actual') {
    const installed = await readInstalled(db, query.month, addMonths(query.month, 1));
    return {
      total: installed.length,
      deals: installed.slice(0, forecastDealsLimit).map((row): ForecastDeal => ({
        deal_id: row.dealId,
        deal_name: row.dealName,
        stage_name: row.stageName,
        probability_percent: null,
        size_kw: row.sizeHundredthsKw === null ? null : row.sizeHundredthsKw / 100,
        size_estimated: false,
        expected_kw: null,
        day: row.day,
      })),
    };
  }
  if (query.source === 'snapshot') {
    const rows = await db
      .select({ takenMonth: forecastSnapshots.takenMonth, months: forecastSnapshots.months })
      .from(forecastSnapshots)
      .where(lt(forecastSnapshots.takenMonth, addMonths(query.month, 1)));
    const snapshots = rows.map((row) => ({
      takenMonth: row.takenMonth,
      months: row.months as SnapshotMonth[],
    }));
    // The same choice of kept forecast as the accuracy table's.
    const [chosen] = forecastAccuracy({
      months: [query.month],
      snapshots: snapshots.map((snapshot) => ({
        takenMonth: snapshot.takenMonth,
        months: snapshot.months.map(forecastMonthOf),
      })),
      actuals: [],
    });
    const kept = snapshots
      .find((snapshot) => snapshot.takenMonth === chosen?.forecast?.takenMonth)
      ?.months.find((month) => month.month === query.month);
    const entries = [...(kept?.deals ?? [])].sort((a, b) => b[2] - a[2] || a[0] - b[0]);
    const shown = entries.slice(0, forecastDealsLimit);
    const names = await namesOfDeals(
      db,
      shown.map(([dealId]) => dealId),
    );
    return {
      total: entries.length,
      deals: shown.map(([dealId, probability, expectedKw]) => ({
        deal_id: dealId,
        deal_name: names.get(dealId)?.name ?? `Deal ${dealId}`,
        stage_name: names.get(dealId)?.stage ?? '',
        probability_percent: round(probability * 100, 1),
        size_kw: probability > 0 ? round(expectedKw / probability) : null,
        size_estimated: false,
        expected_kw: round(expectedKw),
        day: null,
      })),
    };
  }
  const { openDeals, result } = await computeForecast(db, today);
  const names = new Map(openDeals.map((deal) => [deal.dealId, deal.name]));
  const entries = result.deals
    .filter((deal) => deal.month === query.month)
    .sort((a, b) => b.expectedKw - a.expectedKw || a.dealId - b.dealId);
  const shown = entries.slice(0, forecastDealsLimit);
  const stages = await namesOfDeals(
    db,
    shown.map((deal) => deal.dealId),
  );
  return {
    total: entries.length,
    deals: shown.map((deal) => ({
      deal_id: deal.dealId,
      deal_name: names.get(deal.dealId) ?? '',
      stage_name: stages.get(deal.dealId)?.stage ?? '',
      probability_percent: round(deal.probability * 100, 1),
      size_kw: round(deal.sizeKw),
      size_estimated: deal.sizeEstimated,
      expected_kw: round(deal.expectedKw),
      day: deal.expectedDay,
    })),
  };
}

/** Saves one open stage's probability and typical days (version checked). */
export async function updateForecastStage(
  db: Database,
  stageId: number,
  body: ForecastStageUpdate,
  actorUserId: number,
): Promise<ForecastStage> {
  return inTransaction(db, async (tx) => {
    const [stage] = await tx
      .select({ id: dealStages.id, name: dealStages.name })
      .from(dealStages)
      .where(eq(dealStages.id, stageId));
    if (!stage) throw new HttpError(404, messages.forecastStageNotFound);
    if (forecastClosedStageNames.includes(stage.name)) {
      throw new HttpError(400, messages.forecastStageClosed);
    }
    await seedForecastStages(tx);
    const [updated] = await tx
      .update(forecastStageSettings)
      .set({
        probabilityPercent: body.probability_percent,
        typicalDays: body.typical_days,
        version: sql`${forecastStageSettings.version} + 1`,
        updatedBy: actorUserId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(forecastStageSettings.stageId, stageId),
          eq(forecastStageSettings.version, body.version),
        ),
      )
      .returning();
    if (!updated) throw versionConflict();
    return {
      stage_id: stage.id,
      stage_name: stage.name,
      probability_percent: updated.probabilityPercent,
      typical_days: updated.typicalDays,
      version: updated.version,
    };
  });
}

/**
 * Each open deal's expected installation (its day, its share of one installation, its size) with
 * the deal's name: what a planning run turns into forecast demand. Reads only, so it can run
 * inside another module's snapshot.
 */
export async function forecastDealExpectations(db: Database, today: string) {
  const { openDeals, result } = await computeForecast(db, today);
  const names = new Map(openDeals.map((deal) => [deal.dealId, deal.name]));
  return result.deals.map((deal) => ({ ...deal, name: names.get(deal.dealId) ?? '' }));
}
