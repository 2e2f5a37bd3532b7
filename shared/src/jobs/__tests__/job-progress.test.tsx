import { screen } from '@testing-library/react';
import { type JobStatus, messages } from '../../domain';
import { installFakeApi, type FakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { JobProgress, progressCountsOf } from '../job-progress';

const job = (overrides: Partial<JobStatus>): JobStatus => ({
  id: 'job-1',
  kind: 'zoho-item-sync',
  state: 'active',
  done: 3200,
  total: 10000,
  message: 'Reading items…',
  result_url: null,
  error: null,
  created_at: '2026-01-01T00:00:00.000Z',
  started_at: '2026-01-01T00:00:01.000Z',
  finished_at: null,
  ...overrides,
});

let fake: FakeApi | null = null;
afterEach(() => fake?.restore());

describe('JobProgress', () => {
  it('counts with spaced thousands', () => {
    expect(progressCountsOf(3200, 10000, 'rows')).toBe('3 200 of 10 000 rows');
    expect(progressCountsOf(12, null, 'items')).toBe('12 items');
  });

  it('shows a progress bar with its counts and message while the job runs', async () => {
    fake = installFakeApi({ 'GET /api/jobs/job-1/': { body: job({}) } });
    renderPage(<JobProgress jobId="job-1" unit="rows" label="Syncing items" />);
    const bar = await screen.findByRole('progressbar', { name: 'Syncing items' });
    expect(bar).toHaveAttribute('aria-valuenow', '3200');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    expect(screen.getByText('3 200 of 10 000 rows · Reading items…')).toBeInTheDocument();
  });

  it('follows the job until it is done, then shows its result and stops asking', async () => {
    let answers = 0;
    fake = installFakeApi({
      'GET /api/jobs/job-1/': () => {
        answers += 1;
        return {
          body:
            answers < 2
              ? job({ done: 1, total: 2 })
              : job({
                  state: 'completed',
                  done: 2,
                  total: 2,
                  result_url: '/api/jobs/job-1/result/',
                }),
        };
      },
    });
    renderPage(
      <JobProgress
        jobId="job-1"
        unit="pages"
        label="Preparing"
        result={(done) => <a href={done.result_url!}>Download</a>}
      />,
    );
    expect(
      await screen.findByRole('link', { name: 'Download' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const asked = answers;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(answers).toBe(asked);
  });

  it('shows the error of a failed job', async () => {
    fake = installFakeApi({
      'GET /api/jobs/job-1/': {
        body: job({ state: 'failed', error: messages.apiPdfRenderTooLong }),
      },
    });
    renderPage(<JobProgress jobId="job-1" unit="pages" label="Preparing" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.apiPdfRenderTooLong);
  });
});
