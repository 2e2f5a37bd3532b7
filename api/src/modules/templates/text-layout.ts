import type { PDFFont } from '@cantoo/pdf-lib';

/**
 * Text widths in one font, built up a character at a time. A template's text may hold thousands
 * of characters (one unbroken word among them), so layout adds each character's width to what
 * it has already measured instead of measuring ever longer strings: the work grows with the text,
 * not with its square or cube. Widths are kept in font units (a thousandth of the font size), the
 * integers pdf-lib itself adds up, so a sum here equals measuring the whole string at once.
 */
export class TextMeasure {
  private readonly units = new Map<string, number>();
  private readonly kerning = new Map<string, number>();

  constructor(
    private readonly font: PDFFont,
    readonly size: number,
  ) {}

  private unitsOf(text: string): number {
    return this.font.widthOfTextAtSize(text, 1000);
  }

  /** The width a character adds after `previous` (its own plus their kerning), in font units. */
  advance(previous: string | null, character: string): number {
    let own = this.units.get(character);
    if (own === undefined) {
      own = this.unitsOf(character);
      this.units.set(character, own);
    }
    if (previous === null) return own;
    const pair = previous + character;
    let kern = this.kerning.get(pair);
    if (kern === undefined) {
      kern = this.unitsOf(pair) - this.advance(null, previous) - own;
      this.kerning.set(pair, kern);
    }
    return own + kern;
  }

  /** Font units to points at this size, as pdf-lib scales them. */
  points(units: number): number {
    return units * (this.size / 1000);
  }
}

/** A line being filled: its text, width in font units and last character (for kerning). */
interface OpenLine {
  text: string;
  units: number;
  last: string | null;
}

const emptyLine = (): OpenLine => ({ text: '', units: 0, last: null });

/** The line with `characters` added, without changing `line`. */
function extended(measure: TextMeasure, line: OpenLine, characters: string): OpenLine {
  let { units, last } = line;
  for (const character of characters) {
    units += measure.advance(last, character);
    last = character;
  }
  return { text: line.text + characters, units, last };
}

/**
 * Greedy word wrap to `maxWidth` points; a word longer than a line is cut between characters
 * (a single character wider than the line keeps a line of its own). Only the first `maxLines`
 * lines are laid out: text below the block's bottom is never shown, so it is never measured.
 */
export function wrapLines(
  measure: TextMeasure,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  if (maxLines <= 0) return lines;
  const fits = (line: OpenLine) => measure.points(line.units) <= maxWidth;
  for (const paragraph of text.split('\n')) {
    let line = emptyLine();
    for (const word of paragraph.split(' ')) {
      const candidate = extended(measure, line, line.text === '' ? word : ` ${word}`);
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line.text !== '') {
        lines.push(line.text);
        if (lines.length >= maxLines) return lines;
      }
      line = emptyLine();
      for (const character of word) {
        const next = extended(measure, line, character);
        if (line.text === '' || fits(next)) {
          line = next;
          continue;
        }
        lines.push(line.text);
        if (lines.length >= maxLines) return lines;
        line = extended(measure, emptyLine(), character);
      }
    }
    lines.push(line.text);
    if (lines.length >= maxLines) return lines;
  }
  return lines;
}

const ellipsis = '...';

/** The text cut to `maxWidth` points with "..." after it when it is too wide ('' if nothing fits). */
export function truncateToWidth(measure: TextMeasure, text: string, maxWidth: number): string {
  const fits = (line: OpenLine) => measure.points(line.units) <= maxWidth;
  let kept = emptyLine();
  let best: string | null = fits(extended(measure, kept, ellipsis)) ? '' : null;
  for (const character of text) {
    kept = extended(measure, kept, character);
    if (!fits(kept)) break;
    if (fits(extended(measure, kept, ellipsis))) best = kept.text;
  }
  if (kept.text === text && fits(kept)) return text;
  return best === null || best === '' ? '' : `${best}${ellipsis}`;
}
