import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { signInAs, storedDisplayName, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
import { mainMenu, openFromMenu } from '../support/workplace';

test('a token revoked mid-session sends the user back to sign in', async ({ page, request }) => {
  await signInAs(page, demoAccountEmails.admin);
  await openFromMenu(page, 'CRM', 'Leads Management');
  await expect(page.getByRole('heading', { name: 'Leads Management' }).first()).toBeVisible();

  // Revoke the browser's token from outside, as an administrator deactivating it would.
  const token = await storedToken(page);
  const logout = await request.post(`${apiUrl}/api/auth/logout/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(logout.status()).toBe(204);

  // The next thing the user does needs the API (the session restore reloads the menu).
  await page.reload();
  await expect(page.getByText(messages.sessionExpired).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
});

test('logging out from the user menu returns to the Login page', async ({ page }) => {
  await signInAs(page, demoAccountEmails.admin);
  await expect(mainMenu(page)).toBeVisible();
  const displayName = await storedDisplayName(page);
  await page.getByRole('button', { name: displayName }).first().click();
  for (const item of ['Profile', 'Settings']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // The session is over: a workplace page now asks to sign in.
  await page.goto('/workplace/crm/leads');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(messages.pleaseLoginFirst).first()).toBeVisible();
});
