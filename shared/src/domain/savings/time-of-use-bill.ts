import { daysInMonth, hoursInYear } from '../battery/battery-constants';
import type { DayKind, UtilityRate } from './utility-rate';
import { dayKindOf, periodInMonth, periodOnDay } from './utility-rate-checks';

/**
 * The energy price of an hour of the day (0–23) under a rate: the price of the time-of-use period
 * that lists the hour (on that kind of day and in that month, 1–12, when they are given), else
 * the rate's flat energy price (the hours no period names).
 */
export function hourPrice(
  rate: UtilityRate,
  hourOfDay: number,
  when?: { month: number; day: DayKind },
): number {
  const period = rate.timeOfUse.find(
    (entry) =>
      entry.hours.includes(hourOfDay) &&
      (!when || (periodInMonth(entry, when.month) && periodOnDay(entry, when.day))),
  );
  return period ? period.pricePerKwh : rate.energyPricePerKwh;
}

/**
 * One year's bill in dollars from the 8 760 hourly grid imports and exports (kWh) under a
 * time-of-use rate, every price multiplied by `priceFactor`; the days follow the reference year's
 * weekdays, weekends and holidays. Each imported kWh costs its hour's
 * price (time-of-use prices replace the tiers, as utilities offer one or the other).
 *
 * Net metering under time of use, where the rules say nothing: with monthly netting each exported
 * kWh earns a credit worth its own hour's price (the rule Ontario's net-metering customers on
 * time-of-use rates have), the credit pays the month's energy charge and what is left carries to
 * the next months; it is never paid out and never pays the fixed charge. With an export rate every
 * exported kWh is paid the export price.
 */
export function annualTimeOfUseBill(
  rate: UtilityRate,
  hourlyImportKwh: ArrayLike<number>,
  hourlyExportKwh: ArrayLike<number>,
  priceFactor = 1,
): number {
  let bill = rate.fixedMonthlyCharge * 12 * priceFactor;
  let creditDollars = 0;
  let hour = 0;
  for (let month = 0; month < 12; month += 1) {
    let charge = 0;
    let earned = 0;
    for (let index = 0; index < daysInMonth[month]! * 24 && hour < hoursInYear; index += 1) {
      const when = { month: month + 1, day: dayKindOf(Math.floor(hour / 24)) };
      const price = hourPrice(rate, hour % 24, when) * priceFactor;
      charge += (hourlyImportKwh[hour] ?? 0) * price;
      const exported = hourlyExportKwh[hour] ?? 0;
      earned +=
        rate.netMetering === 'monthly-netting'
          ? exported * price
          : exported * rate.exportPricePerKwh * priceFactor;
      hour += 1;
    }
    if (rate.netMetering === 'monthly-netting') {
      creditDollars += earned;
      const paid = Math.min(charge, creditDollars);
      creditDollars -= paid;
      bill += charge - paid;
    } else {
      bill += charge - earned;
    }
  }
  return bill;
}
