import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { messages, spreadsheetContentType } from '@solar/shared/domain';
import { HttpError } from '../http-error';
import {
  readTableUpload,
  spreadsheetCellText,
  tableUploadFormatOf,
  type TableUploadFormat,
  type TableUploadRow,
} from '../table-upload';

const limits = { maxBytes: 64 * 1024 * 1024, maxRows: 200_000, maxColumns: 100 };

/** Builds a workbook with exceljs's streaming writer, as a spreadsheet program would save it. */
async function workbook(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = writer.addWorksheet(name);
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  }
  await writer.commit();
  return Buffer.concat(chunks);
}

async function read(
  body: Buffer | string,
  format: TableUploadFormat,
  overrides: Partial<typeof limits> = {},
) {
  let header: string[] = [];
  const rows: TableUploadRow[] = [];
  let largestBatch = 0;
  const count = await readTableUpload(
    Readable.from([Buffer.from(body)]),
    format,
    { ...limits, ...overrides },
    {
      header: async (cells) => {
        header = cells;
      },
      rows: async (batch) => {
        largestBatch = Math.max(largestBatch, batch.length);
        rows.push(...batch);
      },
    },
  );
  return { count, header, rows, largestBatch };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpError);
  return (error as HttpError).message;
}

describe('the format of an upload', () => {
  it('is told by its content type, with or without parameters', () => {
    expect(tableUploadFormatOf('text/csv')).toBe('csv');
    expect(tableUploadFormatOf('text/csv; charset=utf-8')).toBe('csv');
    expect(tableUploadFormatOf(spreadsheetContentType)).toBe('xlsx');
    expect(tableUploadFormatOf('application/json')).toBeNull();
    expect(tableUploadFormatOf(undefined)).toBeNull();
  });
});

describe('reading a CSV upload', () => {
  it('hands over the trimmed header and the rows with their line numbers, skipping empty lines', async () => {
    const result = await read(
      '\uFEFF Name ,E-mail\nAnn,ann@example.com\n\nBo,bo@example.com\n',
      'csv',
    );
    expect(result.header).toEqual(['Name', 'E-mail']);
    expect(result.rows).toEqual([
      { rowNumber: 2, cells: ['Ann', 'ann@example.com'] },
      { rowNumber: 3, cells: ['Bo', 'bo@example.com'] },
    ]);
    expect(result.count).toBe(2);
  });

  it('refuses more rows than allowed', async () => {
    expect(await refusal(read('a\n1\n2\n3\n', 'csv', { maxRows: 2 }))).toBe(
      messages.apiLeadImportTooLarge,
    );
  });
});

describe('reading an Excel workbook upload', () => {
  it('reads the first sheet with numbers, dates, formulas and rich text as the cells show them', async () => {
    const file = await workbook({
      Leads: [
        ['First name', ' Phone ', 'Since', 'Total', 'Notes'],
        [
          'Ann',
          5550100,
          new Date(Date.UTC(2026, 2, 5)),
          { formula: 'B2*2', result: 11100200 },
          { richText: [{ text: 'Roof ' }, { text: 'south', font: { bold: true } }] },
        ],
        [],
        ['Bo', null, null, null, 'Call back'],
      ],
      Other: [['ignored'], ['not read']],
    });
    const result = await read(file, 'xlsx');
    expect(result.header).toEqual(['First name', 'Phone', 'Since', 'Total', 'Notes']);
    expect(result.rows).toEqual([
      { rowNumber: 2, cells: ['Ann', '5550100', '2026-03-05', '11100200', 'Roof south'] },
      { rowNumber: 4, cells: ['Bo', '', '', '', 'Call back'] },
    ]);
    expect(result.count).toBe(2);
  });

  it('reads 100 000 rows a batch of at most 1 000 at a time', async () => {
    const rows: ExcelJS.CellValue[][] = [['Name', 'E-mail']];
    for (let index = 1; index <= 100_000; index += 1) {
      rows.push([`Person ${index}`, `person${index}@example.com`]);
    }
    const result = await read(await workbook({ Leads: rows }), 'xlsx');
    expect(result.count).toBe(100_000);
    expect(result.largestBatch).toBe(1000);
    expect(result.rows.at(-1)).toEqual({
      rowNumber: 100_001,
      cells: ['Person 100000', 'person100000@example.com'],
    });
  });

  it('refuses too many columns, too many rows and too many bytes with the same messages as a CSV', async () => {
    const wide = await workbook({ Sheet: [['a', 'b', 'c']] });
    expect(await refusal(read(wide, 'xlsx', { maxColumns: 2 }))).toBe(
      messages.apiLeadImportTooManyColumns,
    );
    const long = await workbook({ Sheet: [['a'], [1], [2], [3]] });
    expect(await refusal(read(long, 'xlsx', { maxRows: 2 }))).toBe(messages.apiLeadImportTooLarge);
    expect(await refusal(read(long, 'xlsx', { maxBytes: 100 }))).toBe(
      messages.apiLeadImportTooLarge,
    );
  });

  it('refuses a file that is not a workbook with the message that says so', async () => {
    expect(await refusal(read('Name,E-mail\nAnn,ann@example.com\n', 'xlsx'))).toBe(
      messages.apiImportUnreadableXlsx,
    );
  });
});

describe('the text of a spreadsheet cell', () => {
  it('shows a hyperlink by its text, an error as empty and a time of day with the date', () => {
    expect(spreadsheetCellText({ text: 'site', hyperlink: 'https://example.com' })).toBe('site');
    expect(spreadsheetCellText({ error: '#N/A' } as ExcelJS.CellErrorValue)).toBe('');
    expect(spreadsheetCellText(new Date(Date.UTC(2026, 0, 2, 9, 30)))).toBe('2026-01-02 09:30:00');
    expect(spreadsheetCellText(true)).toBe('true');
  });
});
