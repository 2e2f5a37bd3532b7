import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createAppStore,
  formatCalendarDay,
  formatDateTime,
  messages,
  signedIn,
  type TimelineEntry,
  type TimelinePage,
} from '@solar/shared';
import { type FakeApi, installFakeApi, renderPage, testUser } from '@solar/shared/testing';
import { leadTimelineChanged, type TimelineSubject } from '../../api/timeline-endpoints';
import { ActivityTimeline } from '../activity-timeline';

const url = '/api/crm/deals/9/timeline/';

function entry(overrides: Partial<TimelineEntry>): TimelineEntry {
  return {
    id: 1,
    kind: 'note',
    at: '2026-11-20T15:30:00.000Z',
    actor: { id: 1, name: 'Ada Admin' },
    body: null,
    direction: null,
    task: null,
    details: {},
    ...overrides,
  };
}

const task = (overrides: Partial<NonNullable<TimelineEntry['task']>> = {}) => ({
  title: 'Send the financing forms',
  due_date: '2026-12-01',
  assignee: { id: 3, name: 'Riley Rep' },
  done: false,
  done_at: null,
  done_by: null,
  version: 4,
  ...overrides,
});

const page = (results: TimelineEntry[], nextBefore: number | null = null): TimelinePage => ({
  results,
  next_before: nextBefore,
});

const tree = {
  status: 'success',
  current_user_id: 1,
  data: [
    {
      id: 1,
      username: 'admin',
      email: 'admin@example.com',
      first_name: 'Ada',
      last_name: 'Admin',
      children: [
        {
          id: 3,
          username: 'rep1',
          email: 'rep1@example.com',
          first_name: '',
          last_name: '',
          children: [],
        },
      ],
    },
  ],
};

let fake: FakeApi;
afterEach(() => fake.restore());

function renderTimeline(subject: TimelineSubject = { type: 'deal', id: 9 }) {
  const store = createAppStore();
  store.dispatch(signedIn({ token: 'tok-1', user: testUser({ id: 1 }) }));
  renderPage(<ActivityTimeline subject={subject} />, { store });
  return { store };
}

