import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import {
  formatDateTime,
  messages,
  permitFeeFootnote,
  productName,
  savingsMergeFields,
  type ProposalDocumentLines,
} from '@solar/shared/domain';
import { embedFonts, encodable, type Fonts } from '../templates';

/** A4 in points, and the margin every page keeps. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const ink = rgb(0.1, 0.1, 0.12);
const muted = rgb(0.42, 0.42, 0.47);

/** What the proposal document prints: the deal, the customer and the version's figures. */
export interface ProposalPdfInput {
  dealName: string;
  address: string;
  customerName: string;
  salesPerson: string | null;
  proposalVersion: number;
  /** The program it was priced with and the lines its proposal design shows; null: no figures. */
  document: { programName: string; lines: ProposalDocumentLines } | null;
  /** The version's savings merge values (`savings.*`), formatted as the presenter shows them. */
  values: Readonly<Record<string, string>>;
  /**
   * Dollars at the end of years 0 to 25 of the savings cash flow (the savings figures' rate and
   * defaults), drawn as a chart with its numbers; null when the deal's company has no rate.
   */
  cumulativeCashFlow?: readonly number[] | null;
  /** When it was sent: the document's date, and its creation date inside the file. */
  sentAt: Date;
}

const gain = rgb(0.18, 0.55, 0.3);
const loss = rgb(0.78, 0.25, 0.2);

/** Whole dollars as the document prints them in the chart ("-$12,345", "$8,020"). */
function wholeDollars(value: number): string {
  const rounded = Math.round(value);
  const text = `$${Math.abs(rounded).toLocaleString('en-US')}`;
  return rounded < 0 ? `-${text}` : text;
}

/**
 * A page with the cumulative cash flow by year: bars below zero in red, above in green, the zero
 * line, and every year's number under the chart, so the figure is readable without the picture.
 */
function drawCashFlowPage(document: PDFDocument, fonts: Fonts, values: readonly number[]): void {
  const page = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  page.drawText(encodable(fonts.bold, 'Savings: cumulative cash flow'), {
    x: margin,
    y,
    size: 13,
    font: fonts.bold,
    color: ink,
  });
  y -= 18;
  y = drawWrapped(
    page,
    'What the system has saved, less what it cost, at the end of each year: it pays back where the bars turn green.',
    { x: margin, y, width: pageSize[0] - 2 * margin, size: 9, font: fonts.regular, colour: muted },
  );
  const axisWidth = 64;
  const left = margin + axisWidth;
  const width = pageSize[0] - margin - left;
  const height = 200;
  const bottom = y - 16 - height;
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const yOf = (value: number) => bottom + ((value - low) / span) * height;
  for (const value of [...new Set([high, 0, low])]) {
    const text = encodable(fonts.regular, wholeDollars(value));
    page.drawText(text, {
      x: left - 6 - fonts.regular.widthOfTextAtSize(text, 8),
      y: yOf(value) - 3,
      size: 8,
      font: fonts.regular,
      color: muted,
    });
  }
  const step = width / values.length;
  values.forEach((value, year) => {
    const top = yOf(Math.max(0, value));
    const base = yOf(Math.min(0, value));
    page.drawRectangle({
      x: left + year * step + step * 0.15,
      y: base,
      width: step * 0.7,
      height: Math.max(0.5, top - base),
      color: value < 0 ? loss : gain,
    });
    if (year % 5 === 0) {
      page.drawText(String(year), {
        x: left + year * step + step * 0.2,
        y: bottom - 12,
        size: 8,
        font: fonts.regular,
        color: muted,
      });
    }
  });
  page.drawLine({
    start: { x: left, y: yOf(0) },
    end: { x: left + width, y: yOf(0) },
    thickness: 0.75,
    color: ink,
  });
  page.drawText(encodable(fonts.regular, 'Year'), {
    x: left + width - 20,
    y: bottom - 24,
    size: 8,
    font: fonts.regular,
    color: muted,
  });
  // The numbers, in four columns of years.
  const rowsPerColumn = Math.ceil(values.length / 4);
  const columnWidth = (pageSize[0] - 2 * margin) / 4;
  const tableTop = bottom - 48;
  values.forEach((value, year) => {
    const column = Math.floor(year / rowsPerColumn);
    const row = year % rowsPerColumn;
    page.drawText(encodable(fonts.regular, `Year ${year}: ${wholeDollars(value)}`), {
      x: margin + column * columnWidth,
      y: tableTop - row * 13,
      size: 9,
      font: fonts.regular,
      color: ink,
    });
  });
}

