import { expect, test } from '@playwright/test';
import { demoAccountEmails, type JobStatus, messages } from '@solar/shared/domain';
import { killApiServer, queueTestJob, startApiServer } from '../support/remote-control';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/**
 * A background job whose API process dies mid-way (SIGKILL: nothing is closed, no job is handed
 * back) is finished once the API runs again, and the Jobs page that watched it (the row's progress
 * bar follows the job by itself) shows it finishing without being reloaded. The stack runs the embedded PGlite, one API process, so "the other
 * replica" is the restarted process (the PostgreSQL suite's failover test has two).
 */
const steps = 60;
const stepMs = 500;

test.afterEach(async () => {
  // Whatever happened, the next test needs the API (start is a no-op when it runs).
  await startApiServer();
});

test('a job of a killed API is finished after the restart, and the jobs page shows it finishing without a reload', async ({
  page,
}) => {
  // The job runs 30 s, the restart waits out its heartbeat (10 s), then it runs again in full.
  test.setTimeout(300_000);
  const jobId = await queueTestJob(steps, stepMs);
  await signInAs(page, demoAccountEmails.admin);
  await openFromMenu(page, 'Administration', 'Jobs');
  await expectWorkplacePage(page, 'admin/jobs', 'Jobs');

  const row = page.getByRole('row').filter({ hasText: 'test-wait' });
  await expect(row).toHaveCount(1);
  // Running, with some of its steps done: the row follows the job's progress on its own.
  await expect(row.getByText('active', { exact: true })).toBeVisible({ timeout: 30_000 });
  const bar = row.getByRole('progressbar', { name: 'Progress of test-wait' });
  await expect(bar).toBeVisible();
  await expect(row).toContainText(new RegExp(`[1-9]\\d* of ${steps} done · Step`), {
    timeout: 30_000,
  });
  await expect(row).not.toContainText(`${steps} of ${steps} done`);

  await killApiServer();
  // The page notices that the API is gone while it keeps the list it had.
  await expect(page.getByText(messages.failedToLoadJobs)).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('active', { exact: true })).toBeVisible();
  await expect(bar).toBeVisible();

  await startApiServer();
  await expect(row.getByText('completed', { exact: true })).toBeVisible({ timeout: 180_000 });
  await expect(row).toContainText(`${steps} of ${steps} done`);
  await expect(bar).toHaveCount(0);
  await expect(page.getByText(messages.failedToLoadJobs)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'test-wait' })).toHaveCount(1);

  // The API says the same: completed, every step done, no error.
  const answer = await page.request.get(`${apiUrl}/api/jobs/${jobId}/`, {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  expect((await answer.json()) as JobStatus).toMatchObject({
    id: jobId,
    state: 'completed',
    done: steps,
    total: steps,
    error: null,
  });
});
