import { forecastDefaultStageSetting } from './forecast-constants';

export interface ForecastStageSetting {
  stageId: number;
  probabilityPercent: number;
  typicalDays: number;
}

/** An open deal as the forecast reads it. */
export interface ForecastDealInput {
  dealId: number;
  stageId: number;
  /** When the deal entered its stage (its creation when it never moved): a day or a date-time. */
  stageSince: string;
  /** The size of its latest proposal with a design; null when it has none. */
  sizeKw: number | null;
}

export interface ForecastDealExpectation {
  dealId: number;
  month: string;
  expectedDay: string;
  /** The stage's probability, 0 to 1: the deal's share of one installation. */
  probability: number;
  sizeKw: number;
  /** The size is the pipeline's average: the deal has no proposal with a design. */
  sizeEstimated: boolean;
  expectedKw: number;
}

export interface ForecastMonth {
  month: string;
  /** Expected installations: the sum of the deals' probabilities. */
  count: number;
  kw: number;
  dealIds: number[];
}

export interface ForecastResult {
  averageKw: number;
  months: ForecastMonth[];
  deals: ForecastDealExpectation[];
}

const dayMs = 86_400_000;

/** The `YYYY-MM` month of a day or date-time. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after a `YYYY-MM` month (before it when negative). */
export function addMonths(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * dayMs)
    .toISOString()
    .slice(0, 10);
}

/**
 * Expected installations from the open pipeline: each deal counts as its stage's probability of
 * one installation, of its own size or (without a design) the average size of the open deals that
 * have one, on the day it entered its stage plus the stage's typical days to installation. A deal
 * already past that day is expected today: it has not installed yet, so it can only come later.
 * Months run from today's for `monthsAhead`; deals expected later are left out, and so are deals
 * of a stage with a probability of 0.
 */
export function forecastInstallations(input: {
  deals: readonly ForecastDealInput[];
  stages: readonly ForecastStageSetting[];
  today: string;
  monthsAhead: number;
}): ForecastResult {
  const settings = new Map(input.stages.map((stage) => [stage.stageId, stage]));
  const sized = input.deals.filter((deal) => deal.sizeKw !== null && deal.sizeKw > 0);
  const averageKw =
    sized.length === 0 ? 0 : sized.reduce((sum, deal) => sum + deal.sizeKw!, 0) / sized.length;
  const firstMonth = monthOf(input.today);
  const months: ForecastMonth[] = Array.from({ length: input.monthsAhead }, (_, index) => ({
    month: addMonths(firstMonth, index),
    count: 0,
    kw: 0,
    dealIds: [],
  }));
  const byMonth = new Map(months.map((month) => [month.month, month]));
  const deals: ForecastDealExpectation[] = [];
  for (const deal of input.deals) {
    const setting = settings.get(deal.stageId) ?? forecastDefaultStageSetting;
    const probability = setting.probabilityPercent / 100;
    if (probability <= 0) continue;
    const planned = addDays(deal.stageSince, setting.typicalDays);
    const expectedDay = planned < input.today ? input.today.slice(0, 10) : planned;
    const month = byMonth.get(monthOf(expectedDay));
    if (!month) continue;
    const sizeEstimated = deal.sizeKw === null || deal.sizeKw <= 0;
    const sizeKw = sizeEstimated ? averageKw : deal.sizeKw!;
    const expectedKw = probability * sizeKw;
    month.count += probability;
    month.kw += expectedKw;
    month.dealIds.push(deal.dealId);
    deals.push({
      dealId: deal.dealId,
      month: month.month,
      expectedDay,
      probability,
      sizeKw,
      sizeEstimated,
      expectedKw,
    });
  }
  return { averageKw, months, deals };
}
