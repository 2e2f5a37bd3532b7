import { eq } from 'drizzle-orm';
import {
  type CheckAddressResponse,
  type DealDetails,
  type DealListResponse,
  demoAccountEmails,
  messages,
  type NamedItem,
  type Province,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { dealEvents, deals } from '../../deals/deals-tables';

let t: TestApp;
const call = signedInCaller(() => t);
let stages: NamedItem[];
let statuses: NamedItem[];
let provinceList: Province[];
const userIds = new Map<string, number>();

const { admin, manager, rep1, rep2, ops } = demoAccountEmails;

async function list(email: string, query = '') {
  const response = await call(email, 'GET', `/api/crm/deals/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<DealListResponse>();
}

async function allVisible(email: string) {
  return (await list(email, '?page_size=100')).results;
}

const stageId = (name: string) => stages.find((stage) => stage.name === name)!.id;
const provinceId = (code: string) => provinceList.find((p) => p.code === code)!.id;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  stages = (await call(admin, 'GET', '/api/crm/deal-stages/')).json();
  statuses = (await call(admin, 'GET', '/api/crm/deal-statuses/')).json();
  provinceList = (await call(admin, 'GET', '/api/crm/provinces/')).json();
  for (const row of await t.database.db.select().from(users)) userIds.set(row.email, row.id);
});
afterAll(async () => {
  await t.close();
});

function newDeal(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Test Roof',
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: {
      address: ' 12   Water St ',
      city_text: 'Summerside',
      province: provinceId('PE'),
      postal_code: 'c1n 1b6',
      latitude: 46.39291234567,
      longitude: -63.789312345678,
    },
    ...overrides,
  };
}

/** The deal's stored version, which a save or delete must send back. */
async function versionOf(id: number): Promise<number> {
  const [row] = await t.database.db
    .select({ version: deals.version })
    .from(deals)
    .where(eq(deals.id, id));
  return row?.version ?? 1;
}

describe('GET /api/crm/deals/', () => {
  it('answers {results, count} with the spec shape, most recently updated first', async () => {
    const body = await list(admin);
    expect(body.count).toBeGreaterThanOrEqual(60);
    expect(body.results).toHaveLength(10);
    const row = body.results[0]!;
    expect(Object.keys(row).sort()).toEqual(
      [
        'address',
        'business_type',
        'created_at',
        'deal_group_type',
        'has_contact',
        'has_site_sketch',
        'id',
        'name',
        'power_bill',
        'sales_person',
        'stage',
        'status',
        'updated_at',
        'version',
      ].sort(),
    );
    expect(Object.keys(row.address).sort()).toEqual(
      [
        'address',
        'address_id',
        'city',
        'city_name',
        'city_text',
        'latitude',
        'longitude',
        'postal_code',
        'province',
        'province_name',
        'province_text',
      ].sort(),
    );
    expect(row.sales_person).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      email: expect.any(String),
    });
    const keys = body.results.map((deal) => [deal.updated_at, deal.id] as const);
    const sorted = [...keys].sort((a, b) => b[0].localeCompare(a[0]) || b[1] - a[1]);
    expect(keys).toEqual(sorted);
  });

  it('shows each caller only the deals of their sales tree', async () => {
    const everyone = await allVisible(admin);
    const ownerOf = (rows: typeof everyone) => new Set(rows.map((row) => row.sales_person?.email));
    expect(ownerOf(everyone)).toEqual(new Set([admin, manager, rep1, rep2]));
    expect(ownerOf(await allVisible(manager))).toEqual(new Set([manager, rep1, rep2]));
    expect(ownerOf(await allVisible(rep1))).toEqual(new Set([rep1]));
    expect(ownerOf(await allVisible(rep2))).toEqual(new Set([rep2]));
    const counted = (await list(manager)).count;
    expect(counted).toBe(everyone.filter((row) => row.sales_person?.email !== admin).length);
  });

  it('refuses staff without a CRM deals path, and customers', async () => {
    expect((await call(ops, 'GET', '/api/crm/deals/')).statusCode).toBe(403);
    expect((await call(demoAccountEmails.customer, 'GET', '/api/crm/deals/')).statusCode).toBe(403);
  });

  it('pages: sizes up to 100, and a page past the end is empty with the true count', async () => {
    const total = (await list(admin)).count;
    const page2 = await list(admin, '?page=2&page_size=7');
    expect(page2.results).toHaveLength(7);
    const page1 = await list(admin, '?page=1&page_size=14');
    expect(page1.results.slice(7).map((row) => row.id)).toEqual(page2.results.map((r) => r.id));
    const beyond = await list(admin, '?page=999&page_size=50');
    expect(beyond).toEqual({ results: [], count: total });
    const tooBig = await call(admin, 'GET', '/api/crm/deals/?page_size=101');
    expect(tooBig.statusCode).toBe(400);
    expect(JSON.stringify(tooBig.json())).toContain(messages.apiPageSizeTooLarge);
    expect((await call(admin, 'GET', '/api/crm/deals/?page=0')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/crm/deals/?colour=red')).statusCode).toBe(400);
  });

  it('searches deal names and address text, case-insensitively', async () => {
    const byName = await list(admin, '?search=macdonald&page_size=100');
    expect(byName.count).toBeGreaterThan(0);
    expect(byName.results.every((row) => /macdonald/i.test(row.name))).toBe(true);
    const byAddress = await list(admin, '?search=QUEEN%20ST&page_size=100');
    expect(byAddress.count).toBeGreaterThan(0);
    expect(byAddress.results.every((row) => /queen st/i.test(row.address.address))).toBe(true);
    expect(byAddress.results.some((row) => !/queen st/i.test(row.name))).toBe(true);
    expect((await list(admin, '?search=%25%25%25')).count).toBe(0);
    expect(
      (await list(rep2, '?search=queen&page_size=100')).results.every(
        (row) => row.sales_person?.email === rep2,
      ),
    ).toBe(true);
  });

  it('filters by stage, comma-joined provinces and comma-joined sales persons', async () => {
    const requested = stageId('Proposal Requested');
    const byStage = await list(admin, `?stage=${requested}&page_size=100`);
    expect(byStage.count).toBeGreaterThanOrEqual(5);
    expect(byStage.results.every((row) => row.stage.name === 'Proposal Requested')).toBe(true);

    const maritimes = [provinceId('PE'), provinceId('NS')];
    const byProvince = await list(admin, `?provinces=${maritimes.join(',')}&page_size=100`);
    expect(new Set(byProvince.results.map((row) => row.address.province_name))).toEqual(
      new Set(['Prince Edward Island', 'Nova Scotia']),
    );

    const reps = [userIds.get(rep1)!, userIds.get(rep2)!];
    const byPeople = await list(admin, `?sales_persons=${reps.join(',')}&page_size=100`);
    expect(new Set(byPeople.results.map((row) => row.sales_person?.email))).toEqual(
      new Set([rep1, rep2]),
    );
    const combined = await list(
      admin,
      `?sales_persons=${reps[0]}&provinces=${maritimes.join(',')}&stage=${requested}&page_size=100`,
    );
    for (const row of combined.results) {
      expect(row).toMatchObject({ stage: { id: requested }, sales_person: { email: rep1 } });
    }
    expect((await call(admin, 'GET', '/api/crm/deals/?provinces=1,,2')).statusCode).toBe(400);
  });
});

describe('POST /api/crm/deals/', () => {
  it('creates a deal at a new address: defaults, spaces removed, coordinates rounded', async () => {
    const response = await call(rep1, 'POST', '/api/crm/deals/', newDeal());
    expect(response.statusCode).toBe(201);
    const deal = response.json<DealDetails>();
    expect(deal).toMatchObject({
      name: 'Test Roof',
      business_type: 1,
      deal_group_type: 1,
      sales_person: { id: userIds.get(rep1), username: 'rep1', email: rep1 },
      created_by: { email: rep1 },
      power_bill: null,
      has_contact: false,
      has_site_sketch: false,
      address: {
        address: '12 Water St',
        city_text: 'Summerside',
        city_name: 'Summerside',
        province: provinceId('PE'),
        province_name: 'Prince Edward Island',
        postal_code: 'C1N1B6',
        latitude: 46.3929123,
        longitude: -63.7893123,
      },
    });
    const first = (await list(rep1)).results[0];
    expect(first?.id).toBe(deal.id);
  });

  it('reuses an existing address by id or by matching text, and refuses a duplicate name', async () => {
    const created = (
      await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: 'Barn A' }))
    ).json<DealDetails>();
    const addressId = created.address.address_id;
    const sameText = await call(
      rep1,
      'POST',
      '/api/crm/deals/',
      newDeal({ name: 'Barn B', address: { ...newDeal().address, address: '12 WATER st' } }),
    );
    expect(sameText.statusCode).toBe(201);
    expect(sameText.json<DealDetails>().address.address_id).toBe(addressId);

    const duplicate = await call(manager, 'POST', '/api/crm/deals/', {
      ...newDeal({ name: '  barn a ' }),
      address: undefined,
      address_id: addressId,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: messages.dealNameAlreadyExists });

    // The same name elsewhere is fine.
    const elsewhere = await call(
      rep1,
      'POST',
      '/api/crm/deals/',
      newDeal({ name: 'Barn A', address: { ...newDeal().address, address: '14 Water St' } }),
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json<DealDetails>().address.address_id).not.toBe(addressId);
  });

  it('validates name, stage, status and address with clear messages', async () => {
    const short = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: ' x ' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { path: 'body.name', message: messages.lengthTwoToHundred },
    ]);
    const empty = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: '  ' }));
    expect(empty.json().errors[0].message).toBe(messages.pleaseEnterDealName);
    const missing = await call(rep1, 'POST', '/api/crm/deals/', {
      name: 'No stage',
      address_id: 1,
    });
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([messages.pleaseSelectStage, messages.pleaseSelectStatus]),
    );
    const unknownStage = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ stage: 9999 }));
    expect(unknownStage.statusCode).toBe(400);
    expect(unknownStage.json()).toEqual({ message: messages.apiUnknownStage });
    const unknownStatus = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ status: 9999 }));
    expect(unknownStatus.json()).toEqual({ message: messages.apiUnknownStatus });
    const both = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ address_id: 1 }));
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain(messages.apiAddressRequired);
    const noAddress = await call(rep1, 'POST', '/api/crm/deals/', newDeal({ address: undefined }));
    expect(noAddress.statusCode).toBe(400);
    const badAddressId = await call(rep1, 'POST', '/api/crm/deals/', {
      ...newDeal({ address: undefined }),
      address_id: 999_999,
    });
    expect(badAddressId.json()).toEqual({ message: messages.apiUnknownAddress });
    const badProvince = await call(
      rep1,
      'POST',
      '/api/crm/deals/',
      newDeal({ address: { address: '1 Nowhere Rd', province_text: 'Atlantis' } }),
    );
    expect(badProvince.json()).toEqual({ message: messages.apiUnknownProvince });
  });

  it('lets a caller assign only themselves or people below them (superuser: any staff)', async () => {
    const assign = (email: string, salesPerson: string) =>
      call(
        email,
        'POST',
        '/api/crm/deals/',
        newDeal({
          name: `Assigned ${email} ${salesPerson}`.slice(0, 90),
          sales_person: userIds.get(salesPerson),
        }),
      );
    expect((await assign(manager, rep2)).statusCode).toBe(201);
    const upward = await assign(rep1, manager);
    expect(upward.statusCode).toBe(400);
    expect(upward.json()).toEqual({ message: messages.apiSalesPersonNotAssignable });
    expect((await assign(rep1, rep2)).statusCode).toBe(400);
    expect((await assign(admin, ops)).statusCode).toBe(201);
    expect((await assign(admin, demoAccountEmails.customer)).statusCode).toBe(400);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, rep2));
    try {
      expect((await assign(manager, rep2)).statusCode).toBe(400);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, rep2));
    }
  });

  it('refuses callers without the deals path', async () => {
    expect((await call(ops, 'POST', '/api/crm/deals/', newDeal())).statusCode).toBe(403);
  });
});

describe('deal-scoped routes: details, update, delete, access check', () => {
  let rep1Deal: DealDetails;
  let rep2Deal: DealDetails;

  beforeAll(async () => {
    rep1Deal = (
      await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: 'Scoped rep1 deal' }))
    ).json();
    rep2Deal = (
      await call(rep2, 'POST', '/api/crm/deals/', newDeal({ name: 'Scoped rep2 deal' }))
    ).json();
  });

  it('answers details to the sales tree and 403 to others, 404 for no deal', async () => {
    const own = await call(rep1, 'GET', `/api/crm/dealdetails/${rep1Deal.id}/`);
    expect(own.statusCode).toBe(200);
    expect(own.json<DealDetails>()).toEqual(rep1Deal);
    expect((await call(manager, 'GET', `/api/crm/dealdetails/${rep1Deal.id}/`)).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'GET', `/api/crm/dealdetails/${rep1Deal.id}/`)).statusCode).toBe(200);
    const other = await call(rep2, 'GET', `/api/crm/dealdetails/${rep1Deal.id}/`);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: messages.noDealPermission });
    expect((await call(rep1, 'GET', '/api/crm/dealdetails/999999/')).statusCode).toBe(404);
    expect((await call(rep1, 'GET', '/api/crm/dealdetails/abc/')).statusCode).toBe(400);
  });

  it('check-deal-access follows the same rule', async () => {
    const url = (id: number) => `/api/crm/check-deal-access/${id}/`;
    expect((await call(rep1, 'GET', url(rep1Deal.id))).json()).toEqual({ access: true });
    expect((await call(manager, 'GET', url(rep2Deal.id))).statusCode).toBe(200);
    const refused = await call(rep1, 'GET', url(rep2Deal.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.noDealPermission });
    expect((await call(ops, 'GET', url(rep1Deal.id))).statusCode).toBe(403);
  });

  it('updates name and sales person (the map edit), refusing others and bad values', async () => {
    const refused = await call(rep2, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      name: 'Mine',
    });
    expect(refused.statusCode).toBe(403);
    const renamed = await call(manager, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      name: '  Renamed deal ',
      sales_person: userIds.get(rep2),
    });
    expect(renamed.statusCode).toBe(200);
    const body = renamed.json<DealDetails>();
    expect(body).toMatchObject({ name: 'Renamed deal', sales_person: { email: rep2 } });
    expect(body.updated_at > rep1Deal.updated_at).toBe(true);
    // rep1 lost it with the reassignment.
    expect((await call(rep1, 'GET', `/api/crm/dealdetails/${rep1Deal.id}/`)).statusCode).toBe(403);
    const clash = await call(manager, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      name: 'scoped REP2 deal',
    });
    expect(clash.statusCode).toBe(409);
    const blank = await call(manager, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      name: ' ',
    });
    expect(blank.statusCode).toBe(400);
    const stage = await call(manager, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      stage: stageId('Negotiation'),
    });
    expect(stage.json<DealDetails>().stage.name).toBe('Negotiation');
    const moved = await call(manager, 'PUT', `/api/crm/deals/${rep1Deal.id}/`, {
      version: await versionOf(rep1Deal.id),
      address: { address: '77 Elsewhere Rd', province: provinceId('NB') },
    });
    expect(moved.json<DealDetails>().address).toMatchObject({
      address: '77 Elsewhere Rd',
      province_name: 'New Brunswick',
      latitude: null,
    });
    expect(
      (await call(manager, 'PUT', '/api/crm/deals/999999/', { name: 'Ghost', version: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('deletes for the sales tree only', async () => {
    const version = await versionOf(rep2Deal.id);
    const at = `/api/crm/deals/${rep2Deal.id}/?version=${version}`;
    expect((await call(rep1, 'DELETE', at)).statusCode).toBe(403);
    const deleted = await call(rep2, 'DELETE', at);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const rows = await t.database.db.select().from(deals).where(eq(deals.id, rep2Deal.id));
    expect(rows).toEqual([]);
    expect((await call(rep2, 'DELETE', at)).statusCode).toBe(404);
  });
});

describe('the deal audit trail', () => {
  it('records who deleted a deal and when, with what the deal was; a refusal records nothing', async () => {
    const deal = (
      await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: 'Audited deal' }))
    ).json<DealDetails>();
    const eventsOf = () =>
      t.database.db.select().from(dealEvents).where(eq(dealEvents.dealId, deal.id));
    const at = `/api/crm/deals/${deal.id}/?version=${deal.version}`;
    expect((await call(rep2, 'DELETE', at)).statusCode).toBe(403);
    expect(await eventsOf()).toEqual([]);
    const startedAt = Date.now();
    expect((await call(manager, 'DELETE', at)).statusCode).toBe(204);
    const events = await eventsOf();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'deal.deleted',
      actorUserId: userIds.get(manager),
      details: {
        name: 'Audited deal',
        address: '12 Water St',
        address_id: deal.address.address_id,
        stage: deal.stage.name,
        status: deal.status.name,
        sales_person: rep1,
      },
    });
    expect(events[0]!.at.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
  });
});

describe('GET /api/crm/check-address/', () => {
  it('finds a stored address with its deals, by text and nearby point', async () => {
    const created = (
      await call(rep1, 'POST', '/api/crm/deals/', newDeal({ name: 'Check me' }))
    ).json<DealDetails>();
    const response = await call(
      manager,
      'GET',
      `/api/crm/check-address/?address=${encodeURIComponent('12 water ST')}&latitude=46.393&longitude=-63.789`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<CheckAddressResponse>();
    expect(body).toMatchObject({
      exists: true,
      address_id: created.address.address_id,
      address_info: {
        address: '12 Water St',
        city_name: 'Summerside',
        province_name: 'Prince Edward Island',
        postal_code: 'C1N1B6',
        latitude: 46.3929123,
        longitude: -63.7893123,
      },
    });
    expect(body.deals).toEqual(
      expect.arrayContaining([
        { id: created.id, name: 'Check me', status: { id: statuses[0]!.id, name: 'Draft' } },
      ]),
    );
  });

  it('answers exists false for unknown text or the same text in another town', async () => {
    const unknown = await call(rep1, 'GET', '/api/crm/check-address/?address=1%20Unknown%20Way');
    expect(unknown.json()).toEqual({
      exists: false,
      deals: [],
      hidden_deal_count: 0,
      address_name_taken: false,
      address_id: null,
      address_info: null,
    });
    const farAway = await call(
      rep1,
      'GET',
      '/api/crm/check-address/?address=12%20Water%20St&latitude=43.65&longitude=-79.38',
    );
    expect(farAway.json<CheckAddressResponse>().exists).toBe(false);
    expect((await call(rep1, 'GET', '/api/crm/check-address/')).statusCode).toBe(400);
  });
});

describe("other teams' addresses", () => {
  const at = (address: string) => ({ ...newDeal().address, address });
  const checkUrl = (address: string) =>
    `/api/crm/check-address/?address=${encodeURIComponent(address)}&latitude=46.393&longitude=-63.789`;
  let rep1Deal: DealDetails;
  let rep2Deal: DealDetails;
  let orphanAddressId: number;

  beforeAll(async () => {
    rep1Deal = (
      await call(
        rep1,
        'POST',
        '/api/crm/deals/',
        newDeal({ name: '5 Private Lane', address: at('5 Private Lane') }),
      )
    ).json();
    rep2Deal = (
      await call(
        rep2,
        'POST',
        '/api/crm/deals/',
        newDeal({ name: 'Rep2 own', address: at('9 Own Rd') }),
      )
    ).json();
    const gone = (
      await call(
        rep1,
        'POST',
        '/api/crm/deals/',
        newDeal({ name: 'Soon gone', address: at('3 Former Ct') }),
      )
    ).json<DealDetails>();
    orphanAddressId = gone.address.address_id;
    expect(
      (await call(rep1, 'DELETE', `/api/crm/deals/${gone.id}/?version=${gone.version}`)).statusCode,
    ).toBe(204);
  });

  it('attaches by id only addresses of deals the caller may see', async () => {
    const privateId = rep1Deal.address.address_id;
    const before = await t.database.db.select().from(deals).where(eq(deals.id, rep2Deal.id));
    for (const addressId of [privateId, orphanAddressId]) {
      const moved = await call(rep2, 'PUT', `/api/crm/deals/${rep2Deal.id}/`, {
        address_id: addressId,
        version: await versionOf(rep2Deal.id),
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ message: messages.apiUnknownAddress });
      expect(moved.body).not.toContain('Private Lane');
      const created = await call(rep2, 'POST', '/api/crm/deals/', {
        ...newDeal({ name: 'Squatter', address: undefined }),
        address_id: addressId,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toEqual({ message: messages.apiUnknownAddress });
    }
    expect(await t.database.db.select().from(deals).where(eq(deals.id, rep2Deal.id))).toEqual(
      before,
    );
    // The sales tree above rep1, and superusers, may.
    const byManager = await call(manager, 'POST', '/api/crm/deals/', {
      ...newDeal({ name: 'Manager at lane', address: undefined }),
      address_id: privateId,
    });
    expect(byManager.statusCode).toBe(201);
    const byAdmin = await call(admin, 'POST', '/api/crm/deals/', {
      ...newDeal({ name: 'Admin at former', address: undefined }),
      address_id: orphanAddressId,
    });
    expect(byAdmin.statusCode).toBe(201);
  });

  it('check-address tells outsiders only that deals exist, and where the name is taken', async () => {
    const outsider = await call(rep2, 'GET', checkUrl('5 private lane'));
    expect(outsider.statusCode).toBe(200);
    const body = outsider.json<CheckAddressResponse>();
    expect(body).toMatchObject({
      exists: true,
      deals: [],
      hidden_deal_count: 2,
      address_name_taken: true,
      address_id: null,
    });
    expect(outsider.body).not.toContain('Manager at lane');
    expect(outsider.body).not.toContain(String(rep1Deal.id));

    const insider = (
      await call(rep1, 'GET', checkUrl('5 Private Lane'))
    ).json<CheckAddressResponse>();
    expect(insider).toMatchObject({
      exists: true,
      deals: [{ id: rep1Deal.id, name: '5 Private Lane' }],
      hidden_deal_count: 1,
      address_name_taken: true,
      address_id: rep1Deal.address.address_id,
    });
    const orphan = (await call(rep2, 'GET', checkUrl('3 Former Ct'))).json<CheckAddressResponse>();
    expect(orphan).toMatchObject({ exists: true, hidden_deal_count: 1, address_id: null });
  });

  it('the map dialog flow still creates a deal at an outsider address, by the address itself', async () => {
    const created = await call(
      rep2,
      'POST',
      '/api/crm/deals/',
      newDeal({ name: '5 Private Lane (New)', address: at('5 Private Lane') }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json<DealDetails>().address.address_id).toBe(rep1Deal.address.address_id);
    const clash = await call(
      rep2,
      'POST',
      '/api/crm/deals/',
      newDeal({ name: '5 private lane', address: at('5 Private Lane') }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: messages.dealNameAlreadyExists });
  });
});
