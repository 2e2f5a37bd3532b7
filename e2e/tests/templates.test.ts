import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import {
  defaultProposalData,
  demoAccountEmails,
  messages,
  savedPanelAt,
  type DealDetails,
  type NamedItem,
  type Province,
  type TemplateCreatePayload,
  type TemplateRecord,
} from '@solar/shared/domain';
import { pdfText } from '../support/pdf-text';
import { signInAs, storedToken } from '../support/sign-in';
import { apiUrl } from '../support/test-stack';
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

test("Generate contract on a deal's page prepares the chosen contract from the chosen proposal version as a job and downloads it", async ({
  page,
}) => {
  await signInAs(page, demoAccountEmails.admin);
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${apiUrl}${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const stages = await call<NamedItem[]>('GET', '/api/crm/deal-stages/');
  const statuses = await call<NamedItem[]>('GET', '/api/crm/deal-statuses/');
  const provinces = await call<Province[]>('GET', '/api/crm/provinces/');
  const deal = await call<DealDetails>('POST', '/api/crm/deals/', {
    name: `Contract home ${Date.now()}`,
    stage: stages[0]!.id,
    status: statuses[0]!.id,
    address: {
      address: '44 Grafton St',
      city_text: 'Charlottetown',
      province: provinces.find((province) => province.code === 'PE')!.id,
      postal_code: 'C1A1K8',
      latitude: 46.2352,
      longitude: -63.1255,
    },
  });
  // Its saved proposals: V1 has ten 405 W panels in the red area (800 each), V2 only two.
  const saveVersion = (panels: number) =>
    call('POST', `/api/crm/deals/${deal.id}/proposal-versions/`, {
      data: {
        ...defaultProposalData(),
        panels: Array.from({ length: panels }, (_, index) =>
          savedPanelAt(index + 1, 100 + 50 * index, 100),
        ),
        nextPanelId: panels + 1,
      },
    });
  await saveVersion(10);
  await saveVersion(2);
  // A two-page Letter landscape contract of our own, so the seed's templates do not matter.
  const stamp = Date.now();
  const templateName = `Sign-off contract ${stamp}`;
  const text = (id: string, content: string) => ({
    id,
    kind: 'text' as const,
    x: 15,
    y: 15,
    width: 200,
    height: 20,
    text: content,
    font_size_pt: 12,
    bold: false,
    italic: false,
    align: 'left' as const,
  });
  const template: TemplateCreatePayload = {
    name: templateName,
    group: 'Contract',
    orientation: 'landscape',
    page_size: 'Letter',
    pages: [
      { id: 'p1', blocks: [text('b1', 'Contract for {{deal.name}}')] },
      { id: 'p2', blocks: [text('b2', 'Total with tax: {{proposal.total_with_tax}}')] },
    ],
  };
  await call<TemplateRecord>('POST', '/api/templates/', template);

  await page.goto(`/workplace/crm/deal-details/${deal.id}`);
  await expect(page.getByRole('heading', { name: deal.name })).toBeVisible();
  await page.getByRole('combobox', { name: 'Contract template' }).selectOption({
    label: templateName,
  });
  // The latest version is offered first; the older one is chosen.
  const version = page.getByRole('combobox', { name: messages.proposalVersionLabel });
  await expect(version.locator('option:checked')).toHaveText('Proposal V2 (latest)');
  await version.selectOption({ label: 'Proposal V1' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate contract' }).click();
  // A background job: its progress, then the version it used, and the document downloads itself.
  await expect(page.getByText(messages.jobPdfReadyFromProposal('Proposal V1'))).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `sign-off-contract-${stamp}-deal-${deal.id}-proposal-v1.pdf`,
  );
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(2);
  // Letter landscape: 279.4 × 215.9 mm.
  const size = pdf.getPage(0).getSize();
  expect(size.width).toBeCloseTo(279.4 * pt, 1);
  expect(size.height).toBeCloseTo(215.9 * pt, 1);
  expect(pdf.getTitle()).toBe(`${templateName}: ${deal.name}`);
  const printed = await pdfText(bytes);
  expect(printed).toContain(`Contract for ${deal.name}`);
  // 4 050 W × $2.99 = $12,109.50, plus HST $1,816.43 (1 816.425 rounded half up) = $13,925.93.
  expect(printed).toContain('Total with tax: $13,925.93');
});
