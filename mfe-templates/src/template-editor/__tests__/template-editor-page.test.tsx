import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type JobStatus,
  messages,
  sampleMergeValues,
  toaster,
  type TemplateRecord,
  type TemplateUpdatePayload,
  usePageTitleOf,
  versionConflictCode,
} from '@solar/shared';
import { installFakeApi, LocationProbe, type FakeApi, renderPage } from '@solar/shared/testing';
import { Route, Routes, useLocation } from 'react-router';
import { TemplateEditorPage } from '../template-editor-page';

const savedTemplate: TemplateRecord = {
  id: 5,
  name: 'Standard contract',
  group: 'Contract',
  orientation: 'portrait',
  page_size: 'A4',
  version: 3,
  updated_by: { id: 1, name: 'Ada Admin' },
  updated_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  pages: [
    {
      id: 'p1',
      blocks: [
        {
          id: 'b1',
          kind: 'text',
          x: 10,
          y: 10,
          width: 100,
          height: 20,
          text: 'Contract for {{deal.name}} with {{customer.name}} {{deal.nmae}}',
          font_size_pt: 12,
          bold: false,
          italic: false,
          align: 'left',
        },
      ],
    },
  ],
};

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({
    'GET /api/templates/deal-options/': { body: [{ id: 42, name: 'Smith rooftop' }] },
    'GET /api/templates/merge-values/': {
      body: {
        deal_id: 42,
        proposal: null,
        values: { 'deal.name': 'Smith rooftop', 'customer.name': null, today: 'March 5, 2026' },
        chart: { monthly_usage_kwh: null, monthly_production_kwh: null },
      },
    },
    'GET /api/templates/proposal-options/': { body: [] },
    'GET /api/templates/pdf-jobs/': { body: { job: null } },
    'GET /api/templates/5/': { body: savedTemplate },
  });
});
afterEach(() => {
  fake.restore();
  toaster.remove();
});

/** The title the page gave the host's breadcrumbs and browser tab. */
function PageTitleProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Page title">{usePageTitleOf(pathname) ?? ''}</output>;
}

function renderEditor(location = '/workplace/template/editor') {
  renderPage(
    <>
      <Routes>
        <Route path="/workplace/template/editor/:templateId?" element={<TemplateEditorPage />} />
      </Routes>
      <LocationProbe />
      <PageTitleProbe />
    </>,
    { location: location },
  );
  return { user: userEvent.setup() };
}

const editorRegion = () => screen.getByRole('region', { name: 'Editor' });
const previewRegion = () => screen.getByRole('region', { name: 'Preview' });
const editorSheet = () => within(editorRegion()).getByRole('group', { name: /^Editor page/ });
const previewSheets = () =>
  within(previewRegion()).getAllByRole('group', { name: /^Preview page/ });
const toolbar = () => screen.getByRole('toolbar', { name: 'Blocks' });

