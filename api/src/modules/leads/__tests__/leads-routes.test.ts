import { eq } from 'drizzle-orm';
import {
  type DealContact,
  type DealDetails,
  demoAccountEmails,
  type Lead,
  type LeadConvertResponse,
  type LeadDuplicates,
  type LeadListResponse,
  messages,
} from '@solar/shared/domain';
import Papa from 'papaparse';
import { snapshotDatabase } from '../../../testing/database-snapshot';
import { leadsTestApp } from './leads-test-app';
import { deals } from '../../deals/deals-tables';
import { leads } from '../leads-tables';

const fx = leadsTestApp((n) => ({
  first_name: 'Robin',
  last_name: `Doucette ${n}`,
  email: `Robin.${n}@Example.com`,
  phone: '',
  address: ` ${n}  Harbour   Rd, Summerside `,
  source: 'Website',
  interest: 'Solar',
  notes: 'Asked about a battery too',
}));
const { call, create, newLead, userIds } = fx;
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;

/** A conversion's deal in Summerside, PE, placed on the map. */
const dealFor = (lead: Lead, overrides: Record<string, unknown> = {}) =>
  fx.dealFor(
    lead,
    {
      city_text: 'Summerside',
      province: 'PE',
      postal_code: 'C1N 1B6',
      latitude: 46.39,
      longitude: -63.79,
    },
    overrides,
  );

test('a lead is created with normalised email, phone and address, owned by its creator', async () => {
  const lead = await create(rep1, { phone: '(902) 555-0199' });
  expect(lead).toMatchObject({
    first_name: 'Robin',
    email: `robin.${fx.leadCount}@example.com`,
    phone: '+19025550199',
    address: `${fx.leadCount} Harbour Rd, Summerside`,
    source: 'Website',
    interest: 'Solar',
    status: 'New',
    disqualify_reason: '',
    converted_deal: null,
    version: 1,
    owner: { id: userIds.get(rep1), email: rep1 },
  });
  const read = await call(rep1, 'GET', `/api/crm/leads/${lead.id}/`);
  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual(lead);
});

test.each([
  [{ first_name: ' ' }, 'first_name', messages.pleaseEnterFirstName],
  [{ email: 'nope' }, 'email', messages.pleaseEnterValidEmail],
  [{ phone: '555-0000' }, 'phone', messages.pleaseEnterValidPhone],
  [{ email: '', phone: '' }, 'email', messages.contactNeedsEmailOrPhone],
  [{ source: 'Billboard' }, 'source', messages.pleaseSelectLeadSource],
  [{ interest: undefined }, 'interest', messages.pleaseSelectLeadInterest],
  [{ status: 'Converted' }, 'status', messages.pleaseSelectLeadStatus],
  [{ status: 'Disqualified' }, 'disqualify_reason', messages.disqualifyReasonRequired],
])('refuses %j with its message and stores nothing', async (change, field, message) => {
  const before = await snapshotDatabase(fx.t.database.db);
  const response = await call(rep1, 'POST', '/api/crm/leads/', newLead(change));
  expect(response.statusCode).toBe(400);
  expect(JSON.stringify(response.json())).toContain(message);
  expect(JSON.stringify(response.json())).toContain(field);
  expect(await snapshotDatabase(fx.t.database.db)).toEqual(before);
});

