import {
  demoAccountEmails,
  type Lead,
  type LeadConvertResponse,
  type Meeting,
  type MeetingSaved,
  type MyTasks,
  messages,
  type TimelineEntry,
  type TimelinePage,
} from '@solar/shared/domain';
import { sql } from 'drizzle-orm';
import { snapshotDatabase } from '../../../testing/database-snapshot';
import { leadsTestApp } from './leads-test-app';

const fx = leadsTestApp((n) => ({
  first_name: 'Sam',
  last_name: `Timeline ${n}`,
  email: `sam.timeline.${n}@example.com`,
  phone: '',
  address: `${n} Orchard Lane, Kentville`,
  source: 'Referral',
  interest: 'Battery',
  notes: '',
}));
const { call, create, newLead, idOf } = fx;
const { admin, manager, rep1, rep2, ops } = demoAccountEmails;
const kentville = { city_text: 'Kentville', province: 'NS' };

async function timeline(email: string, url: string): Promise<TimelineEntry[]> {
  const response = await call(email, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json<TimelinePage>().results;
}
const leadTimeline = (lead: Lead) => `/api/crm/leads/${lead.id}/timeline/`;
const kindsOf = (entries: TimelineEntry[]) => entries.map((entry) => entry.kind);

describe('who may read and write a lead’s timeline', () => {
  it('follows the lead’s owner down the sales tree', async () => {
    const rep1Lead = await create(rep1);
    const rep2Lead = await create(rep2);
    expect((await call(rep1, 'GET', leadTimeline(rep1Lead))).statusCode).toBe(200);
    const foreign = await call(rep1, 'GET', leadTimeline(rep2Lead));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.noLeadPermission);
    // The manager above both reps, and a superuser, read both.
    expect((await call(manager, 'GET', leadTimeline(rep2Lead))).statusCode).toBe(200);
    expect((await call(admin, 'GET', leadTimeline(rep1Lead))).statusCode).toBe(200);
    const unknown = await call(rep1, 'GET', '/api/crm/leads/999999/timeline/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.apiLeadNotFound);
    // Staff without the Leads page may not read any lead's timeline.
    expect((await call(ops, 'GET', leadTimeline(rep1Lead))).statusCode).toBe(403);
  });

  it('refuses a write on another team’s lead and stores nothing', async () => {
    const rep2Lead = await create(rep2);
    const before = await snapshotDatabase(fx.t.database.db);
    const writes: [string, object][] = [
      ['notes/', { body: 'Not mine' }],
      ['calls/', { direction: 'out', summary: 'Not mine' }],
      ['emails/', { direction: 'in', summary: 'Not mine' }],
      ['tasks/', { title: 'Not mine', due_date: '2026-12-01', assignee: idOf(rep1) }],
    ];
    for (const [path, body] of writes) {
      const response = await call(rep1, 'POST', `${leadTimeline(rep2Lead)}${path}`, body);
      expect(response.statusCode).toBe(403);
    }
    expect(await snapshotDatabase(fx.t.database.db)).toEqual(before);
  });
});

describe('what people write on a lead', () => {
  it('notes, calls, e-mails and tasks, newest first, filterable by kind', async () => {
    const lead = await create(rep1);
    const note = await call(rep1, 'POST', `${leadTimeline(lead)}notes/`, { body: 'Wants a quote' });
    expect(note.statusCode).toBe(201);
    expect(note.json<TimelineEntry>()).toMatchObject({
      kind: 'note',
      body: 'Wants a quote',
      actor: { id: idOf(rep1), name: 'Riley Rep' },
    });
    const called = await call(rep1, 'POST', `${leadTimeline(lead)}calls/`, {
      direction: 'out',
      summary: 'Left a message',
    });
    expect(called.statusCode).toBe(201);
    const mailed = await call(rep1, 'POST', `${leadTimeline(lead)}emails/`, {
      direction: 'in',
      summary: 'Sent the bill',
    });
    expect(mailed.statusCode).toBe(201);
    const task = await call(rep1, 'POST', `${leadTimeline(lead)}tasks/`, {
      title: 'Call back',
      due_date: '2026-12-02',
      assignee: idOf(rep1),
    });
    expect(task.statusCode).toBe(201);
    const taskEntry = task.json<TimelineEntry>();
    const done = await call(rep1, 'PATCH', `${leadTimeline(lead)}tasks/${taskEntry.id}/`, {
      done: true,
      version: taskEntry.task!.version,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json<TimelineEntry>().task).toMatchObject({
      done: true,
      done_by: { id: idOf(rep1) },
    });
    expect(kindsOf(await timeline(rep1, leadTimeline(lead)))).toEqual([
      'task',
      'email',
      'call',
      'note',
      'lead.created',
    ]);
    expect(kindsOf(await timeline(rep1, `${leadTimeline(lead)}?kind=call`))).toEqual(['call']);
    // A bad write gets the field's message.
    const empty = await call(rep1, 'POST', `${leadTimeline(lead)}notes/`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(messages.timelineNoteRequired);
    // A note is removed by its author only, and only through its own lead.
    const noteId = note.json<TimelineEntry>().id;
    const otherLead = await create(rep1);
    expect(
      (await call(rep1, 'DELETE', `${leadTimeline(otherLead)}notes/${noteId}/`)).statusCode,
    ).toBe(404);
    expect(
      (await call(manager, 'DELETE', `${leadTimeline(lead)}notes/${noteId}/`)).statusCode,
    ).toBe(403);
    expect((await call(rep1, 'DELETE', `${leadTimeline(lead)}notes/${noteId}/`)).statusCode).toBe(
      204,
    );
  });
});

describe('“My tasks” holds the tasks on leads', () => {
  it('lists a lead’s open task to its assignee while they may open the lead, then on its deal', async () => {
    const lead = await create(rep1);
    const added = await call(rep1, 'POST', `${leadTimeline(lead)}tasks/`, {
      title: 'Send the brochure',
      due_date: '2099-03-01',
      assignee: idOf(rep1),
    });
    expect(added.statusCode).toBe(201);
    const mine = async (email: string) => {
      const response = await call(email, 'GET', '/api/crm/tasks/mine/?today=2099-01-01');
      expect(response.statusCode).toBe(200);
      return response.json<MyTasks>();
    };
    const name = `${lead.first_name} ${lead.last_name}`;
    expect((await mine(rep1)).upcoming).toContainEqual(
      expect.objectContaining({
        id: added.json<TimelineEntry>().id,
        title: 'Send the brochure',
        deal: null,
        lead: { id: lead.id, name },
      }),
    );
    // Handed to rep2's team, the lead (and so the task) is out of rep1's reach.
    await fx.t.database.db.execute(
      sql`UPDATE leads SET owner_id = ${idOf(rep2)} WHERE id = ${lead.id}`,
    );
    const titles = (tasks: MyTasks) => tasks.upcoming.map((task) => task.title);
    expect(titles(await mine(rep1))).not.toContain('Send the brochure');
    await fx.t.database.db.execute(
      sql`UPDATE leads SET owner_id = ${idOf(rep1)} WHERE id = ${lead.id}`,
    );
    const converted = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
      version: lead.version,
      deal: fx.dealFor(lead, kentville),
    });
    expect(converted.statusCode).toBe(201);
    const { deal } = converted.json<LeadConvertResponse>();
    expect((await mine(rep1)).upcoming).toContainEqual(
      expect.objectContaining({
        title: 'Send the brochure',
        deal: { id: deal.id, name },
        lead: null,
      }),
    );
  });
});

describe('what the product records on a lead', () => {
  it('creation, a status move and a new owner, each by who did it; a refused save records nothing', async () => {
    const lead = await create(manager, { owner: idOf(rep1) });
    const disqualified = await call(manager, 'PUT', `/api/crm/leads/${lead.id}/`, {
      ...newLead(),
      status: 'Disqualified',
      disqualify_reason: 'Renting',
      version: lead.version,
    });
    expect(disqualified.statusCode).toBe(200);
    const stale = await call(manager, 'PUT', `/api/crm/leads/${lead.id}/`, {
      ...newLead(),
      status: 'Qualified',
      version: lead.version,
    });
    expect(stale.statusCode).toBe(409);
    const assigned = await call(manager, 'POST', `/api/crm/leads/${lead.id}/assign/`, {
      owner: idOf(rep2),
      version: lead.version + 1,
    });
    expect(assigned.statusCode).toBe(200);
    const entries = await timeline(manager, `${leadTimeline(lead)}?kind=event`);
    expect(
      entries.map(({ kind, details, actor }) => ({ kind, details, actor: actor?.id })),
    ).toEqual([
      {
        kind: 'lead.assigned',
        details: { owner_id: idOf(rep2), owner_name: 'Robin Rep' },
        actor: idOf(manager),
      },
      {
        kind: 'lead.status_changed',
        details: { from: 'New', to: 'Disqualified', reason: 'Renting' },
        actor: idOf(manager),
      },
      {
        kind: 'lead.created',
        details: {
          name: lead.first_name + ' ' + lead.last_name,
          status: 'New',
          source: 'Referral',
        },
        actor: idOf(manager),
      },
    ]);
  });

  it('converting carries the lead’s history onto the new deal and says so on both', async () => {
    const lead = await create(rep1);
    await call(rep1, 'POST', `${leadTimeline(lead)}notes/`, { body: 'Before the deal' });
    const booked = await call(rep1, 'POST', '/api/crm/meetings/', {
      title: 'Site visit before the deal',
      kind: 'Site visit',
      start: '2026-12-09T14:00:00Z',
      end: '2026-12-09T15:00:00Z',
      time_zone: 'America/Halifax',
      lead_id: lead.id,
    });
    expect(booked.statusCode).toBe(201);
    const meetingId = booked.json<MeetingSaved>().meeting.id;
    // A conversion refused by the deal's rules (an owner above the rep) moves nothing, meetings
    // included.
    const dealBody = fx.dealFor(lead, kentville);
    const refused = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
      version: lead.version,
      deal: { ...dealBody, sales_person: idOf(manager) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.apiSalesPersonNotAssignable);
    expect(
      (await call(rep1, 'GET', `/api/crm/meetings/${meetingId}/`)).json<Meeting>(),
    ).toMatchObject({ lead_id: lead.id, deal: null });
    const response = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
      version: lead.version,
      deal: dealBody,
    });
    expect(response.statusCode).toBe(201);
    const { deal } = response.json<LeadConvertResponse>();
    // The lead's meeting moved with it, in the same transaction: now about the deal, with the
    // lead's person (the deal's primary contact) as its customer contact.
    const moved = (await call(rep1, 'GET', `/api/crm/meetings/${meetingId}/`)).json<Meeting>();
    expect(moved).toMatchObject({
      lead_id: null,
      deal: { id: deal.id, name: dealBody.name },
      contact: { name: dealBody.name },
    });
    const onDeal = await timeline(rep1, `/api/crm/deals/${deal.id}/timeline/`);
    expect(kindsOf(onDeal)).toEqual(['lead.converted', 'meeting.booked', 'note', 'lead.created']);
    expect(onDeal[0]!.details).toEqual({
      name: `${lead.first_name} ${lead.last_name}`,
      deal_name: `${lead.first_name} ${lead.last_name}`,
    });
    expect(onDeal[2]!.body).toBe('Before the deal');
    // The lead keeps its history too, with the conversion on top.
    expect(kindsOf(await timeline(rep1, leadTimeline(lead)))).toEqual(kindsOf(onDeal));
    // A second conversion is refused and moves nothing.
    const again = await call(rep1, 'POST', `/api/crm/leads/${lead.id}/convert/`, {
      version: lead.version + 1,
      deal: { ...dealBody, name: 'Another' },
    });
    expect(again.statusCode).toBe(409);
    expect(kindsOf(await timeline(rep1, `/api/crm/deals/${deal.id}/timeline/`))).toEqual(
      kindsOf(onDeal),
    );
  });
});
