import { eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type PortalDeal,
  type ServiceRequest,
  type ServiceRequestPage,
  serviceRequestsPageSize,
} from '@solar/shared/domain';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedPortalDemo } from '../../portal/seed-portal-demo';
import { serviceRequests } from '../service-requests-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;
/** A customer with no project yet, who asks a general question. */
const newcomer = 'new.customer@example.com';
let generalRequest: ServiceRequest;
/** The demo customer's two seeded deals: Qualification is rep1's. */
let negotiationDeal: PortalDeal;
let qualificationDeal: PortalDeal;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  await seedPortalDemo(t.database.db);
  const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
  negotiationDeal = mine.find((row) => row.stage.name === 'Negotiation')!;
  qualificationDeal = mine.find((row) => row.stage.name === 'Qualification')!;
  // The customer asks from the portal; staff answer from the deal.
  const asked = await call(customer, 'POST', '/api/portal/service-requests/', {
    deal_id: qualificationDeal.id,
    kind: 'after-service',
    message: 'The inverter shows a red light.',
  });
  expect(asked.statusCode).toBe(201);
  await insertCustomerAccount(t.database.db, newcomer, 'Noa', 'Newcomer');
  const general = await call(newcomer, 'POST', '/api/portal/service-requests/', {
    kind: 'solar-install',
    message: 'Could you quote panels for my roof?',
  });
  expect(general.statusCode).toBe(201);
  generalRequest = general.json<ServiceRequest>();
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('staff: a deal’s service requests', () => {
  const dealUrl = (dealId: number) => `/api/crm/deals/${dealId}/service-requests/`;

  it('are listed for staff who may use the deal, and refused to others', async () => {
    // The Qualification demo deal is rep1's: rep1 and admin see it, rep2 may not.
    const listed = await call(rep1, 'GET', dealUrl(qualificationDeal.id));
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ServiceRequest[]>().map((request) => request.message)).toEqual([
      'The inverter shows a red light.',
    ]);
    expect((await call(admin, 'GET', dealUrl(qualificationDeal.id))).statusCode).toBe(200);
    const refused = await call(rep2, 'GET', dealUrl(qualificationDeal.id));
    expect(refused.statusCode).toBe(403);
    expect((await call(customer, 'GET', dealUrl(qualificationDeal.id))).statusCode).toBe(403);
    expect((await call(admin, 'GET', dealUrl(999_999))).statusCode).toBe(404);
  });

  it('are marked Handled (who and when kept) and reopened', async () => {
    const [request] = (await call(rep1, 'GET', dealUrl(qualificationDeal.id))).json<
      ServiceRequest[]
    >();
    const requestUrl = `${dealUrl(qualificationDeal.id)}${request!.id}/`;
    const handled = await call(rep1, 'PUT', requestUrl, { status: 'Handled' });
    expect(handled.statusCode).toBe(200);
    const handledAt = handled.json<ServiceRequest>().handled_at;
    expect(handled.json()).toMatchObject({ status: 'Handled', handled_at: expect.any(String) });
    const again = await call(rep1, 'PUT', requestUrl, { status: 'Handled' });
    expect(again.json<ServiceRequest>().handled_at).toBe(handledAt);
    // The customer sees the new status.
    const mine = (await call(customer, 'GET', '/api/portal/service-requests/')).json<
      ServiceRequest[]
    >();
    expect(mine.find((row) => row.id === request!.id)?.status).toBe('Handled');
    const reopened = await call(rep1, 'PUT', requestUrl, { status: 'Open' });
    expect(reopened.json()).toMatchObject({ status: 'Open', handled_at: null });
  });

  it('refuses a bad status, another deal’s request and a deal the caller may not use', async () => {
    const [request] = (await call(rep1, 'GET', dealUrl(qualificationDeal.id))).json<
      ServiceRequest[]
    >();
    const bad = await call(rep1, 'PUT', `${dealUrl(qualificationDeal.id)}${request!.id}/`, {
      status: 'Done',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(messages.serviceRequestStatusRequired);
    const elsewhere = await call(admin, 'PUT', `${dealUrl(negotiationDeal.id)}${request!.id}/`, {
      status: 'Handled',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: messages.apiServiceRequestNotFound });
    const forbidden = await call(rep2, 'PUT', `${dealUrl(qualificationDeal.id)}${request!.id}/`, {
      status: 'Handled',
    });
    expect(forbidden.statusCode).toBe(403);
    const [row] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, request!.id));
    expect(row!.status).toBe('Open');
  });
});

