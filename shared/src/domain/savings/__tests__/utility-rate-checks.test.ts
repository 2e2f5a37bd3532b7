import { messages } from '../../messages';
import {
  dayKindOf,
  hourRangesText,
  overlappingPeriodIndex,
  parseHourRanges,
  periodInMonth,
  tiersProblem,
} from '../utility-rate-checks';
import { utilityRateWriteSchema } from '../utility-rate-records';
import type { TimeOfUsePeriod } from '../utility-rate';

const period = (overrides: Partial<TimeOfUsePeriod> = {}): TimeOfUsePeriod => ({
  name: 'On-peak',
  pricePerKwh: 0.2,
  hours: [17, 18],
  ...overrides,
});

describe('tiersProblem', () => {
  it('accepts no tiers, or rising limits ending with an open tier', () => {
    expect(tiersProblem([])).toBeNull();
    expect(
      tiersProblem([
        { upToKwh: 600, pricePerKwh: 0.1 },
        { upToKwh: 1000, pricePerKwh: 0.12 },
        { upToKwh: null, pricePerKwh: 0.15 },
      ]),
    ).toBeNull();
  });

  it('refuses limits that do not rise, or an open tier before the last', () => {
    expect(
      tiersProblem([
        { upToKwh: 1000, pricePerKwh: 0.1 },
        { upToKwh: 1000, pricePerKwh: 0.12 },
        { upToKwh: null, pricePerKwh: 0.15 },
      ]),
    ).toBe(messages.utilityRateTiersOrder);
    expect(
      tiersProblem([
        { upToKwh: null, pricePerKwh: 0.1 },
        { upToKwh: null, pricePerKwh: 0.12 },
      ]),
    ).toBe(messages.utilityRateTiersOrder);
  });

  it('refuses a last tier with a limit: the kWh above it would have no price', () => {
    expect(tiersProblem([{ upToKwh: 600, pricePerKwh: 0.1 }])).toBe(
      messages.utilityRateTiersOpenLast,
    );
  });
});

describe('time-of-use periods', () => {
  it('reads month ranges, wrapping over the new year', () => {
    const winter = period({ months: { from: 11, to: 4 } });
    expect([1, 4, 5, 10, 11, 12].map((month) => periodInMonth(winter, month))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
    ]);
    expect(periodInMonth(period(), 7)).toBe(true);
  });

  it('finds two periods sharing an hour on the same days and months', () => {
    expect(overlappingPeriodIndex([period(), period({ hours: [7, 8] })])).toBeNull();
    expect(overlappingPeriodIndex([period(), period({ hours: [16, 17] })])).toBe(1);
    // The same hours in other months or on other days are another period.
    const summer = period({ months: { from: 5, to: 10 } });
    const winter = period({ months: { from: 11, to: 4 } });
    expect(overlappingPeriodIndex([summer, winter])).toBeNull();
    expect(overlappingPeriodIndex([summer, period({ months: { from: 10, to: 12 } })])).toBe(1);
    const weekdays = period({ days: ['weekdays'] });
    expect(overlappingPeriodIndex([weekdays, period({ days: ['weekends', 'holidays'] })])).toBe(
      null,
    );
    expect(overlappingPeriodIndex([weekdays, period({ hours: [7] }), period()])).toBe(2);
  });

  it('reads and writes hours as ranges with the end excluded', () => {
    expect(parseHourRanges('7-11, 17-19')).toEqual([7, 8, 9, 10, 17, 18]);
    expect(parseHourRanges('22-2')).toEqual([0, 1, 22, 23]);
    expect(parseHourRanges('0-24')).toHaveLength(24);
    expect(parseHourRanges('5')).toEqual([5]);
    for (const wrong of ['', '7-7', '25', 'seven', '7-25', '3;4']) {
      expect(parseHourRanges(wrong)).toBeNull();
    }
    expect(hourRangesText([7, 8, 9, 10, 17, 18])).toBe('7-11, 17-19');
    expect(hourRangesText([0, 1, 22, 23])).toBe('22-2');
    expect(hourRangesText([5])).toBe('5-6');
    expect(parseHourRanges(hourRangesText([0, 1, 2, 3, 4, 5, 6, 19, 20, 21, 22, 23]))).toEqual([
      0, 1, 2, 3, 4, 5, 6, 19, 20, 21, 22, 23,
    ]);
  });

  it('knows the weekdays, weekends and holidays of the reference year', () => {
    // 1 January 2025 (New Year's Day), 4 January (a Saturday), 6 January (a Monday), Canada Day.
    expect([0, 3, 5, 181].map(dayKindOf)).toEqual(['holidays', 'weekends', 'weekdays', 'holidays']);
  });
});

describe('utilityRateWriteSchema', () => {
  const body = {
    power_company_id: 1,
    effective_from: '2027-01-01',
    energy_price_per_kwh: 0.1,
    fixed_monthly_charge: 20,
    tiers: [],
    time_of_use: [],
    net_metering: 'monthly-netting',
    export_price_per_kwh: 0,
    source: 'Published schedule',
    taken_on: '2026-11-27',
  };

  it('says what is wrong with the tiers and the periods, where it is', () => {
    const parsed = utilityRateWriteSchema.safeParse({
      ...body,
      tiers: [{ upToKwh: 600, pricePerKwh: 0.1 }],
      time_of_use: [period(), period({ name: 'Peak again' })],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['tiers', messages.utilityRateTiersOpenLast],
      ['time_of_use.1.hours', messages.utilityRateTimeOfUseOverlap],
    ]);
  });

  it('accepts seasonal periods on chosen days', () => {
    const parsed = utilityRateWriteSchema.safeParse({
      ...body,
      time_of_use: [
        period({ days: ['weekdays'], months: { from: 5, to: 10 } }),
        period({ days: ['weekdays'], months: { from: 11, to: 4 }, pricePerKwh: 0.25 }),
      ],
    });
    expect(parsed.success).toBe(true);
  });
});
