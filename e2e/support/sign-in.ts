import { expect, type Page } from '@playwright/test';
import { displayNameOf, messages, userSchema } from '@solar/shared/domain';

/**
 * Signs in the way a person does without a Google client id: the Login page's one "Sign in"
 * button opens the development provider's account chooser, and they pick their account.
 */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('button', { name: email }).click();
  await expect(page.getByText(messages.loginSuccessful).first()).toBeVisible();
}

/** The signed-in session's bearer token, as the browser keeps it. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!token) throw new Error('No token in local storage');
  // The browser may keep it JSON-encoded; the API wants the bare value.
  return token.startsWith('"') ? (JSON.parse(token) as string) : token;
}

/** The name the header shows for the signed-in user (the spec's display-name rule). */
export async function storedDisplayName(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('user'));
  if (!raw) throw new Error('No user in local storage');
  return displayNameOf(userSchema.parse(JSON.parse(raw)));
}
