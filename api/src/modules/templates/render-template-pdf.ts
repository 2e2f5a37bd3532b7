import {
  PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  rgb,
  type RGB,
} from '@cantoo/pdf-lib';
import {
  type ChartBlock,
  chartLayout,
  fillMergeFields,
  type MergeValues,
  messages,
  pageDimensions,
  pointsPerMm,
  productName,
  type TableBlock,
  type TemplateBlock,
  type TemplateChartData,
  type TemplateRecord,
  type TextBlock,
} from '@solar/shared/domain';
import { embedFonts, encodable, type Fonts } from './pdf-fonts';
import { imageDimensions, withinPixelCap } from './template-image-dimensions';
import type { StoredImage } from './templates-images-queries';
import { TextMeasure, truncateToWidth, wrapLines } from './text-layout';

const colours = {
  text: rgb(0.1, 0.1, 0.12),
  muted: rgb(0.45, 0.45, 0.5),
  grid: rgb(0.7, 0.7, 0.74),
  headerFill: rgb(0.92, 0.93, 0.95),
};

export interface RenderInput {
  template: TemplateRecord;
  values: MergeValues;
  chart: TemplateChartData;
  images: ReadonlyMap<number, StoredImage>;
  /** Shown in the PDF's title: the deal's name when printed for one. */
  subject: string | null;
}

/** A block's frame in points, with the PDF's origin at the bottom-left of the page. */
interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

function frameOf(block: TemplateBlock, pageHeight: number): Frame {
  return {
    left: block.x * pointsPerMm,
    top: pageHeight - block.y * pointsPerMm,
    width: block.width * pointsPerMm,
    height: block.height * pointsPerMm,
  };
}

function drawText(
  page: PDFPage,
  fonts: Fonts,
  block: TextBlock,
  frame: Frame,
  values: MergeValues,
) {
  const font =
    block.bold && block.italic
      ? fonts.boldItalic
      : block.bold
        ? fonts.bold
        : block.italic
          ? fonts.italic
          : fonts.regular;
  const size = block.font_size_pt;
  const lineHeight = size * 1.2;
  const text = encodable(font, fillMergeFields(block.text, values).text);
  // Lines that would fall below the block are left out, as the editor's block clips them.
  const fitting = Math.max(0, Math.floor(frame.height / lineHeight));
  const lines = wrapLines(new TextMeasure(font, size), text, frame.width, fitting);
  lines.forEach((line, index) => {
    const width = font.widthOfTextAtSize(line, size);
    const offset =
      block.align === 'center'
        ? (frame.width - width) / 2
        : block.align === 'right'
          ? frame.width - width
          : 0;
    page.drawText(line, {
      x: frame.left + offset,
      y: frame.top - size - index * lineHeight,
      size,
      font,
      color: colours.text,
    });
  });
}

function drawTable(
  page: PDFPage,
  fonts: Fonts,
  block: TableBlock,
  frame: Frame,
  values: MergeValues,
) {
  const rowCount = block.rows.length;
  const columnCount = block.rows[0]!.length;
  const rowHeight = frame.height / rowCount;
  const columnWidth = frame.width / columnCount;
  const size = Math.min(block.font_size_pt, rowHeight * 0.7);
  const padding = Math.min(3, columnWidth / 10);
  block.rows.forEach((row, rowIndex) => {
    const isHeader = block.header_row && rowIndex === 0;
    const font = isHeader ? fonts.bold : fonts.regular;
    const measure = new TextMeasure(font, size);
    const rowTop = frame.top - rowIndex * rowHeight;
    if (isHeader) {
      page.drawRectangle({
        x: frame.left,
        y: rowTop - rowHeight,
        width: frame.width,
        height: rowHeight,
        color: colours.headerFill,
      });
    }
    row.forEach((cell, columnIndex) => {
      const text = encodable(font, fillMergeFields(cell, values).text.replace(/\n/g, ' '));
      page.drawText(truncateToWidth(measure, text, columnWidth - 2 * padding), {
        x: frame.left + columnIndex * columnWidth + padding,
        y: rowTop - rowHeight / 2 - size * 0.35,
        size,
        font,
        color: colours.text,
      });
    });
  });
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      thickness: 0.5,
      color: colours.grid,
    });
  for (let index = 0; index <= rowCount; index += 1) {
    const y = frame.top - index * rowHeight;
    line(frame.left, y, frame.left + frame.width, y);
  }
  for (let index = 0; index <= columnCount; index += 1) {
    const x = frame.left + index * columnWidth;
    line(x, frame.top, x, frame.top - frame.height);
  }
}

function centredNote(page: PDFPage, font: PDFFont, frame: Frame, text: string, top?: number) {
  const size = Math.min(10, frame.height / 3);
  const line = truncateToWidth(new TextMeasure(font, size), text, frame.width - 4);
  page.drawText(line, {
    x: frame.left + (frame.width - font.widthOfTextAtSize(line, size)) / 2,
    y: (top ?? frame.top - frame.height / 2) - size / 2,
    size,
    font,
    color: colours.muted,
  });
}

/** A "#rrggbb" colour of the shared chart layout as pdf-lib's. */
function rgbOf(hex: string): RGB {
  const channel = (start: number) => parseInt(hex.slice(start, start + 2), 16) / 255;
  return rgb(channel(1), channel(3), channel(5));
}

