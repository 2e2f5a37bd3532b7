import { and, asc, count, eq } from 'drizzle-orm';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  type PortalDeal,
  type PortalProposal,
  type PortalProposalDocument,
  projectMilestoneKeys,
  type ProposalDocument,
  type ServiceRequest,
  maxServiceRequestsPerHour,
  type TimelinePage,
  type NotificationPage,
} from '@solar/shared/domain';
import { dealStages, dealStatuses, proposalStatuses, users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { insertCustomerAccount } from '../../../testing/customer-account';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deals } from '../../deals/deals-tables';
import { powerBills } from '../../power-bills/power-bills-tables';
import { powerCompanyIdByName } from '../../power-bills/seed-power-companies';
import { notifications } from '../../notifications/notifications-tables';
import { outbox } from '../../mail/mail-tables';
import { contactTypes, dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { proposals, proposalSavedDetails } from '../../proposals/proposals-tables';
import { serviceRequests } from '../../service-requests/service-requests-tables';
import { seedPortalDemo } from '../seed-portal-demo';
import { projectMilestones, projects } from '../../projects/projects-tables';
import { seedProjects } from '../../projects/seed-projects';

let t: TestApp;
const call = signedInCaller(() => t);
const { admin, rep1, customer } = demoAccountEmails;
/** A second customer, linked to one deal of their own through an upper-cased contact email. */
const customerB = 'customer.b@example.com';
/** The demo customer's two seeded deals, and customer B's deal. */
let negotiationDeal: PortalDeal;
let qualificationDeal: PortalDeal;
let dealB: number;
let approvedProposal: number;

async function requestCount(): Promise<number> {
  const [row] = await t.database.db.select({ value: count() }).from(serviceRequests);
  return row!.value;
}

async function statusId(name: string): Promise<number> {
  const [row] = await t.database.db
    .select()
    .from(proposalStatuses)
    .where(eq(proposalStatuses.name, name));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  expect(await seedPortalDemo(t.database.db)).toEqual({ contacts: 2, proposals: 1 });
  const db = t.database.db;
  await insertCustomerAccount(db, customerB, 'Bailey', 'Buyer');
  const [type] = await db.select().from(contactTypes).limit(1);
  // A demo deal in a stage the demo customer's deals are not in.
  const [closedWon] = await db.select().from(dealStages).where(eq(dealStages.name, 'Closed Won'));
  const [deal] = await db.select().from(deals).where(eq(deals.stageId, closedWon!.id)).limit(1);
  dealB = deal!.id;
  await db.insert(dealContacts).values({
    dealId: dealB,
    contactTypeId: type!.id,
    firstName: 'Bailey',
    lastName: 'Buyer',
    email: 'Customer.B@Example.COM',
  });
  const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
  negotiationDeal = mine.find((row) => row.stage.name === 'Negotiation')!;
  qualificationDeal = mine.find((row) => row.stage.name === 'Qualification')!;
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(eq(proposals.dealId, negotiationDeal.id));
  approvedProposal = proposal!.id;
  // A fresh seeded database per file; slow when the whole workspace's suites run at once.
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('seed', () => {
  it('links the demo customer to two deals, one with an Approved proposal, once', async () => {
    expect(negotiationDeal).toBeDefined();
    expect(qualificationDeal).toBeDefined();
    expect(await seedPortalDemo(t.database.db)).toEqual({ contacts: 0, proposals: 0 });
  });
});

describe('GET /api/portal/deals/', () => {
  it("lists only the caller's deals with stage, status and the stage timeline", async () => {
    const response = await call(customer, 'GET', '/api/portal/deals/');
    expect(response.statusCode).toBe(200);
    const rows = response.json<PortalDeal[]>();
    expect(rows.map((row) => row.id).sort()).toEqual(
      [negotiationDeal.id, qualificationDeal.id].sort(),
    );
    expect(rows.map((row) => row.id)).not.toContain(dealB);
    const timeline = negotiationDeal.timeline;
    // The stage list's order, the one the dashboard shows, without the ending that does not apply.
    const listed = await t.database.db
      .select({ name: dealStages.name })
      .from(dealStages)
      .orderBy(asc(dealStages.sortOrder), asc(dealStages.id));
    expect(timeline.map((step) => step.name)).toEqual(
      listed.map((stage) => stage.name).filter((name) => name !== 'Closed Lost'),
    );
    expect(timeline.map((step) => step.name).slice(0, 4)).toEqual([
      'Initial Contact',
      'Qualification',
      'Proposal Requested',
      'Proposal',
    ]);
    const current = timeline.findIndex((step) => step.state === 'current');
    expect(timeline[current]!.name).toBe('Negotiation');
    expect(timeline.filter((step) => step.state === 'current')).toHaveLength(1);
    expect(timeline.slice(0, current).every((step) => step.state === 'done')).toBe(true);
    expect(timeline.slice(current + 1).every((step) => step.state === 'upcoming')).toBe(true);
    expect(negotiationDeal).toMatchObject({
      name: expect.any(String),
      address: expect.any(String),
    });
  });

  it("never sends a deal's internal Draft status: the customer sees the stage alone", async () => {
    const db = t.database.db;
    const [draft] = await db.select().from(dealStatuses).where(eq(dealStatuses.name, 'Draft'));
    const [inProgress] = await db
      .select()
      .from(dealStatuses)
      .where(eq(dealStatuses.name, 'In Progress'));
    await db.update(deals).set({ statusId: draft!.id }).where(eq(deals.id, qualificationDeal.id));
    await db
      .update(deals)
      .set({ statusId: inProgress!.id })
      .where(eq(deals.id, negotiationDeal.id));
    const response = await call(customer, 'GET', '/api/portal/deals/');
    expect(response.body).not.toContain('Draft');
    const rows = response.json<PortalDeal[]>();
    expect(rows.find((row) => row.id === qualificationDeal.id)).toMatchObject({
      stage: { name: 'Qualification' },
      status: null,
    });
    expect(rows.find((row) => row.id === negotiationDeal.id)?.status).toEqual({
      id: inProgress!.id,
      name: 'In Progress',
    });
  });

  it('links by the contact email whatever its case, and gives strangers nothing', async () => {
    const rowsB = (await call(customerB, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
    expect(rowsB.map((row) => row.id)).toEqual([dealB]);
    // A staff caller is linked the same way; the demo staff are contacts of no deal.
    const staffRows = await call(rep1, 'GET', '/api/portal/deals/');
    expect(staffRows.statusCode).toBe(200);
    expect(staffRows.json()).toEqual([]);
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/portal/deals/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('proposals', () => {
  it("lists only the Approved proposals of the caller's deals (none sent for signature here)", async () => {
    // A Draft on the customer's own deal stays staff business until it is sent to them.
    await t.database.db.insert(proposals).values({
      dealId: negotiationDeal.id,
      proposalVersion: 2,
      proposalStatusId: await statusId('Draft'),
    });
    const response = await call(customer, 'GET', '/api/portal/proposals/');
    expect(response.body).not.toContain('Draft');
    const rows = response.json<PortalProposal[]>();
    expect(rows).toEqual([
      {
        id: approvedProposal,
        deal: {
          id: negotiationDeal.id,
          name: negotiationDeal.name,
          address: negotiationDeal.address,
        },
        proposal_version: 1,
        proposal_status: { id: await statusId('Approved'), name: 'Approved' },
        has_document: true,
        awaiting_signature: false,
        updated_at: expect.any(String),
      },
    ]);
    expect((await call(customerB, 'GET', '/api/portal/proposals/')).json()).toEqual([]);
  });

  it('opens the customer-facing document of an own Approved proposal', async () => {
    const response = await call(customer, 'GET', `/api/portal/proposals/${approvedProposal}/`);
    expect(response.statusCode).toBe(200);
    const document = response.json<ProposalDocument>();
    expect(document.proposal).toMatchObject({ id: approvedProposal, proposal_version: 1 });
    expect(document.deal).toMatchObject({
      id: negotiationDeal.id,
      name: negotiationDeal.name,
      address: negotiationDeal.address,
    });
    expect(document.saved_detail?.data.panels).toHaveLength(12);
  });

  it('brings the utility rate in force the day the proposal was saved, not a later one', async () => {
    const db = t.database.db;
    const maritime = await powerCompanyIdByName(db, 'Maritime Electric');
    await db
      .insert(powerBills)
      .values({ dealId: negotiationDeal.id, powerCompanyId: maritime, billName: 'Home' })
      .onConflictDoUpdate({ target: powerBills.dealId, set: { powerCompanyId: maritime } });
    // Saved on 15 January 2025, under the seeded rate of March 2024 (0.1795 $ a kWh)...
    await db
      .update(proposalSavedDetails)
      .set({ updatedAt: new Date('2025-01-15T15:00:00Z') })
      .where(eq(proposalSavedDetails.proposalId, approvedProposal));
    // ...before the company's price rose from June 2025.
    const raised = await call(admin, 'POST', '/api/savings/utility-rates/', {
      power_company_id: maritime,
      effective_from: '2025-06-01',
      energy_price_per_kwh: 0.25,
      fixed_monthly_charge: 25.75,
      tiers: [],
      time_of_use: [],
      net_metering: 'monthly-netting',
      export_price_per_kwh: 0,
      source: 'Maritime Electric rate schedule, June 2025',
      taken_on: '2025-05-20',
    });
    expect(raised.statusCode).toBe(201);
    const response = await call(customer, 'GET', `/api/portal/proposals/${approvedProposal}/`);
    expect(response.json<PortalProposalDocument>().utility_rate).toMatchObject({
      energyPricePerKwh: 0.1795,
    });
  });

  it("answers 404, not 403, for another customer's, a Draft or a missing proposal", async () => {
    const [draft] = await t.database.db
      .select()
      .from(proposals)
      .where(eq(proposals.proposalVersion, 2));
    const [approvedB] = await t.database.db
      .insert(proposals)
      .values({ dealId: dealB, proposalVersion: 1, proposalStatusId: await statusId('Approved') })
      .returning();
    await t.database.db
      .insert(proposalSavedDetails)
      .values({ proposalId: approvedB!.id, name: 'Proposal V1', data: defaultProposalData() });
    for (const [email, id] of [
      [customerB, approvedProposal],
      [customer, approvedB!.id],
      [customer, draft!.id],
      [customer, 999_999],
    ] as const) {
      const response = await call(email, 'GET', `/api/portal/proposals/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.apiProposalNotFound });
    }
    expect(
      (await call(customerB, 'GET', `/api/portal/proposals/${approvedB!.id}/`)).statusCode,
    ).toBe(200);
  });
});

describe('service requests', () => {
  const url = '/api/portal/service-requests/';

  it('records a request on an own deal, trimmed, Open, from the caller', async () => {
    const response = await call(customer, 'POST', url, {
      deal_id: qualificationDeal.id,
      kind: 'after-service',
      message: '  The inverter shows a red light.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<ServiceRequest>()).toEqual({
      id: expect.any(Number),
      deal: { id: qualificationDeal.id, name: qualificationDeal.name },
      kind: 'after-service',
      message: 'The inverter shows a red light.',
      status: 'Open',
      requested_by: { name: 'Casey Customer', email: customer },
      created_at: expect.any(String),
      handled_at: null,
    });
    // The deal's staff see it on the deal's timeline, from the customer.
    const events = await call(
      demoAccountEmails.admin,
      'GET',
      `/api/crm/deals/${qualificationDeal.id}/timeline/?kind=event`,
    );
    expect(events.json<TimelinePage>().results[0]).toMatchObject({
      kind: 'service_request.created',
      details: {
        service_request_id: response.json<ServiceRequest>().id,
        request_kind: 'after-service',
      },
      actor: { name: 'Casey Customer' },
    });
  });

  it('records a general request, with no project, from a customer who has none', async () => {
    const newcomer = 'new.customer@example.com';
    await insertCustomerAccount(t.database.db, newcomer, 'Noa', 'Newcomer');
    expect((await call(newcomer, 'GET', '/api/portal/deals/')).json()).toEqual([]);
    const omitted = await call(newcomer, 'POST', url, {
      kind: 'solar-install',
      message: 'Could you quote panels for my roof?',
    });
    expect(omitted.statusCode).toBe(201);
    expect(omitted.json<ServiceRequest>()).toMatchObject({
      deal: null,
      kind: 'solar-install',
      status: 'Open',
      requested_by: { name: 'Noa Newcomer', email: newcomer },
    });
    const explicit = await call(newcomer, 'POST', url, {
      deal_id: null,
      kind: 'other-services',
      message: 'Do you install heat pumps too?',
    });
    expect(explicit.statusCode).toBe(201);
    const mine = (await call(newcomer, 'GET', url)).json<ServiceRequest[]>();
    expect(mine.map((request) => [request.deal, request.kind])).toEqual([
      [null, 'other-services'],
      [null, 'solar-install'],
    ]);
    // Another customer never sees them.
    const others = (await call(customer, 'GET', url)).json<ServiceRequest[]>();
    expect(others.some((request) => request.deal === null)).toBe(false);
  });

  it("answers 404 for another customer's or a missing deal, and stores nothing", async () => {
    const before = await requestCount();
    for (const dealId of [qualificationDeal.id, 999_999]) {
      const response = await call(customerB, 'POST', url, {
        deal_id: dealId,
        kind: 'other-services',
        message: 'Let me in',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.apiPortalProjectNotFound });
    }
    expect(await requestCount()).toBe(before);
  });

  it.each([
    ['a blank message', { message: '   ' }, messages.serviceRequestMessageRequired],
    ['2001 characters', { message: 'x'.repeat(2001) }, messages.serviceRequestMessageTooLong],
    [
      'a kind that is no service',
      { kind: 'project-tracking' },
      messages.serviceRequestKindRequired,
    ],
    ['deal 0', { deal_id: 0 }, messages.serviceRequestDealRequired],
  ])('refuses %s with its message and stores nothing', async (_name, change, message) => {
    const before = await requestCount();
    const response = await call(customer, 'POST', url, {
      deal_id: qualificationDeal.id,
      kind: 'solar-install',
      message: 'Please call me',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await requestCount()).toBe(before);
  });

  it('accepts a message of exactly 2000 characters and refuses unknown fields', async () => {
    const longest = await call(customer, 'POST', url, {
      deal_id: negotiationDeal.id,
      kind: 'hvac-install',
      message: 'y'.repeat(2000),
    });
    expect(longest.statusCode).toBe(201);
    const extra = await call(customer, 'POST', url, {
      deal_id: negotiationDeal.id,
      kind: 'hvac-install',
      message: 'Hello',
      status: 'Handled',
    });
    expect(extra.statusCode).toBe(400);
  });

  it('lists only the caller’s own requests, newest first', async () => {
    await call(customerB, 'POST', url, { deal_id: dealB, kind: 'solar-install', message: 'Quote' });
    const mine = (await call(customer, 'GET', url)).json<ServiceRequest[]>();
    expect(mine.map((request) => request.kind)).toEqual(['hvac-install', 'after-service']);
    const theirs = (await call(customerB, 'GET', url)).json<ServiceRequest[]>();
    expect(theirs.map((request) => [request.deal?.id, request.message])).toEqual([
      [dealB, 'Quote'],
    ]);
  });
});

describe('service requests per customer per hour', () => {
  it('refuses a customer’s request beyond 10 in an hour with a message, and stores nothing', async () => {
    const db = t.database.db;
    const [customerRow] = await db.select().from(users).where(eq(users.email, customerB));
    const ownRecent = async () =>
      (
        await db
          .select()
          .from(serviceRequests)
          .where(eq(serviceRequests.requestedBy, customerRow!.id))
      ).filter((row) => row.createdAt.getTime() > Date.now() - 3_600_000).length;
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    // An older request does not count against the hour.
    await db.insert(serviceRequests).values({
      dealId: dealB,
      requestedBy: customerRow!.id,
      kind: 'other-services',
      message: 'Yesterday',
      createdAt: minutesAgo(120),
    });
    const recent = await ownRecent();
    await db.insert(serviceRequests).values(
      Array.from({ length: maxServiceRequestsPerHour - 1 - recent }, (_, index) => ({
        dealId: dealB,
        requestedBy: customerRow!.id,
        kind: 'other-services' as const,
        message: `Earlier ${index}`,
        createdAt: minutesAgo(30),
      })),
    );
    const send = () =>
      call(customerB, 'POST', '/api/portal/service-requests/', {
        deal_id: dealB,
        kind: 'after-service',
        message: 'One more',
      });
    expect((await send()).statusCode).toBe(201);
    expect(await ownRecent()).toBe(maxServiceRequestsPerHour);
    const before = await requestCount();
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.apiTooManyServiceRequests });
    expect(await requestCount()).toBe(before);
    // Another customer is not held back by this one.
    const other = await call(customer, 'POST', '/api/portal/service-requests/', {
      deal_id: qualificationDeal.id,
      kind: 'after-service',
      message: 'Mine',
    });
    expect(other.statusCode).toBe(201);
  });
});

/** The outbox's service-request mails, oldest first (the send job may be delivering them). */
async function serviceRequestMails() {
  return t.database.db
    .select({ id: outbox.id, to: outbox.to, text: outbox.text, links: outbox.links })
    .from(outbox)
    .where(eq(outbox.kind, 'service-request-received'))
    .orderBy(asc(outbox.id));
}

describe('a service request tells the deal’s sales person', () => {
  it('and a general request, about no deal, tells nobody', async () => {
    const notices = async () =>
      Number((await t.database.db.select({ n: count() }).from(notifications))[0]!.n);
    const before = await notices();
    const mailsBefore = await serviceRequestMails();
    const sent = await call(customer, 'POST', '/api/portal/service-requests/', {
      deal_id: null,
      kind: 'other-services',
      message: 'Do you clean panels?',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json<ServiceRequest>().deal).toBeNull();
    expect(await notices()).toBe(before);
    expect(await serviceRequestMails()).toEqual(mailsBefore);
  });

  it('in the same change, with the deal it is about', async () => {
    const [deal] = await t.database.db
      .select({ salesPersonId: deals.salesPersonId })
      .from(deals)
      .where(eq(deals.id, negotiationDeal.id));
    const [salesPerson] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, deal!.salesPersonId!));
    const bell = async () =>
      (await call(salesPerson!.email, 'GET', '/api/notifications/'))
        .json<NotificationPage>()
        .notifications.filter((n) => n.kind === 'service_request');
    const before = (await bell()).length;
    const mailsBefore = await serviceRequestMails();
    const sent = await call(customer, 'POST', '/api/portal/service-requests/', {
      deal_id: negotiationDeal.id,
      kind: 'after-service',
      message: 'The inverter beeps',
    });
    expect(sent.statusCode).toBe(201);
    const told = await bell();
    expect(told).toHaveLength(before + 1);
    expect(told[0]).toMatchObject({
      target: { kind: 'deal', id: negotiationDeal.id },
      parts: { request_kind: 'after-service' },
    });
    const mails = await serviceRequestMails();
    expect(mails).toHaveLength(mailsBefore.length + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual([salesPerson!.email.toLowerCase()]);
    expect(mail.text).toContain('The inverter beeps');
    expect(
      mail.links.some((link) => link.endsWith(`/crm/deal-details/${negotiationDeal.id}`)),
    ).toBe(true);
  });

  it('mails nothing when the request is refused', async () => {
    const mailsBefore = await serviceRequestMails();
    const refused = await call(customer, 'POST', '/api/portal/service-requests/', {
      deal_id: dealB,
      kind: 'after-service',
      message: 'Not my deal',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await serviceRequestMails()).toEqual(mailsBefore);
  });
});

describe('the installation after Closed Won', () => {
  it('shows the customer the milestones’ dates of their won deal, never staff notes', async () => {
    const db = t.database.db;
    await seedProjects(db);
    const [project] = await db.select().from(projects).where(eq(projects.dealId, dealB));
    await db
      .update(projectMilestones)
      .set({ plannedDate: '2026-01-05', actualDate: '2026-01-06', notes: 'Dog in the yard' })
      .where(
        and(eq(projectMilestones.projectId, project!.id), eq(projectMilestones.key, 'site_survey')),
      );
    const [won] = (await call(customerB, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
    expect(won!.installation!.finished).toBe(false);
    expect(won!.installation!.milestones[0]).toEqual({
      key: 'site_survey',
      planned_date: '2026-01-05',
      actual_date: '2026-01-06',
    });
    expect(won!.installation!.milestones.map((m) => m.key)).toEqual([...projectMilestoneKeys]);
    expect(JSON.stringify(won)).not.toContain('Dog in the yard');
    // The demo customer's deals are not won: no installation yet.
    const mine = (await call(customer, 'GET', '/api/portal/deals/')).json<PortalDeal[]>();
    expect(mine.every((deal) => deal.installation === null)).toBe(true);
  });
});

describe('/api/portal/mail-settings/', () => {
  const optOutOf = async (email: string) =>
    (
      await t.database.db
        .select({ optOut: users.milestoneMailOptOut })
        .from(users)
        .where(eq(users.email, email))
    )[0]!.optOut;

  it('turns milestone mail off and on again for the caller alone', async () => {
    expect((await call(customer, 'GET', '/api/portal/mail-settings/')).json()).toEqual({
      milestone_mail: true,
    });
    const off = await call(customer, 'PUT', '/api/portal/mail-settings/', {
      milestone_mail: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ milestone_mail: false });
    expect(await optOutOf(customer)).toBe(true);
    expect(await optOutOf(customerB)).toBe(false);
    expect((await call(customerB, 'GET', '/api/portal/mail-settings/')).json()).toEqual({
      milestone_mail: true,
    });
    expect((await call(customer, 'GET', '/api/portal/mail-settings/')).json()).toEqual({
      milestone_mail: false,
    });
    const on = await call(customer, 'PUT', '/api/portal/mail-settings/', { milestone_mail: true });
    expect(on.json()).toEqual({ milestone_mail: true });
    expect(await optOutOf(customer)).toBe(false);
  });

  it('refuses a body that is not a yes or no, or names someone else, and changes nothing', async () => {
    for (const body of [
      { milestone_mail: 'no' },
      {},
      { milestone_mail: false, user_id: 1 },
      { milestone_mail: false, email: customerB },
    ]) {
      const refused = await call(customer, 'PUT', '/api/portal/mail-settings/', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('message');
    }
    expect(await optOutOf(customer)).toBe(false);
    expect(await optOutOf(customerB)).toBe(false);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/portal/mail-settings/' })).statusCode,
    ).toBe(401);
  });
});
