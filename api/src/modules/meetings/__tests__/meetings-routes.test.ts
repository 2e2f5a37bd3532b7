import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  demoAccountEmails,
  type Meeting,
  type MeetingInput,
  meetingListSchema,
  meetingPeopleSchema,
  meetingSavedSchema,
  meetingSchema,
  messages,
  type TimelinePage,
} from '@solar/shared/domain';
import { users } from '../../../db/schema';
import { seedDemoDeals } from '../../../seed/seed-deals';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { dealContacts } from '../../deal-contacts/deal-contacts-tables';
import { addresses, dealEvents, deals } from '../../deals/deals-tables';
import { leads } from '../../leads/leads-tables';
import { calendarFeedTokens, meetingParticipants, meetings } from '../meetings-tables';

let t: TestApp;
const { admin, manager, rep1, rep2, ops, customer } = demoAccountEmails;
const ids = new Map<string, number>();
const idOf = (email: string) => ids.get(email)!;

async function call(
  email: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const headers = email ? { authorization: `Bearer ${await t.tokenFor(email)}` } : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
}

let dealOfRep1: number;
let dealOfRep2: number;
let leadOfRep1: number;
let leadOfRep2: number;
let contactOfRep1Deal: number;

const base: MeetingInput = {
  title: 'Roof check',
  kind: 'Site visit',
  start: '2026-12-01T09:00:00-04:00',
  end: '2026-12-01T10:00:00-04:00',
  time_zone: 'America/Halifax',
};

async function book(email: string, input: Partial<MeetingInput> = {}) {
  const response = await call(email, 'POST', '/api/crm/meetings/', { ...base, ...input });
  expect(response.statusCode).toBe(201);
  return meetingSavedSchema.parse(response.json());
}

async function list(email: string, query: string) {
  const response = await call(email, 'GET', `/api/crm/meetings/?${query}`);
  expect(response.statusCode).toBe(200);
  return meetingListSchema.parse(response.json()).meetings;
}

const december = 'from=2026-11-30T00:00:00Z&to=2026-12-07T00:00:00Z';
const meetingCount = async () =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(meetings))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDeals(t.database.db);
  for (const row of await t.database.db.select().from(users)) ids.set(row.email, row.id);
  const [one] = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.salesPersonId, idOf(rep1)))
    .orderBy(deals.id);
  const [two] = await t.database.db
    .select({ id: deals.id })
    .from(deals)
    .where(eq(deals.salesPersonId, idOf(rep2)))
    .orderBy(deals.id);
  dealOfRep1 = one!.id;
  dealOfRep2 = two!.id;
  const leadRows = await t.database.db
    .insert(leads)
    .values([
      {
        firstName: 'Lee',
        lastName: 'One',
        source: 'Website',
        interest: 'Solar',
        ownerId: idOf(rep1),
      },
      {
        firstName: 'Lee',
        lastName: 'Two',
        source: 'Website',
        interest: 'Solar',
        ownerId: idOf(rep2),
      },
    ])
    .returning({ id: leads.id });
  leadOfRep1 = leadRows[0]!.id;
  leadOfRep2 = leadRows[1]!.id;
  const [contact] = await t.database.db
    .insert(dealContacts)
    .values({ dealId: dealOfRep1, contactTypeId: 1, firstName: 'Ada', lastName: 'Owner' })
    .returning({ id: dealContacts.id });
  contactOfRep1Deal = contact!.id;
});
afterAll(async () => {
  await t.close();
});

describe('meetings routes: who may call them', () => {
  it.each([
    ['GET', '/api/crm/meetings/?' + december],
    ['POST', '/api/crm/meetings/'],
    ['GET', '/api/crm/meetings/feed/'],
  ] as const)(
    '%s %s: 401 anonymous, 403 customer and staff without Meeting Management',
    async (method, url) => {
      expect((await call(null, method, url, method === 'POST' ? base : undefined)).statusCode).toBe(
        401,
      );
      for (const email of [customer, ops]) {
        const response = await call(email, method, url, method === 'POST' ? base : undefined);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toEqual(expect.any(String));
      }
    },
  );
});

