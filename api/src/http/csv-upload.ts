import { type Duplex, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';
import { messages } from '@solar/shared/domain';
import { HttpError } from './http-error';

/** The limits of one uploaded CSV file. */
export interface CsvUploadLimits {
  maxBytes: number;
  maxRows: number;
  maxColumns: number;
}

/** A row of the file: its line (the header is line 1) and its cells as text. */
export interface CsvUploadRow {
  rowNumber: number;
  cells: string[];
}

interface CsvUploadHandlers {
  /** The first line, trimmed: where the caller creates the record the rows belong to. */
  header(cells: string[]): Promise<void>;
  /** A batch of rows, in file order, to store. */
  rows(batch: CsvUploadRow[]): Promise<void>;
}

/** Rows handed over per batch. */
const csvUploadBatchSize = 1000;

/**
 * Counts the upload's bytes (refusing a file over the limit before it is all read) and decodes
 * it as UTF-8 with characters split across chunks kept whole; a leading byte-order mark is
 * dropped.
 */
function utf8WithinLimit(maxBytes: number): Transform {
  const decoder = new StringDecoder('utf8');
  let bytes = 0;
  let first = true;
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        callback(new HttpError(400, messages.apiLeadImportTooLarge));
        return;
      }
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

/**
 * Reads an uploaded CSV as it arrives (papaparse's stream parser; never whole in memory): the
 * header first, then the rows a batch at a time. Answers how many rows there were (0: only a
 * header, or nothing). A file over the limits, or one that is not CSV, is a 400; the caller
 * removes what it stored. The lead import and the Zoho data upload both read files this way.
 */
export async function readCsvUpload(
  body: Readable,
  limits: CsvUploadLimits,
  handlers: CsvUploadHandlers,
): Promise<number> {
  let header = false;
  let rowNumber = 1;
  let batch: CsvUploadRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const full = batch;
    batch = [];
    await handlers.rows(full);
  };
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: 'greedy' }) as Duplex;
  const store = new Transform({
    objectMode: true,
    transform(row: unknown, _encoding, callback) {
      void (async () => {
        const cells = (Array.isArray(row) ? row : []).map((cell) => String(cell ?? ''));
        if (!header) {
          if (cells.length > limits.maxColumns) {
            throw new HttpError(400, messages.apiLeadImportTooManyColumns);
          }
          header = true;
          await handlers.header(cells.map((cell) => cell.trim()));
          return;
        }
        rowNumber += 1;
        if (rowNumber - 1 > limits.maxRows)
          throw new HttpError(400, messages.apiLeadImportTooLarge);
        batch.push({ rowNumber, cells: cells.slice(0, limits.maxColumns) });
        if (batch.length >= csvUploadBatchSize) await flush();
      })().then(
        () => callback(),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  try {
    await pipeline(body, utf8WithinLimit(limits.maxBytes), parser, store);
    await flush();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, messages.apiLeadImportUnreadable);
  }
  return rowNumber - 1;
}
