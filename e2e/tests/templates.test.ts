import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { demoAccountEmails, messages } from '@solar/shared/domain';
import { signInAs } from '../support/sign-in';
import { expectWorkplacePage, openFromMenu } from '../support/workplace';

/** Points per millimetre: PDF page sizes are in points. */
const pt = 72 / 25.4;

function previewSheets(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Preview' })
    .getByRole('group', { name: /^Preview page \d/ });
}

async function downloadPdf(page: Page): Promise<PDFDocument> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return PDFDocument.load(await readFile((await download.path())!));
}

async function aspectOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The sheet is not visible');
  return box.width / box.height;
}

test('a contract template is designed, saved, reopened, previewed for a deal and printed', async ({
  page,
}) => {
  const name = `Deal contract ${Date.now()}`;
  await signInAs(page, demoAccountEmails.admin);

  // From the Contracts Templates list to a new template of that group.
  await openFromMenu(page, 'Templates', 'Contracts Templates');
  await expectWorkplacePage(page, 'template/contracts', 'Contracts Templates');
  await page.getByRole('main').getByRole('link', { name: 'New Template' }).click();
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveValue('Contract');
  await page.getByRole('textbox', { name: 'Template name' }).fill(name);

  const tools = page.getByRole('toolbar', { name: 'Blocks' });
  await tools.getByRole('button', { name: 'Text', exact: true }).click();
  await page.getByRole('textbox', { name: 'Block text' }).fill('Contract for {{deal.name}}');
  await tools.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('textbox', { name: 'Row 2, column 1' }).fill('Deal');
  await page.getByRole('textbox', { name: 'Row 2, column 2' }).fill('{{deal.name}}');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(messages.templateSaved).first()).toBeVisible();
  await expect(page).toHaveURL(/\/workplace\/template\/editor\/\d+$/);

  // Reopen it from the list, found by name.
  await openFromMenu(page, 'Templates', 'Contracts Templates');
  await page.getByRole('searchbox', { name: 'Search templates by name' }).fill(name);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Template name' })).toHaveValue(name);
  const editor = page.getByRole('region', { name: 'Editor' });
  await expect(
    editor.getByRole('button', { name: 'Text block 1: Contract for {{deal.name}}' }),
  ).toBeVisible();
  await expect(editor.getByRole('button', { name: /^Table block 2/ })).toBeVisible();

  // Sample data until a deal is picked, then that deal's name in the text and the table.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText(messages.templateSampleData)).toBeVisible();
  const dealSelect = page.getByRole('combobox', { name: 'Preview with deal' });
  await expect(dealSelect.locator('option')).not.toHaveCount(1);
  const dealName = (await dealSelect.locator('option').nth(1).textContent())!.trim();
  await dealSelect.selectOption({ index: 1 });
  await expect(preview.getByText(`Contract for ${dealName}`)).toBeVisible();
  await expect(preview.getByRole('cell', { name: dealName, exact: true })).toBeVisible();
  await expect(preview.getByText(messages.templateSampleData)).toHaveCount(0);

  // The PDF: one page, A4 portrait.
  const pdf = await downloadPdf(page);
  expect(pdf.getPageCount()).toBe(1);
  const a4 = pdf.getPage(0).getSize();
  expect(a4.width).toBeCloseTo(210 * pt, 1);
  expect(a4.height).toBeCloseTo(297 * pt, 1);
  expect(pdf.getTitle()).toBe(`${name}: ${dealName}`);

  // A5 landscape turns the preview sideways; saved, the PDF follows.
  expect(await aspectOf(previewSheets(page).first())).toBeCloseTo(210 / 297, 2);
  await page.getByRole('combobox', { name: 'Page size' }).selectOption('A5');
  await page.getByRole('combobox', { name: 'Orientation' }).selectOption('landscape');
  await expect(previewSheets(page).first()).toHaveAccessibleName(/A5 landscape, 210 × 148 mm/);
  expect(await aspectOf(previewSheets(page).first())).toBeCloseTo(210 / 148, 2);
  await page.getByRole('button', { name: 'New Page', exact: true }).click();
  await expect(previewSheets(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/\(version 2\)\./)).toBeVisible();

  const landscape = await downloadPdf(page);
  expect(landscape.getPageCount()).toBe(2);
  const a5 = landscape.getPage(1).getSize();
  expect(a5.width).toBeCloseTo(210 * pt, 1);
  expect(a5.height).toBeCloseTo(148 * pt, 1);
});
