import { daysInMonth, hoursInYear } from '../battery-constants';
import { dailyLoadShares, hourlyLoadKwh, hourlyProductionKwh } from '../hourly-profiles';
import { clearSkyWeight, sunElevationSine } from '../solar-position';

const usage = [1205, 1205, 1087, 1087, 922, 922, 1004, 1004, 1065, 1065, 1256, 1256];
const made = [45, 60, 85, 100, 115, 120, 125, 110, 90, 70, 45, 35].map((share) => share * 5);

function monthSums(hours: Float64Array): number[] {
  const sums: number[] = [];
  let hour = 0;
  for (const days of daysInMonth) {
    let sum = 0;
    for (let index = 0; index < days * 24; index += 1) sum += hours[hour + index] ?? 0;
    sums.push(sum);
    hour += days * 24;
  }
  return sums;
}

describe('sun position', () => {
  it('puts the sun at 45° at noon on the equinox at latitude 45', () => {
    // Day 81: 284 + 81 = 365, declination 0; sin(elevation) = cos(45°).
    expect(sunElevationSine(45, 81, 12)).toBeCloseTo(Math.SQRT1_2, 12);
    // Six hours from noon on the equinox the sun is on the horizon.
    expect(sunElevationSine(45, 81, 6)).toBeCloseTo(0, 12);
  });

  it('gives no sunshine below the horizon and more at noon than in the morning', () => {
    expect(clearSkyWeight(-0.2)).toBe(0);
    expect(clearSkyWeight(0.9)).toBeGreaterThan(clearSkyWeight(0.3));
  });
});

describe('hourly profiles', () => {
  it('spreads each month’s usage over its hours without losing any', () => {
    const load = hourlyLoadKwh(usage);
    expect(load).toHaveLength(hoursInYear);
    monthSums(load).forEach((sum, month) => expect(sum).toBeCloseTo(usage[month]!, 9));
    for (const month of [0, 6]) {
      expect(dailyLoadShares(month).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 12);
    }
  });

  it('shapes each month’s production by the sun, nothing at night', () => {
    const production = hourlyProductionKwh(made, 46.3);
    monthSums(production).forEach((sum, month) => expect(sum).toBeCloseTo(made[month]!, 9));
    // Midnight to 1 am and 10 to 11 pm of 21 June (day 172): dark at 46° N.
    const june21 = (171 * 24) as number;
    expect(production[june21]).toBe(0);
    expect(production[june21 + 22]).toBe(0);
    expect(production[june21 + 12]!).toBeGreaterThan(production[june21 + 8]!);
  });
});