/** The chart as the editor and its preview draw it: the shared layout, in points. */
function drawChart(
  page: PDFPage,
  fonts: Fonts,
  block: ChartBlock,
  frame: Frame,
  chart: TemplateChartData,
) {
  const layout = chartLayout(block.chart, block.title, chart, frame.width, frame.height);
  // The layout measures down from the block's top; the PDF measures up from the page's bottom.
  const yOf = (fromTop: number) => frame.top - fromTop;
  const write = (
    item: { text: string; x: number; y: number; size: number; centred?: boolean },
    font: PDFFont,
    color: RGB,
    maxWidth: number,
  ) => {
    const text = truncateToWidth(
      new TextMeasure(font, item.size),
      encodable(font, item.text),
      maxWidth,
    );
    const width = font.widthOfTextAtSize(text, item.size);
    page.drawText(text, {
      x: frame.left + (item.centred ? item.x - width / 2 : item.x),
      y: yOf(item.y),
      size: item.size,
      font,
      color,
    });
  };
  write(layout.title, fonts.bold, colours.text, frame.width);
  if (layout.kind === 'no-data') {
    page.drawRectangle({
      x: frame.left + layout.frame.x,
      y: yOf(layout.frame.y + layout.frame.height),
      width: layout.frame.width,
      height: layout.frame.height,
      borderColor: colours.grid,
      borderWidth: 0.5,
    });
    write(layout.note, fonts.italic, colours.muted, frame.width - 4);
    return;
  }
  for (const { swatch, label } of layout.legend) {
    page.drawRectangle({
      x: frame.left + swatch.x,
      y: yOf(swatch.y + swatch.height),
      width: swatch.width,
      height: swatch.height,
      color: rgbOf(swatch.colour),
    });
    write(label, fonts.regular, colours.text, frame.width / 2 - (label.x - swatch.x));
  }
  for (const bar of layout.bars) {
    if (bar.height <= 0) continue;
    page.drawRectangle({
      x: frame.left + bar.x,
      y: yOf(bar.y + bar.height),
      width: bar.width,
      height: bar.height,
      color: rgbOf(bar.colour),
    });
  }
  page.drawLine({
    start: { x: frame.left + layout.axis.x1, y: yOf(layout.axis.y) },
    end: { x: frame.left + layout.axis.x2, y: yOf(layout.axis.y) },
    thickness: 0.5,
    color: colours.muted,
  });
  write(layout.maxLabel, fonts.regular, colours.muted, frame.width);
  for (const month of layout.monthLabels) write(month, fonts.regular, colours.muted, frame.width);
}

async function drawImage(
  document: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  frame: Frame,
  stored: StoredImage | undefined,
  cache: Map<StoredImage, PDFImage>,
) {
  if (!stored) return;
  const placeholder = (note: string) => {
    page.drawRectangle({
      x: frame.left,
      y: frame.top - frame.height,
      width: frame.width,
      height: frame.height,
      borderColor: colours.grid,
      borderWidth: 0.5,
    });
    centredNote(page, fonts.italic, frame, note);
  };
  if (stored.contentType === 'image/webp') {
    // pdf-lib embeds PNG and JPEG only; the editor converts WebP uploads to PNG where it can.
    placeholder('WebP image: upload it as PNG or JPEG to print it');
    return;
  }
  const dimensions = imageDimensions(stored.data);
  if (!dimensions || !withinPixelCap(dimensions)) {
    placeholder(messages.templateImageTooLargeToPrint);
    return;
  }
  let image = cache.get(stored);
  if (!image) {
    image =
      stored.contentType === 'image/png'
        ? await document.embedPng(stored.data)
        : await document.embedJpg(stored.data);
    cache.set(stored, image);
  }
  // Fitted inside the block, keeping the image's proportions, centred.
  const scale = Math.min(frame.width / image.width, frame.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: frame.left + (frame.width - width) / 2,
    y: frame.top - frame.height + (frame.height - height) / 2,
    width,
    height,
  });
}

/**
 * The template as a PDF: one PDF page per template page at the template's paper size and
 * orientation, blocks at their millimetre positions, merge fields filled from `values` (unknown
 * and missing fields stay as written). Later blocks are drawn over earlier ones, as in the editor.
 */
export async function renderTemplatePdf(input: RenderInput): Promise<Uint8Array> {
  const { template, values, chart, images } = input;
  const document = await PDFDocument.create();
  document.setTitle(input.subject ? `${template.name}: ${input.subject}` : template.name);
  document.setCreator(productName);
  document.setProducer(productName);
  const fonts = await embedFonts(document);
  const { widthMm, heightMm } = pageDimensions(template.page_size, template.orientation);
  const size: [number, number] = [widthMm * pointsPerMm, heightMm * pointsPerMm];
  const imageCache = new Map<StoredImage, PDFImage>();
  for (const templatePage of template.pages) {
    const page = document.addPage(size);
    for (const block of templatePage.blocks) {
      const frame = frameOf(block, size[1]);
      switch (block.kind) {
        case 'text':
          drawText(page, fonts, block, frame, values);
          break;
        case 'table':
          drawTable(page, fonts, block, frame, values);
          break;
        case 'chart':
          drawChart(page, fonts, block, frame, chart);
          break;
        case 'image':
          await drawImage(
            document,
            page,
            fonts,
            frame,
            block.image_id === null ? undefined : images.get(block.image_id),
            imageCache,
          );
          break;
      }
    }
  }
  return document.save();
}

/**
 * A download name from the template's name (letters, digits and dashes), then the deal and the
 * proposal version it was filled from, so two versions' documents never share a name.
 */
export function pdfFileName(
  templateName: string,
  dealId: number | null,
  proposalVersion: number | null = null,
): string {
  const base =
    templateName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'template';
  const deal = dealId === null ? '' : `-deal-${dealId}`;
  const proposal = proposalVersion === null ? '' : `-proposal-v${proposalVersion}`;
  return `${base}${deal}${proposal}.pdf`;
}
