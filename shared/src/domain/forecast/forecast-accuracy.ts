import { type ForecastMonth } from './forecast-installations';

/** The forecast as it was kept in one month (its first view), for the months it looked ahead. */
export interface ForecastSnapshot {
  takenMonth: string;
  months: readonly ForecastMonth[];
}

/** What was installed in a month: projects whose Installed milestone is dated in it. */
export interface ActualInstallations {
  month: string;
  count: number;
  kw: number;
  dealIds: number[];
}

export interface ForecastAccuracyMonth {
  month: string;
  /** Null when no forecast was kept for the month. */
  forecast: (ForecastMonth & { takenMonth: string }) | null;
  actual: ActualInstallations;
  /**
   * 100 − the forecast's error in kW as a share of the actual kW (never below 0); null when
   * nothing was forecast or nothing was installed.
   */
  accuracyPercent: number | null;
}

/**
 * Forecast against actual installations, month by month. A month is compared with the forecast
 * made before it began (the latest snapshot taken in an earlier month), or, when none was kept
 * that early, with the one taken in the month itself: the question is how well the pipeline
 * foretold the month, not what was known once it had begun.
 */
export function forecastAccuracy(input: {
  months: readonly string[];
  snapshots: readonly ForecastSnapshot[];
  actuals: readonly ActualInstallations[];
}): ForecastAccuracyMonth[] {
  const actuals = new Map(input.actuals.map((actual) => [actual.month, actual]));
  const snapshots = [...input.snapshots].sort((a, b) => a.takenMonth.localeCompare(b.takenMonth));
  return input.months.map((month) => {
    let chosen: ForecastSnapshot | undefined;
    for (const snapshot of snapshots) {
      if (snapshot.takenMonth > month) break;
      if (!snapshot.months.some((row) => row.month === month)) continue;
      if (snapshot.takenMonth < month || !chosen) chosen = snapshot;
    }
    const row = chosen?.months.find((candidate) => candidate.month === month);
    const forecast = row && chosen ? { ...row, takenMonth: chosen.takenMonth } : null;
    const actual = actuals.get(month) ?? { month, count: 0, kw: 0, dealIds: [] };
    const accuracyPercent =
      forecast && forecast.kw > 0 && actual.kw > 0
        ? Math.max(0, 100 - (Math.abs(forecast.kw - actual.kw) / actual.kw) * 100)
        : null;
    return { month, forecast, actual, accuracyPercent };
  });
}
