import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, messages, type SiteSketch } from '@solar/shared/domain';
import { signInAs, storedToken } from '../support/sign-in';
import { createDealOfSignedInUser, dealRows, findDeal } from '../support/deals';
import { apiUrl } from '../support/test-stack';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

const authHeaders = async (page: Page) => ({
  authorization: `Bearer ${await storedToken(page)}`,
});

test('a rep adds, edits and deletes a deal contact', async ({ page }) => {
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'Contact home' });
  await findDeal(page, deal.name);
  await page.getByRole('link', { name: `Add contact of ${deal.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/deal-contact/${deal.id}/add$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Contact' })).toBeVisible();
  await expect(page.getByText('This deal has no contacts yet.')).toBeVisible();

  // Every failure has its message.
  const form = page.getByRole('region', { name: 'Add Contact' });
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(messages.correctFormErrors)).toBeVisible();
  await expect(form.getByText(messages.pleaseSelectContactType)).toBeVisible();
  await expect(form.getByText(messages.pleaseEnterFirstName)).toBeVisible();
  await expect(form.getByText(messages.pleaseEnterLastName)).toBeVisible();
  await expect(form.getByText(messages.contactNeedsEmailOrPhone)).toBeVisible();

  await form
    .getByRole('combobox', { name: /Contact Type/ })
    .selectOption({ label: 'Primary Owner' });
  await form.getByRole('textbox', { name: /First Name/ }).fill('Pat');
  await form.getByRole('textbox', { name: /Last Name/ }).fill('Gallant');
  await form.getByRole('textbox', { name: 'Email' }).fill('pat@');
  await form.getByRole('textbox', { name: 'Phone' }).fill('555-12');
  await expect(form.getByText(messages.pleaseEnterValidEmail)).toBeVisible();
  await expect(form.getByText(messages.pleaseEnterValidPhone)).toBeVisible();
  await form.getByRole('textbox', { name: 'Email' }).fill('Pat.Gallant@Example.com');
  await form.getByRole('textbox', { name: 'Phone' }).fill('902 555 0123');
  await form.getByRole('textbox', { name: 'Notes' }).fill('Call after 5 pm');
  await form.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(messages.contactCreated)).toBeVisible();

  const contacts = page.getByRole('region', { name: 'Contacts' });
  const row = contacts.locator('tbody tr', { hasText: 'Pat Gallant' });
  await expect(row).toContainText('Primary');
  await expect(row).toContainText('pat.gallant@example.com');
  await expect(row).toContainText('(902) 555-0123');

  // Edit: the Deals list now offers Edit, which opens the primary contact.
  await findDeal(page, deal.name);
  await page.getByRole('link', { name: `Edit contact of ${deal.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/deal-contact/${deal.id}/edit$`));
  const editForm = page.getByRole('region', { name: 'Edit Contact: Pat Gallant' });
  await expect(editForm.getByRole('textbox', { name: 'Phone' })).toHaveValue('(902) 555-0123');
  await editForm.getByRole('combobox', { name: /Contact Type/ }).selectOption({ label: 'Tenant' });
  await editForm.getByRole('textbox', { name: 'Phone' }).fill('+1 (506) 555-0199');
  await editForm.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText(messages.contactUpdated)).toBeVisible();
  await page.reload();
  const edited = page
    .getByRole('region', { name: 'Contacts' })
    .locator('tbody tr', { hasText: 'Pat Gallant' });
  await expect(edited).toContainText('(506) 555-0199');
  await expect(edited).toContainText('Tenant');

  // Delete, confirmed.
  await page.getByRole('button', { name: 'Delete contact Pat Gallant' }).click();
  const dialog = page.getByRole('alertdialog', { name: messages.deleteContactTitle });
  await expect(dialog).toContainText(messages.deleteContactConfirmText);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(messages.contactDeleted)).toBeVisible();
  await expect(page.getByText('This deal has no contacts yet.')).toBeVisible();
});

test('a rep draws a site sketch, saves it, and it reloads exactly', async ({ page }) => {
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, { namePrefix: 'Sketch home' });
  await findDeal(page, deal.name);
  await page.getByRole('link', { name: `Add site sketch of ${deal.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workplace/crm/site-sketch/${deal.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Site Sketch' })).toBeVisible();

  // A roof face with the mouse: three corners, then Enter.
  const map = page.getByTestId('site-sketch-map');
  await expect(map).toBeVisible();
  const box = (await map.boundingBox())!;
  await page.getByRole('button', { name: 'Roof face', exact: true }).click();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.5, 0.7],
  ] as const) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
  }
  await page.keyboard.press('Enter');
  const shapes = page.getByRole('region', { name: 'Shapes' });
  await expect(shapes.getByRole('button', { name: 'Roof face 1 · Roof face' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Label' }).fill('South face');
  await page.getByRole('textbox', { name: 'Label' }).press('Enter');
  await page.getByRole('spinbutton', { name: /Pitch/ }).fill('30');
  await page.getByRole('spinbutton', { name: /Pitch/ }).press('Enter');

  // A meter with the keyboard: tool, "Add at map centre", then moved with an arrow key.
  await page.getByRole('button', { name: 'Meter', exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Add at map centre' }).press('Enter');
  const meter = shapes.getByRole('button', { name: 'Meter 1 · Meter' });
  await meter.focus();
  await page.keyboard.press('ArrowUp');
  // An obstruction added then deleted with the Delete key, and a deletion undone.
  await page.getByRole('button', { name: 'Round obstruction', exact: true }).click();
  await page.getByRole('button', { name: 'Add at map centre' }).click();
  await shapes
    .getByRole('button', { name: 'Round obstruction 1 · Round obstruction' })
    .press('Delete');
  await expect(shapes.getByRole('button', { name: /Round obstruction 1/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(shapes.getByRole('button', { name: /Round obstruction 1/ })).toHaveCount(1);
  await shapes.getByRole('button', { name: /Round obstruction 1/ }).click();
  await page
    .getByRole('toolbar', { name: 'Sketch tools' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(messages.siteSketchSaved)).toBeVisible();
  const headers = await authHeaders(page);
  const saved = (await (
    await page.request.get(`${apiUrl}/api/crm/site-sketch/${deal.id}/`, { headers })
  ).json()) as SiteSketch;
  expect(saved.polygons).toHaveLength(1);
  expect(saved.polygons[0]).toMatchObject({ label: 'South face', pitch: 30 });
  expect(saved.polygons[0]!.points).toHaveLength(3);
  expect(saved.markers).toEqual([expect.objectContaining({ label: 'Meter 1', type: 'meter' })]);
  expect(saved.obstructions).toEqual([]);

  await page.reload();
  await expect(shapes.getByRole('button', { name: 'South face · Roof face' })).toBeVisible();
  await expect(shapes.getByRole('button', { name: 'Meter 1 · Meter' })).toBeVisible();
  await expect(shapes.getByRole('heading', { name: 'Shapes (2)' })).toBeVisible();
  const reloaded = (await (
    await page.request.get(`${apiUrl}/api/crm/site-sketch/${deal.id}/`, { headers })
  ).json()) as SiteSketch;
  expect(reloaded).toEqual(saved);

  // The deals list now offers Edit.
  await findDeal(page, deal.name);
  await expect(
    page.getByRole('link', { name: `Edit site sketch of ${deal.name}`, exact: true }),
  ).toBeVisible();
});

test('an admin moves a rep under another manager, who then sees their deals', async ({
  page,
  browser,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  await openFromMenu(page, 'CRM', 'Sales Person Tree');
  await expectWorkplacePage(page, 'crm/sales-person-tree', 'Sales Person Tree');
  const tree = page.getByRole('tree', { name: 'Sales person tree' });
  await expect(tree.getByRole('treeitem', { name: /admin@example.com/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const headers = await authHeaders(page);
  const people = new Map<string, number>();
  const walk = (nodes: { id: number; email: string; children: unknown[] }[]) => {
    for (const node of nodes) {
      people.set(node.email, node.id);
      walk(node.children as typeof nodes);
    }
  };
  walk(
    (
      (await (
        await page.request.get(`${apiUrl}/api/crm/plus/sales-person-tree/`, { headers })
      ).json()) as {
        data: { id: number; email: string; children: unknown[] }[];
      }
    ).data,
  );

  try {
    // Search narrows the tree to the match and its managers.
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('rep2@');
    await expect(tree.getByRole('treeitem', { name: /rep2@example.com/ })).toBeVisible();
    await expect(tree.getByRole('treeitem', { name: /rep1@example.com/ })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('');

    const panel = page.getByRole('region', { name: 'Move a person' });
    await panel
      .getByRole('combobox', { name: 'Person' })
      .selectOption({ label: 'Robin Rep (rep2@example.com)' });
    await panel
      .getByRole('combobox', { name: 'New manager' })
      .selectOption({ label: 'Riley Rep (rep1@example.com)' });
    await panel.getByRole('button', { name: 'Move', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Move Sales Person' });
    await expect(dialog).toContainText('Move Robin Rep under Riley Rep?');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByText(messages.salesPersonMoved)).toBeVisible();
    await expect(
      tree
        .getByRole('treeitem', { name: /rep1@example.com/ })
        .getByRole('treeitem', { name: /rep2@example.com/ }),
    ).toBeVisible();

    // rep1 now sees rep2's deals in the Deals list.
    const rep1 = await browser.newPage();
    await signInAs(rep1, demoAccountEmails.rep1);
    await openFromMenu(rep1, 'CRM', 'Deals');
    await rep1
      .getByRole('combobox', { name: 'Stage', exact: true })
      .selectOption({ label: 'All stages' });
    await expect(dealRows(rep1).filter({ hasText: 'rep2' }).first()).toBeVisible();
    await rep1.close();
  } finally {
    // Later test files expect the seeded tree: rep2 back under the manager.
    const restore = await page.request.post(`${apiUrl}/api/crm/plus/sales-person-tree/move/`, {
      headers,
      data: {
        user_id: people.get(demoAccountEmails.rep2),
        manager_id: people.get(demoAccountEmails.manager),
      },
    });
    expect(restore.ok()).toBe(true);
  }
});
