import { PDFDocument, PDFFont, StandardFonts } from '@cantoo/pdf-lib';
import type { TemplateRecord, TextBlock } from '@solar/shared/domain';
import { renderTemplatePdf } from '../render-template-pdf';
import { noDealMergeValues } from '../template-deal-values';
import { TextMeasure, truncateToWidth, wrapLines } from '../text-layout';

/**
 * Text layout must cost work in proportion to the text, whatever the block's shape: an
 * over-wide word used to be cut by re-measuring it one character shorter at a time, so one PDF
 * of a single long word kept the API busy for minutes.
 */

function templateWith(block: Partial<TextBlock>): TemplateRecord {
  const text: TextBlock = {
    id: 'b1',
    kind: 'text',
    x: 10,
    y: 10,
    width: 5,
    height: 250,
    text: '',
    font_size_pt: 72,
    bold: false,
    italic: false,
    align: 'left',
    ...block,
  };
  return {
    id: 1,
    name: 'Long words',
    group: 'Contract',
    orientation: 'portrait',
    page_size: 'A4',
    pages: [{ id: 'p1', blocks: [text] }],
    version: 1,
    updated_by: null,
    updated_at: new Date(0).toISOString(),
    created_at: new Date(0).toISOString(),
  };
}

/**
 * Renders while counting the characters measured; past `budget` the measuring throws, so a
 * layout that does far too much work fails at once instead of hanging the test.
 */
async function measuredCharacters(template: TemplateRecord, budget: number): Promise<number> {
  let measured = 0;
  const original = PDFFont.prototype.widthOfTextAtSize;
  const spy = jest.spyOn(PDFFont.prototype, 'widthOfTextAtSize').mockImplementation(function (
    this: PDFFont,
    text: string,
    size: number,
  ) {
    measured += text.length;
    if (measured > budget) throw new Error(`more than ${budget} characters measured`);
    return original.call(this, text, size);
  });
  try {
    await renderTemplatePdf({
      template,
      values: noDealMergeValues(new Date()),
      chart: { monthly_usage_kwh: null, monthly_production_kwh: null },
      images: new Map(),
      subject: null,
    });
  } finally {
    spy.mockRestore();
  }
  return measured;
}

it('cuts a 5 000-character word in a 5 mm block with work linear in its length', async () => {
  const template = templateWith({ text: 'W'.repeat(5000) });
  expect(await measuredCharacters(template, 20 * 5000)).toBeLessThanOrEqual(20 * 5000);
  const started = Date.now();
  await measuredCharacters(template, Number.POSITIVE_INFINITY);
  // A generous bound: the old layout took minutes for this block.
  expect(Date.now() - started).toBeLessThan(2000);
});

it('stops laying out text once the block is full', async () => {
  // Room for one 12 pt line: the rest of the 5 000 characters is never measured.
  const template = templateWith({
    text: 'word '.repeat(1000),
    width: 100,
    height: 6,
    font_size_pt: 12,
  });
  expect(await measuredCharacters(template, 1000)).toBeLessThanOrEqual(1000);
});

it('lays out long runs of short words in linear work too', async () => {
  const template = templateWith({
    text: 'a '.repeat(2500),
    width: 190,
    height: 280,
    font_size_pt: 6,
  });
  expect(await measuredCharacters(template, 20 * 5000)).toBeLessThanOrEqual(20 * 5000);
});

describe('wrapLines and truncateToWidth', () => {
  let font: PDFFont;
  beforeAll(async () => {
    font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  });

  function counted() {
    const calls = { characters: 0 };
    const original = font.widthOfTextAtSize.bind(font);
    const counting = Object.create(font) as PDFFont;
    counting.widthOfTextAtSize = (text: string, size: number) => {
      calls.characters += text.length;
      return original(text, size);
    };
    return { calls, counting };
  }

  it('cuts an unbroken word into lines that each fit, measuring each character a bounded number of times', () => {
    const { calls, counting } = counted();
    const word = 'W'.repeat(5000);
    const maxWidth = 5 * (72 / 25.4);
    const lines = wrapLines(new TextMeasure(counting, 72), word, maxWidth, Infinity);
    expect(lines.join('')).toBe(word);
    // 5 mm is narrower than one 72 pt W: every character stands on its own line.
    expect(lines).toHaveLength(5000);
    expect(calls.characters).toBeLessThan(100);
  });

  it('fills each line as far as it goes and keeps words whole where they fit', () => {
    const { counting } = counted();
    const text = 'The quick brown fox jumps over the lazy dog. '.repeat(100).trim();
    const maxWidth = 200;
    const lines = wrapLines(new TextMeasure(counting, 12), text, maxWidth, Infinity);
    expect(lines.join(' ')).toBe(text);
    for (const [index, line] of lines.entries()) {
      expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(maxWidth);
      const nextWord = lines[index + 1]?.split(' ')[0];
      if (nextWord) {
        expect(font.widthOfTextAtSize(`${line} ${nextWord}`, 12)).toBeGreaterThan(maxWidth);
      }
    }
    expect(wrapLines(new TextMeasure(counting, 12), text, maxWidth, 3)).toEqual(lines.slice(0, 3));
  });

  it('keeps blank lines and cuts a long word at the widest prefix that fits', () => {
    const measure = new TextMeasure(font, 10);
    const word = 'abcdefghijklmnopqrstuvwxyz'.repeat(4);
    const lines = wrapLines(measure, `one\n\n${word}`, 100, Infinity);
    expect(lines.slice(0, 2)).toEqual(['one', '']);
    expect(lines.slice(2).join('')).toBe(word);
    const first = lines[2]!;
    expect(font.widthOfTextAtSize(first, 10)).toBeLessThanOrEqual(100);
    expect(font.widthOfTextAtSize(word.slice(0, first.length + 1), 10)).toBeGreaterThan(100);
  });

  it('truncates with "..." at the widest prefix that fits, in linear work', () => {
    const { calls, counting } = counted();
    const text = 'x'.repeat(500);
    const cut = truncateToWidth(new TextMeasure(counting, 10), text, 100);
    expect(cut.endsWith('...')).toBe(true);
    expect(font.widthOfTextAtSize(cut, 10)).toBeLessThanOrEqual(100);
    const longer = `${text.slice(0, cut.length - 2)}...`;
    expect(font.widthOfTextAtSize(longer, 10)).toBeGreaterThan(100);
    expect(calls.characters).toBeLessThan(100);
    expect(truncateToWidth(new TextMeasure(font, 10), 'short', 100)).toBe('short');
    expect(truncateToWidth(new TextMeasure(font, 10), 'wide text', 5)).toBe('');
  });
});
