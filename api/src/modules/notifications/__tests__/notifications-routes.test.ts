import { eq, sql } from 'drizzle-orm';
import {
  demoAccountEmails,
  messages,
  type NotificationPage,
  notificationPageSchema,
} from '@solar/shared/domain';
import { proposalStatuses, users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { dealEvents, deals } from '../../deals/deals-tables';
import { leads } from '../../leads/leads-tables';
import { meetingParticipants, meetings } from '../../meetings/meetings-tables';
import { notifications } from '../notifications-tables';

let t: TestApp;
const { manager, rep1, rep2, customer } = demoAccountEmails;
const ids = new Map<string, number>();
const idOf = (email: string) => ids.get(email)!;

async function call(
  email: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const headers = email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

async function bell(email: string, query = ''): Promise<NotificationPage> {
  const response = await call(email, 'GET', `/api/notifications/${query}`);
  expect(response.statusCode).toBe(200);
  return notificationPageSchema.parse(response.json());
}

const notificationCount = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n);

async function dealOf(email: string) {
  const [deal] = await t.database.db
    .select({ id: deals.id, name: deals.name, version: deals.version })
    .from(deals)
    .where(eq(deals.salesPersonId, idOf(email)))
    .orderBy(deals.id);
  return deal!;
}

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  for (const row of await t.database.db.select().from(users)) ids.set(row.email, row.id);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  // What time would announce again (a task due today, a meeting soon) goes with its notices.
  await t.database.db.delete(meetings);
  await t.database.db.delete(dealEvents).where(eq(dealEvents.taskDueDate, today));
  await t.database.db.delete(notifications);
});

