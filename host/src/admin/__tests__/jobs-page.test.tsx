import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminJob, messages, signedIn } from '@solar/shared';
import {
  HistoryControls,
  installFakeApi,
  renderPage,
  testUser,
  type FakeApi,
} from '@solar/shared/testing';
import { Link, Route, Routes } from 'react-router';
import { durationOf, JobsPage } from '../jobs-page';

const job = (id: string, overrides: Partial<AdminJob> = {}): AdminJob => ({
  id,
  kind: 'template-pdf',
  state: 'completed',
  done: 1,
  total: 1,
  message: 'The document is ready',
  result_url: null,
  error: null,
  created_at: '2026-11-20T15:30:00.000Z',
  started_at: '2026-11-20T15:30:01.000Z',
  finished_at: '2026-11-20T15:31:06.000Z',
  started_by: 'Riley Rep',
  attempts: 1,
  ...overrides,
});

let fake: FakeApi;
let listQueries: Record<string, string>[];
let retried: string[];
/** True: the API has no job to list (a new installation, or filters nothing matches). */
let noJobs: boolean;
/** What the running job's own status answers. */
let running: AdminJob;

beforeEach(() => {
  listQueries = [];
  retried = [];
  noJobs = false;
  running = job('c', {
    // A kind the page does not name (the engine's own test kinds): shown by its id.
    kind: 'test-wait',
    state: 'active',
    done: 12,
    total: 60,
    message: 'Reading items',
    finished_at: null,
  });
  fake = installFakeApi({
    'GET /api/admin/jobs/': ({ url }) => {
      listQueries.push(Object.fromEntries(url.searchParams));
      if (noJobs) return { body: { count: 0, results: [] } };
      return {
        body: {
          count: 60,
          results: [
            job('a'),
            job('c', {
              kind: 'test-wait',
              state: 'active',
              done: 10,
              total: 60,
              message: 'Reading items',
              finished_at: null,
            }),
            job('b', {
              kind: 'zoho-item-sync',
              state: 'failed',
              done: 3200,
              total: 10000,
              error: 'Zoho refused the request',
              started_by: null,
            }),
          ],
        },
      };
    },
    'GET /api/jobs/c/': () => {
      return { body: running };
    },
    'POST /api/admin/jobs/b/retry/': () => {
      retried.push('b');
      return { body: { ...job('b'), state: 'queued' } };
    },
  });
});
afterEach(() => fake.restore());

function renderJobsPage(location = '/workplace/admin/jobs') {
  const view = renderPage(
    <>
      <Routes>
        <Route path="/workplace/admin/jobs" element={<JobsPage />} />
        <Route path="/workplace/admin/user-setting" element={<p>Users page</p>} />
      </Routes>
      <HistoryControls />
      <Link to="/workplace/admin/user-setting">Users</Link>
    </>,
    { location },
  );
  act(() => {
    view.store.dispatch(signedIn({ token: 't', user: testUser({ id: 1 }) }));
  });
  return view;
}

describe('JobsPage', () => {
  it('lists recent jobs with kind, who, state, progress, duration and error', async () => {
    renderJobsPage();
    const failedRow = (await screen.findByRole('cell', { name: 'Zoho item sync' })).closest('tr')!;
    expect(within(failedRow).getByText('System')).toBeInTheDocument();
    expect(within(failedRow).getByText('failed')).toBeInTheDocument();
    expect(within(failedRow).getByText('3 200 of 10 000 done')).toBeInTheDocument();
    expect(within(failedRow).getByText('Zoho refused the request')).toBeInTheDocument();
    const doneRow = screen.getByRole('cell', { name: 'Template PDF' }).closest('tr')!;
    expect(within(doneRow).getByText('Riley Rep')).toBeInTheDocument();
    expect(within(doneRow).getByText('1 min 5 s')).toBeInTheDocument();
    expect(within(doneRow).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('follows a running job on its own between refreshes of the list, to its end', async () => {
    renderJobsPage();
    const bar = await screen.findByRole('progressbar', { name: 'Progress of test-wait' });
    const runningRow = bar.closest('tr')!;
    // The job's own status, newer than the list's 10 of 60.
    expect(
      await within(runningRow).findByText('12 of 60 done · Reading items'),
    ).toBeInTheDocument();
    running = { ...running, state: 'completed', done: 60, message: 'Items synced' };
    expect(
      await within(runningRow).findByText('60 of 60 done', {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(within(runningRow).queryByRole('progressbar')).toBeNull();
    // Finished rows show their counts from the list alone.
    const failedRow = screen.getByText('3 200 of 10 000 done').closest('tr')!;
    expect(within(failedRow).queryByRole('progressbar')).toBeNull();
  });

  it('filters by state and kind from page 1', async () => {
    renderJobsPage();
    await screen.findByRole('cell', { name: 'Zoho item sync' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'zoho-item-sync');
    await waitFor(() =>
      expect(listQueries.at(-1)).toEqual({ page: '1', state: 'failed', kind: 'zoho-item-sync' }),
    );
  });

  it('opens at the page and filters of the URL (a reload keeps them)', async () => {
    renderJobsPage('/workplace/admin/jobs?page=2&state=failed&kind=zoho-item-sync');
    await screen.findByRole('cell', { name: 'Zoho item sync' });
    expect(listQueries[0]).toEqual({ page: '2', state: 'failed', kind: 'zoho-item-sync' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('failed');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('zoho-item-sync');
  });

  it('keeps the page and filters in the URL, so Back restores them', async () => {
    renderJobsPage();
    await screen.findByRole('cell', { name: 'Zoho item sync' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/admin/jobs?page=2&state=failed',
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect(await screen.findByText('Users page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'History back' }));
    await screen.findByRole('cell', { name: 'Zoho item sync' });
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('failed');
    expect(listQueries.at(-1)).toEqual({ page: '2', state: 'failed' });
  });

  it('says where jobs come from when there are none, and how to see all when filters hide them', async () => {
    noJobs = true;
    renderJobsPage();
    expect(await screen.findByText(messages.noJobsYet)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'failed');
    expect(await screen.findByText(messages.noJobsMatch)).toBeInTheDocument();
    expect(screen.queryByText(messages.noJobsYet)).not.toBeInTheDocument();
  });

  it('tries a failed job again', async () => {
    renderJobsPage();
    const failedRow = (await screen.findByRole('cell', { name: 'Zoho item sync' })).closest('tr')!;
    await userEvent.click(within(failedRow).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retried).toEqual(['b']));
    expect(await screen.findByText(messages.jobRetried)).toBeInTheDocument();
  });

  it('measures a running job up to now', () => {
    expect(
      durationOf(
        { started_at: '2026-11-20T15:30:00.000Z', finished_at: null },
        Date.parse('2026-11-20T15:30:42.000Z'),
      ),
    ).toBe('42 s');
  });
});
