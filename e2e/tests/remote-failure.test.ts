import { expect, test } from '@playwright/test';
import { areaTitles, demoAccountEmails, menuGroups } from '@solar/shared/domain';
import { startRemoteServer, stopRemoteServer } from '../support/remote-control';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

const group = (key: string) => menuGroups.find((candidate) => candidate.key === key)!.title;

test.afterEach(async () => {
  // Whatever happened in the test, the next one needs the CRM server back.
  await startRemoteServer('crm');
});

test('a stopped remote shows its message with Retry while the rest keeps working', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  await stopRemoteServer('crm');

  await openFromMenu(page, group('crm'), 'Leads Management');
  const failure = page.getByRole('alert').filter({
    hasText: `The ${areaTitles.crm} area could not be loaded.`,
  });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Other areas are unaffected.
  await openFromMenu(page, group('logistics'), 'Orders Management');
  await expectWorkplacePage(page, 'logistics/orders', 'Orders Management');

  // Back to the broken area while its server is still down: still the message, inside the shell.
  await openFromMenu(page, group('crm'), 'Leads Management');
  await expect(failure).toBeVisible();

  await startRemoteServer('crm');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expectWorkplacePage(page, 'crm/leads', 'Leads Management');
  await expect(failure).toHaveCount(0);
});
