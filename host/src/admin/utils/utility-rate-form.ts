import {
  dayKinds,
  hourRangesText,
  messages,
  parseHourRanges,
  type DayKind,
  type RateTier,
  type TimeOfUsePeriod,
} from '@solar/shared';

/** A tier as typed: an empty "up to" is the open-ended last tier. */
export interface TierRow {
  upTo: string;
  price: string;
}

/** A time-of-use period as typed: hours as ranges ("7-11, 17-19"), months as 1–12. */
export interface PeriodRow {
  name: string;
  price: string;
  hours: string;
  days: DayKind[];
  from: string;
  to: string;
}

/** What is wrong, by row and field, or with the whole list. */
export interface RowErrors {
  list?: string;
  rows: Record<number, Partial<Record<string, string>>>;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function tierRowsOf(tiers: readonly RateTier[]): TierRow[] {
  return tiers.map((tier) => ({
    upTo: tier.upToKwh === null ? '' : String(tier.upToKwh),
    price: String(tier.pricePerKwh),
  }));
}

export function periodRowsOf(periods: readonly TimeOfUsePeriod[]): PeriodRow[] {
  return periods.map((period) => ({
    name: period.name,
    price: String(period.pricePerKwh),
    hours: hourRangesText(period.hours),
    days: [...(period.days ?? dayKinds)],
    from: String(period.months?.from ?? 1),
    to: String(period.months?.to ?? 12),
  }));
}

export function tiersOf(rows: readonly TierRow[]): RateTier[] {
  return rows.map((row) => ({
    upToKwh: row.upTo.trim() === '' ? null : numberOf(row.upTo),
    pricePerKwh: numberOf(row.price),
  }));
}

/** The periods to send: every day and the whole year are left implicit, as stored rates have them. */
export function periodsOf(rows: readonly PeriodRow[]): TimeOfUsePeriod[] {
  return rows.map((row) => {
    const everyDay = dayKinds.every((day) => row.days.includes(day));
    const allYear = row.from === '1' && row.to === '12';
    return {
      name: row.name,
      pricePerKwh: numberOf(row.price),
      hours: parseHourRanges(row.hours) ?? [],
      ...(everyDay ? {} : { days: dayKinds.filter((day) => row.days.includes(day)) }),
      ...(allYear ? {} : { months: { from: Number(row.from), to: Number(row.to) } }),
    };
  });
}

/**
 * The product's message for a problem the rate schema found in a tier or period field: the
 * schema's own for the rules between rows, a plain one for a value out of range.
 */
export function rowMessage(field: string, schemaMessage: string): string {
  if (
    schemaMessage === messages.utilityRateTimeOfUseOverlap ||
    schemaMessage === messages.utilityRateTiersOrder ||
    schemaMessage === messages.utilityRateTiersOpenLast
  ) {
    return schemaMessage;
  }
  switch (field) {
    case 'upToKwh':
      return messages.utilityRateTierLimit;
    case 'name':
      return messages.utilityRateTimeOfUseName;
    case 'hours':
      return messages.utilityRateHoursFormat;
    case 'days':
      return messages.utilityRateTimeOfUseDays;
    default:
      return messages.utilityRatePriceRange;
  }
}
