import { type Duplex, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { messages, spreadsheetContentType } from '@solar/shared/domain';
import { HttpError } from './http-error';

/** The limits of one uploaded file. */
export interface TableUploadLimits {
  maxBytes: number;
  maxRows: number;
  maxColumns: number;
}

/** A row of the file: its line (the header is line 1) and its cells as text. */
export interface TableUploadRow {
  rowNumber: number;
  cells: string[];
}

interface TableUploadHandlers {
  /** The first line, trimmed: where the caller creates the record the rows belong to. */
  header(cells: string[]): Promise<void>;
  /** A batch of rows, in file order, to store. */
  rows(batch: TableUploadRow[]): Promise<void>;
}

/** The two formats an upload may come in, told apart by the request's content type. */
export type TableUploadFormat = 'csv' | 'xlsx';

/** Rows handed over per batch. */
const tableUploadBatchSize = 1000;

/** The format a content type names, or null when it is neither CSV nor an Excel workbook. */
export function tableUploadFormatOf(contentType: string | undefined): TableUploadFormat | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === spreadsheetContentType) return 'xlsx';
  return null;
}

/** Refuses a file over the byte limit as soon as it passes it, before it is all read. */
function bytesWithinLimit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new HttpError(400, messages.apiLeadImportTooLarge));
      else callback(null, chunk);
    },
  });
}

/**
 * Decodes the upload as UTF-8 with characters split across chunks kept whole; a leading
 * byte-order mark is dropped.
 */
function utf8Text(): Transform {
  const decoder = new StringDecoder('utf8');
  let first = true;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      let text = decoder.write(chunk);
      if (first && text.length > 0) {
        text = text.replace(/^\uFEFF/, '');
        first = false;
      }
      callback(null, text);
    },
    flush(callback) {
      callback(null, decoder.end());
    },
  });
}

/** Hands rows over a batch at a time and keeps the row and column limits, whatever the format. */
function rowCollector(limits: TableUploadLimits, handlers: TableUploadHandlers) {
  let header = false;
  let rows = 0;
  let batch: TableUploadRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const full = batch;
    batch = [];
    await handlers.rows(full);
  };
  return {
    async add(rowNumber: number, cells: string[]) {
      if (!header) {
        if (cells.length > limits.maxColumns) {
          throw new HttpError(400, messages.apiLeadImportTooManyColumns);
        }
        header = true;
        await handlers.header(cells.map((cell) => cell.trim()));
        return;
      }
      rows += 1;
      if (rows > limits.maxRows) throw new HttpError(400, messages.apiLeadImportTooLarge);
      batch.push({ rowNumber, cells: cells.slice(0, limits.maxColumns) });
      if (batch.length >= tableUploadBatchSize) await flush();
    },
    async finish() {
      await flush();
      return rows;
    },
  };
}

async function readCsv(
  body: Readable,
  limits: TableUploadLimits,
  collector: ReturnType<typeof rowCollector>,
) {
  let line = 0;
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }) as Duplex;
  const store = new Transform({
    objectMode: true,
    transform(row: unknown, _encoding, callback) {
      line += 1;
      const cells = (Array.isArray(row) ? row : []).map((cell) => String(cell ?? ''));
      collector.add(line, cells).then(
        () => callback(),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  await pipeline(body, bytesWithinLimit(limits.maxBytes), utf8Text(), parser, store);
}

/** A date cell as the day it shows (YYYY-MM-DD), or with its time when it has one. */
function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** What a spreadsheet cell shows, as text: formulas by their result, rich text by its letters. */
export function spreadsheetCellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return spreadsheetCellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return spreadsheetCellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * The first worksheet of an Excel workbook, row by row as the zip arrives (exceljs's streaming
 * reader; a sheet stored before its shared strings waits in a temporary file, never in memory).
 * Empty rows are skipped as in a CSV; a row's number is the one the spreadsheet shows.
 */
async function readXlsx(
  body: Readable,
  limits: TableUploadLimits,
  collector: ReturnType<typeof rowCollector>,
) {
  const bytes = body.pipe(bytesWithinLimit(limits.maxBytes));
  // The reader does not end on a failing input stream (the byte limit above, or the request
  // dying), so such a failure ends the reading itself.
  const inputFailed = new Promise<never>((_resolve, reject) => {
    bytes.once('error', reject);
    body.once('error', reject);
  });
  inputFailed.catch(() => undefined);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(bytes, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date from a number (a date is a number formatted as one).
    styles: 'cache',
    worksheets: 'emit',
  });
  let sheetsSeen = 0;
  try {
    await Promise.race([readSheets(), inputFailed]);
  } catch (error) {
    // Stop reading, and let the rest of the request drain so the refusal can be answered.
    body.unpipe(bytes);
    bytes.destroy();
    body.resume();
    throw error;
  }
  async function readSheets() {
    for await (const sheet of reader) {
      sheetsSeen += 1;
      // Later sheets are read through (the zip is one stream) but not kept.
      for await (const row of sheet) {
        if (sheetsSeen > 1) continue;
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from({ length: values.length }, (_, index) =>
          spreadsheetCellText(values[index]),
        );
        if (cells.every((cell) => cell.trim() === '')) continue;
        await collector.add(row.number, cells);
      }
    }
  }
}

/**
 * Reads an uploaded CSV or Excel workbook as it arrives (never whole in memory): the header
 * first, then the rows a batch at a time. Answers how many rows there were (0: only a header, or
 * nothing). A file over the limits, or one that is not what its type says, is a 400; the caller
 * removes what it stored. Every import reads its files this way.
 */
export async function readTableUpload(
  body: Readable,
  format: TableUploadFormat,
  limits: TableUploadLimits,
  handlers: TableUploadHandlers,
): Promise<number> {
  const collector = rowCollector(limits, handlers);
  try {
    if (format === 'csv') await readCsv(body, limits, collector);
    else await readXlsx(body, limits, collector);
    return await collector.finish();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(
      400,
      format === 'csv' ? messages.apiLeadImportUnreadable : messages.apiImportUnreadableXlsx,
    );
  }
}

/** Where an upload's rows are kept: the record the file becomes, and its rows. */
interface TableUploadStore {
  /** Creates the file's record from its header; answers its id. */
  create(header: string[]): Promise<number>;
  insertRows(id: number, batch: TableUploadRow[]): Promise<void>;
  /** Removes the record and its rows (a refused or broken file leaves nothing behind). */
  remove(id: number): Promise<void>;
  setTotalRows(id: number, total: number): Promise<void>;
}

/**
 * Reads an upload into its record and rows, a batch per statement (for the mapping step and the
 * jobs), and answers the record's id. A refused, broken or empty file leaves nothing behind.
 */
export async function storeTableUpload(
  body: Readable,
  format: TableUploadFormat,
  limits: TableUploadLimits,
  store: TableUploadStore,
): Promise<number> {
  let id: number | null = null;
  let rowCount = 0;
  try {
    rowCount = await readTableUpload(body, format, limits, {
      header: async (header) => {
        id = await store.create(header);
      },
      rows: (batch) => store.insertRows(id!, batch),
    });
  } catch (error) {
    if (id !== null) await store.remove(id);
    throw error;
  }
  if (id === null || rowCount === 0) {
    if (id !== null) await store.remove(id);
    throw new HttpError(400, messages.apiLeadImportEmptyFile);
  }
  await store.setTotalRows(id, rowCount);
  return id;
}