describe('notifications routes: who may call them', () => {
  it('401 anonymous, 403 a customer', async () => {
    expect((await call(null, 'GET', '/api/notifications/')).statusCode).toBe(401);
    expect((await call(customer, 'GET', '/api/notifications/')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/api/notifications/read-all/')).statusCode).toBe(403);
  });
});

describe('a task assigned to me', () => {
  it('is told to the assignee in the same change, never to the person who assigned it', async () => {
    const deal = await dealOf(rep1);
    const response = await call(manager, 'POST', `/api/crm/deals/${deal.id}/timeline/tasks/`, {
      title: 'Call the customer back',
      due_date: '2030-01-10',
      assignee: idOf(rep1),
    });
    expect(response.statusCode).toBe(201);
    const page = await bell(rep1);
    expect(page.unread).toBe(1);
    expect(page.notifications).toEqual([
      expect.objectContaining({
        kind: 'task_assigned',
        target: { kind: 'deal', id: deal.id },
        parts: expect.objectContaining({ task: 'Call the customer back', subject: deal.name }),
        read_at: null,
      }),
    ]);
    expect(page.notifications[0]!.parts.actor).toEqual(expect.any(String));
    expect((await bell(manager)).notifications).toEqual([]);
  });

  it('tells nobody of a task someone gives themself', async () => {
    const deal = await dealOf(rep1);
    await call(rep1, 'POST', `/api/crm/deals/${deal.id}/timeline/tasks/`, {
      title: 'My own',
      due_date: '2030-01-10',
      assignee: idOf(rep1),
    });
    expect(await notificationCount()).toBe(0);
  });

  it('a reassignment refused as stale tells nobody; an accepted one tells the new assignee', async () => {
    const deal = await dealOf(rep1);
    const task = (
      await call(rep1, 'POST', `/api/crm/deals/${deal.id}/timeline/tasks/`, {
        title: 'Measure the roof',
        due_date: '2030-01-10',
        assignee: idOf(rep1),
      })
    ).json() as { id: number };
    const url = `/api/crm/deals/${deal.id}/timeline/tasks/${task.id}/`;
    const stale = await call(manager, 'PATCH', url, {
      version: 7,
      assignee: idOf(rep2),
    });
    expect(stale.statusCode).toBe(409);
    expect(await notificationCount()).toBe(0);
    // Given to someone who may not open the deal: written, but never shown to them.
    const outside = await call(rep1, 'PATCH', url, { version: 1, assignee: idOf(rep2) });
    expect(outside.statusCode).toBe(200);
    expect((await bell(rep2)).notifications).toEqual([]);
    await t.database.db.delete(notifications);
    expect(await notificationCount()).toBe(0);
    const moved = await call(rep1, 'PATCH', url, { version: 2, assignee: idOf(manager) });
    expect(moved.statusCode).toBe(200);
    expect((await bell(manager)).notifications.map((n) => n.kind)).toEqual(['task_assigned']);
  });
});

describe('a deal assigned to me', () => {
  it('tells the new sales person when someone else moves the deal to them', async () => {
    const deal = await dealOf(rep2);
    const response = await call(manager, 'PUT', `/api/crm/deals/${deal.id}/`, {
      sales_person: idOf(rep1),
      version: deal.version,
    });
    expect(response.statusCode).toBe(200);
    const page = await bell(rep1);
    expect(page.notifications).toEqual([
      expect.objectContaining({ kind: 'deal_assigned', target: { kind: 'deal', id: deal.id } }),
    ]);
    // Moved back for the other tests, by the manager: rep2 is told in turn.
    const back = await call(manager, 'PUT', `/api/crm/deals/${deal.id}/`, {
      sales_person: idOf(rep2),
      version: deal.version + 1,
    });
    expect(back.statusCode).toBe(200);
    expect((await bell(rep2)).notifications.map((n) => n.kind)).toEqual(['deal_assigned']);
  });

  it('a refused save (stale version) tells nobody', async () => {
    const deal = await dealOf(rep2);
    const response = await call(manager, 'PUT', `/api/crm/deals/${deal.id}/`, {
      sales_person: idOf(rep1),
      version: deal.version + 9,
    });
    expect(response.statusCode).toBe(409);
    expect(await notificationCount()).toBe(0);
  });
});

describe('reading the bell', () => {
  async function assignTask(email: string) {
    const deal = await dealOf(email);
    await call(manager, 'POST', `/api/crm/deals/${deal.id}/timeline/tasks/`, {
      title: 'Follow up',
      due_date: '2030-01-10',
      assignee: idOf(email),
    });
    return deal;
  }

  it('never lists a notification whose deal has left my part of the tree', async () => {
    const deal = await assignTask(rep1);
    const [listed] = (await bell(rep1)).notifications;
    await t.database.db
      .update(deals)
      .set({ salesPersonId: idOf(rep2) })
      .where(eq(deals.id, deal.id));
    try {
      const page = await bell(rep1);
      expect(page.notifications).toEqual([]);
      expect(page.unread).toBe(0);
      const read = await call(rep1, 'POST', `/api/notifications/${listed!.id}/read/`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(messages.apiNotificationNotFound);
    } finally {
      await t.database.db
        .update(deals)
        .set({ salesPersonId: idOf(rep1) })
        .where(eq(deals.id, deal.id));
    }
  });

  it('marks one read, only my own, then all read', async () => {
    await assignTask(rep1);
    await assignTask(rep1);
    const page = await bell(rep1);
    expect(page.unread).toBe(2);
    const [newest] = page.notifications;
    expect((await call(rep2, 'POST', `/api/notifications/${newest!.id}/read/`)).statusCode).toBe(
      404,
    );
    const read = await call(rep1, 'POST', `/api/notifications/${newest!.id}/read/`);
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).toEqual(expect.any(String));
    expect((await bell(rep1)).unread).toBe(1);
    expect((await call(rep1, 'POST', '/api/notifications/read-all/')).statusCode).toBe(204);
    const after = await bell(rep1);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read_at !== null)).toBe(true);
  });

  it('pages newest first with next_before', async () => {
    for (let index = 0; index < 3; index += 1) await assignTask(rep1);
    const first = await bell(rep1, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.notifications[0]!.id).toBeGreaterThan(first.notifications[1]!.id);
    const second = await bell(rep1, `?limit=2&before=${first.next_before}`);
    expect(second.notifications).toHaveLength(1);
    expect(second.next_before).toBeNull();
    expect(first.unread).toBe(3);
  });
});

