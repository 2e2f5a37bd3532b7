import { desc, eq, sql } from 'drizzle-orm';
import {
  dayKinds,
  type DayKind,
  periodInMonth,
  periodOnDay,
  defaultProposalData,
  type ProposalData,
  demoAccountEmails,
  messages,
  savedPanelAt,
  type SavingsContext,
  type UtilityRateRecord,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';
import { proposalSavedDetails, proposals } from '../../proposals/proposals-tables';
import { powerCompanyIdByName, seedPowerCompanyList } from '../../power-bills/seed-power-companies';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, rep1, rep2 } = demoAccountEmails;
let rep1Deal: number;
let maritime: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  const [row] = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, rep1))
    .orderBy(deals.id)
    .limit(1);
  rep1Deal = row!.id;
  maritime = await powerCompanyIdByName(t.database.db, 'Maritime Electric');
});
afterAll(async () => {
  await t.close();
});

function rateBody(overrides: Record<string, unknown> = {}) {
  return {
    power_company_id: maritime,
    effective_from: '2990-04-01',
    energy_price_per_kwh: 0.1899,
    fixed_monthly_charge: 25.75,
    tiers: [],
    time_of_use: [],
    net_metering: 'monthly-netting',
    export_price_per_kwh: 0,
    source: 'Maritime Electric rate schedule, April 2026',
    taken_on: '2026-03-20',
    ...overrides,
  };
}

const fieldMessages = (response: { json(): unknown }) =>
  (response.json() as { errors: { message: string }[] }).errors.map((error) => error.message);

describe('utility rates', () => {
  it('are seeded for every power company, each with its source and date', async () => {
    const response = await call(rep1, 'GET', '/api/savings/utility-rates/');
    expect(response.statusCode).toBe(200);
    const rates = response.json<UtilityRateRecord[]>();
    expect(new Set(rates.map((rate) => rate.power_company.name))).toEqual(
      new Set(seedPowerCompanyList.map((company) => company.name)),
    );
    for (const rate of rates) {
      expect(rate.source).toMatch(/check before quoting/);
      expect(rate.taken_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const quebec = rates.find((rate) => rate.power_company.name === 'Hydro-Québec');
    expect(quebec?.tiers).toEqual([
      { upToKwh: 1216, pricePerKwh: 0.06905 },
      { upToKwh: null, pricePerKwh: 0.10652 },
    ]);
    const hydroOne = rates.find((rate) => rate.power_company.name === 'Hydro One');
    // Every hour of every kind of day in every month has exactly one Ontario period: midday is
    // on-peak on a July weekday, mid-peak on a January weekday, off-peak on any weekend.
    const periods = hydroOne!.time_of_use;
    const priceAt = (month: number, day: DayKind, hour: number) => {
      const found = periods.filter(
        (period) =>
          periodInMonth(period, month) && periodOnDay(period, day) && period.hours.includes(hour),
      );
      expect(found).toHaveLength(1);
      return found[0]!.name;
    };
    for (const month of Array.from({ length: 12 }, (_, index) => index + 1)) {
      for (const day of dayKinds) {
        for (const hour of Array.from({ length: 24 }, (_, index) => index))
          priceAt(month, day, hour);
      }
    }
    expect(priceAt(7, 'weekdays', 12)).toBe('On-peak (summer)');
    expect(priceAt(1, 'weekdays', 12)).toBe('Mid-peak (winter)');
    expect(priceAt(1, 'weekdays', 8)).toBe('On-peak (winter)');
    expect(priceAt(7, 'weekends', 12)).toBe('Off-peak (weekends and holidays)');
    expect(priceAt(7, 'weekdays', 22)).toBe('Off-peak');
  });

  it('are changed by administrators only', async () => {
    const refused = await call(rep1, 'POST', '/api/savings/utility-rates/', rateBody());
    expect(refused.statusCode).toBe(403);
    const created = await call(admin, 'POST', '/api/savings/utility-rates/', rateBody());
    expect(created.statusCode).toBe(201);
    const rate = created.json<UtilityRateRecord>();
    expect(rate).toMatchObject({
      power_company: { id: maritime, name: 'Maritime Electric' },
      effective_from: '2990-04-01',
      energy_price_per_kwh: 0.1899,
      fixed_monthly_charge: 25.75,
      version: 1,
    });
    const corrected = await call(admin, 'PUT', `/api/savings/utility-rates/${rate.id}/`, {
      ...rateBody({ energy_price_per_kwh: 0.2 }),
      version: 1,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<UtilityRateRecord>()).toMatchObject({
      energy_price_per_kwh: 0.2,
      version: 2,
    });
    const conflict = await call(admin, 'PUT', `/api/savings/utility-rates/${rate.id}/`, {
      ...rateBody({ energy_price_per_kwh: 0.21 }),
      version: 1,
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ message: messages.recordVersionConflict });
  });

  it('refuses a second rate of a company from the same date', async () => {
    const body = rateBody({ effective_from: '2991-01-01' });
    expect((await call(admin, 'POST', '/api/savings/utility-rates/', body)).statusCode).toBe(201);
    const again = await call(admin, 'POST', '/api/savings/utility-rates/', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.utilityRateDateTaken });
  });

  it('refuses tiers out of order, an unknown company and a bad date', async () => {
    const tiers = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({
        effective_from: '2992-01-01',
        tiers: [
          { upToKwh: null, pricePerKwh: 0.1 },
          { upToKwh: 500, pricePerKwh: 0.2 },
        ],
      }),
    );
    expect(tiers.statusCode).toBe(400);
    expect(fieldMessages(tiers)).toContain(messages.utilityRateTiersOrder);
    const company = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({ power_company_id: 999_999 }),
    );
    expect(company.statusCode).toBe(400);
    expect(company.json()).toMatchObject({ message: messages.apiUnknownPowerCompany });
    const date = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({ effective_from: '2028-13-45' }),
    );
    expect(date.statusCode).toBe(400);
    expect(fieldMessages(date)).toContain(messages.utilityRateInvalidDate);
  });
});

