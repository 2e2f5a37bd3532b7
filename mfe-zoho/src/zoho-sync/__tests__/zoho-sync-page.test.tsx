import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  toaster,
  type SyncRun,
  type SyncStatus,
  type ZohoConnection,
} from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { ZohoSyncPage } from '../zoho-sync-page';

/** The Sync now button once the status has loaded: until then it is disabled and a click is lost. */
async function syncNowButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Sync now' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const finishedRun: SyncRun = {
  id: 1,
  source: 'zoho-inventory',
  status: 'succeeded',
  started_at: '2026-01-05T10:00:00.000Z',
  finished_at: '2026-01-05T10:00:05.000Z',
  processed: 412,
  added: 12,
  updated: 3,
  unchanged: 397,
  errors: ['Skipped Zoho item 9 "Widget": it has no SKU'],
  job_id: null,
};

let fake: FakeApi;
let status: SyncStatus;
let connection: ZohoConnection;

beforeEach(() => {
  status = {
    source: {
      kind: 'zoho-inventory',
      description: 'Zoho Inventory, organisation 42 (eu data centre)',
    },
    last_run: finishedRun,
    item_count: 412,
  };
  connection = {
    configured: true,
    region: 'eu',
    organization_id: '20061234',
    api_host: 'www.zohoapis.eu',
    token: {
      last_refresh_at: '2026-01-05T09:59:58.000Z',
      expires_at: '2099-01-05T10:59:58.000Z',
      last_error: '',
      last_error_at: null,
    },
    syncs: [{ kind: 'items', last_run: finishedRun }],
    recent_calls: [
      {
        at: '2026-01-05T10:00:01.000Z',
        method: 'GET',
        path: '/inventory/v1/items',
        status: 429,
        duration_ms: 84,
        error: '',
      },
    ],
    conflicts: [
      {
        id: 1,
        kind: 'stock-on-hand',
        reference: 'MOD-405-BLK @ Head Office',
        field: 'on hand',
        ours: '18',
        theirs: '16',
        detected_at: '2026-01-05T10:00:06.000Z',
      },
    ],
  };
  fake = installFakeApi({
    'GET /api/zoho/sync/': () => ({ body: status }),
    'GET /api/zoho/connection/': () => ({ body: connection }),
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('ZohoSyncPage', () => {
  it('shows the connection, token health, conflicts and recent calls', async () => {
    renderPage(<ZohoSyncPage />);
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    expect(screen.getByText('20061234')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    const calls = screen.getByRole('table', { name: 'Recent calls to Zoho' });
    expect(calls).toHaveTextContent('GET/inventory/v1/items42984 ms');
    const conflicts = screen.getByRole('table', { name: 'Conflicts with Zoho' });
    expect(conflicts).toHaveTextContent('MOD-405-BLK @ Head Office1816');
  });

  it('says when Zoho is not configured and tests the connection on request', async () => {
    connection = {
      ...connection,
      configured: false,
      region: null,
      organization_id: null,
      api_host: null,
      recent_calls: [],
      conflicts: [],
    };
    fake.set({
      'POST /api/zoho/connection/test/': () => ({
        body: { ok: true, message: messages.zohoConnectionOffline(73), duration_ms: 2 },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ZohoSyncPage />);
    expect(await screen.findByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText(/No call has been made yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(messages.zohoConnectionOffline(73))).toBeInTheDocument();
    expect(screen.getByText('Connection works')).toBeInTheDocument();
  });

  it('shows a refused token and a failed test with Zoho’s reason', async () => {
    connection = {
      ...connection,
      token: {
        ...connection.token,
        last_error: 'Zoho OAuth refused the refresh token: invalid_code',
        last_error_at: '2026-01-05T11:00:00.000Z',
      },
    };
    fake.set({
      'POST /api/zoho/connection/test/': () => ({
        body: {
          ok: false,
          message: 'Zoho OAuth refused the refresh token: invalid_code',
          duration_ms: 40,
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ZohoSyncPage />);
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
  });

  it('shows the configured source, the last run, its counts and errors', async () => {
    renderPage(<ZohoSyncPage />);
    expect(await screen.findByText(status.source.description)).toBeInTheDocument();
    expect(screen.getByText('succeeded')).toBeInTheDocument();
    expect(screen.getByText('Added').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Updated').nextSibling).toHaveTextContent('3');
    expect(screen.getByText(finishedRun.errors[0]!)).toBeInTheDocument();
  });

  it('runs Sync now with progress until the run finishes', async () => {
    const running: SyncRun = {
      ...finishedRun,
      id: 2,
      status: 'running',
      finished_at: null,
      processed: 200,
    };
    fake.set({
      'POST /api/zoho/sync/': () => {
        status = { ...status, last_run: running };
        // The run finishes a moment later; the page's polling picks it up.
        setTimeout(() => {
          status = {
            ...status,
            last_run: { ...finishedRun, id: 2, added: 0, updated: 0, unchanged: 412 },
          };
        }, 300);
        return { status: 201, body: running };
      },
    });
    const user = userEvent.setup();
    renderPage(<ZohoSyncPage />);
    await user.click(await syncNowButton());
    expect(await screen.findByText(/200 items read/)).toBeInTheDocument();
    expect(
      await screen.findByText(messages.zohoSyncFinished, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/items read/)).toBeNull();
    // Polling runs on real time (1 s); allow for a slow machine.
  }, 20_000);

  it("follows a running sync's background job: counts and message, after a reload too", async () => {
    status = {
      ...status,
      last_run: { ...finishedRun, id: 3, status: 'running', finished_at: null, job_id: 'job-9' },
    };
    fake.set({
      'GET /api/jobs/job-9/': {
        body: {
          id: 'job-9',
          kind: 'zoho-item-sync',
          state: 'active',
          done: 3200,
          total: null,
          message: messages.jobSyncingItems,
          result_url: null,
          error: null,
          created_at: '2026-01-05T10:00:00.000Z',
          started_at: '2026-01-05T10:00:01.000Z',
          finished_at: null,
        },
      },
    });
    renderPage(<ZohoSyncPage />);
    expect(await screen.findByRole('progressbar', { name: 'Sync progress' })).toBeInTheDocument();
    expect(
      await screen.findByText(`3 200 items · ${messages.jobSyncingItems}`),
    ).toBeInTheDocument();
  });

  it("shows the server's message when a sync cannot start", async () => {
    fake.set({
      'POST /api/zoho/sync/': { status: 409, body: { message: messages.apiSyncAlreadyRunning } },
    });
    const user = userEvent.setup();
    renderPage(<ZohoSyncPage />);
    await user.click(await syncNowButton());
    expect(await screen.findByText(messages.apiSyncAlreadyRunning)).toBeInTheDocument();
  });
});
