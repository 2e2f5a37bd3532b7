import { daysInMonth, hoursInYear } from './battery-constants';
import { clearSkyWeight, sunElevationSine } from './solar-position';

/**
 * A typical residential day's use, hour 0 to 23, as shares of the day: low at night, a morning
 * peak around 7–8 and a larger evening one around 18–20. The winter shape (November to March,
 * electric heating and lighting) has sharper peaks, the summer one more afternoon use (cooling).
 * A stylised profile: how it was drawn is in docs/battery-simulation.md.
 */
const winterDay: readonly number[] = [
  2.6, 2.4, 2.3, 2.3, 2.4, 2.9, 4.0, 5.2, 5.1, 4.3, 3.8, 3.6, 3.6, 3.5, 3.5, 3.8, 4.6, 5.8, 6.6,
  6.5, 6.0, 5.3, 4.3, 3.4,
];
const summerDay: readonly number[] = [
  3.0, 2.7, 2.5, 2.4, 2.4, 2.6, 3.3, 4.0, 4.1, 3.9, 3.9, 4.1, 4.3, 4.5, 4.7, 5.0, 5.5, 6.0, 6.1,
  5.9, 5.6, 5.0, 4.2, 3.5,
];
const winterMonths: readonly number[] = [0, 1, 2, 10, 11];

function normalised(shape: readonly number[]): number[] {
  const sum = shape.reduce((total, value) => total + value, 0);
  return shape.map((value) => value / sum);
}
const winterShares = normalised(winterDay);
const summerShares = normalised(summerDay);

/** The share of its day's use that each hour of a day of `month` (0 = January) takes. */
export function dailyLoadShares(month: number): readonly number[] {
  return winterMonths.includes(month) ? winterShares : summerShares;
}

/** The year's 8 760 hourly loads (kWh): each month's usage spread evenly over its days. */
export function hourlyLoadKwh(monthlyUsageKwh: readonly number[]): Float64Array {
  const load = new Float64Array(hoursInYear);
  let hour = 0;
  for (let month = 0; month < 12; month += 1) {
    const days = daysInMonth[month]!;
    const perDay = (monthlyUsageKwh[month] ?? 0) / days;
    const shares = dailyLoadShares(month);
    for (let day = 0; day < days; day += 1) {
      for (let h = 0; h < 24; h += 1) {
        load[hour] = perDay * shares[h]!;
        hour += 1;
      }
    }
  }
  return load;
}

/**
 * The year's 8 760 hourly productions (kWh): each hour weighted by the clear-sky sunshine at the
 * middle of the hour (solar time) at `latitude`, each month scaled to its production.
 */
export function hourlyProductionKwh(
  monthlyProductionKwh: readonly number[],
  latitude: number,
): Float64Array {
  const production = new Float64Array(hoursInYear);
  let hour = 0;
  let dayOfYear = 1;
  for (let month = 0; month < 12; month += 1) {
    const first = hour;
    let weightSum = 0;
    for (let day = 0; day < daysInMonth[month]!; day += 1) {
      for (let h = 0; h < 24; h += 1) {
        const weight = clearSkyWeight(sunElevationSine(latitude, dayOfYear, h + 0.5));
        production[hour] = weight;
        weightSum += weight;
        hour += 1;
      }
      dayOfYear += 1;
    }
    const scale = weightSum > 0 ? (monthlyProductionKwh[month] ?? 0) / weightSum : 0;
    for (let index = first; index < hour; index += 1) {
      production[index] = production[index]! * scale;
    }
  }
  return production;
}
