import { inArray } from 'drizzle-orm';
import type { RateTier, TimeOfUsePeriod, NetMeteringRule } from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { powerCompanies } from '../power-bills/power-bills-tables';
import { utilityRates } from './savings-tables';

interface SeedRate {
  company: string;
  effectiveFrom: string;
  energy: number;
  fixed: number;
  tiers?: RateTier[];
  timeOfUse?: TimeOfUsePeriod[];
  netMetering: NetMeteringRule;
  exportPrice?: number;
  source: string;
}

/** A sum of prices kept to the table's 5 decimals (no binary tail such as 0.13300000000000001). */
const plus = (a: number, b: number) => Math.round((a + b) * 100_000) / 100_000;

// Ontario's Regulated Price Plan time-of-use periods, with the distributor's delivery added to
// each price. On weekdays the winter (November to April) peaks are the mornings and evenings and
// the summer (May to October) peak is midday; evenings and nights are off-peak all year, and
// weekends and holidays are off-peak all day.
const ontarioTimeOfUse = (delivery: number): TimeOfUsePeriod[] => {
  const offPeak = plus(0.076, delivery);
  const midPeak = plus(0.122, delivery);
  const onPeak = plus(0.158, delivery);
  const shoulders = [7, 8, 9, 10, 17, 18];
  const midday = [11, 12, 13, 14, 15, 16];
  const winter = { from: 11, to: 4 };
  const summer = { from: 5, to: 10 };
  return [
    {
      name: 'Off-peak',
      pricePerKwh: offPeak,
      hours: [0, 1, 2, 3, 4, 5, 6, 19, 20, 21, 22, 23],
      days: ['weekdays'],
    },
    {
      name: 'Off-peak (weekends and holidays)',
      pricePerKwh: offPeak,
      hours: Array.from({ length: 24 }, (_, hour) => hour),
      days: ['weekends', 'holidays'],
    },
    {
      name: 'On-peak (winter)',
      pricePerKwh: onPeak,
      hours: shoulders,
      days: ['weekdays'],
      months: winter,
    },
    {
      name: 'Mid-peak (winter)',
      pricePerKwh: midPeak,
      hours: midday,
      days: ['weekdays'],
      months: winter,
    },
    {
      name: 'Mid-peak (summer)',
      pricePerKwh: midPeak,
      hours: shoulders,
      days: ['weekdays'],
      months: summer,
    },
    {
      name: 'On-peak (summer)',
      pricePerKwh: onPeak,
      hours: midday,
      days: ['weekdays'],
      months: summer,
    },
  ];
};
// The Regulated Price Plan's tiered prices (1 000 kWh winter threshold) plus delivery.
const ontarioTiers = (delivery: number): RateTier[] => [
  { upToKwh: 1000, pricePerKwh: plus(0.093, delivery) },
  { upToKwh: null, pricePerKwh: plus(0.11, delivery) },
];

const remembered = (what: string) =>
  `${what}; approximate figures compiled from the utility's published residential rate, not verified against the current schedule: check before quoting`;

/**
 * A residential rate for each seeded power company, effective from the date its figures describe.
 * Every row says where it comes from; docs/battery-simulation.md says they must be checked, and
 * administrators correct them on the Utility Rates page (a new row from a new date).
 */
