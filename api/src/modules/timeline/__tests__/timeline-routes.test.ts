import { eq, sql } from 'drizzle-orm';
import {
  type DealDetails,
  demoAccountEmails,
  messages,
  type MyTasks,
  type NamedItem,
  type Province,
  type TimelineEntry,
  type TimelinePage,
  versionConflictCode,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { dealEvents } from '../../deals/deals-tables';
import { recordTimelineEvent } from '..';

let t: TestApp;
const call = signedInCaller(() => t);
let stages: NamedItem[];
let statuses: NamedItem[];
let provinceList: Province[];
const ids: Record<string, number> = {};

const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;

beforeAll(async () => {
  t = await createTestApp();
  stages = (await call(manager, 'GET', '/api/crm/deal-stages/')).json();
  statuses = (await call(manager, 'GET', '/api/crm/deal-statuses/')).json();
  provinceList = (await call(manager, 'GET', '/api/crm/provinces/')).json();
  const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
  for (const row of rows) ids[row.email] = row.id;
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
async function newDeal(owner: string): Promise<DealDetails> {
  serial += 1;
  const response = await call(owner, 'POST', '/api/crm/deals/', {
    name: `Timeline deal ${serial}`,
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: {
      address: `${serial} Timeline Rd`,
      city_text: 'Moncton',
      province: provinceList.find((p) => p.code === 'NB')!.id,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<DealDetails>();
}

const timelineUrl = (dealId: number, query = '') => `/api/crm/deals/${dealId}/timeline/${query}`;
const timeline = async (email: string, dealId: number, query = '') =>
  (await call(email, 'GET', timelineUrl(dealId, query))).json<TimelinePage>();
const entryCount = async (dealId: number) =>
  (await t.database.db.select().from(dealEvents).where(eq(dealEvents.dealId, dealId))).length;

describe('writing on the timeline', () => {
  it('keeps notes, calls and e-mails newest first, with who and when', async () => {
    const deal = await newDeal(rep1);
    const note = await call(rep1, 'POST', `${timelineUrl(deal.id)}notes/`, {
      body: '  Customer wants a battery quote ',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json<TimelineEntry>()).toMatchObject({
      kind: 'note',
      body: 'Customer wants a battery quote',
      actor: { id: ids[rep1], name: 'Riley Rep' },
      direction: null,
      task: null,
      details: {},
    });
    const callEntry = await call(manager, 'POST', `${timelineUrl(deal.id)}calls/`, {
      direction: 'in',
      summary: 'Asked about financing',
    });
    expect(callEntry.statusCode).toBe(201);
    const email = await call(rep1, 'POST', `${timelineUrl(deal.id)}emails/`, {
      direction: 'out',
      summary: 'Sent the brochure',
    });
    expect(email.statusCode).toBe(201);

    const page = await timeline(rep1, deal.id);
    expect(page.results.map((entry) => [entry.kind, entry.direction, entry.body])).toEqual([
      ['email', 'out', 'Sent the brochure'],
      ['call', 'in', 'Asked about financing'],
      ['note', null, 'Customer wants a battery quote'],
    ]);
    expect(page.results[1]!.actor).toEqual({ id: ids[manager], name: 'Morgan Manager' });
    expect(Date.parse(page.results[0]!.at)).not.toBeNaN();
    expect(page.next_before).toBeNull();
  });

  it('pages by the last id shown and filters by kind', async () => {
    const deal = await newDeal(rep1);
    for (let n = 1; n <= 5; n += 1) {
      await call(rep1, 'POST', `${timelineUrl(deal.id)}notes/`, { body: `Note ${n}` });
    }
    await call(rep1, 'POST', `${timelineUrl(deal.id)}calls/`, {
      direction: 'out',
      summary: 'Call',
    });
    const first = await timeline(rep1, deal.id, '?limit=4');
    expect(first.results.map((entry) => entry.body)).toEqual([
      'Call',
      'Note 5',
      'Note 4',
      'Note 3',
    ]);
    expect(first.next_before).toBe(first.results[3]!.id);
    const second = await timeline(rep1, deal.id, `?limit=4&before=${first.next_before}`);
    expect(second.results.map((entry) => entry.body)).toEqual(['Note 2', 'Note 1']);
    expect(second.next_before).toBeNull();

    const calls = await timeline(rep1, deal.id, '?kind=call');
    expect(calls.results.map((entry) => entry.kind)).toEqual(['call']);
    const events = await timeline(rep1, deal.id, '?kind=event');
    expect(events.results).toEqual([]);
  });

  it('answers the field message for bad input and writes nothing', async () => {
    const deal = await newDeal(rep1);
    const cases: [string, unknown, string][] = [
      ['notes/', { body: '   ' }, messages.timelineNoteRequired],
      ['notes/', { body: 'x'.repeat(5001) }, messages.timelineTextTooLong],
      ['calls/', { direction: 'sideways', summary: 'Hi' }, messages.timelineDirectionRequired],
      ['emails/', { direction: 'in', summary: '' }, messages.timelineSummaryRequired],
      [
        'tasks/',
        { title: '', due_date: '2026-12-01', assignee: ids[rep1] },
        messages.timelineTaskTitleRequired,
      ],
      [
        'tasks/',
        { title: 'Call back', due_date: '2026-02-30', assignee: ids[rep1] },
        messages.timelineDueDateRequired,
      ],
      ['tasks/', { title: 'Call back', due_date: '2026-12-01' }, messages.timelineAssigneeRequired],
    ];
    for (const [path, body, message] of cases) {
      const answer = await call(rep1, 'POST', `${timelineUrl(deal.id)}${path}`, body);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(message);
    }
    // A customer account or a removed person cannot be given a task.
    const toCustomer = await call(rep1, 'POST', `${timelineUrl(deal.id)}tasks/`, {
      title: 'Call back',
      due_date: '2026-12-01',
      assignee: ids[customer],
    });
    expect(toCustomer.statusCode).toBe(400);
    expect(toCustomer.json()).toEqual({ message: messages.apiTimelineAssigneeNotStaff });
    expect(await entryCount(deal.id)).toBe(0);
  });
});

describe('who may read and write a timeline', () => {
  it('follows the sales-person tree like the deal details', async () => {
    const deal = await newDeal(rep1);
    await call(rep1, 'POST', `${timelineUrl(deal.id)}notes/`, { body: 'Mine' });
    // The manager above rep1 and a superuser may; rep2 beside rep1 may not.
    expect((await call(manager, 'GET', timelineUrl(deal.id))).statusCode).toBe(200);
    expect((await call(admin, 'GET', timelineUrl(deal.id))).statusCode).toBe(200);
    const refused = await call(rep2, 'GET', timelineUrl(deal.id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: messages.noDealPermission });
    const write = await call(rep2, 'POST', `${timelineUrl(deal.id)}notes/`, { body: 'Not mine' });
    expect(write.statusCode).toBe(403);
    // Staff without a CRM path, and customers, are refused by the route's access.
    expect((await call(ops, 'GET', timelineUrl(deal.id))).statusCode).toBe(403);
    expect((await call(customer, 'GET', timelineUrl(deal.id))).statusCode).toBe(403);
    expect((await call(rep1, 'GET', timelineUrl(999999))).statusCode).toBe(404);
    expect(await entryCount(deal.id)).toBe(1);
  });

  it('lets only the author delete a note', async () => {
    const deal = await newDeal(rep1);
    const note = (
      await call(rep1, 'POST', `${timelineUrl(deal.id)}notes/`, { body: 'Draft thought' })
    ).json<TimelineEntry>();
    const byManager = await call(manager, 'DELETE', `${timelineUrl(deal.id)}notes/${note.id}/`);
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toEqual({ message: messages.apiTimelineNotYourNote });
    expect(await entryCount(deal.id)).toBe(1);
    const other = await newDeal(rep1);
    // Through another deal's URL the note is not found.
    const wrongDeal = await call(rep1, 'DELETE', `${timelineUrl(other.id)}notes/${note.id}/`);
    expect(wrongDeal.statusCode).toBe(404);
    const byAuthor = await call(rep1, 'DELETE', `${timelineUrl(deal.id)}notes/${note.id}/`);
    expect(byAuthor.statusCode).toBe(204);
    expect(await entryCount(deal.id)).toBe(0);
  });
});

describe('tasks', () => {
  async function newTask(dealId: number, assignee: string, dueDate: string, title = 'Call back') {
    const answer = await call(manager, 'POST', `${timelineUrl(dealId)}tasks/`, {
      title,
      due_date: dueDate,
      assignee: ids[assignee],
    });
    expect(answer.statusCode).toBe(201);
    return answer.json<TimelineEntry>();
  }

  it('are done and undone with who and when, reassigned and edited at the version loaded', async () => {
    const deal = await newDeal(rep1);
    const task = await newTask(deal.id, rep1, '2026-12-01');
    expect(task.task).toMatchObject({
      title: 'Call back',
      due_date: '2026-12-01',
      assignee: { id: ids[rep1], name: 'Riley Rep' },
      done: false,
      done_at: null,
      done_by: null,
      version: 1,
    });
    const url = `${timelineUrl(deal.id)}tasks/${task.id}/`;
    const done = await call(rep1, 'PATCH', url, { version: 1, done: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<TimelineEntry>().task).toMatchObject({
      done: true,
      done_by: { id: ids[rep1], name: 'Riley Rep' },
      version: 2,
    });
    expect(done.json<TimelineEntry>().task!.done_at).not.toBeNull();

    // A change from the version before is refused and changes nothing.
    const stale = await call(manager, 'PATCH', url, { version: 1, title: 'Visit instead' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: versionConflictCode });

    const edited = await call(manager, 'PATCH', url, {
      version: 2,
      done: false,
      title: 'Visit instead',
      due_date: '2026-12-03',
      assignee: ids[rep2],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TimelineEntry>().task).toMatchObject({
      title: 'Visit instead',
      due_date: '2026-12-03',
      assignee: { id: ids[rep2] },
      done: false,
      done_at: null,
      done_by: null,
      version: 3,
    });

    const nothing = await call(manager, 'PATCH', url, { version: 3 });
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json())).toContain(messages.timelineTaskChangeRequired);
    const toCustomer = await call(manager, 'PATCH', url, { version: 3, assignee: ids[customer] });
    expect(toCustomer.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(dealEvents).where(eq(dealEvents.id, task.id));
    expect(row).toMatchObject({
      version: 3,
      taskAssigneeId: ids[rep2],
      taskTitle: 'Visit instead',
    });

    // A note is no task.
    const note = (
      await call(rep1, 'POST', `${timelineUrl(deal.id)}notes/`, { body: 'A note' })
    ).json<TimelineEntry>();
    const notATask = await call(rep1, 'PATCH', `${timelineUrl(deal.id)}tasks/${note.id}/`, {
      version: 1,
      done: true,
    });
    expect(notATask.statusCode).toBe(404);
  });

  it('"My tasks" groups my open tasks on deals I may still open', async () => {
    const today = '2026-11-26';
    const mine = await newDeal(rep1);
    const overdue = await newTask(mine.id, rep2, '2026-11-20', 'Overdue one');
    await newTask(mine.id, rep2, today, 'Today one');
    await newTask(mine.id, rep2, '2026-12-24', 'Later one');
    const finished = await newTask(mine.id, rep2, today, 'Finished one');
    await call(manager, 'PATCH', `${timelineUrl(mine.id)}tasks/${finished.id}/`, {
      version: 1,
      done: true,
    });
    // rep2 holds tasks on rep1's deal but may not open it: none of them show.
    const hidden = (await call(rep2, 'GET', `/api/crm/tasks/mine/?today=${today}`)).json<MyTasks>();
    expect(hidden.counts).toEqual({ overdue: 0, today: 0, upcoming: 0 });

    const theirs = await newDeal(rep2);
    await newTask(theirs.id, rep2, '2026-11-20', 'Overdue two');
    await newTask(theirs.id, rep2, today, 'Today two');
    const answer = await call(rep2, 'GET', `/api/crm/tasks/mine/?today=${today}`);
    expect(answer.statusCode).toBe(200);
    const tasks = answer.json<MyTasks>();
    expect(tasks.counts).toEqual({ overdue: 1, today: 1, upcoming: 0 });
    expect(tasks.overdue).toEqual([
      expect.objectContaining({ title: 'Overdue two', deal: { id: theirs.id, name: theirs.name } }),
    ]);
    expect(tasks.today.map((task) => task.title)).toEqual(['Today two']);

    // Moved into rep2's team, rep1's deal's tasks appear.
    await t.database.db.execute(
      sql`update deals set sales_person_id = ${ids[rep2]} where id = ${mine.id}`,
    );
    const after = (await call(rep2, 'GET', `/api/crm/tasks/mine/?today=${today}`)).json<MyTasks>();
    expect(after.counts).toEqual({ overdue: 2, today: 2, upcoming: 1 });
    expect(after.overdue.map((task) => task.id)).toContain(overdue.id);
    expect(after.upcoming.map((task) => task.title)).toEqual(['Later one']);

    const bad = await call(rep2, 'GET', '/api/crm/tasks/mine/?today=tomorrow');
    expect(bad.statusCode).toBe(400);
    expect((await call(ops, 'GET', '/api/crm/tasks/mine/')).statusCode).toBe(403);
  });
});

describe('automatic events', () => {
  it('are recorded by other modules inside their transaction, and vanish with a rollback', async () => {
    const deal = await newDeal(rep1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordTimelineEvent(tx, {
          dealId: deal.id,
          kind: 'power_bill.saved',
          details: { bill_name: 'Summer' },
          actorUserId: ids[rep1]!,
        });
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await entryCount(deal.id)).toBe(0);

    await t.database.db.transaction((tx) =>
      recordTimelineEvent(tx, {
        dealId: deal.id,
        kind: 'power_bill.saved',
        details: { bill_name: 'Summer' },
        actorUserId: ids[rep1]!,
      }),
    );
    const events = await timeline(rep1, deal.id, '?kind=event');
    expect(events.results).toEqual([
      expect.objectContaining({
        kind: 'power_bill.saved',
        details: { bill_name: 'Summer' },
        actor: { id: ids[rep1], name: 'Riley Rep' },
      }),
    ]);
  });

  it('refuses an entry that belongs to neither a deal nor a lead', async () => {
    await expect(
      t.database.db.insert(dealEvents).values({ action: 'note', details: {}, body: 'Lost' }),
    ).rejects.toThrow();
  });

  it('show stage and status moves on the timeline', async () => {
    const deal = await newDeal(rep1);
    const moved = await call(rep1, 'PUT', `/api/crm/deals/${deal.id}/`, {
      stage: stages[1]!.id,
      version: deal.version,
    });
    expect(moved.statusCode).toBe(200);
    const events = await timeline(rep1, deal.id);
    expect(events.results).toEqual([
      expect.objectContaining({
        kind: 'deal.pipeline_changed',
        details: {
          stage: {
            from: { id: stages[0]!.id, name: stages[0]!.name },
            to: { id: stages[1]!.id, name: stages[1]!.name },
          },
          status: null,
        },
      }),
    ]);
  });
});
