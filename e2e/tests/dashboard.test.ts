import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, proposalRequestedStageName } from '@solar/shared/domain';
import { expectAccessible } from '../support/accessibility';
import { dealRows, dealsListSettled, dealsListTotal } from '../support/deals';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/** The deals table's Stage column (SN, Deal Name, Province, Sales Person, …, Stage). */
const stageColumn = 7;

interface StageCount {
  stage: string;
  count: number;
}

/** The dashboard's stage counts, read from the table that carries the chart's numbers. */
async function dashboardCounts(page: Page): Promise<StageCount[]> {
  await expect(page.getByRole('img', { name: /^Deals by stage:/ })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Deals by stage' }).locator('tbody tr');
  const cells = await rows.evaluateAll((list) =>
    list.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
  );
  return cells.map(([stage, count]) => ({ stage: stage!, count: Number(count) }));
}

/**
 * Filters the open deals list to one stage as a person does (the Stage select) and answers its
 * total once every row shown is in that stage, checking the rows shown agree with the total.
 */
async function listTotalForStage(page: Page, stage: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption({ label: stage });
  await dealsListSettled(page);
  await expect
    .poll(async () => {
      const stages = await dealRows(page).evaluateAll(
        (rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ''),
        stageColumn,
      );
      return stages.length > 0 && stages.every((text) => text === stage);
    })
    .toBe(true);
  await dealsListSettled(page);
  const total = await dealsListTotal(page);
  await expect(dealRows(page)).toHaveCount(Math.min(total, 50));
  return total;
}

for (const email of [demoAccountEmails.rep1, demoAccountEmails.manager]) {
  test(`${email}: the dashboard's count of each stage matches the deals list with that stage filter`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const counts = await dashboardCounts(page);
    expect(counts.map((row) => row.stage)).toContain(proposalRequestedStageName);
    const total = counts.reduce((sum, row) => sum + row.count, 0);
    await expect(page.getByText(`${total} deals you can see.`)).toBeVisible();

    await openFromMenu(page, 'CRM', 'Deals');
    await expectWorkplacePage(page, 'crm/deals', 'Deals');
    await expect(dealRows(page).first()).toBeVisible();
    await dealsListSettled(page);
    // Enough rows on one page to count them against the total.
    await page.getByRole('combobox', { name: 'Page size' }).selectOption('50');
    await dealsListSettled(page);
    for (const { stage, count } of counts.filter((row) => row.count > 0)) {
      expect({ stage, total: await listTotalForStage(page, stage) }).toEqual({
        stage,
        total: count,
      });
    }
    await page.getByRole('combobox', { name: 'Stage', exact: true }).selectOption('all');
    await dealsListSettled(page);
    await expect.poll(() => dealsListTotal(page)).toBe(total);
  });
}

test("the manager follows the dashboard's links to the waiting deals and a recent deal", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, demoAccountEmails.manager);
  const waiting = page.getByRole('region', { name: `Waiting in ${proposalRequestedStageName}` });
  const count = Number(await waiting.getByTestId('waiting-count').textContent());
  expect(count).toBeGreaterThan(0);
  const oldest = waiting.getByRole('list', { name: 'Waiting longest' }).getByRole('link');
  await expect(oldest.first()).toBeVisible();

  // With every figure on screen, axe finds no serious or critical WCAG 2.x A/AA violation.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page, 'the dashboard with every figure');

  await waiting.getByRole('link', { name: `Show all ${count} in the deals list` }).click();
  await expect(page).toHaveURL(/\/workplace\/crm\/deals\?stage=\d+$/);
  await expect(page.getByRole('combobox', { name: 'Stage', exact: true })).toHaveValue(/^\d+$/);
  await expect(
    page.getByRole('combobox', { name: 'Stage', exact: true }).locator('option:checked'),
  ).toHaveText(proposalRequestedStageName);
  await dealsListSettled(page);
  await expect.poll(() => dealsListTotal(page)).toBe(count);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  const recent = page.getByRole('table', { name: 'Recently changed deals' });
  const first = recent.locator('tbody tr').first().getByRole('link');
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/workplace\/crm\/deal-details\/\d+$/);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
});

test('operations staff see their quick links and no deal figures', async ({ page }) => {
  await signInAs(page, demoAccountEmails.ops);
  await expect(page).toHaveURL(/\/dashboard$/);
  const areas = page.getByRole('region', { name: 'Your work areas' });
  await expect(areas.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Deals by stage:/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Proposals by status' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