export const seedUtilityRateList: readonly SeedRate[] = [
  {
    company: 'Maritime Electric',
    effectiveFrom: '2024-03-01',
    energy: 0.1795,
    fixed: 24.57,
    netMetering: 'monthly-netting',
    source: remembered('Maritime Electric, residential service rate (PEI IRAC approved)'),
  },
  {
    company: 'Summerside Electric',
    effectiveFrom: '2024-03-01',
    energy: 0.1614,
    fixed: 22.95,
    netMetering: 'monthly-netting',
    source: remembered('City of Summerside Electric Utility, residential rate'),
  },
  {
    company: 'Hydro One',
    effectiveFrom: '2024-11-01',
    energy: 0.133,
    fixed: 45.5,
    tiers: ontarioTiers(0.04),
    timeOfUse: ontarioTimeOfUse(0.04),
    netMetering: 'monthly-netting',
    source: remembered('Ontario Energy Board RPP prices and Hydro One R1 delivery rates'),
  },
  {
    company: 'Toronto Hydro',
    effectiveFrom: '2024-11-01',
    energy: 0.135,
    fixed: 44,
    tiers: ontarioTiers(0.042),
    timeOfUse: ontarioTimeOfUse(0.042),
    netMetering: 'monthly-netting',
    source: remembered('Ontario Energy Board RPP prices and Toronto Hydro residential delivery'),
  },
  {
    company: 'Alectra Utilities',
    effectiveFrom: '2024-11-01',
    energy: 0.128,
    fixed: 33.5,
    tiers: ontarioTiers(0.035),
    timeOfUse: ontarioTimeOfUse(0.035),
    netMetering: 'monthly-netting',
    source: remembered('Ontario Energy Board RPP prices and Alectra residential delivery'),
  },
  {
    company: 'Hydro Ottawa',
    effectiveFrom: '2024-11-01',
    energy: 0.127,
    fixed: 28.5,
    tiers: ontarioTiers(0.034),
    timeOfUse: ontarioTimeOfUse(0.034),
    netMetering: 'monthly-netting',
    source: remembered('Ontario Energy Board RPP prices and Hydro Ottawa residential delivery'),
  },
  {
    company: 'NB Power',
    effectiveFrom: '2024-04-01',
    energy: 0.1549,
    fixed: 24.27,
    netMetering: 'monthly-netting',
    source: remembered('NB Power, residential rate schedule'),
  },
  {
    company: 'Saint John Energy',
    effectiveFrom: '2024-04-01',
    energy: 0.152,
    fixed: 24.5,
    netMetering: 'monthly-netting',
    source: remembered('Saint John Energy, residential rate'),
  },
  {
    company: 'Nova Scotia Power',
    effectiveFrom: '2024-01-01',
    energy: 0.1826,
    fixed: 10.83,
    netMetering: 'monthly-netting',
    source: remembered('Nova Scotia Power, Domestic Service Tariff'),
  },
  {
    company: 'Hydro-Québec',
    effectiveFrom: '2024-04-01',
    energy: 0.06905,
    fixed: 14.04,
    tiers: [
      { upToKwh: 1216, pricePerKwh: 0.06905 },
      { upToKwh: null, pricePerKwh: 0.10652 },
    ],
    netMetering: 'monthly-netting',
    source: remembered(
      'Hydro-Québec, Rate D (first 40 kWh a day and the daily access charge over a 30.4-day month)',
    ),
  },
  {
    company: 'BC Hydro',
    effectiveFrom: '2024-04-01',
    energy: 0.1097,
    fixed: 6.85,
    tiers: [
      { upToKwh: 675, pricePerKwh: 0.1097 },
      { upToKwh: null, pricePerKwh: 0.1644 },
    ],
    netMetering: 'monthly-netting',
    source: remembered('BC Hydro, Residential Conservation Rate (steps per month)'),
  },
  {
    company: 'FortisBC',
    effectiveFrom: '2024-01-01',
    energy: 0.124,
    fixed: 19.61,
    tiers: [
      { upToKwh: 800, pricePerKwh: 0.124 },
      { upToKwh: null, pricePerKwh: 0.139 },
    ],
    netMetering: 'monthly-netting',
    source: remembered('FortisBC, residential conservation rate'),
  },
  {
    company: 'ATCO Electric',
    effectiveFrom: '2024-01-01',
    energy: 0.18,
    fixed: 45,
    netMetering: 'export-rate',
    exportPrice: 0.12,
    source: remembered(
      'Alberta Regulated Rate Option energy plus ATCO Electric distribution; micro-generation credited at the energy rate',
    ),
  },
  {
    company: 'ENMAX',
    effectiveFrom: '2024-01-01',
    energy: 0.17,
    fixed: 35,
    netMetering: 'export-rate',
    exportPrice: 0.12,
    source: remembered(
      'Alberta Regulated Rate Option energy plus ENMAX Power distribution; micro-generation credited at the energy rate',
    ),
  },
  {
    company: 'EPCOR',
    effectiveFrom: '2024-01-01',
    energy: 0.17,
    fixed: 33,
    netMetering: 'export-rate',
    exportPrice: 0.12,
    source: remembered(
      'Alberta Regulated Rate Option energy plus EPCOR distribution; micro-generation credited at the energy rate',
    ),
  },
  {
    company: 'SaskPower',
    effectiveFrom: '2024-04-01',
    energy: 0.1641,
    fixed: 24.96,
    netMetering: 'export-rate',
    exportPrice: 0.075,
    source: remembered('SaskPower, residential rate and Net Metering export credit'),
  },
  {
    company: 'Manitoba Hydro',
    effectiveFrom: '2024-01-01',
    energy: 0.0997,
    fixed: 9.13,
    netMetering: 'export-rate',
    exportPrice: 0.037,
    source: remembered('Manitoba Hydro, residential rate and surplus energy payment'),
  },
  {
    company: 'Newfoundland Power',
    effectiveFrom: '2024-07-01',
    energy: 0.146,
    fixed: 15.81,
    netMetering: 'monthly-netting',
    source: remembered('Newfoundland Power, Domestic Rate #1.1'),
  },
  {
    company: 'Newfoundland and Labrador Hydro',
    effectiveFrom: '2024-07-01',
    energy: 0.143,
    fixed: 15.5,
    netMetering: 'monthly-netting',
    source: remembered('Newfoundland and Labrador Hydro, rural domestic rate'),
  },
  {
    company: 'Yukon Energy',
    effectiveFrom: '2024-01-01',
    energy: 0.1796,
    fixed: 17.5,
    tiers: [
      { upToKwh: 1000, pricePerKwh: 0.1796 },
      { upToKwh: 2500, pricePerKwh: 0.2052 },
      { upToKwh: null, pricePerKwh: 0.2433 },
    ],
    netMetering: 'monthly-netting',
    source: remembered('Yukon Energy / ATCO Electric Yukon, residential rate blocks'),
  },
  {
    company: 'Northwest Territories Power Corporation',
    effectiveFrom: '2024-04-01',
    energy: 0.3,
    fixed: 23,
    netMetering: 'monthly-netting',
    source: remembered('NTPC residential rate after the Territorial Power Support Program'),
  },
  {
    company: 'Qulliq Energy Corporation',
    effectiveFrom: '2024-04-01',
    energy: 0.3,
    fixed: 6,
    netMetering: 'monthly-netting',
    source: remembered('Qulliq Energy, subsidized residential rate'),
  },
];

