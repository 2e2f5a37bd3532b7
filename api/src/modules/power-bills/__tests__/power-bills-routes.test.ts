import { eq, sql } from 'drizzle-orm';
import {
  type DealDetails,
  type DealListResponse,
  demoAccountEmails,
  messages,
  type PowerBill,
  type PowerCompany,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';
import { powerBills } from '../power-bills-tables';
import { powerCompanyIdByName, seedPowerCompanyList } from '../seed-power-companies';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;

/** The ids of the demo deals a person sells, in id order. */
async function dealsOf(email: string): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, email))
    .orderBy(deals.id);
  return rows.map((row) => row.id);
}

const twelve = (usage: (month: number) => number) =>
  Array.from({ length: 12 }, (_, index) => ({ month: index + 1, usage: usage(index + 1) }));

let rep1Deals: number[];
let rep2Deals: number[];
let maritime: number;
let hydroOne: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  rep1Deals = await dealsOf(rep1);
  rep2Deals = await dealsOf(rep2);
  maritime = await powerCompanyIdByName(t.database.db, 'Maritime Electric');
  hydroOne = await powerCompanyIdByName(t.database.db, 'Hydro One');
  expect(rep1Deals.length).toBeGreaterThanOrEqual(6);
  expect(rep2Deals.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await t.close();
});

function billBody(deal: number, overrides: Record<string, unknown> = {}) {
  return {
    deal,
    power_company: maritime,
    bill_name: 'Home bill',
    bill_notes: 'Electric heat',
    details: twelve((month) => month * 100),
    ...overrides,
  };
}

async function createBill(email: string, deal: number, overrides: Record<string, unknown> = {}) {
  const response = await call(email, 'POST', '/api/crm/power-bills/', billBody(deal, overrides));
  expect(response.statusCode).toBe(201);
  return response.json<PowerBill>();
}

async function monthsOf(billId: number) {
  const response = await call(admin, 'GET', `/api/crm/power-bill-details/${billId}/`);
  expect(response.statusCode).toBe(200);
  return response.json<{ month: number; usage: number }[]>();
}

/** The field messages of a 400 validation answer. */
const fieldMessages = (response: { json(): unknown }) =>
  (response.json() as { errors: { message: string }[] }).errors.map((error) => error.message);

describe('GET /api/crm/power-companies/', () => {
  it("lists the companies of the province named, by name, whatever the name's case", async () => {
    const response = await call(rep1, 'GET', '/api/crm/power-companies/?province=Ontario');
    expect(response.statusCode).toBe(200);
    const names = response.json<PowerCompany[]>().map((company) => company.name);
    expect(names).toEqual(['Alectra Utilities', 'Hydro One', 'Hydro Ottawa', 'Toronto Hydro']);
    const pei = await call(
      rep1,
      'GET',
      '/api/crm/power-companies/?province=prince%20edward%20island',
    );
    expect(pei.json<PowerCompany[]>()).toEqual([
      { id: maritime, name: 'Maritime Electric' },
      { id: expect.any(Number), name: 'Summerside Electric' },
    ]);
  });

  it('lists a company in every province it serves, and nothing for an unknown province', async () => {
    const names = async (province: string) =>
      (await call(rep1, 'GET', `/api/crm/power-companies/?province=${province}`))
        .json<PowerCompany[]>()
        .map((company) => company.name);
    expect(await names('Alberta')).toEqual(['ATCO Electric', 'ENMAX', 'EPCOR']);
    expect(await names('Yukon')).toEqual(['ATCO Electric', 'Yukon Energy']);
    expect(await names('Quebec')).toEqual(['Hydro-Québec']);
    expect(await names('Atlantis')).toEqual([]);
  });

  it('lists every company without a province, and seeds one for every province', async () => {
    const all = (await call(admin, 'GET', '/api/crm/power-companies/')).json<PowerCompany[]>();
    expect(all).toHaveLength(seedPowerCompanyList.length);
    const provinces = (await call(admin, 'GET', '/api/crm/provinces/')).json<{ name: string }[]>();
    for (const { name } of provinces) {
      const response = await call(
        admin,
        'GET',
        `/api/crm/power-companies/?province=${encodeURIComponent(name)}`,
      );
      expect(response.json<PowerCompany[]>().length).toBeGreaterThan(0);
    }
  });

  it('refuses staff without the power bill or deals path', async () => {
    const response = await call(ops, 'GET', '/api/crm/power-companies/?province=Ontario');
    expect(response.statusCode).toBe(403);
  });
});

