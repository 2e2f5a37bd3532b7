import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type OutboxMessage, type OutboxRow, signedIn } from '@solar/shared';
import { installFakeApi, renderPage, testUser, type FakeApi } from '@solar/shared/testing';
import { Route, Routes } from 'react-router';
import { OutboxMessagePage } from '../outbox-message-page';
import { OutboxPage } from '../outbox-page';

const row = (id: number, overrides: Partial<OutboxRow> = {}): OutboxRow => ({
  id,
  kind: 'sign-in-link',
  to: ['cleo@example.com'],
  subject: 'Your sign-in link for Solar Workplace',
  state: 'sent',
  attempts: 1,
  last_error: null,
  created_at: '2026-11-20T15:30:00.000Z',
  sent_at: '2026-11-20T15:30:01.000Z',
  ...overrides,
});

const failedMessage: OutboxMessage = {
  ...row(7, {
    kind: 'service-request-received',
    to: ['rep1@example.com'],
    subject: 'Service request on Harbour Road',
    state: 'failed',
    attempts: 6,
    last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
    sent_at: null,
  }),
  cc: [],
  text: 'Hello Riley,\n\nOpen the deal:\nhttp://localhost:3000/workplace/crm/deal-details/4',
  html: '<p>Hello Riley,</p><script>parent.alert(1)</script>',
  links: ['http://localhost:3000/workplace/crm/deal-details/4'],
  attachments: [{ name: 'signed.pdf', type: 'application/pdf', size: 20_480 }],
};

let fake: FakeApi;
let listQueries: Record<string, string>[];
let retried: number;
let empty: boolean;

beforeEach(() => {
  listQueries = [];
  retried = 0;
  empty = false;
  fake = installFakeApi({
    'GET /api/admin/outbox/': ({ url }) => {
      listQueries.push(Object.fromEntries(url.searchParams));
      if (empty) return { body: { count: 0, results: [] } };
      return { body: { count: 2, results: [row(8), row(7, failedMessage)] } };
    },
    'GET /api/admin/outbox/7/': () => ({
      body: retried > 0 ? { ...failedMessage, state: 'queued', last_error: null } : failedMessage,
    }),
    'POST /api/admin/outbox/7/retry/': () => {
      retried += 1;
      return { body: { ...failedMessage, state: 'queued', last_error: null } };
    },
  });
});
afterEach(() => fake.restore());

function renderOutbox(location = '/workplace/admin/outbox') {
  const view = renderPage(
    <Routes>
      <Route path="/workplace/admin/outbox" element={<OutboxPage />} />
      <Route path="/workplace/admin/outbox/:messageId" element={<OutboxMessagePage />} />
    </Routes>,
    { location },
  );
  act(() => {
    view.store.dispatch(signedIn({ token: 't', user: testUser({ id: 1 }) }));
  });
  return view;
}

describe('OutboxPage', () => {
  it('lists messages with kind, recipients, subject, state, attempts and error', async () => {
    renderOutbox();
    const failed = (await screen.findByRole('cell', { name: 'Service request received' })).closest(
      'tr',
    )!;
    expect(within(failed).getByText('rep1@example.com')).toBeInTheDocument();
    expect(within(failed).getByText('failed')).toBeInTheDocument();
    expect(within(failed).getByText('6')).toBeInTheDocument();
    expect(within(failed).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Service request on Harbour Road' })).toHaveAttribute(
      'href',
      '/workplace/admin/outbox/7',
    );
  });

  it('searches by recipient through the URL, back on page 1', async () => {
    renderOutbox('/workplace/admin/outbox?page=2');
    await screen.findByRole('cell', { name: 'Service request received' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by recipient' }), 'rep1');
    await waitFor(() => expect(listQueries.at(-1)).toEqual({ page: '1', search: 'rep1' }));
  });

  it('says what to do when there is no e-mail yet', async () => {
    empty = true;
    renderOutbox();
    expect(await screen.findByText(messages.outboxEmpty)).toBeInTheDocument();
  });
});

describe('OutboxMessagePage', () => {
  it('shows the message whole, its HTML in a frame that runs no script, and retries a failure', async () => {
    renderOutbox('/workplace/admin/outbox/7');
    expect(
      await screen.findByRole('heading', { name: 'Service request on Harbour Road' }),
    ).toBeInTheDocument();
    const details = screen.getByRole('table', { name: 'E-mail details' });
    expect(within(details).getByText('rep1@example.com')).toBeInTheDocument();
    expect(within(details).getByText(/ECONNREFUSED/)).toBeInTheDocument();
    expect(within(details).getByText('signed.pdf (application/pdf, 20 KB)')).toBeInTheDocument();
    expect(
      within(details).getByRole('link', {
        name: 'http://localhost:3000/workplace/crm/deal-details/4',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Open the deal:/)).toBeInTheDocument();
    const frame = screen.getByTitle('HTML body of the e-mail');
    // Drawn with the page (same origin) but never running the message's scripts.
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello Riley,</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toBe(1));
    expect(await screen.findByText(messages.outboxRetried)).toBeInTheDocument();
  });
});