/** When the seeded figures were compiled (each row's `taken_on`). */
export const seedUtilityRatesTakenOn = '2024-11-15';

/**
 * Inserts the seeded rates missing for companies that exist (by company and date); returns how
 * many were added. Never changes a rate an administrator edited.
 */
export async function seedUtilityRates(db: Database): Promise<number> {
  const companies = await db
    .select({ id: powerCompanies.id, name: powerCompanies.name })
    .from(powerCompanies)
    .where(
      inArray(
        powerCompanies.name,
        seedUtilityRateList.map((rate) => rate.company),
      ),
    );
  const idByName = new Map(companies.map((row) => [row.name, row.id]));
  const rows = seedUtilityRateList.flatMap((rate) => {
    const powerCompanyId = idByName.get(rate.company);
    if (powerCompanyId === undefined) return [];
    return [
      {
        powerCompanyId,
        effectiveFrom: rate.effectiveFrom,
        energyPricePerKwh: String(rate.energy),
        fixedMonthlyCharge: String(rate.fixed),
        tiers: rate.tiers ?? [],
        timeOfUse: rate.timeOfUse ?? [],
        netMetering: rate.netMetering,
        exportPricePerKwh: String(rate.exportPrice ?? 0),
        source: rate.source,
        takenOn: seedUtilityRatesTakenOn,
      },
    ];
  });
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(utilityRates)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: utilityRates.id });
  return inserted.length;
}