describe('ActivityTimeline of a deal', () => {
  it('shows entries newest first with who and when, and loads more below', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${url}`]: ({ url: requested }) =>
        requested.searchParams.get('before') === '5'
          ? { body: page([entry({ id: 4, body: 'The oldest note' })]) }
          : {
              body: page(
                [
                  entry({ id: 7, kind: 'call', direction: 'in', body: 'Asked about batteries' }),
                  entry({
                    id: 6,
                    kind: 'deal.pipeline_changed',
                    actor: { id: 3, name: 'Riley Rep' },
                    details: {
                      stage: {
                        from: { id: 1, name: 'Qualification' },
                        to: { id: 2, name: 'Negotiation' },
                      },
                      status: null,
                    },
                  }),
                  entry({ id: 5, kind: 'task', task: task() }),
                ],
                5,
              ),
            },
    });
    renderTimeline();
    const list = await screen.findByRole('list', { name: 'Timeline, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Incoming call');
    expect(items[0]).toHaveTextContent('Asked about batteries');
    expect(items[0]).toHaveTextContent(`Ada Admin · ${formatDateTime('2026-11-20T15:30:00.000Z')}`);
    expect(items[1]).toHaveTextContent('Stage changed from Qualification to Negotiation');
    expect(items[1]).toHaveTextContent('Riley Rep');
    expect(items[2]).toHaveTextContent(`Due ${formatCalendarDay('2026-12-01')}`);
    expect(items[2]).toHaveTextContent('Assigned to Riley Rep');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('The oldest note');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by kind and says what to do when there is nothing', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${url}`]: ({ url: requested }) =>
        requested.searchParams.get('kind') === 'email'
          ? { body: page([]) }
          : { body: page([entry({ id: 2, body: 'A note' })]) },
    });
    renderTimeline();
    expect(await screen.findByText('A note')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'email');
    expect(await screen.findByText(messages.timelineEmptyForKind)).toBeInTheDocument();
    fake.set({ [`GET ${url}`]: { body: page([]) } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '');
    expect(await screen.findByText(messages.timelineEmpty)).toBeInTheDocument();
  });

  it('writes a note, checks the fields first, and shows it once saved', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({ [`GET ${url}`]: { body: page([]) } });
    fake.set({
      [`POST ${url}notes/`]: ({ body }) => {
        const saved = entry({ id: 8, body: (body as { body: string }).body });
        fake.set({ [`GET ${url}`]: { body: page([saved]) } });
        return { status: 201, body: saved };
      },
    });
    renderTimeline();
    await screen.findByText(messages.timelineEmpty);
    await user.click(screen.getByRole('button', { name: 'Add to timeline' }));
    expect(await screen.findByText(messages.timelineNoteRequired)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Roof faces south');
    await user.click(screen.getByRole('button', { name: 'Add to timeline' }));
    expect(await screen.findByText(messages.timelineEntryAdded)).toBeInTheDocument();
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      body: 'Roof faces south',
    });
    const list = await screen.findByRole('list', { name: 'Timeline, newest first' });
    expect(within(list).getByText('Roof faces south')).toBeInTheDocument();
    // The author may delete their note, once they confirm.
    fake.set({
      [`DELETE ${url}notes/8/`]: () => {
        fake.set({ [`GET ${url}`]: { body: page([]) } });
        return { status: 204 };
      },
    });
    await user.click(within(list).getByRole('button', { name: /^Delete the note/ }));
    const confirm = await screen.findByRole('alertdialog', { name: messages.deleteNoteTitle });
    expect(confirm).toHaveTextContent(messages.deleteNoteConfirmText);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(messages.timelineNoteDeleted)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(await screen.findByText(messages.timelineEmpty)).toBeInTheDocument();
  });

  it('logs a call with its direction and adds a task for someone of the team', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${url}`]: { body: page([]) },
      'GET /api/crm/plus/sales-person-tree/': { body: tree },
      [`POST ${url}calls/`]: { status: 201, body: entry({ id: 9, kind: 'call' }) },
      [`POST ${url}tasks/`]: { status: 201, body: entry({ id: 10, kind: 'task', task: task() }) },
    });
    renderTimeline();
    await screen.findByText(messages.timelineEmpty);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add' }), 'call');
    await user.selectOptions(screen.getByRole('combobox', { name: /Direction/ }), 'in');
    await user.type(screen.getByRole('textbox', { name: /Summary/ }), 'Wants a quote');
    await user.click(screen.getByRole('button', { name: 'Add to timeline' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === `${url}calls/`)?.body).toEqual({
        direction: 'in',
        summary: 'Wants a quote',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Add' }), 'task');
    const assignee = screen.getByRole('combobox', { name: /Assigned to/ });
    await waitFor(() => expect(assignee).toHaveValue('1'));
    await user.selectOptions(assignee, '3');
    await user.type(screen.getByRole('textbox', { name: /Task/ }), 'Book the site visit');
    const due = screen.getByLabelText(/Due date/);
    await user.clear(due);
    await user.type(due, '2026-12-03');
    await user.click(screen.getByRole('button', { name: 'Add to timeline' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === `${url}tasks/`)?.body).toEqual({
        title: 'Book the site visit',
        due_date: '2026-12-03',
        assignee: 3,
      }),
    );
  });

  it('ticks a task done at the version shown, and offers a reload on a conflict', async () => {
    const user = userEvent.setup();
    fake = installFakeApi({
      [`GET ${url}`]: { body: page([entry({ id: 5, kind: 'task', task: task() })]) },
      [`PATCH ${url}tasks/5/`]: {
        status: 409,
        body: { message: messages.recordVersionConflict, error: 'version_conflict' },
      },
    });
    renderTimeline();
    const box = await screen.findByRole('checkbox', { name: 'Send the financing forms' });
    await user.click(box);
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        version: 4,
        done: true,
      }),
    );
    expect(await screen.findByText(messages.recordVersionConflict)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('says when the timeline could not be loaded, with Retry', async () => {
    fake = installFakeApi({ [`GET ${url}`]: { status: 500, body: { message: 'boom' } } });
    renderTimeline();
    expect(await screen.findByText(messages.failedToLoadTimeline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ActivityTimeline of a lead', () => {
  const leadUrl = '/api/crm/leads/4/timeline/';

  it('reads and writes the lead’s timeline, with the lead’s own words', async () => {
    const user = userEvent.setup();
    let posted: unknown;
    fake = installFakeApi({
      [`GET ${leadUrl}`]: { body: page([]) },
      [`POST ${leadUrl}notes/`]: ({ body }) => {
        posted = body;
        return { status: 201, body: entry({ id: 3, body: 'Prefers e-mail' }) };
      },
    });
    renderTimeline({ type: 'lead', id: 4 });
    expect(await screen.findByText(messages.leadTimelineEmpty)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Changes to the lead' })).toBeInTheDocument();
    fake.set({ [`GET ${leadUrl}`]: { body: page([entry({ id: 3, body: 'Prefers e-mail' })]) } });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Prefers e-mail');
    await user.click(screen.getByRole('button', { name: 'Add to timeline' }));
    expect(await screen.findByText('Prefers e-mail')).toBeInTheDocument();
    expect(posted).toEqual({ body: 'Prefers e-mail' });
  });

  it('shows a booked meeting with its kind, title and time, and filters meetings', async () => {
    const user = userEvent.setup();
    const start = '2026-12-03T14:00:00.000Z';
    fake = installFakeApi({
      [`GET ${leadUrl}`]: ({ url: requested }) =>
        requested.searchParams.get('kind') === 'meeting'
          ? { body: page([]) }
          : {
              body: page([
                entry({
                  id: 8,
                  kind: 'meeting.booked',
                  details: { meeting_id: 2, title: 'Roof check', kind: 'Site visit', start },
                }),
              ]),
            },
    });
    const { store } = renderTimeline({ type: 'lead', id: 4 });
    const list = await screen.findByRole('list', { name: 'Timeline, newest first' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      `Meeting: ${messages.timelineMeetingBooked('Roof check', 'Site visit', formatDateTime(start))}`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'meeting');
    expect(await screen.findByText(messages.timelineEmptyForKind)).toBeInTheDocument();
    // A change made elsewhere (the lead's status, a conversion) reloads the lead's timeline.
    fake.set({
      [`GET ${leadUrl}`]: {
        body: page([entry({ id: 9, kind: 'lead.converted', details: { deal_name: 'Doe home' } })]),
      },
    });
    store.dispatch(leadTimelineChanged(4));
    expect(await screen.findByText(messages.timelineLeadConverted('Doe home'))).toBeInTheDocument();
  });
});
