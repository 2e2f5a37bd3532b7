import { eq } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  maxPanelsPerProposal,
  maxProposalsPerDeal,
  messages,
  type ProposalDocument,
  type ProposalListResponse,
  type ProposalRow,
  type ProposalStatus,
  type ProposalVersion,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addresses, deals } from '../../deals/deals-tables';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { proposals } from '../proposals-tables';
import { powerCompanyIdByName } from '../../power-bills/seed-power-companies';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;

async function dealsOf(email: string): Promise<{ id: number; name: string }[]> {
  return t.database.db
    .select({ id: deals.id, name: deals.name })
    .from(deals)
    .innerJoin(users, eq(users.id, deals.salesPersonId))
    .where(eq(users.email, email))
    .orderBy(deals.id);
}

let rep1Deals: { id: number; name: string }[];
let rep2Deals: { id: number; name: string }[];
let statuses: ProposalStatus[];
const statusId = (name: string) => statuses.find((status) => status.name === name)!.id;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  rep1Deals = await dealsOf(rep1);
  rep2Deals = await dealsOf(rep2);
  expect(rep1Deals.length).toBeGreaterThanOrEqual(3);
  expect(rep2Deals.length).toBeGreaterThanOrEqual(2);
  statuses = (await call(admin, 'GET', '/api/crm/proposal-statuses/')).json();
  // A PGlite start plus the demo deals' seed, on a machine other suites keep busy.
}, 180_000);
afterAll(async () => {
  await t.close();
});

function body(deal: number, overrides: Record<string, unknown> = {}) {
  return {
    deal_id: deal,
    proposal_version: 1,
    proposal_status_id: statusId('Draft'),
    proposal_description: 'First offer',
    ...overrides,
  };
}

describe('proposal statuses', () => {
  it('lists the four seeded statuses in order', () => {
    expect(statuses.map((status) => status.name)).toEqual([
      'Draft',
      'Submitted',
      'Approved',
      'Rejected',
    ]);
  });

  it('refuses staff without a proposals path', async () => {
    expect((await call(ops, 'GET', '/api/crm/proposal-statuses/')).statusCode).toBe(403);
  });
});

