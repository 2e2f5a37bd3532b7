import { expect, test } from '@playwright/test';
import { demoAccountEmails } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { remoteOrigin } from '../support/test-stack';
import { mainMenu } from '../support/workplace';

const portalTiles = [
  'Solar Install',
  'HVAC Install',
  'After Service',
  'Project Tracking',
  'Invoice & Reports',
  'Other Services',
];

test('a customer lands on the portal and the staff areas are never downloaded', async ({
  page,
  context,
}) => {
  const requestedOrigins = new Set<string>();
  context.on('request', (request) => requestedOrigins.add(new URL(request.url()).origin));

  await signInAs(page, demoAccountEmails.customer);
  await expect(page).toHaveURL(/\/customer$/);
  for (const tile of portalTiles) {
    await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Chat with Support' })).toBeVisible();
  // The portal is a header-only shell: no workplace sidebar.
  await expect(mainMenu(page)).toHaveCount(0);

  expect(requestedOrigins).toContain(remoteOrigin('portal'));
  for (const staffRemote of ['crm', 'zoho', 'templates'] as const) {
    expect(requestedOrigins, `no request to the ${staffRemote} server`).not.toContain(
      remoteOrigin(staffRemote),
    );
  }
});