/** What the certificate page proves: who signed what, when, from where, with which image. */
export interface SignatureAudit {
  signerName: string;
  signerEmail: string;
  contactName: string;
  customerUserId: number;
  signedAt: Date;
  ip: string;
  userAgent: string;
  method: 'drawn' | 'typed';
  documentSha256: string;
  signaturePng: Uint8Array;
  proposalVersion: number;
  dealName: string;
}

/** Draws `text` cut into lines of at most `width` points; answers the y below the last line. */
function drawWrapped(
  page: PDFPage,
  text: string,
  options: {
    x: number;
    y: number;
    width: number;
    size: number;
    font: PDFFont;
    colour?: typeof ink;
  },
): number {
  const words = encodable(options.font, text).split(/\s+/);
  let line = '';
  let y = options.y;
  const flush = () => {
    page.drawText(line, {
      x: options.x,
      y,
      size: options.size,
      font: options.font,
      color: options.colour ?? ink,
    });
    y -= options.size * 1.4;
  };
  for (const word of words) {
    const next = line === '' ? word : `${line} ${word}`;
    // A single word wider than the line (a hash) is cut by characters.
    if (options.font.widthOfTextAtSize(next, options.size) <= options.width) {
      line = next;
      continue;
    }
    if (line !== '') flush();
    line = word;
    while (options.font.widthOfTextAtSize(line, options.size) > options.width) {
      let cut = line.length - 1;
      while (
        cut > 1 &&
        options.font.widthOfTextAtSize(line.slice(0, cut), options.size) > options.width
      )
        cut -= 1;
      const head = line.slice(0, cut);
      line = head;
      flush();
      line = word.slice(head.length);
    }
  }
  if (line !== '') flush();
  return y;
}

function labelValueRows(
  page: PDFPage,
  fonts: Fonts,
  rows: readonly (readonly [string, string])[],
  top: number,
): number {
  let y = top;
  for (const [label, value] of rows) {
    page.drawText(encodable(fonts.regular, label), {
      x: margin,
      y,
      size: 10,
      font: fonts.regular,
      color: muted,
    });
    y = drawWrapped(page, value, {
      x: margin + 190,
      y,
      width: pageSize[0] - 2 * margin - 190,
      size: 10,
      font: fonts.bold,
    });
    y -= 4;
  }
  return y;
}

/**
 * The proposal as sent, as a PDF: the document the customer reads in the portal, reduced to its
 * deal, customer and figures. Its bytes are the document signed (their SHA-256 is recorded when
 * it is sent and printed on the certificate), so the file is made reproducible: no random
 * identifier, and its dates are the sending's.
 */