describe('notices that come from time', () => {
  it('a task of mine due today is told once, however often the bell is read', async () => {
    const deal = await dealOf(rep1);
    await t.database.db.insert(dealEvents).values({
      dealId: deal.id,
      actorUserId: idOf(rep1),
      action: 'task',
      details: {},
      taskTitle: 'Send the quote',
      taskDueDate: today,
      taskAssigneeId: idOf(rep1),
    });
    await bell(rep1, `?today=${today}`);
    const page = await bell(rep1, `?today=${today}`);
    expect(page.notifications.filter((n) => n.kind === 'task_due')).toEqual([
      expect.objectContaining({
        target: { kind: 'deal', id: deal.id },
        parts: { task: 'Send the quote', due: today },
      }),
    ]);
    // Read concurrently by two replicas at once: still one.
    await Promise.all([bell(rep1, `?today=${today}`), bell(rep1, `?today=${today}`)]);
    expect(await notificationCount()).toBe(1);
  });

  it('a meeting of mine starting within 15 minutes is told once to each of its people', async () => {
    const startsAt = new Date(Date.now() + 10 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [meeting] = await t.database.db
      .insert(meetings)
      .values({
        title: 'Site visit soon',
        kind: 'Site visit',
        startsAt,
        endsAt,
        organiserId: idOf(rep1),
      })
      .returning({ id: meetings.id });
    const later = new Date(Date.now() + 60 * 60_000);
    const [far] = await t.database.db
      .insert(meetings)
      .values({
        title: 'Later',
        kind: 'Site visit',
        startsAt: later,
        endsAt: new Date(later.getTime() + 30 * 60_000),
        organiserId: idOf(rep1),
      })
      .returning({ id: meetings.id });
    await t.database.db.insert(meetingParticipants).values([
      { meetingId: meeting!.id, userId: idOf(rep1), isOrganiser: true, startsAt, endsAt },
      { meetingId: meeting!.id, userId: idOf(rep2), isOrganiser: false, startsAt, endsAt },
      {
        meetingId: far!.id,
        userId: idOf(rep1),
        isOrganiser: true,
        startsAt: later,
        endsAt: new Date(later.getTime() + 30 * 60_000),
      },
    ]);
    await bell(rep1);
    const mine = await bell(rep1);
    expect(mine.notifications).toEqual([
      expect.objectContaining({
        kind: 'meeting_soon',
        target: { kind: 'meeting', id: meeting!.id },
        parts: { meeting: 'Site visit soon', starts_at: expect.any(String) },
      }),
    ]);
    expect((await bell(rep2)).notifications.map((n) => n.kind)).toEqual(['meeting_soon']);
    expect(await notificationCount()).toBe(2);
  });
});

describe('a lead task', () => {
  it('opens the lead, and only while I may open the lead', async () => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        firstName: 'Noa',
        lastName: 'Lead',
        source: 'Website',
        interest: 'Solar',
        ownerId: idOf(rep1),
      })
      .returning({ id: leads.id });
    const response = await call(manager, 'POST', `/api/crm/leads/${lead!.id}/timeline/tasks/`, {
      title: 'Qualify',
      due_date: '2030-01-10',
      assignee: idOf(rep1),
    });
    expect(response.statusCode).toBe(201);
    expect((await bell(rep1)).notifications).toEqual([
      expect.objectContaining({
        kind: 'task_assigned',
        target: { kind: 'lead', id: lead!.id },
        parts: expect.objectContaining({ subject: 'Noa Lead' }),
      }),
    ]);
    await t.database.db
      .update(leads)
      .set({ ownerId: idOf(rep2) })
      .where(eq(leads.id, lead!.id));
    expect((await bell(rep1)).notifications).toEqual([]);
  });
});

describe('a decision on my proposal', () => {
  it("tells the deal's sales person when someone else approves it, nobody for a refused save", async () => {
    const deal = await dealOf(rep1);
    const statuses = await t.database.db.select().from(proposalStatuses);
    const statusId = (name: string) => statuses.find((row) => row.name === name)!.id;
    const created = await call(rep1, 'POST', '/api/crm/proposals/', {
      deal_id: deal.id,
      proposal_version: 901,
      proposal_status_id: statusId('Draft'),
      proposal_description: 'Roof array',
    });
    expect(created.statusCode).toBe(201);
    const proposal = created.json() as { id: number; version: number };
    const save = (email: string, status: string, version: number) =>
      call(email, 'PUT', `/api/crm/proposals/${proposal.id}/`, {
        deal_id: deal.id,
        proposal_version: 901,
        proposal_status_id: statusId(status),
        proposal_description: 'Roof array',
        version,
      });
    expect((await save(manager, 'Approved', proposal.version + 4)).statusCode).toBe(409);
    expect(await notificationCount()).toBe(0);
    expect((await save(manager, 'Approved', proposal.version)).statusCode).toBe(200);
    expect((await bell(rep1)).notifications).toEqual([
      expect.objectContaining({
        kind: 'proposal_status',
        target: { kind: 'deal', id: deal.id },
        parts: expect.objectContaining({ status: 'Approved', proposal_version: '901' }),
      }),
    ]);
    // The sales person's own decision tells nobody.
    expect((await save(rep1, 'Rejected', proposal.version + 1)).statusCode).toBe(200);
    expect(await notificationCount()).toBe(1);
  });
});
