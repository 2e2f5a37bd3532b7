import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccountEmails, messages, suggestNewDealName } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { dealsTable } from '../support/deals';
import { signInAs } from '../support/sign-in';

/**
 * Deals from the map, as a sales person does them: search a place (Search, or a pick from the
 * list), check the Selected Location, choose the sales person, create; a second deal at the same address
 * through the warning, the confirmation and the name rules; editing name and sales person. The
 * stack runs without satellite tiles, so the map is clicked on its own container.
 */

// Each journey is a dozen server round trips and two dialogs; on a loaded two-core machine the
// harness's 60 s per test is not enough headroom.
test.describe.configure({ timeout: 180_000 });

async function openDeals(page: Page): Promise<void> {
  await page.goto('/workplace/crm/deals');
  // Generous: the first list load waits for the API's cold database on a busy machine.
  await expect(dealsTable(page)).toBeVisible({ timeout: 45_000 });
}

function mapDialog(page: Page, title = 'Add Deal from Map'): Locator {
  return page.getByRole('dialog', { name: title });
}

function selectedLocation(dialog: Locator): Locator {
  return dialog.getByRole('region', { name: 'Selected Location' });
}

/** Types into the address search and picks the suggestion whose label starts with `label`. */
async function pickPlace(dialog: Locator, text: string, label: string): Promise<void> {
  await dialog.getByRole('combobox', { name: 'Search address' }).fill(text);
  await dialog
    .getByRole('option', { name: new RegExp(`^${label}`) })
    .first()
    .click();
  await expect(selectedLocation(dialog)).toContainText(label.split(',')[0]!);
}

async function chooseSalesPerson(dialog: Locator, username: string): Promise<void> {
  const select = dialog.getByRole('combobox', { name: 'Sales Person' });
  // Emptied first: the current user is preselected, and typing the same text would change nothing.
  await select.fill('');
  await select.fill(username);
  await dialog.getByRole('option', { name: new RegExp(`^${username}`) }).click();
  await expect(select).toHaveValue(username);
}

/** The list, all stages, searched for `name`: the row of that deal. */
async function findInList(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Search by Deal Name').fill(name);
  // The search applies after its debounce; a filter changed before that would be lost.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(name);
  // The list opens on 'Proposal Requested'; deals from the map start at the first stage.
  await page.getByRole('combobox', { name: 'Stage' }).selectOption('all');
  const row = dealsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function createAt(page: Page, search: string, label: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add from map' }).click();
  const dialog = mapDialog(page);
  await expect(dialog).toBeVisible();
  await pickPlace(dialog, search, label);
  return dialog;
}

test('a sales person creates a deal from a place found on the map, finds it in the list and moves its stage and status', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.rep1);
  await openDeals(page);
  await page.getByRole('button', { name: 'Add from map' }).click();
  const dialog = mapDialog(page);
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create Deal' });
  await expect(create).toBeDisabled();

  // Without satellite tiles the offline base map opens over the Atlantic provinces: its
  // outlines are drawn and the provinces and towns are named.
  const baseMap = dialog.locator('.leaflet-offline-base-map-pane path');
  await expect.poll(() => baseMap.count(), { timeout: 20_000 }).toBeGreaterThan(50);
  await expect(dialog.locator('.offline-map-region', { hasText: 'New Brunswick' })).toBeVisible();
  await expect(dialog.locator('.offline-map-place', { hasText: 'Halifax' })).toBeVisible();

  // A text nobody knows says so; Search on a known one puts the pin on its first match.
  const search = dialog.getByRole('combobox', { name: 'Search address' });
  await search.fill('Qqqxyz');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(messages.couldNotFindAddress).first()).toBeVisible();
  await expect(create).toBeDisabled();
  await search.fill('Lunenburg');
  await search.press('Enter');
  const block = selectedLocation(dialog);
  await expect(block).toContainText('Lunenburg');
  await expect(block).toContainText('Nova Scotia');
  await expect(block).toContainText(/44\.\d+/);
  await expect(block).toContainText(/-64\.\d+/);

  await chooseSalesPerson(dialog, 'rep1');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText(messages.dealCreatedFromMap).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = await findInList(page, 'Lunenburg');
  await expect(row).toContainText('Nova Scotia');
  await expect(row).toContainText('rep1');

  // The new deal moves on: its stage from the list's row, its status on its details page.
  await row.getByRole('button', { name: /, change stage of Lunenburg/ }).click();
  const change = page.getByRole('dialog', { name: 'Change stage and status' });
  await change.getByRole('combobox', { name: /Stage/ }).selectOption({ label: 'Qualification' });
  await change.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(messages.dealPipelineSaved).first()).toBeVisible();
  await expect(change).toBeHidden();
  await expect(row).toContainText('Qualification');

  await row.getByRole('link', { name: /^Details of / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Details' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Stage and status history' });
  await expect(history).toContainText(/Stage changed from .+ to Qualification by Riley, /);
  const status = page.getByRole('combobox', { name: /^Status/ });
  await status.selectOption({ label: 'In Progress' });
  await page.getByRole('button', { name: 'Save stage and status' }).click();
  await expect(history.getByRole('listitem').first()).toContainText(
    /^Status changed from .+ to In Progress by Riley, /,
  );
  // Saved: a reload shows it, with the history.
  await page.reload();
  await expect(status.locator('option:checked')).toHaveText('In Progress');
  await expect(history.getByRole('listitem')).toHaveCount(2);

  // The moves are on the deal's timeline, and a note written there joins them, newest first.
  const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
  await expect(timeline.getByRole('listitem').first()).toContainText(
    /Status changed from .+ to In Progress/,
  );
  await page.getByRole('textbox', { name: /^Note/ }).fill('Prefers a call after 5 pm');
  await page.getByRole('button', { name: 'Add to timeline' }).click();
  await expect(page.getByText(messages.timelineEntryAdded).first()).toBeVisible();
  const newest = timeline.getByRole('listitem').first();
  await expect(newest).toContainText('Prefers a call after 5 pm');
  await expect(newest).toContainText('Riley Rep');
  await expectAccessible(page, 'deal details with its timeline');
});

