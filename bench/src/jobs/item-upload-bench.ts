import { Readable } from 'node:stream';
import type { JobsRow } from './jobs-bench';
import { type CsvImportBenchOptions, runCsvImportBench } from './lead-import-bench';

/** A generated items file: number, description, unit, price and the panels' rated power. */
function itemCsvOf(rows: number): Readable {
  async function* lines() {
    yield 'SKU,Description,Unit,Price,Rated power (W)\r\n';
    for (let index = 0; index < rows; index += 1) {
      const watts = 380 + (index % 12) * 5;
      yield `BENCH-${String(index).padStart(6, '0')},Bench part ${index},pcs,${(index % 500) + 0.5},${index % 3 === 0 ? watts : ''}\r\n`;
    }
  }
  return Readable.from(lines());
}

/** Importing a generated items file (with an attribute column) through the Zoho data upload. */
export function runItemUploadBench(options: CsvImportBenchOptions): Promise<JobsRow[]> {
  return runCsvImportBench(
    {
      name: 'item upload',
      uploadUrl: '/api/zoho/uploads/?kind=items&file_name=bench.csv',
      fileUrl: '/api/zoho/uploads/{id}/',
      validateUrl: '/api/zoho/uploads/{id}/validate/',
      importUrl: '/api/zoho/uploads/{id}/import/',
      csv: itemCsvOf,
      validateBody: (file) => ({ columns: file.columns, version: file.version }),
      slug: 'item-upload',
    },
    options,
  );
}
