import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, toaster, type SyncRun, type SyncStatus } from '@solar/shared';
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

beforeEach(() => {
  status = {
    source: {
      kind: 'zoho-inventory',
      description: 'Zoho Inventory, organisation 42 (eu data centre)',
    },
    last_run: finishedRun,
    item_count: 412,
  };
  fake = installFakeApi({ 'GET /api/zoho/sync/': () => ({ body: status }) });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

describe('ZohoSyncPage', () => {
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