describe('create and update', () => {
  it('creates a proposal and answers the list row shape', async () => {
    const deal = rep1Deals[0]!;
    const response = await call(rep1, 'POST', '/api/crm/proposals/', body(deal.id, { id: 999 }));
    expect(response.statusCode).toBe(201);
    const row: ProposalRow = response.json();
    expect(row).toEqual({
      id: expect.any(Number),
      deal: { id: deal.id, name: deal.name },
      proposal_version: 1,
      proposal_status: { id: statusId('Draft'), name: 'Draft' },
      proposal_description: 'First offer',
      version: 1,
    });
    // The body's id is not a way to choose the new record's id.
    expect(row.id).not.toBe(999);
  });

  it.each([
    ['no deal', { deal_id: undefined }, messages.proposalDealRequired],
    ['version 0', { proposal_version: 0 }, messages.proposalVersionWhole],
    ['version 1.5', { proposal_version: 1.5 }, messages.proposalVersionWhole],
    ['no status', { proposal_status_id: undefined }, messages.proposalStatusRequired],
    [
      '501 characters',
      { proposal_description: 'x'.repeat(501) },
      messages.proposalDescriptionTooLong,
    ],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const response = await call(rep1, 'POST', '/api/crm/proposals/', {
      ...body(rep1Deals[1]!.id),
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('accepts exactly 500 characters and trims the description', async () => {
    const response = await call(
      rep1,
      'POST',
      '/api/crm/proposals/',
      body(rep1Deals[1]!.id, { proposal_description: `  ${'y'.repeat(500)}  ` }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().proposal_description).toBe('y'.repeat(500));
  });

  it('refuses an unknown status, an unknown deal, a taken version and unknown fields', async () => {
    const deal = rep1Deals[0]!.id;
    const unknownStatus = await call(
      rep1,
      'POST',
      '/api/crm/proposals/',
      body(deal, {
        proposal_status_id: 9999,
        proposal_version: 7,
      }),
    );
    expect(unknownStatus.statusCode).toBe(400);
    expect(unknownStatus.json().message).toBe(messages.apiUnknownProposalStatus);
    const unknownDeal = await call(admin, 'POST', '/api/crm/proposals/', body(999_999));
    expect(unknownDeal.statusCode).toBe(400);
    expect(unknownDeal.json().message).toBe(messages.apiUnknownProposalDeal);
    const taken = await call(rep1, 'POST', '/api/crm/proposals/', body(deal));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(messages.apiProposalVersionTaken);
    const extra = await call(rep1, 'POST', '/api/crm/proposals/', { ...body(deal), price: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses a deal outside the caller's team (403) and staff without the path", async () => {
    const response = await call(rep2, 'POST', '/api/crm/proposals/', body(rep1Deals[2]!.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.noDealPermission);
    expect(
      (await call(ops, 'POST', '/api/crm/proposals/', body(rep1Deals[2]!.id))).statusCode,
    ).toBe(403);
  });

  it('updates every field, and checks access to both deals when the deal changes', async () => {
    const created: ProposalRow = (
      await call(rep1, 'POST', '/api/crm/proposals/', body(rep1Deals[2]!.id))
    ).json();
    const url = `/api/crm/proposals/${created.id}/`;
    const updated = await call(rep1, 'PUT', url, {
      ...body(rep1Deals[2]!.id),
      id: created.id,
      proposal_version: 2,
      proposal_status_id: statusId('Submitted'),
      proposal_description: 'Second offer',
      version: created.version,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id: created.id,
      proposal_version: 2,
      proposal_status: { name: 'Submitted' },
      proposal_description: 'Second offer',
    });
    const version = created.version + 1;
    expect((await call(rep1, 'PUT', url, body(rep2Deals[0]!.id, { version }))).statusCode).toBe(
      403,
    );
    expect((await call(rep2, 'PUT', url, body(rep2Deals[0]!.id, { version }))).statusCode).toBe(
      403,
    );
    const mismatch = await call(rep1, 'PUT', url, {
      ...body(rep1Deals[2]!.id, { version }),
      id: created.id + 1,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (await call(rep1, 'PUT', '/api/crm/proposals/999999/', body(rep1Deals[2]!.id, { version })))
        .statusCode,
    ).toBe(404);
  });
});

describe('list', () => {
  beforeAll(async () => {
    await call(
      rep2,
      'POST',
      '/api/crm/proposals/',
      body(rep2Deals[0]!.id, {
        proposal_status_id: statusId('Approved'),
      }),
    );
  });

  const list = async (email: string, query = '') =>
    (await call(email, 'GET', `/api/crm/proposals/${query}`)).json() as ProposalListResponse;

  it('shows each person only the proposals of deals they may use', async () => {
    const rep1Ids = new Set(rep1Deals.map((deal) => deal.id));
    const rep2Ids = new Set(rep2Deals.map((deal) => deal.id));
    const ofRep1 = await list(rep1);
    expect(ofRep1.count).toBeGreaterThanOrEqual(3);
    expect(ofRep1.results.every((row) => rep1Ids.has(row.deal.id))).toBe(true);
    const ofRep2 = await list(rep2);
    expect(ofRep2.count).toBe(1);
    expect(ofRep2.results.every((row) => rep2Ids.has(row.deal.id))).toBe(true);
    const ofManager = await list(manager);
    expect(ofManager.count).toBe(ofRep1.count + ofRep2.count);
    expect((await list(admin)).count).toBe(ofManager.count);
  });

  it('pages, searches by deal name and filters by status', async () => {
    const all = await list(admin);
    const firstPage = await list(admin, '?page=1&page_size=2');
    expect(firstPage.results).toHaveLength(2);
    expect(firstPage.count).toBe(all.count);
    const secondPage = await list(admin, '?page=2&page_size=2');
    expect(secondPage.results[0]!.id).not.toBe(firstPage.results[0]!.id);
    const name = rep2Deals[0]!.name;
    const searched = await list(admin, `?search=${encodeURIComponent(name.toUpperCase())}`);
    expect(searched.results.length).toBeGreaterThan(0);
    expect(
      searched.results.every((row) => row.deal.name.toLowerCase().includes(name.toLowerCase())),
    ).toBe(true);
    const approved = await list(admin, `?status=${statusId('Approved')}`);
    expect(approved.count).toBe(1);
    expect(approved.results[0]!.proposal_status.name).toBe('Approved');
    expect((await list(admin, '?search=%25%25no-such-deal')).count).toBe(0);
    expect((await call(admin, 'GET', '/api/crm/proposals/?page_size=0')).statusCode).toBe(400);
    expect((await call(ops, 'GET', '/api/crm/proposals/')).statusCode).toBe(403);
  });
});

describe('deal versions, saved details, context and preview', () => {
  const data = {
    ...defaultProposalData(),
    panels: [{ id: 1, x: 100, y: 100, efficiency: 800 }],
    nextPanelId: 2,
  };
  let dealId: number;
  beforeAll(() => {
    dealId = rep1Deals[3]?.id ?? rep1Deals[0]!.id;
  });

  it('saves versions V1, V2 on the server, updates and deletes one', async () => {
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const before: ProposalVersion[] = (await call(rep1, 'GET', url)).json();
    const first = await call(rep1, 'POST', url, { data });
    expect(first.statusCode).toBe(201);
    const v1: ProposalVersion = first.json();
    const v2: ProposalVersion = (
      await call(rep1, 'POST', url, { data: defaultProposalData() })
    ).json();
    expect(v2.proposal_version).toBe(v1.proposal_version + 1);
    expect(v2.name).toBe(`Proposal V${v2.proposal_version}`);
    expect(v1.data).toMatchObject({ ...data, programVersionId: expect.any(Number) });
    // The server stores the production the drawing gives: one 405 W panel × 800 ‰ = 324.00 kWh.
    expect(v1.data.production).toMatchObject({
      method: 'drawing-zones',
      annualHundredthsKwh: 32_400,
      station: null,
    });

    const changed = { ...data, selectedProgram: 'sunline', selectedTerm: 15 };
    const put = await call(rep1, 'PUT', `${url}${v1.id}/`, { data: changed, version: v1.version });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ selectedProgram: 'sunline', selectedTerm: 15 });

    const listed: ProposalVersion[] = (await call(manager, 'GET', url)).json();
    expect(listed.map((version) => version.id)).toEqual([...before.map((v) => v.id), v1.id, v2.id]);

    // The saved detail of the spec's call answers the same design.
    const detail = await call(rep1, 'GET', `/api/crm/proposal-saved-detail/${v1.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ proposal_id: v1.id, name: v1.name, data: changed });

    expect((await call(rep1, 'DELETE', `${url}${v2.id}/?version=${v2.version}`)).statusCode).toBe(
      204,
    );
    const after: ProposalVersion[] = (await call(rep1, 'GET', url)).json();
    expect(after.map((version) => version.id)).not.toContain(v2.id);
  });

  it('works out a location estimate on the server and replaces the production the browser sent', async () => {
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const productionSettings = {
      method: 'location-estimate',
      tiltDegrees: 30,
      azimuthDegrees: 180,
      shadingPercent: 0,
    };
    const forged = {
      method: 'location-estimate',
      monthlyKwh: Array.from({ length: 12 }, () => 9999),
      annualHundredthsKwh: 99_999_999,
      station: null,
    };
    const saved = await call(rep1, 'POST', url, {
      data: { ...data, productionSettings, production: forged },
    });
    expect(saved.statusCode).toBe(201);
    const version: ProposalVersion = saved.json();
    expect(version.data.productionSettings).toEqual(productionSettings);
    expect(version.data.production?.method).toBe('location-estimate');
    expect(version.data.production?.station?.province).toMatch(/^(PE|NS|NB|NL)$/);
    // One 405 W panel at 30° due south in the Atlantic provinces: about 400–480 kWh a year.
    expect(version.data.production!.annualHundredthsKwh).toBeGreaterThan(40_000);
    expect(version.data.production!.annualHundredthsKwh).toBeLessThan(48_000);

    const badRoof = await call(rep1, 'PUT', `${url}${version.id}/`, {
      data: { ...data, productionSettings: { ...productionSettings, tiltDegrees: 95 } },
      version: version.version,
    });
    expect(badRoof.statusCode).toBe(400);
    expect(JSON.stringify(badRoof.json())).toContain(messages.productionTiltRange);
    expect(
      (await call(rep1, 'DELETE', `${url}${version.id}/?version=${version.version}`)).statusCode,
    ).toBe(204);
  });

  it('refuses a location estimate for a deal whose address has no map position', async () => {
    const [deal] = await t.database.db
      .select({ addressId: deals.addressId })
      .from(deals)
      .where(eq(deals.id, dealId));
    const [before] = await t.database.db
      .select({ latitude: addresses.latitude, longitude: addresses.longitude })
      .from(addresses)
      .where(eq(addresses.id, deal!.addressId));
    await t.database.db
      .update(addresses)
      .set({ latitude: null, longitude: null })
      .where(eq(addresses.id, deal!.addressId));
    try {
      const refused = await call(rep1, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
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
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(messages.productionNoCoordinates);
      // The drawing's method still saves.
      const drawn = await call(rep1, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
        data,
      });
      expect(drawn.statusCode).toBe(201);
      const v: ProposalVersion = drawn.json();
      await call(
        rep1,
        'DELETE',
        `/api/crm/deals/${dealId}/proposal-versions/${v.id}/?version=${v.version}`,
      );
    } finally {
      await t.database.db
        .update(addresses)
        .set({ latitude: before!.latitude, longitude: before!.longitude })
        .where(eq(addresses.id, deal!.addressId));
    }
  });

  it('refuses an invalid design, other teams, other deals and staff without the path', async () => {
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const bad = await call(rep1, 'POST', url, { data: { ...data, hydroUsage: [] } });
    expect(bad.statusCode).toBe(400);
    expect((await call(rep2, 'GET', url)).statusCode).toBe(403);
    expect((await call(rep2, 'POST', url, { data })).statusCode).toBe(403);
    expect((await call(ops, 'GET', url)).statusCode).toBe(403);
    const v: ProposalVersion = (await call(rep1, 'POST', url, { data })).json();
    const otherDeal = `/api/crm/deals/${rep1Deals[0]!.id}/proposal-versions/${v.id}/`;
    expect((await call(rep1, 'PUT', otherDeal, { data, version: v.version })).statusCode).toBe(404);
    expect((await call(rep1, 'DELETE', `${otherDeal}?version=${v.version}`)).statusCode).toBe(404);
    expect((await call(rep2, 'GET', `/api/crm/proposal-saved-detail/${v.id}/`)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for a saved detail before a design is saved, then saves one', async () => {
    const created: ProposalRow = (
      await call(rep1, 'POST', '/api/crm/proposals/', body(dealId, { proposal_version: 50 }))
    ).json();
    const url = `/api/crm/proposal-saved-detail/${created.id}/`;
    const missing = await call(rep1, 'GET', url);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.apiProposalSavedDetailNotFound);
    // A proposal made in the list's dialog gets its first design through the deal's versions.
    const versionUrl = `/api/crm/deals/${dealId}/proposal-versions/${created.id}/`;
    const saved = await call(rep1, 'PUT', versionUrl, { data, version: created.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Proposal V50', data, version: 2 });
    expect((await call(rep2, 'PUT', versionUrl, { data, version: 2 })).statusCode).toBe(403);
    const detail = await call(rep1, 'GET', url);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ name: 'Proposal V50', data, version: 2 });
  });

  it("gives the presenter the deal's address and its power bill months", async () => {
    const context = await call(rep1, 'GET', `/api/crm/deals/${dealId}/proposal-context/`);
    expect(context.statusCode).toBe(200);
    expect(context.json().deal).toMatchObject({ id: dealId, address: expect.any(String) });
    const maritime = await powerCompanyIdByName(t.database.db, 'Maritime Electric');
    const months = Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      usage: 100 + index,
    }));
    const bill = await call(rep1, 'POST', '/api/crm/power-bills/', {
      deal: dealId,
      power_company: maritime,
      bill_name: 'Home',
      bill_notes: '',
      details: months,
    });
    expect(bill.statusCode).toBe(201);
    const withBill = (await call(rep1, 'GET', `/api/crm/deals/${dealId}/proposal-context/`)).json();
    expect(withBill.monthly_usage).toEqual(months.map((month) => month.usage));
    expect((await call(rep2, 'GET', `/api/crm/deals/${dealId}/proposal-context/`)).statusCode).toBe(
      403,
    );
  });

  it('answers the preview document with the deal, the bill months and the saved design', async () => {
    const v: ProposalVersion = (
      await call(rep1, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, { data })
    ).json();
    const response = await call(rep1, 'GET', `/api/crm/proposals/${v.id}/`);
    expect(response.statusCode).toBe(200);
    const document: ProposalDocument = response.json();
    expect(document.proposal.id).toBe(v.id);
    expect(document.deal.id).toBe(dealId);
    expect(document.monthly_usage).toHaveLength(12);
    expect(document.saved_detail?.data).toMatchObject({
      ...data,
      programVersionId: expect.any(Number),
    });
    // Without a contact the customer is known by the deal's name; with one, by the person's.
    expect(document.deal.customer_name).toBe(document.deal.name);
    const [type] = await t.database.db
      .insert(contactTypes)
      .values({ name: 'Preview test type' })
      .returning();
    await t.database.db.insert(dealContacts).values({
      dealId,
      contactTypeId: type!.id,
      firstName: 'Émilie',
      lastName: 'Gallant',
      isPrimary: true,
    });
    const named: ProposalDocument = (await call(rep1, 'GET', `/api/crm/proposals/${v.id}/`)).json();
    expect(named.deal.customer_name).toBe('Émilie Gallant');
    expect(named.deal.name).toBe(document.deal.name);
    expect((await call(rep2, 'GET', `/api/crm/proposals/${v.id}/`)).statusCode).toBe(403);
    expect((await call(rep1, 'GET', '/api/crm/proposals/999999/')).statusCode).toBe(404);
  });
});

describe('storage bounds', () => {
  const panels = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      x: 100,
      y: 100,
      efficiency: 800,
    }));

  it('a saved design holds at most 500 panels', async () => {
    expect(maxPanelsPerProposal).toBe(500);
    const dealId = rep1Deals[1]!.id;
    const url = `/api/crm/deals/${dealId}/proposal-versions/`;
    const design = (count: number) => ({
      data: { ...defaultProposalData(), panels: panels(count), nextPanelId: count + 1 },
    });
    const tooMany = await call(rep1, 'POST', url, design(maxPanelsPerProposal + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual([
      { path: 'body.data.panels', message: messages.tooManyPanels },
    ]);
    const full = await call(rep1, 'POST', url, design(maxPanelsPerProposal));
    expect(full.statusCode).toBe(201);
    const saved: ProposalVersion = full.json();
    const grown = await call(rep1, 'PUT', `${url}${saved.id}/`, design(maxPanelsPerProposal + 1));
    expect(grown.statusCode).toBe(400);
  });

  it('a deal holds at most 100 proposals: the next one is refused with a message', async () => {
    const dealId = rep2Deals[1]!.id;
    const db = t.database.db;
    const existing = await db.select().from(proposals).where(eq(proposals.dealId, dealId));
    const taken = new Set(existing.map((row) => row.proposalVersion));
    const free = Array.from({ length: 400 }, (_, index) => index + 1).filter((v) => !taken.has(v));
    await db.insert(proposals).values(
      free.slice(0, maxProposalsPerDeal - existing.length).map((version) => ({
        dealId,
        proposalVersion: version,
        proposalStatusId: statusId('Draft'),
      })),
    );
    const before = await db.select().from(proposals).where(eq(proposals.dealId, dealId));
    expect(before).toHaveLength(maxProposalsPerDeal);
    const saveAsNew = await call(rep2, 'POST', `/api/crm/deals/${dealId}/proposal-versions/`, {
      data: defaultProposalData(),
    });
    expect(saveAsNew.statusCode).toBe(409);
    expect(saveAsNew.json()).toEqual({ message: messages.apiTooManyProposals });
    const record = await call(
      rep2,
      'POST',
      '/api/crm/proposals/',
      body(dealId, { proposal_version: 399 }),
    );
    expect(record.statusCode).toBe(409);
    expect(record.json()).toEqual({ message: messages.apiTooManyProposals });
    const elsewhere = (
      await call(
        rep2,
        'POST',
        '/api/crm/proposals/',
        body(rep2Deals[0]!.id, { proposal_version: 398 }),
      )
    ).json<ProposalRow>();
    const moved = await call(rep2, 'PUT', `/api/crm/proposals/${elsewhere.id}/`, {
      ...body(dealId, { proposal_version: 397 }),
      version: elsewhere.version,
    });
    expect(moved.statusCode).toBe(409);
    expect(await db.select().from(proposals).where(eq(proposals.dealId, dealId))).toHaveLength(
      maxProposalsPerDeal,
    );
  });
});
