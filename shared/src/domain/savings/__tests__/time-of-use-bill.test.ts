import { hoursInYear } from '../../battery/battery-constants';
import { annualTimeOfUseBill, hourPrice } from '../time-of-use-bill';
import type { UtilityRate } from '../utility-rate';

// Off-peak 0.10 $ (the flat price, every hour no period lists), on-peak 0.30 $ from 17:00 to
// 21:00 (hours 17, 18, 19 and 20), 10 $ a month fixed.
const touRate: UtilityRate = {
  energyPricePerKwh: 0.1,
  fixedMonthlyCharge: 10,
  tiers: [],
  timeOfUse: [{ name: 'On-peak', pricePerKwh: 0.3, hours: [17, 18, 19, 20] }],
  netMetering: 'monthly-netting',
  exportPricePerKwh: 0.05,
};

/** 8 760 hours holding `kwh` at the listed hours of every day, 0 otherwise. */
function everyDayAt(hours: number[], kwh: number): Float64Array {
  const values = new Float64Array(hoursInYear);
  for (let hour = 0; hour < hoursInYear; hour += 1) {
    if (hours.includes(hour % 24)) values[hour] = kwh;
  }
  return values;
}
const none = new Float64Array(hoursInYear);
const allHours = Array.from({ length: 24 }, (_, hour) => hour);

describe('hourPrice', () => {
  it('takes the period listing the hour, else the flat price', () => {
    expect(hourPrice(touRate, 18)).toBe(0.3);
    expect(hourPrice(touRate, 16)).toBe(0.1);
    expect(hourPrice(touRate, 21)).toBe(0.1);
  });
});

describe('annualTimeOfUseBill', () => {
  it('prices each imported kWh at its hour: 1 kWh every hour costs 1 288 $ a year', () => {
    // A day: 4 on-peak hours × 0.30 + 20 off-peak hours × 0.10 = 3.20 $; × 365 = 1 168 $;
    // plus 12 × 10 $ fixed = 1 288 $.
    expect(annualTimeOfUseBill(touRate, everyDayAt(allHours, 1), none)).toBeCloseTo(1288, 9);
  });

  it('credits a noon export at the noon price against the evening import', () => {
    // Each day 1 kWh imported at 18:00 (0.30 $) and 1 kWh exported at noon (0.10 $ of credit):
    // 0.20 $ a day, 73 $ a year, plus 120 $ fixed.
    const bill = annualTimeOfUseBill(touRate, everyDayAt([18], 1), everyDayAt([12], 1));
    expect(bill).toBeCloseTo(193, 9);
  });

  it('carries a month’s unused credit forward and never pays it out or against the fixed charge', () => {
    // Exports only: the credit never becomes money; the bill is the fixed charge.
    expect(annualTimeOfUseBill(touRate, none, everyDayAt([12], 2))).toBeCloseTo(120, 9);
    // January exports 31 × 10 kWh at noon (31 $ of credit); the rest of the year imports
    // 1 kWh at 18:00 each day (334 days × 0.30 $ = 100.20 $): 31 $ of it is paid by the credit.
    const exports = new Float64Array(hoursInYear);
    const imports = new Float64Array(hoursInYear);
    for (let day = 0; day < 365; day += 1) {
      if (day < 31) exports[day * 24 + 12] = 10;
      else imports[day * 24 + 18] = 1;
    }
    expect(annualTimeOfUseBill(touRate, imports, exports)).toBeCloseTo(120 + 100.2 - 31, 9);
  });

  it('pays exports the export price on an export-rate rule, and escalates every price', () => {
    const exportRate: UtilityRate = { ...touRate, netMetering: 'export-rate' };
    // 365 × (0.30 − 0.05) + 120 = 211.25 $.
    const bill = annualTimeOfUseBill(exportRate, everyDayAt([18], 1), everyDayAt([12], 1));
    expect(bill).toBeCloseTo(211.25, 9);
    expect(
      annualTimeOfUseBill(exportRate, everyDayAt([18], 1), everyDayAt([12], 1), 1.03),
    ).toBeCloseTo(211.25 * 1.03, 9);
  });

  it('without periods, prices every hour at the flat price', () => {
    const flat: UtilityRate = { ...touRate, timeOfUse: [] };
    expect(annualTimeOfUseBill(flat, everyDayAt(allHours, 1), none)).toBeCloseTo(
      0.1 * hoursInYear + 120,
      9,
    );
  });
});

describe('periods by kind of day and season', () => {
  // On-peak 0.30 $ from 17:00 to 19:00 on weekdays only, all year.
  const weekdayPeak: UtilityRate = {
    ...touRate,
    fixedMonthlyCharge: 0,
    timeOfUse: [{ name: 'On-peak', pricePerKwh: 0.3, hours: [17, 18], days: ['weekdays'] }],
  };

  it('prices an hour by its month and kind of day', () => {
    expect(hourPrice(weekdayPeak, 17, { month: 1, day: 'weekdays' })).toBe(0.3);
    expect(hourPrice(weekdayPeak, 17, { month: 1, day: 'weekends' })).toBe(0.1);
    expect(hourPrice(weekdayPeak, 17, { month: 1, day: 'holidays' })).toBe(0.1);
    const summer: UtilityRate = {
      ...touRate,
      timeOfUse: [{ name: 'Summer', pricePerKwh: 0.2, hours: [12], months: { from: 5, to: 10 } }],
    };
    expect(hourPrice(summer, 12, { month: 7, day: 'weekdays' })).toBe(0.2);
    expect(hourPrice(summer, 12, { month: 11, day: 'weekdays' })).toBe(0.1);
  });

  it('bills the weekday peak on the 251 working weekdays of the reference year', () => {
    // 2025 has 261 weekdays and all ten holidays fall on them: 251 weekday peaks of 2 hours ×
    // 1 kWh × 0.30 $, the other 114 days at 0.10 $.
    const bill = annualTimeOfUseBill(weekdayPeak, everyDayAt([17, 18], 1), none);
    expect(bill).toBeCloseTo(251 * 2 * 0.3 + 114 * 2 * 0.1, 9);
  });
});