describe('TemplateEditorPage: a new template', () => {
  it('shows the form of the spec with its defaults', () => {
    renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'New Template' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('');
    const group = screen.getByRole('combobox', { name: /Group/ });
    expect(group).toHaveValue('');
    expect(
      within(group)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a group', 'Proposal', 'Contract', 'Invoice']);
    const orientation = screen.getByRole('combobox', { name: 'Orientation' });
    expect(orientation).toHaveDisplayValue('Portrait');
    expect(
      within(orientation)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Portrait', 'Landscape']);
    const pageSize = screen.getByRole('combobox', { name: 'Page size' });
    expect(pageSize).toHaveValue('A4');
    expect(
      within(pageSize)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Letter', 'A4', 'A5', 'B5', 'Legal']);
    for (const name of ['Save', 'New Page']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    for (const tool of ['Text', 'Image', 'Chart', 'Table']) {
      expect(within(toolbar()).getByRole('button', { name: tool })).toBeEnabled();
    }
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it('starts with one empty A4 portrait page and follows the paper in both views', async () => {
    const { user } = renderEditor();
    expect(editorSheet()).toHaveAccessibleName('Editor page 1, A4 portrait, 210 × 297 mm');
    expect(editorSheet().style.aspectRatio).toBe('210 / 297');
    expect(previewSheets()).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Page size' }), 'A5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Orientation' }), 'Landscape');
    expect(editorSheet()).toHaveAccessibleName('Editor page 1, A5 landscape, 210 × 148 mm');
    expect(previewSheets()[0]!.style.aspectRatio).toBe('210 / 148');
    const width = parseFloat(previewSheets()[0]!.style.width);
    const height = parseFloat(previewSheets()[0]!.style.height);
    expect(width).toBeGreaterThan(height);
  });

  it('adds each tool block to the current page, and pages with New Page', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'New Page' }));
    expect(previewSheets()).toHaveLength(2);
    expect(editorSheet()).toHaveAccessibleName(/^Editor page 2,/);
    for (const tool of ['Image', 'Chart', 'Table']) {
      await user.click(within(toolbar()).getByRole('button', { name: tool }));
    }
    const blocks = within(editorSheet()).getAllByRole('button', { name: /block \d/ });
    // Named by kind and position, then by what each shows (the visible text is in the name).
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toHaveAccessibleName(`Image block 1: ${messages.templateImageNotChosen}`);
    expect(blocks[1]).toHaveAccessibleName(/^Chart block 2: Monthly usage/);
    expect(blocks[2]).toHaveAccessibleName(/^Table block 3/);
    for (const block of blocks) expect(block).not.toHaveAttribute('aria-label');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(within(editorSheet()).getAllByRole('button', { name: /block/ })).toHaveLength(1);
  });

  it('places each new block in a free place, never on top of another', async () => {
    const { user } = renderEditor();
    for (const tool of ['Text', 'Text', 'Chart', 'Table', 'Image', 'Text']) {
      await user.click(within(toolbar()).getByRole('button', { name: tool }));
    }
    const boxes = within(editorSheet())
      .getAllByRole('button', { name: /block \d/ })
      .map((block) => {
        const px = (value: string) => Number.parseFloat(value);
        const { left, top, width, height } = block.style;
        return {
          left: px(left),
          top: px(top),
          right: px(left) + px(width),
          bottom: px(top) + px(height),
        };
      });
    expect(boxes).toHaveLength(6);
    boxes.forEach((a, index) => {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart).toBe(true);
      }
    });
    // The first block starts at the page's top-left margin.
    expect(boxes[0]!.top).toBeLessThan(boxes[1]!.top);
  });

  it('draws a chart with its title, legend and month names apart, in the editor and the preview', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Chart' }));
    for (const chart of [
      within(editorRegion()).getByRole('img', { name: /^Monthly usage: Usage \(kWh\) by month/ }),
      within(previewRegion()).getByRole('img', { name: /^Monthly usage: Usage \(kWh\) by month/ }),
    ]) {
      const texts = [...chart.querySelectorAll('text')];
      const title = texts.find((text) => text.textContent === 'Monthly usage')!;
      const legend = texts.find((text) => text.textContent === 'Usage (kWh)')!;
      const y = (text: Element) => Number(text.getAttribute('y'));
      const size = (text: Element) => Number(text.getAttribute('font-size'));
      // The legend's letters start below the title's descenders.
      expect(y(legend) - size(legend)).toBeGreaterThan(y(title) + size(title) * 0.25);
      const months = texts.filter((text) => text.getAttribute('text-anchor') === 'middle');
      expect(months.map((text) => text.textContent)).toEqual([
        'Jan',
        'Feb',
        'Mar',
        'Apr',
        'May',
        'Jun',
        'Jul',
        'Aug',
        'Sep',
        'Oct',
        'Nov',
        'Dec',
      ]);
      // Neighbouring month names keep a gap: each one's room is wider than three wide letters.
      const gap = Number(months[1]!.getAttribute('x')) - Number(months[0]!.getAttribute('x'));
      expect(gap).toBeGreaterThan(3 * 0.65 * size(months[0]!));
    }
  });

  it('moves, resizes and deletes the selected block from the keyboard, with undo and redo', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Text' }));
    const block = within(editorSheet()).getByRole('button', { name: /^Text block 1/ });
    block.focus();
    await user.keyboard('{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByLabelText('X (mm)')).toHaveValue(16);
    expect(screen.getByLabelText('Y (mm)')).toHaveValue(25);
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(screen.getByLabelText('Width (mm)')).toHaveValue(121);

    await user.keyboard('{Delete}');
    expect(within(editorSheet()).queryByRole('button', { name: /block/ })).not.toBeInTheDocument();

    // Ctrl+Z outside a text field undoes the editor's last step.
    editorSheet().focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(
      within(editorSheet()).getByRole('button', { name: /^Text block 1/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(within(editorSheet()).queryByRole('button', { name: /block/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(within(editorSheet()).getByRole('button', { name: /^Text block 1/ }));
    expect(screen.getByLabelText('Width (mm)')).toHaveValue(120);
    // Arrow presses in a row are one move, so one more undo takes the block back to its start.
    expect(screen.getByLabelText('X (mm)')).toHaveValue(16);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('X (mm)')).toHaveValue(15);
    expect(screen.getByLabelText('Y (mm)')).toHaveValue(15);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByLabelText('Y (mm)')).toHaveValue(25);
  });

  it('moves a block by dragging it, as one undo step', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Text' }));
    const block = within(editorSheet()).getByRole('button', { name: /^Text block 1/ });
    const scale = parseFloat(editorSheet().style.width) / 210;
    fireEvent.pointerDown(block, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(block, { clientX: 100 + 10 * scale, clientY: 100 + 5 * scale });
    fireEvent.pointerMove(block, { clientX: 100 + 20 * scale, clientY: 100 + 10 * scale });
    fireEvent.pointerUp(block, { clientX: 100 + 20 * scale, clientY: 100 + 10 * scale });
    expect(screen.getByLabelText('X (mm)')).toHaveValue(35);
    expect(screen.getByLabelText('Y (mm)')).toHaveValue(25);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('X (mm)')).toHaveValue(15);
  });

  it('edits text with formatting and merge fields, previewed with labelled sample data', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Text' }));
    const text = screen.getByRole('textbox', { name: 'Block text' });
    await user.clear(text);
    await user.type(text, 'Dear ');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Merge field' }),
      'customer.name',
    );
    await user.click(screen.getByRole('button', { name: 'Insert field' }));
    expect(text).toHaveValue('Dear {{customer.name}}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

    expect(within(editorSheet()).getByText('Dear {{customer.name}}')).toBeInTheDocument();
    const sample = sampleMergeValues(new Date())['customer.name']!;
    expect(within(previewRegion()).getByText(`Dear ${sample}`)).toHaveStyle({ fontWeight: '700' });
    expect(within(previewRegion()).getByText(messages.templateSampleData)).toBeInTheDocument();
  });

  it('edits table cells and adds and removes rows and columns', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Table' }));
    await user.click(screen.getByRole('textbox', { name: 'Row 2, column 1' }));
    await user.paste('{{deal.name}}');
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'Row 3, column 3' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove row' }));
    expect(screen.queryByRole('textbox', { name: 'Row 3, column 1' })).not.toBeInTheDocument();
    const sample = sampleMergeValues(new Date())['deal.name']!;
    expect(within(previewRegion()).getByRole('cell', { name: sample })).toBeInTheDocument();
  });

  it('asks to save the template before an image can be uploaded into it', async () => {
    const { user } = renderEditor();
    await user.click(within(toolbar()).getByRole('button', { name: 'Image' }));
    expect(screen.getByLabelText('Upload image')).toBeDisabled();
    expect(screen.getByText(messages.saveTemplateBeforeImages)).toBeInTheDocument();
  });

  it('validates the name and group before saving, then creates and opens the saved template', async () => {
    fake.set({
      'POST /api/templates/': ({ body }) => ({
        status: 201,
        body: { ...savedTemplate, ...(body as object), id: 7, version: 1 },
      }),
      'GET /api/templates/7/': { body: { ...savedTemplate, id: 7, version: 1 } },
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(messages.pleaseEnterTemplateName)).toBeInTheDocument();
    expect(screen.getByText(messages.pleaseSelectTemplateGroup)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Template name/ }), '  Deal contract ');
    await user.selectOptions(screen.getByRole('combobox', { name: /Group/ }), 'Contract');
    await user.click(within(toolbar()).getByRole('button', { name: 'Text' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
        '/workplace/template/editor/7',
      ),
    );
    const post = fake.calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({
      name: 'Deal contract',
      group: 'Contract',
      orientation: 'portrait',
      page_size: 'A4',
    });
    expect((post.body as { pages: { blocks: unknown[] }[] }).pages[0]!.blocks).toHaveLength(1);
    expect(await screen.findByText(messages.templateSaved)).toBeInTheDocument();
    // The editor keeps its content (and undo history) rather than reloading it.
    expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('  Deal contract ');
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
  });

  it('asks for saving before a PDF can be downloaded', () => {
    renderEditor();
    const download = screen.getByRole('button', { name: 'Download PDF' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(messages.saveTemplateBeforePdf);
  });

  it('starts with the group a template list asked for, and ignores unknown groups', () => {
    renderEditor('/workplace/template/editor?group=Contract');
    expect(screen.getByRole('combobox', { name: /Group/ })).toHaveValue('Contract');
  });

  it('ignores an unknown group in the address', () => {
    renderEditor('/workplace/template/editor?group=Poster');
    expect(screen.getByRole('combobox', { name: /Group/ })).toHaveValue('');
  });
});

describe('TemplateEditorPage: a saved template', () => {
  it('checks an image before uploading it', async () => {
    const { user } = renderEditor('/workplace/template/editor/5');
    await screen.findByRole('textbox', { name: /Template name/ });
    await user.click(within(toolbar()).getByRole('button', { name: 'Image' }));
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'logo.png', {
      type: 'image/png',
    });
    await user.upload(screen.getByLabelText('Upload image'), gif);
    expect(await screen.findByText(messages.apiImageTypeNotAllowed)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path === '/api/templates/images/')).toBe(false);
  });

  it('uploads a PNG into the saved template and shows it in the block', async () => {
    fake.set({
      'POST /api/templates/images/': {
        status: 201,
        body: { id: 9, content_type: 'image/png', size: 12 },
      },
    });
    const { user } = renderEditor('/workplace/template/editor/5');
    await screen.findByRole('textbox', { name: /Template name/ });
    await user.click(within(toolbar()).getByRole('button', { name: 'Image' }));
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'logo.png',
      { type: 'image/png' },
    );
    await user.upload(screen.getByLabelText('Upload image'), png);
    await waitFor(() =>
      expect(fake.calls.find((call) => call.path === '/api/templates/images/')?.body).toEqual({
        template_id: 5,
        data_base64: 'iVBORw0KGgoAAAAA',
        filename: 'logo.png',
      }),
    );
    await waitFor(() =>
      expect(screen.queryAllByText(messages.templateImageNotChosen)).toHaveLength(0),
    );
  });

  it("shows the server's reason when it refuses an image", async () => {
    fake.set({
      'POST /api/templates/images/': {
        status: 400,
        body: { message: messages.apiImageTooManyPixels },
      },
    });
    const { user } = renderEditor('/workplace/template/editor/5');
    await screen.findByRole('textbox', { name: /Template name/ });
    await user.click(within(toolbar()).getByRole('button', { name: 'Image' }));
    const png = new File(
      [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
      'huge.png',
      { type: 'image/png' },
    );
    await user.upload(screen.getByLabelText('Upload image'), png);
    expect(await screen.findByText(messages.apiImageTooManyPixels)).toBeInTheDocument();
    expect(screen.getAllByText(messages.templateImageNotChosen).length).toBeGreaterThan(0);
  });

  it('is called by its saved name in the heading, the breadcrumbs and the tab', async () => {
    renderEditor('/workplace/template/editor/5');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Standard contract' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'New Template' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Page title' })).toHaveTextContent(
      'Standard contract',
    );
  });

  it('shows only the whole lines of text that the PDF prints', async () => {
    renderEditor('/workplace/template/editor/5');
    await screen.findByRole('heading', { level: 1, name: 'Standard contract' });
    const text = await within(previewRegion()).findByText(/^Contract for Sample deal/);
    // A 20 mm block of 12 pt text (lines 1.2 × 12 pt = 5.08 mm apart) holds 3 whole lines.
    const fontSize = Number.parseFloat(text.style.fontSize);
    expect(Number.parseFloat(text.style.height)).toBeCloseTo(3 * 1.2 * fontSize, 6);
  });

  it('opens it, previews it for a deal and lists what the deal has no value for', async () => {
    const { user } = renderEditor('/workplace/template/editor/5');
    expect(await screen.findByRole('textbox', { name: /Template name/ })).toHaveValue(
      'Standard contract',
    );
    expect(screen.getByText(/version 3/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Smith rooftop' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview with deal' }), '42');
    expect(
      await within(previewRegion()).findByText(
        'Contract for Smith rooftop with {{customer.name}} {{deal.nmae}}',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(messages.templateSampleData)).not.toBeInTheDocument();
    expect(
      screen.getByText(`${messages.templateFieldsWithoutValue} {{customer.name}}`),
    ).toBeInTheDocument();
    expect(screen.getByText(`${messages.templateUnknownFields} {{deal.nmae}}`)).toBeInTheDocument();
  });

  it('prepares the PDF for the chosen deal and proposal version as a job, then downloads it', async () => {
    const created: string[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob.type);
        return 'blob:pdf';
      },
      revokeObjectURL: () => undefined,
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const v1 = { id: 71, name: 'Proposal V1', proposal_version: 1 };
    const v2 = { id: 72, name: 'Proposal V2', proposal_version: 2 };
    let polls = 0;
    fake.set({
      'GET /api/templates/proposal-options/': ({ url }) =>
        url.searchParams.get('deal_id') === '42'
          ? { body: [v2, v1] }
          : { status: 400, body: { message: 'deal_id' } },
      'GET /api/templates/merge-values/': ({ url }) => {
        const proposal = url.searchParams.get('proposal_id') === '71' ? v1 : v2;
        return {
          body: {
            deal_id: 42,
            proposal,
            values: { 'deal.name': `Smith rooftop from ${proposal.name}` },
            chart: { monthly_usage_kwh: null, monthly_production_kwh: null },
          },
        };
      },
      'POST /api/templates/5/pdf-jobs/': ({ url }) =>
        url.searchParams.get('deal_id') === '42' && url.searchParams.get('proposal_id') === '71'
          ? { status: 201, body: pdfJob({ state: 'queued' }) }
          : { status: 400, body: { message: 'query' } },
      'GET /api/jobs/job-9/': () => {
        polls += 1;
        return {
          body:
            polls < 2
              ? pdfJob({ message: messages.jobRenderingPdf })
              : pdfJob({
                  state: 'completed',
                  done: 1,
                  message: messages.jobPdfReadyFromProposal(v1.name),
                  result_url: '/api/jobs/job-9/result/',
                }),
        };
      },
      'GET /api/jobs/job-9/result/': { body: 'pdf' },
    });
    const { user } = renderEditor('/workplace/template/editor/5');
    await screen.findByRole('textbox', { name: /Template name/ });
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Smith rooftop' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preview with deal' }), '42');
    const versions = await screen.findByRole('combobox', { name: messages.proposalVersionLabel });
    await waitFor(() => expect(versions).toHaveValue('72'));
    await user.selectOptions(versions, '71');
    // The preview shows the version the PDF will print.
    expect(
      await within(previewRegion()).findByText(/Contract for Smith rooftop from Proposal V1/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the PDF' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(messages.jobPdfReadyFromProposal(v1.name), undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fake.calls.some((item) => item.path === '/api/jobs/job-9/result/')).toBe(true);
    expect(created).toHaveLength(1);
    click.mockRestore();
  });

  it("shows the template's PDF still being prepared again after a reload", async () => {
    fake.set({
      'GET /api/templates/pdf-jobs/': ({ url }) =>
        url.searchParams.get('template_id') === '5'
          ? { body: { job: pdfJob({ message: messages.jobRenderingPdf }) } }
          : { body: { job: null } },
      'GET /api/jobs/job-9/': { body: pdfJob({ message: messages.jobRenderingPdf }) },
    });
    renderEditor('/workplace/template/editor/5');
    expect(
      await screen.findByRole('progressbar', { name: 'Preparing the PDF' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`0 of 1 documents · ${messages.jobRenderingPdf}`)).toBeInTheDocument();
  });

  it('saves with the loaded version and, on 409, says so and reloads the newer version', async () => {
    let puts = 0;
    fake.set({
      'PUT /api/templates/5/': ({ body }) => {
        puts += 1;
        const payload = body as TemplateUpdatePayload;
        if (payload.version !== 3) return { status: 500 };
        return puts === 1
          ? { body: { ...savedTemplate, ...payload, version: 4 } }
          : {
              status: 409,
              body: { message: messages.recordVersionConflict, error: versionConflictCode },
            };
      },
    });
    const { user } = renderEditor('/workplace/template/editor/5');
    const name = await screen.findByRole('textbox', { name: /Template name/ });
    await user.type(name, ' v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/version 4/)).toBeInTheDocument();

    // Someone else saved version 4 first: pretend our copy is still at version 3.
    fake.set({
      'GET /api/templates/5/': { body: { ...savedTemplate, name: 'Their name', version: 5 } },
      'PUT /api/templates/5/': {
        status: 409,
        body: { message: messages.recordVersionConflict, error: versionConflictCode },
      },
    });
    await user.type(name, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('alertdialog', {
      name: messages.recordVersionConflictTitle,
    });
    expect(question).toHaveTextContent(messages.recordVersionConflict);
    const lastPut = fake.calls.filter((call) => call.method === 'PUT').at(-1)!;
    expect((lastPut.body as TemplateUpdatePayload).version).toBe(4);

    await user.click(within(question).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('Their name'),
    );
    expect(screen.getByText(/version 5/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload template' })).not.toBeInTheDocument();
  });

  it('says when the template cannot be loaded', async () => {
    fake.set({ 'GET /api/templates/5/': { status: 404, body: { message: 'Template not found' } } });
    renderEditor('/workplace/template/editor/5');
    expect(await screen.findByText(messages.failedToLoadTemplate)).toBeInTheDocument();
  });
});

function pdfJob(overrides: Partial<JobStatus>): JobStatus {
  return {
    id: 'job-9',
    kind: 'template-pdf',
    state: 'active',
    done: 0,
    total: 1,
    message: messages.jobWaiting,
    result_url: null,
    error: null,
    created_at: '2026-01-01T00:00:00.000Z',
    started_at: null,
    finished_at: null,
    ...overrides,
  };
}
