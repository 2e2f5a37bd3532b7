import {
  type DealDetails,
  defaultProposalData,
  demoAccountEmails,
  type NamedItem,
  type Province,
  type ProposalVersion,
  type TimelineEntry,
  type TimelinePage,
} from '@solar/shared/domain';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let t: TestApp;
const call = signedInCaller(() => t);
const { manager, rep1 } = demoAccountEmails;
let deal: DealDetails;

beforeAll(async () => {
  t = await createTestApp();
  const stages = (await call(manager, 'GET', '/api/crm/deal-stages/')).json<NamedItem[]>();
  const statuses = (await call(manager, 'GET', '/api/crm/deal-statuses/')).json<NamedItem[]>();
  const provinces = (await call(manager, 'GET', '/api/crm/provinces/')).json<Province[]>();
  const created = await call(rep1, 'POST', '/api/crm/deals/', {
    name: 'Events deal',
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: { address: '1 Events Rd', city_text: 'Moncton', province: provinces[0]!.id },
  });
  expect(created.statusCode).toBe(201);
  deal = created.json<DealDetails>();
});
afterAll(async () => {
  await t.close();
});

/** The deal's automatic events, newest first, as kind and details. */
async function events(): Promise<Pick<TimelineEntry, 'kind' | 'details' | 'actor'>[]> {
  const page = (
    await call(rep1, 'GET', `/api/crm/deals/${deal.id}/timeline/?kind=event`)
  ).json<TimelinePage>();
  return page.results.map(({ kind, details, actor }) => ({ kind, details, actor }));
}

describe("changes to a deal's parts land on its timeline in the same transaction", () => {
  it('a power bill saved, and nothing for a refused save', async () => {
    const companies = (await call(rep1, 'GET', '/api/crm/power-companies/')).json<NamedItem[]>();
    const created = await call(rep1, 'POST', '/api/crm/power-bills/', {
      deal: deal.id,
      power_company: companies[0]!.id,
      bill_name: 'Home bill',
      bill_notes: '',
    });
    expect(created.statusCode).toBe(201);
    const bill = created.json<{ id: number; version: number }>();
    expect((await events())[0]).toMatchObject({
      kind: 'power_bill.saved',
      details: { bill_name: 'Home bill', created: true },
      actor: { name: 'Riley Rep' },
    });
    const before = await events();
    // A second first bill for the deal is refused (409): no entry.
    const again = await call(rep1, 'POST', '/api/crm/power-bills/', {
      deal: deal.id,
      power_company: companies[0]!.id,
      bill_name: 'Other bill',
      bill_notes: '',
    });
    expect(again.statusCode).toBe(409);
    // A save from a stale version is refused (409): no entry.
    const stale = await call(rep1, 'PUT', `/api/crm/power-bills/${bill.id}/`, {
      deal: deal.id,
      power_company: companies[0]!.id,
      bill_name: 'Renamed',
      bill_notes: '',
      version: bill.version + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(await events()).toEqual(before);
    const saved = await call(rep1, 'PUT', `/api/crm/power-bills/${bill.id}/`, {
      deal: deal.id,
      power_company: companies[0]!.id,
      bill_name: 'Renamed',
      bill_notes: '',
      version: bill.version,
    });
    expect(saved.statusCode).toBe(200);
    expect((await events())[0]).toMatchObject({
      kind: 'power_bill.saved',
      details: { bill_name: 'Renamed', created: false },
    });
  });

  it('a contact added', async () => {
    const types = (await call(rep1, 'GET', '/api/crm/plus/contact-types/')).json<NamedItem[]>();
    const added = await call(rep1, 'POST', `/api/crm/plus/deal/${deal.id}/contacts/`, {
      contact_type: types[0]!.id,
      first_name: 'Pat',
      last_name: 'Doe',
      email: 'pat.doe@example.com',
      phone: '',
      notes: '',
    });
    expect(added.statusCode).toBe(201);
    expect((await events())[0]).toMatchObject({
      kind: 'deal_contact.added',
      details: { name: 'Pat Doe' },
    });
  });

  it('a site sketch saved, and nothing for a stale one', async () => {
    const url = `/api/crm/site-sketch/${deal.id}/`;
    const empty = { polygons: [], obstructions: [], markers: [] };
    expect((await call(rep1, 'PUT', url, { ...empty, version: 0 })).statusCode).toBe(200);
    expect((await events())[0]).toMatchObject({
      kind: 'site_sketch.saved',
      details: { version: 1 },
    });
    const before = await events();
    expect((await call(rep1, 'PUT', url, { ...empty, version: 0 })).statusCode).toBe(409);
    expect(await events()).toEqual(before);
  });

  it('a proposal version saved and its status changed, from what to what', async () => {
    const created = await call(rep1, 'POST', `/api/crm/deals/${deal.id}/proposal-versions/`, {
      data: defaultProposalData(),
    });
    expect(created.statusCode).toBe(201);
    const version = created.json<ProposalVersion>();
    expect((await events())[0]).toMatchObject({
      kind: 'proposal_version.saved',
      details: { proposal_id: version.id, proposal_version: 1, created: true },
    });
    const statuses = (await call(rep1, 'GET', '/api/crm/proposal-statuses/')).json<NamedItem[]>();
    const approved = statuses.find((status) => status.name !== 'Draft')!;
    const moved = await call(rep1, 'PUT', `/api/crm/proposals/${version.id}/`, {
      deal_id: deal.id,
      proposal_version: 1,
      proposal_status_id: approved.id,
      proposal_description: '',
      version: version.version,
    });
    expect(moved.statusCode).toBe(200);
    expect((await events())[0]).toMatchObject({
      kind: 'proposal.status_changed',
      details: {
        proposal_id: version.id,
        from: { name: 'Draft' },
        to: { id: approved.id, name: approved.name },
      },
    });
    // A stale status change is refused and leaves no entry.
    const before = await events();
    const stale = await call(rep1, 'PUT', `/api/crm/proposals/${version.id}/`, {
      deal_id: deal.id,
      proposal_version: 1,
      proposal_status_id: statuses[0]!.id,
      proposal_description: '',
      version: version.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(await events()).toEqual(before);
  });
});
