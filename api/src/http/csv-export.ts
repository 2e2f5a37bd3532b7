import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import Papa from 'papaparse';
import { z } from 'zod';

/** One column of an export: its header and how a row shows in it. */
export interface CsvColumn<Row> {
  header: string;
  value(row: Row): string | number | boolean | null;
}

/** One page of a keyset walk and where the next one starts (null: this was the last). */
export interface CsvPage<Row, Cursor> {
  rows: Row[];
  next: Cursor | null;
}

/** Rows read per statement while exporting: memory stays at one page whatever the list's size. */
export const csvExportPageSize = 500;

/**
 * A cell a spreadsheet would run as a formula gets a leading apostrophe, so an exported value
 * typed by anyone (a lead's name, a deal's notes) cannot run code in the reader's spreadsheet.
 * A signed plain number (an E.164 phone, a negative amount) is a value, not a formula, and is
 * left as it is so spreadsheets read it.
 */
const formulaStart = /^(?:[=@\t\r]|[+-](?![\d.]+$))/;

/**
 * The CSV of a list, streamed: the header row, then each page of `walk` as it is read, so the
 * whole result is never held in memory. Values are plain for spreadsheets: numbers unformatted,
 * dates ISO 8601 in UTC, booleans `true`/`false`, empty for none. A UTF-8 byte-order mark leads
 * so spreadsheet programs read accents as UTF-8.
 */
export async function csvStream<Row, Cursor>(
  columns: readonly CsvColumn<Row>[],
  walk: (cursor: Cursor | null) => Promise<CsvPage<Row, Cursor>>,
): Promise<Readable> {
  const lineOf = (cells: unknown[][]) =>
    `${Papa.unparse(cells, { newline: '\r\n', escapeFormulae: formulaStart })}\r\n`;
  const linesOf = (page: CsvPage<Row, Cursor>) =>
    page.rows.length === 0
      ? ''
      : lineOf(page.rows.map((row) => columns.map((column) => column.value(row) ?? '')));
  // The first page is read before anything is sent: a refusal (a filter the database cannot
  // take) is then an ordinary error answer, not a download cut short.
  const first = await walk(null);
  async function* lines() {
    yield `\uFEFF${lineOf([columns.map((column) => column.header)])}${linesOf(first)}`;
    let cursor = first.next;
    while (cursor !== null) {
      const page: CsvPage<Row, Cursor> = await walk(cursor);
      yield linesOf(page);
      cursor = page.next;
    }
  }
  return Readable.from(lines());
}

/** Sends `stream` as a CSV download named `fileName` (with today's date, UTC). */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): Readable {
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}-${day}.csv"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff');
  return stream;
}

/** The OpenAPI answer of an export route. */
export const csvResponseSchema = z
  .unknown()
  .meta({ description: 'CSV file (UTF-8, comma-separated, header row first)' });