describe('utility rate tiers, time-of-use periods and new dates', () => {
  it('stores tiers and seasonal time-of-use periods on chosen days', async () => {
    const body = rateBody({
      effective_from: '2993-01-01',
      tiers: [
        { upToKwh: 600, pricePerKwh: 0.12 },
        { upToKwh: null, pricePerKwh: 0.15 },
      ],
      time_of_use: [
        {
          name: 'Summer peak',
          pricePerKwh: 0.3,
          hours: [17, 18],
          days: ['weekdays'],
          months: { from: 5, to: 10 },
        },
        {
          name: 'Winter peak',
          pricePerKwh: 0.25,
          hours: [17, 18],
          days: ['weekdays'],
          months: { from: 11, to: 4 },
        },
      ],
    });
    const created = await call(admin, 'POST', '/api/savings/utility-rates/', body);
    expect(created.statusCode).toBe(201);
    expect(created.json<UtilityRateRecord>()).toMatchObject({
      tiers: body.tiers,
      time_of_use: body.time_of_use,
    });
  });

  it('refuses a capped last tier and periods pricing the same hour', async () => {
    const capped = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({ effective_from: '2994-01-01', tiers: [{ upToKwh: 600, pricePerKwh: 0.1 }] }),
    );
    expect(capped.statusCode).toBe(400);
    expect(fieldMessages(capped)).toContain(messages.utilityRateTiersOpenLast);
    const overlap = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({
        effective_from: '2994-01-01',
        time_of_use: [
          { name: 'Peak', pricePerKwh: 0.3, hours: [17, 18], months: { from: 5, to: 10 } },
          { name: 'Late', pricePerKwh: 0.2, hours: [18, 19], months: { from: 10, to: 12 } },
        ],
      }),
    );
    expect(overlap.statusCode).toBe(400);
    expect(fieldMessages(overlap)).toContain(messages.utilityRateTimeOfUseOverlap);
  });

  it('makes a new rate when an edit changes the effective date, and keeps the old one', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({ effective_from: '2995-01-01' }),
    );
    const old = created.json<UtilityRateRecord>();
    const moved = await call(admin, 'PUT', `/api/savings/utility-rates/${old.id}/`, {
      ...rateBody({ effective_from: '2995-07-01', energy_price_per_kwh: 0.25 }),
      version: old.version,
    });
    expect(moved.statusCode).toBe(200);
    const next = moved.json<UtilityRateRecord>();
    expect(next.id).not.toBe(old.id);
    expect(next).toMatchObject({ effective_from: '2995-07-01', energy_price_per_kwh: 0.25 });
    const list = await call(
      admin,
      'GET',
      `/api/savings/utility-rates/?power_company_id=${maritime}`,
    );
    const kept = list.json<UtilityRateRecord[]>().find((rate) => rate.id === old.id);
    expect(kept).toMatchObject({ effective_from: '2995-01-01', energy_price_per_kwh: 0.1899 });
    // The new date is taken now: moving the old one there again is refused.
    const again = await call(admin, 'PUT', `/api/savings/utility-rates/${old.id}/`, {
      ...rateBody({ effective_from: '2995-07-01' }),
      version: old.version,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.utilityRateDateTaken });
    const stale = await call(admin, 'PUT', `/api/savings/utility-rates/${old.id}/`, {
      ...rateBody({ effective_from: '2995-09-01' }),
      version: old.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: messages.recordVersionConflict });
    const missing = await call(admin, 'PUT', '/api/savings/utility-rates/999999/', {
      ...rateBody(),
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a deal's savings context", () => {
  it('gives the power bill, its company’s rates and the latest proposal’s production', async () => {
    const empty = await call(rep1, 'GET', `/api/crm/deals/${rep1Deal}/savings-context/`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json<SavingsContext>()).toMatchObject({
      power_company: null,
      utility_rates: [],
      latest_proposal: null,
    });

    const bill = await call(rep1, 'POST', '/api/crm/power-bills/', {
      deal: rep1Deal,
      power_company: maritime,
      bill_name: 'Home',
      bill_notes: '',
      details: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, usage: 1000 })),
    });
    expect(bill.statusCode).toBe(201);
    const data = defaultProposalData(new Array<number>(12).fill(1000));
    // 10 panels in the red area: 4.05 kW, 3 240 kWh a year.
    data.panels = Array.from({ length: 10 }, (_, index) =>
      savedPanelAt(index + 1, 100 + 50 * index, 100),
    );
    data.nextPanelId = 11;
    const saved = await call(rep1, 'POST', `/api/crm/deals/${rep1Deal}/proposal-versions/`, {
      data,
    });
    expect(saved.statusCode).toBe(201);

    const context = (
      await call(rep1, 'GET', `/api/crm/deals/${rep1Deal}/savings-context/`)
    ).json<SavingsContext>();
    expect(context.monthly_usage).toEqual(new Array<number>(12).fill(1000));
    expect(context.power_company).toEqual({ id: maritime, name: 'Maritime Electric' });
    expect(context.utility_rates.length).toBeGreaterThanOrEqual(1);
    expect(context.latest_proposal).toMatchObject({
      production_hundredths_kwh: 324_000,
      system_size_hundredths_kw: 405,
    });

    // A later version estimated from the deal's location: the savings and the battery
    // simulation take the production that method gave, as the API stored it.
    const estimated = await call(rep1, 'POST', `/api/crm/deals/${rep1Deal}/proposal-versions/`, {
      data: {
        ...data,
        productionSettings: {
          method: 'location-estimate',
          tiltDegrees: 30,
          azimuthDegrees: 180,
          shadingPercent: 0,
        },
      },
    });
    expect(estimated.statusCode).toBe(201);
    const stored = estimated.json<{ id: number; version: number; data: ProposalData }>();
    const located = (
      await call(rep1, 'GET', `/api/crm/deals/${rep1Deal}/savings-context/`)
    ).json<SavingsContext>();
    expect(located.latest_proposal?.production_hundredths_kwh).toBe(
      stored.data.production!.annualHundredthsKwh,
    );
    expect(located.latest_proposal?.production_hundredths_kwh).not.toBe(324_000);
    expect(
      (
        await call(
          rep1,
          'DELETE',
          `/api/crm/deals/${rep1Deal}/proposal-versions/${stored.id}/?version=${stored.version}`,
        )
      ).statusCode,
    ).toBe(204);

    // The templates' savings fields use the same company's rate in force (the seeded 0.1795 $):
    // every month uses more than it makes, so all 3 240 kWh save 581.58 $ the first year; then
    // output falls 0.5 % and prices rise 3 % a year: 581.58 × Σ (0.995 × 1.03)^k, k = 0…24.
    const merge = await call(admin, 'GET', `/api/templates/merge-values/?deal_id=${rep1Deal}`);
    expect(merge.statusCode).toBe(200);
    const values = merge.json<{ values: Record<string, string | null> }>().values;
    expect(values['savings.firstYear']).toBe('$581.58');
    const growth = 0.995 * 1.03;
    const total = (581.58 * (growth ** 25 - 1)) / (growth - 1);
    expect(values['savings.total25']).toBe(
      `$${total.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    );
    expect(values['savings.paybackYear']).toMatch(/^\d+(\.\d)? years$/);
  });

  it("keeps a saved proposal's savings at the rate in force the day it was saved", async () => {
    const [kept] = await t.database.db
      .select({ id: proposals.id })
      .from(proposals)
      .innerJoin(proposalSavedDetails, eq(proposalSavedDetails.proposalId, proposals.id))
      .where(eq(proposals.dealId, rep1Deal))
      .orderBy(desc(proposals.proposalVersion))
      .limit(1);
    // The proposal was saved on 15 January 2025, under the seeded 0.1795 $ of March 2024...
    await t.database.db
      .update(proposalSavedDetails)
      .set({
        pricing: sql`jsonb_set(${proposalSavedDetails.pricing}, '{priced_on}', '"2025-01-15"')`,
        updatedAt: new Date('2025-01-15T15:00:00Z'),
      })
      .where(eq(proposalSavedDetails.proposalId, kept!.id));
    // ...and Maritime Electric's price rose to 0.25 $ from June 2025.
    const raised = await call(
      admin,
      'POST',
      '/api/savings/utility-rates/',
      rateBody({ effective_from: '2025-06-01', energy_price_per_kwh: 0.25 }),
    );
    expect(raised.statusCode).toBe(201);
    const firstYear = async (proposalId: number) => {
      const merge = await call(
        admin,
        'GET',
        `/api/templates/merge-values/?deal_id=${rep1Deal}&proposal_id=${proposalId}`,
      );
      expect(merge.statusCode).toBe(200);
      return merge.json<{ values: Record<string, string | null> }>().values['savings.firstYear'];
    };
    expect(await firstYear(kept!.id)).toBe('$581.58');
    const document = await call(admin, 'GET', `/api/crm/proposals/${kept!.id}/`);
    expect(document.json<{ saved_detail: { updated_at: string } }>().saved_detail.updated_at).toBe(
      '2025-01-15T15:00:00.000Z',
    );

    // A proposal saved today takes today's rate: 3 240 kWh × 0.25 $ = 810.00 $.
    const data = defaultProposalData(new Array<number>(12).fill(1000));
    data.panels = Array.from({ length: 10 }, (_, index) =>
      savedPanelAt(index + 1, 100 + 50 * index, 100),
    );
    data.nextPanelId = 11;
    const today = await call(rep1, 'POST', `/api/crm/deals/${rep1Deal}/proposal-versions/`, {
      data,
    });
    expect(today.statusCode).toBe(201);
    expect(await firstYear(today.json<{ id: number }>().id)).toBe('$810.00');
  });

  it('is refused for a deal the caller may not open', async () => {
    const response = await call(rep2, 'GET', `/api/crm/deals/${rep1Deal}/savings-context/`);
    expect([403, 404]).toContain(response.statusCode);
  });
});