describe('booking', () => {
  it('stores start and end as UTC instants and keeps the zone it was booked in', async () => {
    const { meeting, conflicts } = await book(rep1, {
      start: '2026-12-02T09:00:00-04:00',
      end: '2026-12-02T09:30:00-04:00',
    });
    expect(meeting.start).toBe('2026-12-02T13:00:00.000Z');
    expect(meeting.end).toBe('2026-12-02T13:30:00.000Z');
    expect(meeting.time_zone).toBe('America/Halifax');
    expect(meeting.organiser.id).toBe(idOf(rep1));
    expect(meeting.can_edit).toBe(true);
    expect(conflicts).toEqual([]);
    const [row] = await t.database.db
      .execute(
        sql`SELECT to_char(starts_at AT TIME ZONE 'UTC', 'HH24:MI') AS utc FROM meetings WHERE id = ${meeting.id}`,
      )
      .then((result) => (result as unknown as { rows: { utc: string }[] }).rows);
    expect(row!.utc).toBe('13:00');
  });

  it('takes the linked deal’s address as the location when none is given', async () => {
    const { meeting } = await book(rep1, { deal_id: dealOfRep1, contact_id: contactOfRep1Deal });
    const [place] = await t.database.db
      .select({ address: addresses.address })
      .from(deals)
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .where(eq(deals.id, dealOfRep1));
    expect(meeting.location).toContain(place!.address);
    expect(meeting.deal?.id).toBe(dealOfRep1);
    expect(meeting.contact).toEqual({ id: contactOfRep1Deal, name: 'Ada Owner' });
  });

  it.each([
    [{ end: '2026-12-01T08:00:00-04:00' }, messages.meetingEndBeforeStart],
    [{ end: '2026-12-03T09:00:00-04:00' }, messages.meetingTooLong],
    [{ kind: 'Lunch' }, messages.pleaseSelectMeetingKind],
    [{ title: '  ' }, messages.pleaseEnterMeetingTitle],
    [{ start: '2026-12-01 09:00' }, messages.pleaseEnterMeetingStart],
    [{ time_zone: 'Mars/Olympus' }, messages.meetingUnknownTimeZone],
    [{ lead_id: 4, deal_id: 1 }, messages.meetingDealOrLead],
    [{ contact_id: 1 }, messages.meetingContactNeedsDeal],
  ])('refuses %j with the field’s message and stores nothing', async (change, message) => {
    const before = await meetingCount();
    const response = await call(rep1, 'POST', '/api/crm/meetings/', { ...base, ...change });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await meetingCount()).toBe(before);
  });

  it('refuses unknown attendees, a contact of another deal, and a deal the caller may not use', async () => {
    const before = await meetingCount();
    const unknown = await call(rep1, 'POST', '/api/crm/meetings/', {
      ...base,
      attendee_ids: [999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(messages.apiMeetingUnknownPeople);
    const customerAttends = await call(rep1, 'POST', '/api/crm/meetings/', {
      ...base,
      attendee_ids: [idOf(customer)],
    });
    expect(customerAttends.statusCode).toBe(400);
    const otherContact = await call(rep2, 'POST', '/api/crm/meetings/', {
      ...base,
      deal_id: dealOfRep2,
      contact_id: contactOfRep1Deal,
    });
    expect(otherContact.statusCode).toBe(400);
    expect(otherContact.json().message).toBe(messages.meetingContactNeedsDeal);
    const othersDeal = await call(rep2, 'POST', '/api/crm/meetings/', {
      ...base,
      deal_id: dealOfRep1,
    });
    expect(othersDeal.statusCode).toBe(403);
    const organiserAbove = await call(rep1, 'POST', '/api/crm/meetings/', {
      ...base,
      organiser_id: idOf(manager),
    });
    expect(organiserAbove.statusCode).toBe(403);
    expect(organiserAbove.json().message).toBe(messages.apiMeetingPersonNotInTeam);
    expect(await meetingCount()).toBe(before);
  });

  it('links a lead the caller may open; another team’s lead is 403, an unknown one 404', async () => {
    const { meeting } = await book(rep1, { lead_id: leadOfRep1 });
    expect(meeting.lead_id).toBe(leadOfRep1);
    const before = await meetingCount();
    const foreign = await call(rep1, 'POST', '/api/crm/meetings/', {
      ...base,
      lead_id: leadOfRep2,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.noLeadPermission);
    const unknown = await call(rep1, 'POST', '/api/crm/meetings/', { ...base, lead_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.apiLeadNotFound);
    expect(await meetingCount()).toBe(before);
  });
});

describe('who sees which meetings', () => {
  let rep1Meeting: Meeting;
  let shared: Meeting;
  let onRep1Deal: Meeting;

  beforeAll(async () => {
    rep1Meeting = (
      await book(rep1, {
        title: 'Rep 1 alone',
        start: '2026-12-03T15:00:00Z',
        end: '2026-12-03T16:00:00Z',
      })
    ).meeting;
    shared = (
      await book(rep1, {
        title: 'Rep 1 with rep 2',
        start: '2026-12-04T15:00:00Z',
        end: '2026-12-04T16:00:00Z',
        attendee_ids: [idOf(rep2)],
      })
    ).meeting;
    onRep1Deal = (
      await book(rep1, {
        title: 'On rep 1’s deal',
        deal_id: dealOfRep1,
        start: '2026-12-05T15:00:00Z',
        end: '2026-12-05T16:00:00Z',
        attendee_ids: [idOf(rep2)],
      })
    ).meeting;
  });

  it('an attendee sees the meeting but may not change it; the organiser’s manager may', async () => {
    const asRep2 = await call(rep2, 'GET', `/api/crm/meetings/${shared.id}/`);
    expect(asRep2.statusCode).toBe(200);
    expect(meetingSchema.parse(asRep2.json()).can_edit).toBe(false);
    const edit = await call(rep2, 'PUT', `/api/crm/meetings/${shared.id}/`, {
      ...base,
      version: shared.version,
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(messages.apiMeetingNoPermission);
    const asManager = await call(manager, 'GET', `/api/crm/meetings/${shared.id}/`);
    expect(meetingSchema.parse(asManager.json()).can_edit).toBe(true);
  });

  it('someone outside the organiser’s tree gets 404, and a deal’s meeting needs that deal', async () => {
    expect((await call(rep2, 'GET', `/api/crm/meetings/${rep1Meeting.id}/`)).statusCode).toBe(404);
    // rep2 attends, but may not use rep1's deal.
    expect((await call(rep2, 'GET', `/api/crm/meetings/${onRep1Deal.id}/`)).statusCode).toBe(404);
    const mine = await list(rep2, `${december}&scope=me`);
    expect(mine.map((m) => m.id)).toContain(shared.id);
    expect(mine.map((m) => m.id)).not.toContain(onRep1Deal.id);
    expect(mine.map((m) => m.id)).not.toContain(rep1Meeting.id);
  });

  it('my team lists the meetings of everyone below me; a person only within my subtree', async () => {
    const team = await list(manager, `${december}&scope=team`);
    expect(team.map((m) => m.id)).toEqual(
      expect.arrayContaining([rep1Meeting.id, shared.id, onRep1Deal.id]),
    );
    const ofRep1 = await list(manager, `${december}&scope=person&person_id=${idOf(rep1)}`);
    expect(ofRep1.map((m) => m.id)).toContain(rep1Meeting.id);
    const upwards = await call(
      rep1,
      'GET',
      `/api/crm/meetings/?${december}&scope=person&person_id=${idOf(manager)}`,
    );
    expect(upwards.statusCode).toBe(403);
    expect(upwards.json().message).toBe(messages.apiMeetingPersonNotInTeam);
    const sideways = await call(
      rep1,
      'GET',
      `/api/crm/meetings/?${december}&scope=person&person_id=${idOf(rep2)}`,
    );
    expect(sideways.statusCode).toBe(403);
    const everyone = await list(admin, `${december}&scope=person&person_id=${idOf(rep1)}`);
    expect(everyone.map((m) => m.id)).toContain(rep1Meeting.id);
  });

  it('lists only meetings overlapping the range, earliest first', async () => {
    const day = await list(rep1, 'from=2026-12-03T15:30:00Z&to=2026-12-04T15:00:00Z&scope=me');
    expect(day.map((m) => m.id)).toEqual([rep1Meeting.id]);
    // Only what the calendar draws: people, notes and outcome come with the opened meeting.
    const raw = await call(
      rep1,
      'GET',
      '/api/crm/meetings/?from=2026-12-03T15:30:00Z&to=2026-12-04T15:00:00Z',
    );
    expect(Object.keys(raw.json().meetings[0]).sort()).toEqual([
      'can_edit',
      'deal',
      'end',
      'id',
      'kind',
      'location',
      'start',
      'title',
    ]);
    expect(raw.json().meetings[0]).toMatchObject({
      start: rep1Meeting.start,
      end: rep1Meeting.end,
      can_edit: true,
    });
    const bad = await call(
      rep1,
      'GET',
      '/api/crm/meetings/?from=2026-12-01T00:00:00Z&to=2027-03-01T00:00:00Z',
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(messages.apiMeetingRangeInvalid);
  });

  it('people: the caller, their team and every active staff member', async () => {
    const response = await call(manager, 'GET', '/api/crm/meetings/people/');
    const people = meetingPeopleSchema.parse(response.json());
    expect(people.me.id).toBe(idOf(manager));
    expect(people.team.map((p) => p.id).sort()).toEqual([idOf(rep1), idOf(rep2)].sort());
    expect(people.staff.map((p) => p.id)).toContain(idOf(ops));
    expect(people.staff.map((p) => p.id)).not.toContain(idOf(customer));
  });
});

describe('double bookings', () => {
  it('lists who is booked and in which meeting, and still books', async () => {
    const first = (
      await book(rep1, {
        title: 'Kitchen table close',
        start: '2026-12-10T14:00:00Z',
        end: '2026-12-10T15:00:00Z',
      })
    ).meeting;
    const check = await call(manager, 'POST', '/api/crm/meetings/conflicts/', {
      start: '2026-12-10T14:30:00Z',
      end: '2026-12-10T15:30:00Z',
      people: [idOf(rep1), idOf(manager)],
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().conflicts).toEqual([
      {
        person: expect.objectContaining({ id: idOf(rep1) }),
        meeting: { id: first.id, title: 'Kitchen table close', start: first.start, end: first.end },
      },
    ]);
    // Touching ends are not a double booking.
    const touching = await call(manager, 'POST', '/api/crm/meetings/conflicts/', {
      start: '2026-12-10T15:00:00Z',
      end: '2026-12-10T16:00:00Z',
      people: [idOf(rep1)],
    });
    expect(touching.json().conflicts).toEqual([]);
    // rep2 may learn that rep1 is busy, not what rep1's meeting is.
    const hidden = await call(rep2, 'POST', '/api/crm/meetings/conflicts/', {
      start: '2026-12-10T14:30:00Z',
      end: '2026-12-10T15:30:00Z',
      people: [idOf(rep1)],
    });
    expect(hidden.json().conflicts[0].meeting.title).toBeNull();
    const second = await book(manager, {
      title: 'Overlapping review',
      start: '2026-12-10T14:30:00Z',
      end: '2026-12-10T15:30:00Z',
      attendee_ids: [idOf(rep1)],
    });
    expect(second.conflicts.map((c) => [c.person.id, c.meeting.id])).toEqual([
      [idOf(rep1), first.id],
    ]);
    // Rescheduling a meeting does not conflict with itself.
    const again = await call(manager, 'POST', '/api/crm/meetings/conflicts/', {
      start: '2026-12-10T14:30:00Z',
      end: '2026-12-10T15:30:00Z',
      people: [idOf(manager)],
      exclude_id: second.meeting.id,
    });
    expect(again.json().conflicts).toEqual([]);
  });
});

describe('rescheduling and cancelling', () => {
  it('reschedules from the loaded version; a stale version is 409 and changes nothing', async () => {
    const { meeting } = await book(rep1, {
      start: '2026-12-11T14:00:00Z',
      end: '2026-12-11T15:00:00Z',
    });
    const moved = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      ...base,
      start: '2026-12-11T16:00:00Z',
      end: '2026-12-11T17:00:00Z',
      version: meeting.version,
    });
    expect(moved.statusCode).toBe(200);
    const saved = meetingSavedSchema.parse(moved.json()).meeting;
    expect(saved.start).toBe('2026-12-11T16:00:00.000Z');
    expect(saved.version).toBe(meeting.version + 1);
    const [participant] = await t.database.db
      .select()
      .from(meetingParticipants)
      .where(eq(meetingParticipants.meetingId, meeting.id));
    expect(participant!.startsAt.toISOString()).toBe('2026-12-11T16:00:00.000Z');
    const stale = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      ...base,
      title: 'Stale',
      version: meeting.version,
    });
    expect(stale.statusCode).toBe(409);
    const now = meetingSchema.parse(
      (await call(rep1, 'GET', `/api/crm/meetings/${meeting.id}/`)).json(),
    );
    expect(now.title).toBe(base.title);
    expect(now.start).toBe('2026-12-11T16:00:00.000Z');
  });

  it('cancels from the loaded version', async () => {
    const { meeting } = await book(rep1);
    expect(
      (
        await call(
          rep1,
          'DELETE',
          `/api/crm/meetings/${meeting.id}/?version=${meeting.version + 1}`,
        )
      ).statusCode,
    ).toBe(409);
    expect(
      (await call(rep2, 'DELETE', `/api/crm/meetings/${meeting.id}/?version=1`)).statusCode,
    ).toBe(404);
    const gone = await call(
      rep1,
      'DELETE',
      `/api/crm/meetings/${meeting.id}/?version=${meeting.version}`,
    );
    expect(gone.statusCode).toBe(204);
    expect((await call(rep1, 'GET', `/api/crm/meetings/${meeting.id}/`)).statusCode).toBe(404);
  });
});

describe('on the timeline of the deal or lead', () => {
  /** The meeting entries of a timeline, newest first. */
  async function meetingEntries(url: string) {
    const response = await call(rep1, 'GET', `${url}?kind=meeting`);
    expect(response.statusCode).toBe(200);
    return response
      .json<TimelinePage>()
      .results.map(({ kind, details, actor }) => ({ kind, details, actor: actor?.id }));
  }
  const dealTimeline = () => `/api/crm/deals/${dealOfRep1}/timeline/`;

  it('booking, moving and cancelling a deal’s meeting are each on its timeline', async () => {
    const before = await meetingEntries(dealTimeline());
    const { meeting } = await book(rep1, {
      title: 'Timeline visit',
      deal_id: dealOfRep1,
      start: '2026-12-14T14:00:00Z',
      end: '2026-12-14T15:00:00Z',
    });
    const booked = {
      meeting_id: meeting.id,
      title: 'Timeline visit',
      kind: 'Site visit',
      start: '2026-12-14T14:00:00.000Z',
    };
    expect(await meetingEntries(dealTimeline())).toEqual([
      { kind: 'meeting.booked', details: booked, actor: idOf(rep1) },
      ...before,
    ]);
    // A new title alone is not news; a new time is.
    const renamed = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      ...base,
      title: 'Timeline visit',
      notes: 'Bring the ladder',
      deal_id: dealOfRep1,
      start: '2026-12-14T14:00:00Z',
      end: '2026-12-14T15:00:00Z',
      version: meeting.version,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await meetingEntries(dealTimeline())).toHaveLength(before.length + 1);
    const moved = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      ...base,
      title: 'Timeline visit',
      deal_id: dealOfRep1,
      start: '2026-12-15T16:00:00Z',
      end: '2026-12-15T17:00:00Z',
      version: meeting.version + 1,
    });
    expect(moved.statusCode).toBe(200);
    const gone = await call(
      rep1,
      'DELETE',
      `/api/crm/meetings/${meeting.id}/?version=${meeting.version + 2}`,
    );
    expect(gone.statusCode).toBe(204);
    const movedDetails = {
      ...booked,
      start: '2026-12-15T16:00:00.000Z',
    };
    expect((await meetingEntries(dealTimeline())).slice(0, 3)).toEqual([
      { kind: 'meeting.cancelled', details: movedDetails, actor: idOf(rep1) },
      {
        kind: 'meeting.rescheduled',
        details: { ...movedDetails, previous_start: '2026-12-14T14:00:00.000Z' },
        actor: idOf(rep1),
      },
      { kind: 'meeting.booked', details: booked, actor: idOf(rep1) },
    ]);
  });

  it('a lead’s meeting is on the lead’s timeline; a meeting about nothing is on none', async () => {
    const leadTimeline = `/api/crm/leads/${leadOfRep1}/timeline/`;
    const entriesBefore = Number(
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(dealEvents))[0]!.n,
    );
    const { meeting } = await book(rep1, { title: 'Lead call', lead_id: leadOfRep1 });
    expect((await meetingEntries(leadTimeline))[0]).toEqual({
      kind: 'meeting.booked',
      details: {
        meeting_id: meeting.id,
        title: 'Lead call',
        kind: 'Site visit',
        start: '2026-12-01T13:00:00.000Z',
      },
      actor: idOf(rep1),
    });
    await book(rep1, { title: 'Nothing linked' });
    const entriesAfter = Number(
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(dealEvents))[0]!.n,
    );
    expect(entriesAfter).toBe(entriesBefore + 1);
  });

  it('a refused change records nothing', async () => {
    const { meeting } = await book(rep1, { deal_id: dealOfRep1 });
    const before = await meetingEntries(dealTimeline());
    const stale = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
      ...base,
      deal_id: dealOfRep1,
      start: '2026-12-20T10:00:00Z',
      end: '2026-12-20T11:00:00Z',
      version: meeting.version + 3,
    });
    expect(stale.statusCode).toBe(409);
    const staleCancel = await call(
      rep1,
      'DELETE',
      `/api/crm/meetings/${meeting.id}/?version=${meeting.version + 3}`,
    );
    expect(staleCancel.statusCode).toBe(409);
    const unknownAttendee = await call(rep1, 'POST', '/api/crm/meetings/', {
      ...base,
      deal_id: dealOfRep1,
      attendee_ids: [999999],
    });
    expect(unknownAttendee.statusCode).toBe(400);
    expect(await meetingEntries(dealTimeline())).toEqual(before);
  });

  describe('when the timeline entry cannot be written', () => {
    // A trigger that fails the timeline entry of one meeting title: the failure happens inside
    // PostgreSQL after the meeting row was written, so only one transaction keeps it unsaved.
    beforeAll(async () => {
      await t.database.db.execute(sql`
        CREATE FUNCTION fail_on_poison_meeting() RETURNS trigger AS $$
        BEGIN
          IF NEW.details->>'title' = 'Poison' THEN RAISE EXCEPTION 'injected failure'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await t.database.db.execute(sql`
        CREATE TRIGGER fail_on_poison_meeting BEFORE INSERT ON deal_events
        FOR EACH ROW EXECUTE FUNCTION fail_on_poison_meeting()`);
    });
    afterAll(async () => {
      await t.database.db.execute(sql`DROP TRIGGER fail_on_poison_meeting ON deal_events`);
      await t.database.db.execute(sql`DROP FUNCTION fail_on_poison_meeting()`);
    });

    it('neither books, moves nor cancels the meeting', async () => {
      const before = await meetingCount();
      const booking = await call(rep1, 'POST', '/api/crm/meetings/', {
        ...base,
        title: 'Poison',
        deal_id: dealOfRep1,
      });
      expect(booking.statusCode).toBe(500);
      expect(await meetingCount()).toBe(before);
      // Stored without a deal (no entry), then linked and moved: the move must fail whole.
      const { meeting } = await book(rep1, { title: 'Poison' });
      const moved = await call(rep1, 'PUT', `/api/crm/meetings/${meeting.id}/`, {
        ...base,
        title: 'Poison',
        deal_id: dealOfRep1,
        start: '2026-12-21T10:00:00Z',
        end: '2026-12-21T11:00:00Z',
        version: meeting.version,
      });
      expect(moved.statusCode).toBe(500);
      const kept = meetingSchema.parse(
        (await call(rep1, 'GET', `/api/crm/meetings/${meeting.id}/`)).json(),
      );
      expect(kept).toMatchObject({ deal: null, start: meeting.start, version: meeting.version });
    });
  });
});

describe('iCalendar', () => {
  it('downloads one meeting as an .ics file with UTC times', async () => {
    const { meeting } = await book(rep1, {
      title: 'Install walk',
      kind: 'Install walk-through',
      attendee_ids: [idOf(rep2)],
    });
    const response = await call(rep1, 'GET', `/api/crm/meetings/${meeting.id}/ics/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toContain(`meeting-${meeting.id}.ics`);
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('SUMMARY:Install walk');
    expect(response.body).toContain('DTSTART:20261201T130000Z');
    expect(response.body).toContain(`UID:meeting-${meeting.id}@`);
    expect(response.body).toContain('ATTENDEE');
    expect((await call(ops, 'GET', `/api/crm/meetings/${meeting.id}/ics/`)).statusCode).toBe(403);
    expect((await call(manager, 'GET', `/api/crm/meetings/${meeting.id}/ics/`)).statusCode).toBe(
      200,
    );
  });

  it('the private feed: token shown once and stored hashed, public by address, revocable', async () => {
    const { meeting } = await book(rep2, {
      title: 'Feed me',
      start: new Date(Date.now() + 86400000).toISOString(),
      end: new Date(Date.now() + 90000000).toISOString(),
    });
    expect((await call(rep2, 'GET', '/api/crm/meetings/feed/')).json()).toEqual({
      created_at: null,
    });
    const created = await call(rep2, 'POST', '/api/crm/meetings/feed/');
    expect(created.statusCode).toBe(201);
    const { token } = created.json() as { token: string };
    const [stored] = await t.database.db
      .select()
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.userId, idOf(rep2)));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored!.tokenHash).not.toContain(token);
    expect((await call(rep2, 'GET', '/api/crm/meetings/feed/')).json().created_at).toEqual(
      expect.any(String),
    );

    const feed = await call(null, 'GET', `/api/public/calendar/${token}.ics`);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain(`UID:meeting-${meeting.id}@`);
    expect(feed.body).toContain('SUMMARY:Feed me');

    // A new address replaces the old one.
    const replaced = (await call(rep2, 'POST', '/api/crm/meetings/feed/')).json() as {
      token: string;
    };
    expect((await call(null, 'GET', `/api/public/calendar/${token}.ics`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/public/calendar/${replaced.token}.ics`)).statusCode).toBe(
      200,
    );

    expect((await call(rep2, 'DELETE', '/api/crm/meetings/feed/')).statusCode).toBe(204);
    const revoked = await call(null, 'GET', `/api/public/calendar/${replaced.token}.ics`);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(messages.apiCalendarFeedNotFound);
    expect((await call(null, 'GET', '/api/public/calendar/not-a-token.ics')).statusCode).toBe(400);
  });
});