describe('power bills', () => {
  it('creates a bill with its 12 months; the deals list and details then carry {id}', async () => {
    const deal = rep1Deals[0]!;
    const bill = await createBill(rep1, deal);
    expect(bill).toEqual({
      id: expect.any(Number),
      deal,
      power_company: { id: maritime, name: 'Maritime Electric' },
      bill_name: 'Home bill',
      bill_notes: 'Electric heat',
      version: 1,
    });
    const read = await call(rep1, 'GET', `/api/crm/power-bills/${bill.id}/`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(bill);
    expect(await monthsOf(bill.id)).toEqual(twelve((month) => month * 100));

    const details = await call(rep1, 'GET', `/api/crm/dealdetails/${deal}/`);
    expect(details.json<DealDetails>().power_bill).toEqual({ id: bill.id });
    const list = await call(rep1, 'GET', '/api/crm/deals/?page_size=100');
    const rows = list.json<DealListResponse>().results;
    expect(rows.find((row) => row.id === deal)?.power_bill).toEqual({ id: bill.id });
    expect(rows.find((row) => row.id === rep1Deals[5])?.power_bill).toBeNull();
    // The LEFT JOIN adds no row: each deal appears once.
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('creates a bill without months, trims the name and defaults the notes', async () => {
    const response = await call(rep1, 'POST', '/api/crm/power-bills/', {
      deal: rep1Deals[1],
      power_company: hydroOne,
      bill_name: '  Cottage  ',
    });
    expect(response.statusCode).toBe(201);
    const bill = response.json<PowerBill>();
    expect(bill).toMatchObject({ bill_name: 'Cottage', bill_notes: '' });
    expect(await monthsOf(bill.id)).toEqual([]);
  });

  it('refuses a second bill for the same deal with 409', async () => {
    const deal = rep1Deals[2]!;
    await createBill(rep1, deal);
    const second = await call(rep1, 'POST', '/api/crm/power-bills/', billBody(deal));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: messages.apiDealHasPowerBill });
  });

  it.each([
    ['no bill name', { bill_name: undefined }, messages.pleaseEnterBillName],
    ['a blank bill name', { bill_name: '   ' }, messages.pleaseEnterBillName],
    ['a one-character bill name', { bill_name: 'a' }, messages.lengthTwoToHundred],
    ['a 101-character bill name', { bill_name: 'x'.repeat(101) }, messages.lengthTwoToHundred],
    ['no power company', { power_company: undefined }, messages.pleaseSelectPowerCompany],
    ['eleven months', { details: twelve(() => 1).slice(1) }, messages.apiTwelveMonthsNeeded],
    [
      'a month twice',
      { details: [...twelve(() => 1).slice(1), { month: 2, usage: 1 }] },
      messages.apiTwelveMonthsNeeded,
    ],
    [
      'a negative usage',
      { details: twelve((month) => (month === 4 ? -1 : 1)) },
      messages.usageMinimumZero,
    ],
    [
      'a usage that is not a number',
      { details: twelve(() => 1).map((m) => (m.month === 3 ? { ...m, usage: '12' } : m)) },
      messages.pleaseEnterUsage,
    ],
    [
      'month 13',
      { details: twelve(() => 1).map((m) => (m.month === 12 ? { ...m, month: 13 } : m)) },
      messages.monthOutOfRange,
    ],
  ])('refuses %s with 400 and the rule message', async (_case, overrides, message) => {
    const deal = rep1Deals[3]!;
    const response = await call(rep1, 'POST', '/api/crm/power-bills/', billBody(deal, overrides));
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toContain(message);
    const details = await call(rep1, 'GET', `/api/crm/dealdetails/${deal}/`);
    expect(details.json<DealDetails>().power_bill).toBeNull();
  });

  it('refuses a power company that does not exist', async () => {
    const response = await call(
      rep1,
      'POST',
      '/api/crm/power-bills/',
      billBody(rep1Deals[3]!, { power_company: 999_999 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiUnknownPowerCompany });
  });

  it('updates company, name, notes and rewrites the 12 months', async () => {
    const bill = await createBill(rep1, rep1Deals[4]!);
    const response = await call(rep1, 'PUT', `/api/crm/power-bills/${bill.id}/`, {
      ...billBody(rep1Deals[4]!),
      power_company: hydroOne,
      bill_name: 'Renamed',
      bill_notes: '',
      details: twelve((month) => (month === 2 ? 250.5 : month === 8 ? 0 : month * 100)),
      version: bill.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: bill.id,
      deal: rep1Deals[4],
      power_company: { id: hydroOne, name: 'Hydro One' },
      bill_name: 'Renamed',
      bill_notes: '',
      version: bill.version + 1,
    });
    expect(await monthsOf(bill.id)).toEqual(
      twelve((month) => (month === 2 ? 250.5 : month === 8 ? 0 : month * 100)),
    );
  });

  it('keeps a bill on its deal', async () => {
    const bill = await createBill(admin, rep2Deals[0]!);
    const response = await call(
      admin,
      'PUT',
      `/api/crm/power-bills/${bill.id}/`,
      billBody(rep1Deals[5]!, { version: bill.version }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.apiPowerBillDealMismatch });
  });

  it('answers 404 for a bill or deal that does not exist', async () => {
    expect((await call(admin, 'GET', '/api/crm/power-bills/999999/')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/crm/power-bill-details/999999/')).statusCode).toBe(404);
    const response = await call(admin, 'POST', '/api/crm/power-bills/', billBody(999_999));
    expect(response.statusCode).toBe(404);
  });
});

describe('power bill details, one month at a time', () => {
  it('deletes all months, posts one per month and refuses a month twice with 409', async () => {
    const bill = await createBill(rep1, rep1Deals[6] ?? rep1Deals[5]!);
    const deleted = await call(rep1, 'DELETE', `/api/crm/power-bill-details/${bill.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect(await monthsOf(bill.id)).toEqual([]);
    for (const { month, usage } of twelve((m) => m * 10)) {
      const posted = await call(rep1, 'POST', '/api/crm/power-bill-details/', {
        power_bill: bill.id,
        month,
        usage,
      });
      expect(posted.statusCode).toBe(201);
      expect(posted.json()).toEqual({ id: expect.any(Number), power_bill: bill.id, month, usage });
    }
    expect(await monthsOf(bill.id)).toEqual(twelve((m) => m * 10));
    const again = await call(rep1, 'POST', '/api/crm/power-bill-details/', {
      power_bill: bill.id,
      month: 5,
      usage: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.apiPowerBillMonthExists });
  });

  it.each([
    [{ month: 0, usage: 1 }, messages.monthOutOfRange],
    [{ month: 13, usage: 1 }, messages.monthOutOfRange],
    [{ month: 1.5, usage: 1 }, messages.monthOutOfRange],
    [{ month: 1, usage: -0.1 }, messages.usageMinimumZero],
    [{ month: 1 }, messages.pleaseEnterUsage],
  ])('refuses %o with 400', async (detail, message) => {
    const response = await call(admin, 'POST', '/api/crm/power-bill-details/', {
      power_bill: 1,
      ...detail,
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toContain(message);
  });
});

describe('per-deal access', () => {
  let rep1Bill: PowerBill;
  beforeAll(async () => {
    rep1Bill = await createBill(rep1, rep1Deals.at(-1)!);
  });

  it("refuses another rep's bill on every route with 403 and leaves it unchanged", async () => {
    const id = rep1Bill.id;
    const attempts = [
      await call(rep2, 'GET', `/api/crm/power-bills/${id}/`),
      await call(
        rep2,
        'PUT',
        `/api/crm/power-bills/${id}/`,
        billBody(rep1Bill.deal, { version: 1 }),
      ),
      await call(rep2, 'GET', `/api/crm/power-bill-details/${id}/`),
      await call(rep2, 'DELETE', `/api/crm/power-bill-details/${id}/`),
      await call(rep2, 'POST', '/api/crm/power-bill-details/', {
        power_bill: id,
        month: 1,
        usage: 1,
      }),
      await call(rep2, 'POST', '/api/crm/power-bills/', billBody(rep1Deals[3]!)),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.noDealPermission });
    }
    expect(await monthsOf(id)).toEqual(twelve((month) => month * 100));
  });

  it("lets the rep's manager and a superuser use it", async () => {
    for (const email of [manager, admin]) {
      const response = await call(email, 'GET', `/api/crm/power-bills/${rep1Bill.id}/`);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('nothing is lost', () => {
  // A trigger that fails the insert of one particular value: the failure then happens inside
  // PostgreSQL half way through the rewrite, after the bill row changed, the old months were
  // deleted and earlier months were inserted.
  beforeAll(async () => {
    await t.database.db.execute(sql`
      CREATE FUNCTION fail_on_poison_usage() RETURNS trigger AS $$
      BEGIN
        IF NEW.usage = 666.5 THEN RAISE EXCEPTION 'injected failure at month %', NEW.month; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(sql`
      CREATE TRIGGER fail_on_poison_usage BEFORE INSERT ON power_bill_details
      FOR EACH ROW EXECUTE FUNCTION fail_on_poison_usage()`);
  });
  afterAll(async () => {
    await t.database.db.execute(sql`DROP TRIGGER fail_on_poison_usage ON power_bill_details`);
    await t.database.db.execute(sql`DROP FUNCTION fail_on_poison_usage()`);
  });

  it('keeps the old bill and all 12 old months when the rewrite fails at month 7', async () => {
    const deal = rep2Deals[1]!;
    const bill = await createBill(rep2, deal);
    const response = await call(rep2, 'PUT', `/api/crm/power-bills/${bill.id}/`, {
      ...billBody(deal),
      power_company: hydroOne,
      bill_name: 'Must not stay',
      details: twelve((month) => (month === 7 ? 666.5 : 1)),
      version: bill.version,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.serverError });
    expect((await call(rep2, 'GET', `/api/crm/power-bills/${bill.id}/`)).json()).toEqual(bill);
    expect(await monthsOf(bill.id)).toEqual(twelve((month) => month * 100));
  });

  it('leaves the deal without a bill when the first save fails half way', async () => {
    const deal = rep1Deals[3]!;
    const response = await call(
      rep1,
      'POST',
      '/api/crm/power-bills/',
      billBody(deal, { details: twelve((month) => (month === 6 ? 666.5 : 1)) }),
    );
    expect(response.statusCode).toBe(500);
    const details = await call(rep1, 'GET', `/api/crm/dealdetails/${deal}/`);
    expect(details.json<DealDetails>().power_bill).toBeNull();
    const stored = await t.database.db
      .select({ id: powerBills.id })
      .from(powerBills)
      .where(eq(powerBills.dealId, deal));
    expect(stored).toEqual([]);
  });
});