test('the owner must be in the caller’s team: a rep cannot give a lead to another rep', async () => {
  const refused = await call(rep1, 'POST', '/api/crm/leads/', {
    ...newLead(),
    owner: userIds.get(rep2),
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toBe(messages.apiSalesPersonNotAssignable);
  const byManager = await call(manager, 'POST', '/api/crm/leads/', {
    ...newLead(),
    owner: userIds.get(rep2),
  });
  expect(byManager.statusCode).toBe(201);
  expect(byManager.json<Lead>().owner?.id).toBe(userIds.get(rep2));
});

test('access follows the sales-person tree: own, the team below, superusers everything', async () => {
  const rep1Lead = await create(rep1);
  const rep2Lead = await create(rep2);
  const url = (lead: Lead) => `/api/crm/leads/${lead.id}/`;
  expect((await call(rep1, 'GET', url(rep1Lead))).statusCode).toBe(200);
  const forbidden = await call(rep1, 'GET', url(rep2Lead));
  expect(forbidden.statusCode).toBe(403);
  expect(forbidden.json().message).toBe(messages.noLeadPermission);
  expect((await call(manager, 'GET', url(rep2Lead))).statusCode).toBe(200);
  expect((await call(admin, 'GET', url(rep2Lead))).statusCode).toBe(200);
  expect((await call(rep1, 'GET', '/api/crm/leads/999999/')).statusCode).toBe(404);
  // Staff without the Leads page may not call any lead route.
  expect((await call(ops, 'GET', '/api/crm/leads/')).statusCode).toBe(403);

  const ids = async (email: string) =>
    (await call(email, 'GET', '/api/crm/leads/?page_size=100'))
      .json<LeadListResponse>()
      .results.map((lead) => lead.id);
  expect(await ids(rep1)).toContain(rep1Lead.id);
  expect(await ids(rep1)).not.toContain(rep2Lead.id);
  expect(await ids(manager)).toEqual(expect.arrayContaining([rep1Lead.id, rep2Lead.id]));
  const rep1Only = await call(rep1, 'PUT', url(rep2Lead), { ...newLead(), version: 1 });
  expect(rep1Only.statusCode).toBe(403);
});

test('the list searches, filters by status, source and owner, pages and counts', async () => {
  const unique = `Zebulon${Date.now()}`;
  const a = await create(manager, { first_name: unique, source: 'Event' });
  await create(manager, { first_name: unique, source: 'Referral' });
  await create(manager, { first_name: unique, source: 'Referral', owner: userIds.get(rep2) });
  const page = async (query: string) => {
    const response = await call(manager, 'GET', `/api/crm/leads/?search=${unique}${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<LeadListResponse>();
  };
  expect((await page('')).count).toBe(3);
  expect((await page('&source=Event')).results.map((lead) => lead.id)).toEqual([a.id]);
  expect((await page(`&owners=${userIds.get(rep2)}`)).count).toBe(1);
  expect((await page('&status=Qualified')).count).toBe(0);
  const first = await page('&page_size=2');
  const second = await page('&page_size=2&page=2');
  expect(first.results).toHaveLength(2);
  expect(second.results).toHaveLength(1);
  expect(first.count).toBe(3);
  expect((await call(manager, 'GET', '/api/crm/leads/?page_size=101')).statusCode).toBe(400);
  expect((await call(manager, 'GET', '/api/crm/leads/?status=Lost')).statusCode).toBe(400);
});

test('an edit needs the loaded version: the second of two saves from one version is 409', async () => {
  const lead = await create(rep1);
  const first = await call(rep1, 'PUT', `/api/crm/leads/${lead.id}/`, {
    ...newLead({ first_name: 'Morgan' }),
    status: 'Contacted',
    version: lead.version,
  });
  expect(first.statusCode).toBe(200);
  expect(first.json<Lead>()).toMatchObject({
    first_name: 'Morgan',
    status: 'Contacted',
    version: 2,
  });
  const before = await snapshotDatabase(fx.t.database.db);
  const stale = await call(rep1, 'PUT', `/api/crm/leads/${lead.id}/`, {
    ...newLead({ first_name: 'Alex' }),
    version: lead.version,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toBe(messages.recordVersionConflict);
  expect(await snapshotDatabase(fx.t.database.db)).toEqual(before);
});

test('Disqualified needs a reason; another status clears it', async () => {
  const lead = await create(rep1);
  const put = (body: Record<string, unknown>) =>
    call(rep1, 'PUT', `/api/crm/leads/${lead.id}/`, { ...newLead(), ...body });
  const noReason = await put({ status: 'Disqualified', disqualify_reason: ' ', version: 1 });
  expect(noReason.statusCode).toBe(400);
  expect(JSON.stringify(noReason.json())).toContain(messages.disqualifyReasonRequired);
  const disqualified = await put({
    status: 'Disqualified',
    disqualify_reason: 'Rents the house',
    version: 1,
  });
  expect(disqualified.json<Lead>()).toMatchObject({
    status: 'Disqualified',
    disqualify_reason: 'Rents the house',
  });
  const back = await put({ status: 'Contacted', disqualify_reason: 'ignored', version: 2 });
  expect(back.json<Lead>()).toMatchObject({ status: 'Contacted', disqualify_reason: '' });
});

test('assign gives the lead to someone in the caller’s team, from the loaded version', async () => {
  const lead = await create(manager);
  const assigned = await call(manager, 'POST', `/api/crm/leads/${lead.id}/assign/`, {
    owner: userIds.get(rep1),
    version: 1,
  });
  expect(assigned.statusCode).toBe(200);
  expect(assigned.json<Lead>()).toMatchObject({ owner: { id: userIds.get(rep1) }, version: 2 });
  expect((await call(rep1, 'GET', `/api/crm/leads/${lead.id}/`)).statusCode).toBe(200);
  const stale = await call(manager, 'POST', `/api/crm/leads/${lead.id}/assign/`, {
    owner: userIds.get(rep2),
    version: 1,
  });
  expect(stale.statusCode).toBe(409);
  const outside = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/assign/`, {
    owner: userIds.get(rep2),
    version: 2,
  });
  expect(outside.statusCode).toBe(400);
  expect(outside.json().message).toBe(messages.apiSalesPersonNotAssignable);
});

test('duplicates: same email, phone or address as a lead, a deal contact or a deal', async () => {
  const lead = await create(rep1, { phone: '902 555 0142' });
  const [rep2Deal] = await fx.t.database.db
    .select()
    .from(deals)
    .where(eq(deals.salesPersonId, userIds.get(rep2)!));
  const contact = await call(admin, 'POST', `/api/crm/plus/deal/${rep2Deal!.id}/contacts/`, {
    contact_type: (await call(admin, 'GET', '/api/crm/plus/contact-types/')).json()[0].id,
    first_name: 'Sam',
    last_name: 'Arsenault',
    email: 'sam.arsenault@example.com',
  });
  expect(contact.statusCode).toBe(201);
  const dup = async (email: string, query: string) => {
    const response = await call(email, 'GET', `/api/crm/leads/duplicates/?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<LeadDuplicates>().matches;
  };
  expect(await dup(rep1, 'phone=(902)%20555-0142')).toEqual([
    {
      kind: 'lead',
      id: lead.id,
      name: `${lead.first_name} ${lead.last_name}`,
      matched_on: ['phone'],
      may_open: true,
    },
  ]);
  expect(await dup(rep1, `phone=9025550142&except=${lead.id}`)).toEqual([]);
  const address = encodeURIComponent(lead.address.toUpperCase().replace(/ /g, '  '));
  expect((await dup(rep1, `address=${address}`))[0]).toMatchObject({
    kind: 'lead',
    matched_on: ['address'],
  });
  // rep2's contact is found for rep1 but not named; the manager above rep2 may open it.
  expect(await dup(rep1, 'email=SAM.Arsenault@example.com')).toEqual([
    { kind: 'contact', id: null, name: null, matched_on: ['email'], may_open: false },
  ]);
  expect(await dup(manager, 'email=sam.arsenault@example.com')).toEqual([
    {
      kind: 'contact',
      id: rep2Deal!.id,
      name: 'Sam Arsenault',
      matched_on: ['email'],
      may_open: true,
    },
  ]);
  const details = (await call(admin, 'GET', `/api/crm/dealdetails/${rep2Deal!.id}/`)).json();
  const dealMatches = await dup(admin, `address=${encodeURIComponent(details.address.address)}`);
  expect(dealMatches).toContainEqual({
    kind: 'deal',
    id: rep2Deal!.id,
    name: rep2Deal!.name,
    matched_on: ['address'],
    may_open: true,
  });
  expect((await call(rep1, 'GET', '/api/crm/leads/duplicates/?phone=12')).statusCode).toBe(400);
});

test('convert creates the deal, its primary contact and marks the lead, all at once', async () => {
  const lead = await create(rep1, { phone: '902-555-0177' });
  const response = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
    version: lead.version,
    deal: dealFor(lead),
  });
  expect(response.statusCode).toBe(201);
  const converted = response.json<LeadConvertResponse>();
  expect(converted.lead).toMatchObject({
    status: 'Converted',
    converted_deal: { id: converted.deal.id },
    version: 2,
  });
  const deal = (
    await call(rep1, 'GET', `/api/crm/dealdetails/${converted.deal.id}/`)
  ).json<DealDetails>();
  expect(deal).toMatchObject({
    name: `${lead.first_name} ${lead.last_name}`,
    has_contact: true,
    sales_person: { id: userIds.get(rep1) },
  });
  expect(deal.address.address).toBe(lead.address);
  const contacts = (
    await call(rep1, 'GET', `/api/crm/plus/deal/${converted.deal.id}/contacts/`)
  ).json<DealContact[]>();
  expect(contacts).toEqual([
    expect.objectContaining({
      first_name: lead.first_name,
      last_name: lead.last_name,
      email: lead.email,
      phone: '+19025550177',
      is_primary: true,
    }),
  ]);

  const before = await snapshotDatabase(fx.t.database.db);
  const again = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
    version: 2,
    deal: dealFor(lead, { name: 'Another name' }),
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(messages.apiLeadAlreadyConverted);
  expect(await snapshotDatabase(fx.t.database.db)).toEqual(before);

  // A converted lead keeps its status; its contact details stay editable.
  const statusChange = await call(rep1, 'PUT', `/api/crm/leads/${lead.id}/`, {
    ...newLead(),
    status: 'New',
    version: 2,
  });
  expect(statusChange.statusCode).toBe(409);
  const edit = await call(rep1, 'PUT', `/api/crm/leads/${lead.id}/`, {
    ...newLead({ first_name: 'Robyn' }),
    version: 2,
  });
  expect(edit.statusCode).toBe(200);
  expect(edit.json<Lead>()).toMatchObject({ first_name: 'Robyn', status: 'Converted' });
});

test('a refused conversion changes nothing: a taken deal name, a stale version, no access', async () => {
  const lead = await create(rep1);
  const first = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
    version: 1,
    deal: dealFor(lead, { name: 'Shared Roof' }),
  });
  expect(first.statusCode).toBe(201);
  const other = await create(rep1, { address: lead.address });
  const before = await snapshotDatabase(fx.t.database.db);
  const taken = await call(rep1, 'POST', `/api/crm/leads/${other.id}/convert/`, {
    version: 1,
    deal: dealFor(other, { name: 'shared roof', address: dealFor(lead).address }),
  });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe(messages.dealNameAlreadyExists);
  const stale = await call(rep1, 'POST', `/api/crm/leads/${other.id}/convert/`, {
    version: 7,
    deal: dealFor(other),
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json().message).toBe(messages.recordVersionConflict);
  const notTheirs = await call(rep2, 'POST', `/api/crm/leads/${other.id}/convert/`, {
    version: 1,
    deal: dealFor(other),
  });
  expect(notTheirs.statusCode).toBe(403);
  const badDeal = await call(rep1, 'POST', `/api/crm/leads/${other.id}/convert/`, {
    version: 1,
    deal: { ...dealFor(other), name: '' },
  });
  expect(badDeal.statusCode).toBe(400);
  expect(await snapshotDatabase(fx.t.database.db)).toEqual(before);
});

/** An export's rows as objects keyed by the header row (the byte-order mark dropped). */
async function exported(email: string, url: string) {
  const response = await call(email, 'GET', url);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="\w+-\d{4}-\d\d-\d\d\.csv"$/,
  );
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(response.body.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

test('the leads export holds exactly what the list shows, across many pages, plainly', async () => {
  const tag = `Bulk${Date.now()}`;
  const ownerId = userIds.get(rep2)!;
  // 1 203 leads with ONE updated_at: the keyset walk must neither skip nor repeat a tie.
  const at = new Date('2026-01-02T03:04:05.678Z');
  const rows = Array.from({ length: 1203 }, (_, index) => ({
    firstName: tag,
    lastName: `Number ${index}`,
    email: `${tag.toLowerCase()}-${index}@example.com`,
    source: 'Event',
    interest: 'Battery',
    ownerId,
    updatedAt: at,
    createdAt: at,
  }));
  await fx.t.database.db.insert(leads).values(rows);
  const [hostile] = await fx.t.database.db
    .insert(leads)
    .values({
      firstName: `=HYPERLINK("http://x")`,
      lastName: tag,
      phone: '+19025550100',
      email: '',
      notes: 'said "maybe", then\nyes',
      source: 'Other',
      interest: 'Solar',
      ownerId,
    })
    .returning({ id: leads.id });

  const all = await exported(manager, `/api/crm/leads/export/?search=${tag}`);
  expect(all).toHaveLength(1204);
  expect(new Set(all.map((row) => row.id)).size).toBe(1204);
  const listed = (
    await call(manager, 'GET', `/api/crm/leads/?search=${tag}&page_size=100`)
  ).json<LeadListResponse>();
  expect(all.slice(0, 100).map((row) => Number(row.id))).toEqual(
    listed.results.map((lead) => lead.id),
  );
  expect(Object.keys(all[0]!)).toEqual([
    'id',
    'first_name',
    'last_name',
    'email',
    'phone',
    'address',
    'source',
    'interest',
    'status',
    'disqualify_reason',
    'owner',
    'converted_deal_id',
    'notes',
    'created_at',
    'updated_at',
  ]);
  const risky = all.find((row) => Number(row.id) === hostile!.id)!;
  // A formula is made text; an E.164 phone stays a plain value; quotes and newlines survive.
  expect(risky.first_name).toBe(`'=HYPERLINK("http://x")`);
  expect(risky.phone).toBe('+19025550100');
  expect(risky.notes).toBe('said "maybe", then\nyes');
  expect(risky.owner).toBe(rep2);
  const tie = all.find((row) => row.last_name === 'Number 7')!;
  expect(tie.updated_at).toBe('2026-01-02T03:04:05.678Z');

  // Filters and access apply as in the list.
  expect(await exported(manager, `/api/crm/leads/export/?search=${tag}&source=Other`)).toHaveLength(
    1,
  );
  expect(await exported(rep1, `/api/crm/leads/export/?search=${tag}`)).toHaveLength(0);
  expect((await call(ops, 'GET', '/api/crm/leads/export/')).statusCode).toBe(403);
  expect((await call(manager, 'GET', '/api/crm/leads/export/?page=2')).statusCode).toBe(400);
  // A filter the database refuses is an ordinary error answer, not a download cut short.
  const tooLarge = await call(manager, 'GET', '/api/crm/leads/export/?owners=99999999999');
  expect(tooLarge.statusCode).toBe(400);
  expect(tooLarge.headers['content-type']).toMatch(/^application\/json/);
  expect(tooLarge.json().message).toEqual(expect.any(String));
});

test('the deals and proposals exports follow their lists’ filters and access', async () => {
  const listedDeals = async (email: string, query: string) =>
    (await call(email, 'GET', `/api/crm/deals/?page_size=100${query}`)).json<{
      results: { id: number }[];
      count: number;
    }>();
  for (const [email, query] of [
    [admin, ''],
    [rep1, ''],
    [manager, `&sales_persons=${userIds.get(rep2)}`],
    [admin, `&stage=${fx.stages[0]!.id}`],
  ] as const) {
    const listed = await listedDeals(email, query);
    const csv = await exported(email, `/api/crm/deals/export/?${query.slice(1)}`);
    expect(csv).toHaveLength(listed.count);
    expect(csv.slice(0, 100).map((row) => Number(row.id))).toEqual(
      listed.results.map((deal) => deal.id),
    );
  }
  const someDeal = (await listedDeals(admin, '')).results[0]!;
  const [row] = await exported(
    admin,
    `/api/crm/deals/export/?search=${encodeURIComponent(
      (await call(admin, 'GET', `/api/crm/dealdetails/${someDeal.id}/`)).json<DealDetails>().name,
    )}`,
  );
  expect(row).toMatchObject({
    id: String(someDeal.id),
    has_contact: expect.stringMatching(/^(true|false)$/),
  });
  expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  const proposalsCsv = await exported(admin, '/api/crm/proposals/export/');
  const proposalsListed = (await call(admin, 'GET', '/api/crm/proposals/?page_size=100')).json<{
    count: number;
  }>();
  expect(proposalsCsv).toHaveLength(proposalsListed.count);
  expect(Object.keys(proposalsCsv[0] ?? { id: '' })[0]).toBe('id');
  expect((await call(ops, 'GET', '/api/crm/deals/export/')).statusCode).toBe(403);
});