export async function renderProposalPdf(input: ProposalPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(document);
  const title = `${productName} proposal V${input.proposalVersion}: ${input.dealName}`;
  document.setTitle(encodable(fonts.regular, title));
  document.setProducer(productName);
  document.setCreator(productName);
  document.setCreationDate(input.sentAt);
  document.setModificationDate(input.sentAt);
  let page = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  page.drawText(encodable(fonts.bold, `Solar proposal, version ${input.proposalVersion}`), {
    x: margin,
    y,
    size: 20,
    font: fonts.bold,
    color: ink,
  });
  y -= 34;
  y = labelValueRows(
    page,
    fonts,
    [
      ['Prepared for', input.customerName],
      ['Project', input.dealName],
      ['Address', input.address],
      ['Sales person', input.salesPerson ?? '—'],
      ['Sent', `${formatDateTime(input.sentAt.toISOString())} (UTC ${input.sentAt.toISOString()})`],
    ],
    y,
  );
  const sections: [string, (readonly [string, string])[]][] = [];
  const rowsOf = (lines: ProposalDocumentLines['system']) =>
    lines.map((line) => [line.label, line.text] as const);
  if (input.document) {
    const { lines, programName } = input.document;
    sections.push(['Your system', rowsOf(lines.system)], ['Price', rowsOf(lines.cost)]);
    if (lines.payments.length > 0)
      sections.push([`${programName} program`, rowsOf(lines.payments)]);
  }
  const savings = savingsMergeFields
    .filter((field) => (input.values[field.key] ?? '') !== '')
    .map((field) => [field.label, input.values[field.key] ?? ''] as const);
  if (savings.length > 0) sections.push(['Savings and payback', savings]);
  for (const [heading, rows] of sections) {
    // A section starts on a new page rather than run off the bottom of this one.
    if (y - 40 - rows.length * 18 < margin) {
      page = document.addPage(pageSize);
      y = pageSize[1] - margin + 18;
    }
    y -= 18;
    page.drawText(encodable(fonts.bold, heading), {
      x: margin,
      y,
      size: 13,
      font: fonts.bold,
      color: ink,
    });
    y = labelValueRows(page, fonts, rows, y - 22);
    // The asterisk of the permit fees, which the totals leave out.
    if (rows.some(([label]) => label.endsWith('*'))) {
      y = drawWrapped(page, permitFeeFootnote, {
        x: margin,
        y,
        width: pageSize[0] - 2 * margin,
        size: 8,
        font: fonts.italic,
        colour: muted,
      });
    }
  }
  if (input.cumulativeCashFlow && input.cumulativeCashFlow.length > 0) {
    drawCashFlowPage(document, fonts, input.cumulativeCashFlow);
  }
  for (const each of document.getPages()) {
    each.drawText(encodable(fonts.italic, `${productName} · proposal V${input.proposalVersion}`), {
      x: margin,
      y: margin / 2,
      size: 8,
      font: fonts.italic,
      color: muted,
    });
  }
  return document.save({ useObjectStreams: false });
}

/**
 * The signed copy: the exact sent document's pages, then a certificate page holding the audit
 * trail, the signature image and the SHA-256 of the sent document's bytes.
 */
export async function signedProposalPdf(
  sentDocument: Uint8Array,
  audit: SignatureAudit,
): Promise<Uint8Array> {
  const document = await PDFDocument.load(sentDocument, { updateMetadata: false });
  const fonts = await embedFonts(document);
  document.setModificationDate(audit.signedAt);
  const page = document.addPage(pageSize);
  let y = pageSize[1] - margin;
  page.drawText(encodable(fonts.bold, messages.signatureCertificateTitle), {
    x: margin,
    y,
    size: 20,
    font: fonts.bold,
    color: ink,
  });
  y -= 30;
  y = drawWrapped(
    page,
    `${audit.signerName} accepted and signed proposal version ${audit.proposalVersion} of ${audit.dealName} electronically. The pages before this one are the document signed, byte for byte.`,
    { x: margin, y, width: pageSize[0] - 2 * margin, size: 10, font: fonts.regular },
  );
  y -= 12;
  y = labelValueRows(
    page,
    fonts,
    [
      ['Signed by (typed name)', audit.signerName],
      ['Customer account', `${audit.signerEmail} (user ${audit.customerUserId})`],
      ['Deal contact', audit.contactName],
      ['Signed at (UTC)', audit.signedAt.toISOString()],
      ['IP address', audit.ip],
      ['Browser (user agent)', audit.userAgent === '' ? '—' : audit.userAgent],
      [
        'Signature',
        audit.method === 'drawn'
          ? 'Drawn on the signature pad'
          : 'Typed name in a handwriting style',
      ],
      ['Document SHA-256', audit.documentSha256],
      ['Hash of', 'the bytes of the proposal PDF as sent (all pages before this one)'],
    ],
    y,
  );
  y -= 16;
  const image = await document.embedPng(audit.signaturePng);
  const width = Math.min(260, image.width);
  const height = (image.height / image.width) * width;
  page.drawText(encodable(fonts.regular, 'Signature'), {
    x: margin,
    y,
    size: 10,
    font: fonts.regular,
    color: muted,
  });
  y -= height + 8;
  page.drawImage(image, { x: margin, y, width, height });
  page.drawLine({
    start: { x: margin, y: y - 4 },
    end: { x: margin + width, y: y - 4 },
    thickness: 0.5,
    color: muted,
  });
  return document.save({ useObjectStreams: false });
}
