import { expect, test } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';

/**
 * A lead's life as a sales person lives it: recorded from a phone call, found in the list, then
 * converted to a deal through the map dialog, which opens on the lead's address; the rep lands
 * on the new deal, whose primary contact is the lead's person. The offline geocoder knows towns,
 * so the lead's address is a town it can place.
 */

// Two dialogs and a dozen round trips; a loaded two-core machine needs headroom.
test.describe.configure({ timeout: 180_000 });

test('a sales person records a lead, converts it and lands on the new deal with its contact', async ({
  page,
}) => {
  const unique = Date.now().toString(36);
  const lastName = `Journey ${unique}`;
  const email = `lead-${unique}@example.com`;
  await signInAs(page, demoAccountEmails.rep1);
  await page.goto('/workplace/crm/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads Management' })).toBeVisible();

  await page.getByRole('button', { name: messages.newLead }).click();
  const form = page.getByRole('dialog', { name: messages.newLead });
  await expect(form.getByRole('textbox', { name: /First name/ })).toBeFocused();
  await form.getByRole('textbox', { name: /First name/ }).fill('Avery');
  await form.getByRole('textbox', { name: /Last name/ }).fill(lastName);
  await form.getByRole('textbox', { name: /Email/ }).fill(email);
  await form.getByRole('textbox', { name: /Phone/ }).fill('902 555 0188');
  await form.getByRole('textbox', { name: /Address/ }).fill('Lunenburg');
  await form.getByRole('combobox', { name: /Source/ }).selectOption('Phone');
  await form.getByRole('combobox', { name: /Interest/ }).selectOption('Solar');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search leads').fill(email);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(email);
  const table = page.getByRole('table', { name: 'Leads' });
  await expect(table.getByText(`Avery ${lastName}`)).toBeVisible();
  await expect(table.getByText('(902) 555-0188')).toBeVisible();

  await table.getByRole('button', { name: `${messages.convertLead}: Avery ${lastName}` }).click();
  const dialog = page.getByRole('dialog', { name: messages.convertLead });
  await expect(dialog).toBeVisible();
  // The dialog looks the lead's address up at once and puts the pin there.
  await expect(dialog.getByRole('region', { name: 'Selected Location' })).toContainText(
    'Lunenburg',
    { timeout: 30_000 },
  );
  await dialog.getByRole('button', { name: messages.convertLead }).click();
  // Earlier runs may have left deals at this town: the dialog asks before another one.
  const another = page.getByRole('alertdialog', { name: messages.addressAlreadyExistsTitle });
  const details = page.getByRole('heading', { level: 1, name: 'Deal Details' });
  await expect(details.or(another)).toBeVisible({ timeout: 30_000 });
  if (await another.isVisible()) await another.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/workplace\/crm\/deal-details\/\d+$/, { timeout: 30_000 });
  await expect(details).toBeVisible();
  // The deal is named after the lead, and its primary contact is the lead's person.
  await expect(page.getByText(`Avery ${lastName}`).first()).toBeVisible();
  await expect(page.getByRole('link', { name: email })).toBeVisible();

  // Back in the list the lead is Converted and leads to its deal.
  await page.goto(`/workplace/crm/leads?search=${encodeURIComponent(email)}`);
  await expect(table.getByText('Converted')).toBeVisible();
  await expect(table.getByRole('link', { name: 'Open deal' })).toBeVisible();
  await expect(
    table.getByRole('button', { name: `${messages.convertLead}: Avery ${lastName}` }),
  ).toHaveCount(0);
});
