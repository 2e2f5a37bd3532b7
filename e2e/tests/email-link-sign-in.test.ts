import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { signInAs } from '../support/sign-in';
import { hostUrl } from '../support/test-stack';

test('a customer asks for a sign-in link, the outbox shows the mail, and its link opens the portal', async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Sign in by e-mail/ }).click();
  await page.getByLabel(messages.signInLinkEmailLabel).fill(demoAccountEmails.customer);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(page.getByRole('status')).toHaveText(messages.signInLinkSent);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, demoAccountEmails.admin);
  await admin.goto(
    `/workplace/admin/outbox?search=${encodeURIComponent(demoAccountEmails.customer)}`,
  );
  const outbox = admin.getByRole('table', { name: 'Outbox' });
  const row = outbox.getByRole('row').filter({ hasText: demoAccountEmails.customer }).first();
  await expect(row).toContainText('Sign-in link');
  await expect(row).toContainText('sent');
  await expectAccessible(admin, 'the Outbox page');
  await row.getByRole('link', { name: 'Your sign-in link for Solar Workplace' }).click();
  const details = admin.getByRole('table', { name: 'E-mail details' });
  const mailedLink = details.getByRole('link', { name: new RegExp(`^${hostUrl}/login/link#`) });
  await expect(mailedLink).toBeVisible();
  await expect(admin.getByTitle('HTML body of the e-mail')).toBeVisible();
  const link = (await mailedLink.getAttribute('href'))!;
  await adminContext.close();

  await page.goto(link);
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByRole('heading', { name: 'Project Tracking', exact: true })).toBeVisible();

  // The link works once: opened again, it says so.
  const again = await browser.newPage();
  await again.goto(link);
  await expect(again.getByRole('alert')).toHaveText(messages.signInLinkInvalid);
  await again.close();
});