describe('staff: the Service Requests list', () => {
  const listUrl = '/api/service-requests/';
  const messagesOf = async (email: string, query = '') =>
    (await call(email, 'GET', `${listUrl}${query}`))
      .json<ServiceRequestPage>()
      .results.map((request) => request.message);

  it('shows general requests with who sent them, to everyone who holds the page', async () => {
    const listed = await call(admin, 'GET', listUrl);
    expect(listed.statusCode).toBe(200);
    const page = listed.json<ServiceRequestPage>();
    expect(page.results.find((request) => request.id === generalRequest.id)).toEqual({
      id: generalRequest.id,
      deal: null,
      kind: 'solar-install',
      message: 'Could you quote panels for my roof?',
      status: 'Open',
      requested_by: { name: 'Noa Newcomer', email: newcomer },
      created_at: expect.any(String),
      handled_at: null,
    });
    for (const email of [manager, rep1, rep2]) {
      expect(await messagesOf(email)).toContain('Could you quote panels for my roof?');
    }
  });

  it('shows a deal’s requests only to staff who may use that deal', async () => {
    // The Qualification demo deal is rep1's (rep2 is rep1's peer, the manager above both).
    for (const email of [admin, manager, rep1]) {
      expect(await messagesOf(email)).toContain('The inverter shows a red light.');
    }
    expect(await messagesOf(rep2)).not.toContain('The inverter shows a red light.');
  });

  it('refuses staff without the page and customers', async () => {
    expect((await call(ops, 'GET', listUrl)).statusCode).toBe(403);
    expect((await call(customer, 'GET', listUrl)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: listUrl })).statusCode).toBe(401);
  });

  it('filters by status and pages, counting every match', async () => {
    const rows = Array.from({ length: serviceRequestsPageSize }, (_, index) => ({
      dealId: null,
      requestedBy: null,
      kind: 'other-services',
      message: `Question ${index}`,
      status: 'Handled',
    }));
    await t.database.db.insert(serviceRequests).values(rows);
    const first = (
      await call(admin, 'GET', `${listUrl}?status=Handled`)
    ).json<ServiceRequestPage>();
    expect(first.count).toBe(serviceRequestsPageSize);
    expect(first.results).toHaveLength(serviceRequestsPageSize);
    expect(first.results.every((request) => request.status === 'Handled')).toBe(true);
    const open = (await call(admin, 'GET', `${listUrl}?status=Open`)).json<ServiceRequestPage>();
    expect(open.results.map((request) => request.status)).not.toContain('Handled');
    const all = (await call(admin, 'GET', listUrl)).json<ServiceRequestPage>();
    expect(all.count).toBe(serviceRequestsPageSize + open.count);
    const second = (await call(admin, 'GET', `${listUrl}?page=2`)).json<ServiceRequestPage>();
    expect(second.results).toHaveLength(open.count);
    expect((await call(admin, 'GET', `${listUrl}?status=Done`)).statusCode).toBe(400);
  });

  it('lets whoever holds the page answer a general request, and a deal’s only its staff', async () => {
    const generalUrl = `${listUrl}${generalRequest.id}/`;
    const handled = await call(rep2, 'PUT', generalUrl, { status: 'Handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ deal: null, status: 'Handled' });
    // The customer sees it answered.
    const theirs = (await call(newcomer, 'GET', '/api/portal/service-requests/')).json<
      ServiceRequest[]
    >();
    expect(theirs.find((request) => request.id === generalRequest.id)?.status).toBe('Handled');
    expect((await call(rep2, 'PUT', generalUrl, { status: 'Open' })).statusCode).toBe(200);

    const [onDeal] = (
      await call(rep1, 'GET', `/api/crm/deals/${qualificationDeal.id}/service-requests/`)
    ).json<ServiceRequest[]>();
    const dealRequestUrl = `${listUrl}${onDeal!.id}/`;
    const refused = await call(rep2, 'PUT', dealRequestUrl, { status: 'Handled' });
    expect(refused.statusCode).toBe(403);
    expect((await call(ops, 'PUT', generalUrl, { status: 'Handled' })).statusCode).toBe(403);
    const missing = await call(admin, 'PUT', `${listUrl}999999/`, { status: 'Handled' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: messages.apiServiceRequestNotFound });
    const [row] = await t.database.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.id, onDeal!.id));
    expect(row!.status).toBe('Open');
  });
});
