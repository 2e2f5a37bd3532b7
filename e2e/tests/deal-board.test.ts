import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { createDealOfSignedInUser } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage } from '../support/workplace';

const boardColumn = (page: Page, stage: string): Locator =>
  page.getByRole('region', { name: stage, exact: true });

/** Presses on a card's handle and moves the pointer in steps onto another column, then lets go. */
async function dragTo(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 });
  await page.mouse.up();
}

test('a sales person drags a deal to another stage on the board and sees the stage changed on its details page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.rep1);
  const deal = await createDealOfSignedInUser(page, {
    namePrefix: 'Board drag',
    stageName: 'Initial Contact',
  });

  // The table's search narrows the board too, so the deal is the only card.
  await page.goto(`/workplace/crm/deals?view=board&search=${encodeURIComponent(deal.name)}`);
  await expectWorkplacePage(page, 'crm/deals', 'Deals');
  const initial = boardColumn(page, 'Initial Contact');
  const card = initial.locator(`li[data-deal-id="${deal.id}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('button', { name: 'Board', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAccessible(page, 'the pipeline board');

  const qualification = boardColumn(page, 'Qualification');
  await qualification.scrollIntoViewIfNeeded();
  await dragTo(
    page,
    card.getByRole('button', { name: `${messages.dealBoardDragHandle}: ${deal.name}` }),
    qualification,
  );
  await expect(page.getByText(messages.dealBoardMoved).first()).toBeVisible();
  await expect(qualification.locator(`li[data-deal-id="${deal.id}"]`)).toBeVisible();
  await expect(initial.locator(`li[data-deal-id="${deal.id}"]`)).toHaveCount(0);

  // Saved and recorded: its details page shows the stage and who moved it.
  await qualification.getByRole('link', { name: deal.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deal Details' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Stage and status history' });
  await expect(history.getByRole('listitem').first()).toContainText(
    /^Stage changed from Initial Contact to Qualification by Riley, /,
  );

  // The keyboard's way: back to Initial Contact through the card's Move to… menu.
  await page.goBack();
  const moved = qualification.locator(`li[data-deal-id="${deal.id}"]`);
  await moved.getByRole('button', { name: `${messages.dealBoardMoveTo} ${deal.name}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expectAccessible(page, 'the Move to… menu');
  // Arrows walk the stages (the card's own is not offered); Enter moves it there.
  const back = menu.getByRole('menuitem', { name: 'Initial Contact' });
  if ((await back.getAttribute('data-highlighted')) === null)
    await page.keyboard.press('ArrowDown');
  await expect(back).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(initial.locator(`li[data-deal-id="${deal.id}"]`)).toBeVisible();
});

test('on a phone the board shows one column at a time and scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demoAccountEmails.manager);
  await page.goto('/workplace/crm/deals?view=board');
  const first = boardColumn(page, 'Initial Contact');
  await expect(first).toBeVisible();
  const width = (await first.boundingBox())!.width;
  expect(width).toBeGreaterThan(300);
  expect(width).toBeLessThanOrEqual(390);
  const board = page.getByRole('region', { name: 'Pipeline board' });
  // Nothing wider than the screen except the board's own sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expectAccessible(page, 'the pipeline board on a phone');
});