test('clicking the map without tiles moves the marker; Link Address Text decides the text', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.rep1);
  await openDeals(page);
  const dialog = await createAt(page, 'Digby', 'Digby, Nova Scotia');
  await expect(dialog.getByText(messages.mapTilesNotConfigured)).toBeVisible();
  const block = selectedLocation(dialog);
  const latitude = block.getByText(/^44\.\d+$/);
  const before = await latitude.textContent();

  // Clicked on the map's own element, away from the marker's info window above the centre.
  const map = dialog.locator('.leaflet-container');
  const box = (await map.boundingBox())!;
  // Off: the marker moves, the address text stays.
  await dialog.getByText('Link Address Text').click();
  await map.click({ position: { x: box.width * 0.15, y: box.height * 0.3 } });
  await expect(latitude).not.toHaveText(before!);
  await expect(block).toContainText('Digby');

  // On: the text follows the marker through the reverse lookup (the offline geocoder names the
  // nearest town of a point with no known street).
  await dialog.getByText('Link Address Text').click();
  await map.click({ position: { x: box.width * 0.85, y: box.height * 0.3 } });
  await expect(block).toContainText('Near Digby');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a second deal at the same address goes through the warning, the confirmation and the name rules', async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.rep1);
  await openDeals(page);
  let dialog = await createAt(page, 'Montague', 'Montague, Prince Edward Island');
  await dialog.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page.getByText(messages.dealCreatedFromMap).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  dialog = await createAt(page, 'Montague', 'Montague');
  const existing = dialog.getByRole('region', { name: 'Existing Deals at This Address' });
  await expect(existing).toContainText(messages.existingDealsWarning);
  await expect(existing.getByRole('cell', { name: 'Montague', exact: true })).toBeVisible();
  await expect(existing.getByRole('button', { name: 'View Deal Montague' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Deal' }).click();
  const confirm = page.getByRole('alertdialog', { name: messages.addressAlreadyExistsTitle });
  await confirm.getByRole('button', { name: 'Continue' }).click();

  const prompt = page.getByRole('dialog', { name: 'New Deal Name' });
  const name = prompt.getByRole('textbox', { name: 'New deal name' });
  await expect(name).toHaveValue(suggestNewDealName('Montague'));
  await name.fill('');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt.getByText(messages.dealNameCannotBeEmpty)).toBeVisible();
  await name.fill('montague');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt.getByText(messages.dealNameAlreadyExists)).toBeVisible();
  await name.fill(suggestNewDealName('Montague'));
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(messages.dealCreatedFromMap).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await findInList(page, suggestNewDealName('Montague'));
  // Both deals share the one stored address.
  await page.getByLabel('Search by Deal Name').fill('Montague');
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('Montague');
  await expect(dealsTable(page).getByRole('cell', { name: /^Montague/ })).toHaveCount(2);
});

test("a manager edits a deal's name and sales person after the confirmation", async ({ page }) => {
  await signInAs(page, demoAccountEmails.manager);
  await openDeals(page);
  const dialog = await createAt(page, 'Gimli', 'Gimli, Manitoba');
  await chooseSalesPerson(dialog, 'rep1');
  await dialog.getByRole('button', { name: 'Create Deal' }).click();
  await expect(page.getByText(messages.dealCreatedFromMap).first()).toBeVisible();

  const row = await findInList(page, 'Gimli');
  await expect(row).toContainText('rep1');
  await row.getByRole('button', { name: 'Edit Gimli' }).click();
  const edit = mapDialog(page, 'Edit Deal Location');
  await expect(edit).toBeVisible();
  await expect(selectedLocation(edit)).toContainText('Gimli');
  const name = edit.getByRole('textbox', { name: 'Deal Name' });
  await expect(name).toHaveValue('Gimli');
  await expect(edit.getByRole('combobox', { name: 'Sales Person' })).toHaveValue('rep1');

  // A blank name is refused after the confirmation.
  await name.fill('   ');
  await edit.getByRole('button', { name: 'Update Deal' }).click();
  let confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(messages.confirmDealUpdate);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(edit.getByText(messages.pleaseEnterADealName)).toBeVisible();

  await name.fill('Gimli lakeside roof');
  await chooseSalesPerson(edit, 'rep2');
  await edit.getByRole('button', { name: 'Update Deal' }).click();
  confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(messages.confirmDealUpdate);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.dealUpdated).first()).toBeVisible();
  await expect(edit).toBeHidden();

  const updated = await findInList(page, 'Gimli lakeside roof');
  await expect(updated).toContainText('rep2');
});
