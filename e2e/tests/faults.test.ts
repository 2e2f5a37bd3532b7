import { expect, test } from '@playwright/test';
import { areaTitles, demoAccountEmails, messages } from '@solar/shared/domain';
import { openDealsFromMenu } from '../support/deals';
import {
  startApiServer,
  startRemoteServer,
  stopApiServer,
  stopRemoteServer,
} from '../support/remote-control';
import { signInAs, storedToken } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/**
 * Faults a running product meets: the API process restarted under a signed-in user, and one
 * remote's server going away and coming back in the middle of a session. (PostgreSQL stopping
 * during writes is an API-level test: api/src/__tests__/resilience/postgres-outage.test.ts.)
 */

test.afterEach(async () => {
  // Whatever happened, the next test needs every server back (start is a no-op when running).
  await startApiServer();
  await startRemoteServer('templates');
});

test('after an API restart the signed-in user carries on without signing in again', async ({
  page,
}) => {
  // A restart re-runs migrations and the seed check; on a busy machine that takes a while.
  test.setTimeout(180_000);
  await signInAs(page, demoAccountEmails.admin);
  await openDealsFromMenu(page);
  const token = await storedToken(page);

  await stopApiServer();
  await startApiServer();

  // The next actions need the API: another page's data, then the deals list from scratch.
  await openFromMenu(page, 'CRM', 'Proposals');
  await expectWorkplacePage(page, 'crm/proposals', 'Proposals');
  await page.reload();
  await expectWorkplacePage(page, 'crm/proposals', 'Proposals');
  await openDealsFromMenu(page);

  // Same session: no Login page, no expiry message, the token the browser had before.
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByText(messages.sessionExpired)).toHaveCount(0);
  await expect(page.getByText(messages.pleaseLoginFirst)).toHaveCount(0);
  expect(await storedToken(page)).toBe(token);
});

test('a remote stopped mid-session recovers by Retry, and an area already in use never notices', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  // The CRM area is loaded and in use before anything fails.
  await openDealsFromMenu(page);

  await stopRemoteServer('templates');
  const failure = page.getByRole('alert').filter({
    hasText: `The ${areaTitles.templates} area could not be loaded.`,
  });
  await openFromMenu(page, 'Templates', 'Contracts Templates');
  await expect(failure).toBeVisible();

  // The CRM keeps working while templates is down, and shows no failure of its own.
  await openFromMenu(page, 'CRM', 'Proposals');
  await expectWorkplacePage(page, 'crm/proposals', 'Proposals');
  await openDealsFromMenu(page);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);

  // Back to the broken area while it is still down, then its server returns and Retry loads it.
  await openFromMenu(page, 'Templates', 'Contracts Templates');
  await expect(failure).toBeVisible();
  await startRemoteServer('templates');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expectWorkplacePage(page, 'template/contracts', 'Contracts Templates');
  await expect(failure).toHaveCount(0);

  // And back in the CRM, nothing changed.
  await openDealsFromMenu(page);
});
