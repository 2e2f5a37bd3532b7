import { expect, test, type Page } from '@playwright/test';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/** Where people look at the pages: one full-page picture per size, when a folder is given. */
async function screenshot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS_DIR;
  if (!folder) return;
  for (const [size, viewport] of [
    ['1440x900', { width: 1440, height: 900 }],
    ['390x844', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${folder}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('ops link a parts list and a panel, plan installations and see where the demand comes from', async ({
  page,
}) => {
  // Pictures at two sizes of six pages take longer than a plain run.
  if (process.env.E2E_SHOTS_DIR) test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, demoAccountEmails.ops);

  await openFromMenu(page, 'Parts Lists & Zoho', 'BOM Link');
  await expectWorkplacePage(page, 'zoho/bom-link', 'BOM Link');
  await expect(page.getByText(messages.bomLinksEmpty)).toBeVisible();
  await page.getByRole('button', { name: 'New link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'New BOM link' });
  await linkDialog.getByLabel(/Parts list/).selectOption({ label: 'Rooftop 405W standard kit' });
  await linkDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(messages.bomLinkSaved).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'BOM links' })).toContainText('Default');
  await screenshot(page, 'bom-link');

  await page.goto('/workplace/zoho/demand-panel-link');
  const size405 = page.getByRole('region', { name: '405 W panels' });
  await size405.getByRole('button', { name: 'Add MOD-405-BLK' }).click();
  await size405.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.panelLinkSaved).first()).toBeVisible();
  await screenshot(page, 'demand-panel-link');

  await page.goto('/workplace/zoho/plane-demand');
  await page.getByLabel('First week').fill('2027-W09');
  await page.getByLabel('First week').press('Enter');
  await page.getByRole('button', { name: 'Plan installations' }).click();
  const planDialog = page.getByRole('dialog', { name: 'Plan installations' });
  await planDialog.getByLabel(/^Installations/).fill('30');
  await planDialog.getByLabel(/Panels per installation/).fill('20');
  await planDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(messages.plannedInstallationSaved).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Planned installations' })).toContainText(
    '2027-W09',
  );
  await screenshot(page, 'plane-demand');

  await page.goto('/workplace/zoho/mpr-item-setting');
  await expect(page.getByRole('table', { name: 'Item planning settings' })).toBeVisible();
  await screenshot(page, 'mpr-item-setting');

  await page.goto('/workplace/logistics/demand');
  await page.getByLabel('First week').fill('2027-W09');
  await page.getByLabel('First week').press('Enter');
  const grid = page.getByRole('table', { name: 'Demand' });
  const panels = grid.getByRole('button', { name: '600 of MOD-405-BLK in 2027-W09: show sources' });
  await expect(panels).toBeVisible();
  await screenshot(page, 'demand');
  await panels.click();
  const sources = page.getByRole('dialog').getByRole('table', { name: 'Sources' });
  await expect(sources).toContainText('30 × rooftop 405 W');
  await screenshot(page, 'demand-sources');
});
