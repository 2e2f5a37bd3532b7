import { eq } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type PortalDeal,
  type ServiceRequest,
} from '@solar/shared/domain';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { seedPortalDemo } from '../../portal/seed-portal-demo';
import { serviceRequests } from '../service-requests-tables';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, rep1, rep2, customer } = demoAccountEmails;
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
