import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type Meeting,
  type MeetingConflict,
  type MeetingPeople,
  type MeetingSlot,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { MeetingPage } from '../meeting-page';

const people: MeetingPeople = {
  me: { id: 3, name: 'Rep One', email: 'rep1@example.com' },
  team: [],
  staff: [
    { id: 3, name: 'Rep One', email: 'rep1@example.com' },
    { id: 4, name: 'Rep Two', email: 'rep2@example.com' },
  ],
};

/** A local time of the week the tests show (Monday 30 November 2026 to Sunday 6 December). */
const local = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, 30 + day, hour, minute).toISOString();

const roofCheck: Meeting = {
  id: 7,
  title: 'Roof check',
  kind: 'Site visit',
  start: local(1, 10),
  end: local(1, 11),
  time_zone: 'America/Halifax',
  location: '1 Main Street, Halifax',
  deal: { id: 5, name: 'Gallant residence' },
  lead_id: null,
  organiser: people.me,
  attendees: [people.staff[1]!],
  contact: null,
  notes: '',
  outcome: '',
  version: 2,
  can_edit: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

/** The same meeting as a calendar range lists it: the rest is read when it is opened. */
const roofCheckSlot: MeetingSlot = {
  id: roofCheck.id,
  title: roofCheck.title,
  kind: roofCheck.kind,
  start: roofCheck.start,
  end: roofCheck.end,
  location: roofCheck.location,
  deal: roofCheck.deal,
  can_edit: roofCheck.can_edit,
};

let fake: FakeApi;
let conflicts: MeetingConflict[];
let listUrls: URL[];
beforeEach(() => {
  conflicts = [];
  listUrls = [];
  fake = installFakeApi({
    'GET /api/crm/meetings/people/': { body: people },
    'GET /api/crm/meetings/': ({ url }) => {
      listUrls.push(url);
      return { body: { meetings: [roofCheckSlot] } };
    },
    'GET /api/crm/meetings/7/': { body: roofCheck },
    'POST /api/crm/meetings/conflicts/': () => ({ body: { conflicts } }),
    'POST /api/crm/meetings/': ({ body }) => ({
      status: 201,
      body: { meeting: { ...roofCheck, ...(body as object), id: 8, version: 1 }, conflicts: [] },
    }),
    'PUT /api/crm/meetings/7/': () => ({
      body: { meeting: { ...roofCheck, version: 3 }, conflicts: [] },
    }),
    'GET /api/crm/meetings/feed/': { body: { created_at: null } },
  });
});
afterEach(() => fake.restore());

function renderCalendar(search = '?date=2026-12-01&view=week') {
  return renderPage(<MeetingPage />, {
    location: { pathname: '/workplace/crm/meeting', search },
  });
}

/** The slot that the arrow keys start from (only one is in the tab order). */
const focusableSlot = () =>
  screen.getAllByLabelText(/^Book a meeting at/).find((slot) => slot.tabIndex === 0)!;

describe('MeetingPage', () => {
  it('shows the week of the linked day in the user’s zone, with its meetings', async () => {
    renderCalendar();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Meeting Management' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        messages.meetingTimeZoneIs(Intl.DateTimeFormat().resolvedOptions().timeZone),
      ),
    ).toBeInTheDocument();
    // Found by its title attribute: naming every one of the week's 336 slots is slow in jsdom.
    expect(await screen.findByTitle('Roof check')).toHaveAccessibleName(
      /^Roof check ?, \d{1,2}:\d{2}/,
    );
    const query = listUrls[0]!.searchParams;
    expect(query.get('from')).toBe(new Date(2026, 10, 30).toISOString());
    expect(query.get('to')).toBe(new Date(2026, 11, 7).toISOString());
    expect(query.get('scope')).toBe('me');
    expect(screen.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches between day, month and agenda views', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByTitle('Roof check');
    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    expect(await screen.findByRole('button', { name: 'Roof check' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gallant residence' })).toHaveAttribute(
      'href',
      '/workplace/crm/deal-details/5',
    );
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(await screen.findByTitle('Roof check')).toBeInTheDocument();
    // Each day books from its "+" (left out on phones, where seven columns leave no room).
    expect(screen.getAllByLabelText(/^Book a meeting on/)).toHaveLength(42);
    await user.click(screen.getByRole('button', { name: 'Day' }));
    expect(screen.getAllByLabelText(/^Book a meeting at/)).toHaveLength(48);
  });

  it('says what to do when a period has no meetings', async () => {
    fake.set({ 'GET /api/crm/meetings/': { body: { meetings: [] } } });
    renderCalendar('?date=2026-12-01&view=agenda');
    expect(await screen.findByText(messages.meetingsEmpty)).toBeInTheDocument();
  });

  it('books a meeting from a slot chosen with the keyboard, its times stored as UTC', async () => {
    const user = userEvent.setup();
    renderCalendar();
    await screen.findByTitle('Roof check');
    focusableSlot().focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: messages.meetingNew });
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('08:30');
    expect(within(dialog).getByLabelText(/^Ends/)).toHaveValue('09:30');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.pleaseEnterMeetingTitle)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Title/), 'Kitchen table close');
    await user.click(within(dialog).getByRole('checkbox', { name: /Rep Two/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(
        fake.calls.some((call) => call.method === 'POST' && call.path === '/api/crm/meetings/'),
      ).toBe(true),
    );
    const posted = fake.calls.find(
      (call) => call.method === 'POST' && call.path === '/api/crm/meetings/',
    )!;
    expect(posted.body).toMatchObject({
      title: 'Kitchen table close',
      kind: 'Site visit',
      start: local(1, 8, 30),
      end: local(1, 9, 30),
      attendee_ids: [4],
      organiser_id: 3,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('warns of a double booking before saving, and saves only when asked again', async () => {
    const user = userEvent.setup();
    conflicts = [
      {
        person: people.staff[1]!,
        meeting: { id: 9, title: 'Install review', start: local(1, 8), end: local(1, 9) },
      },
    ];
    renderCalendar();
    await screen.findByTitle('Roof check');
    await user.click(screen.getAllByLabelText(/^Book a meeting at/)[16 + 48]!);
    const dialog = await screen.findByRole('dialog', { name: messages.meetingNew });
    await user.type(within(dialog).getByLabelText(/^Title/), 'Overlap');
    await user.click(within(dialog).getByRole('checkbox', { name: /Rep Two/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(messages.meetingDoubleBookedTitle)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Rep Two is already booked: Install review/),
    ).toBeInTheDocument();
    expect(
      fake.calls.some((call) => call.method === 'POST' && call.path === '/api/crm/meetings/'),
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: messages.meetingSaveAnyway }));
    await waitFor(() =>
      expect(
        fake.calls.some((call) => call.method === 'POST' && call.path === '/api/crm/meetings/'),
      ).toBe(true),
    );
  });

  it('reschedules a meeting dropped on another slot, keeping its length', async () => {
    renderCalendar();
    const block = await screen.findByTitle('Roof check');
    const target = screen.getByLabelText(
      messages.meetingSlotLabel(
        new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(local(2, 14)),
        ),
      ),
    );
    const dataTransfer = { setData: jest.fn(), getData: () => '7', effectAllowed: '' };
    fireEvent.dragStart(block, { dataTransfer });
    fireEvent.dragOver(target, { dataTransfer });
    fireEvent.drop(target, { dataTransfer });
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = fake.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({ start: local(2, 14), end: local(2, 15), version: 2 });
  });

  it('opens a meeting to edit it, and cancels it after asking', async () => {
    const user = userEvent.setup();
    let deleted: URL | null = null;
    fake.set({
      'DELETE /api/crm/meetings/7/': ({ url }) => {
        deleted = url;
        return { status: 204 };
      },
    });
    renderCalendar('?date=2026-12-01&view=agenda');
    await user.click(await screen.findByRole('button', { name: 'Roof check' }));
    const dialog = await screen.findByRole('dialog', { name: messages.meetingEdit });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Roof check');
    await user.click(within(dialog).getByRole('button', { name: messages.meetingCancel }));
    const question = await screen.findByRole('alertdialog', { name: messages.meetingCancel });
    expect(within(question).getByText(messages.meetingCancelConfirm)).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleted).not.toBeNull());
    expect(deleted!.searchParams.get('version')).toBe('2');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: messages.meetingEdit })).not.toBeInTheDocument(),
    );
  });

  it('creates a private feed address, shown once, and revokes it', async () => {
    const user = userEvent.setup();
    const token = 'A'.repeat(43);
    fake.set({
      'POST /api/crm/meetings/feed/': () => {
        fake.set({
          'GET /api/crm/meetings/feed/': { body: { created_at: '2026-11-20T10:00:00.000Z' } },
        });
        return { status: 201, body: { token, created_at: '2026-11-20T10:00:00.000Z' } };
      },
      'DELETE /api/crm/meetings/feed/': { status: 204 },
    });
    renderCalendar();
    await user.click(await screen.findByRole('button', { name: messages.calendarFeed }));
    const dialog = await screen.findByRole('dialog', { name: messages.calendarFeed });
    expect(within(dialog).getByText(messages.calendarFeedNone)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: messages.calendarFeedCreate }));
    const address = await within(dialog).findByRole('textbox', { name: 'Feed address' });
    expect((address as HTMLInputElement).value).toMatch(
      new RegExp(`/api/public/calendar/${token}\\.ics$`),
    );
    expect(within(dialog).getByText(messages.calendarFeedShownOnce)).toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('button', { name: messages.calendarFeedRevoke }),
    );
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true));
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('textbox', { name: 'Feed address' }),
      ).not.toBeInTheDocument(),
    );
  });
});
