import type { Readable } from 'node:stream';
import {
  maxPlannedImportRows,
  messages,
  plannedImportColumns,
  plannedInstallationInputSchema,
  type PlannedInstallationInput,
} from '@solar/shared/domain';
import { provinces } from '../../db/schema';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import {
  readTableUpload,
  type TableUploadFormat,
  type TableUploadRow,
} from '../../http/table-upload';
import { HttpError } from '../../http/http-error';
import { plannedInstallations } from './demand-tables';
import { valuesOfPlanned } from './demand-plan-queries';

/** A plan file is small (a season of weeks by region), checked whole before anything is kept. */
const limits = { maxBytes: 512 * 1024, maxRows: maxPlannedImportRows, maxColumns: 20 };

/**
 * Imports planned installations from CSV or an Excel workbook: a header naming `plannedImportColumns` (any order),
 * then one planned installation a line (province by its code, e.g. NS, or empty for any; program
 * empty for any). Every line is checked with the form's rules first; any problem refuses the whole
 * file with each line's message, otherwise every line is inserted in one transaction.
 */
export async function importPlanned(
  db: Database,
  body: Readable,
  format: TableUploadFormat,
): Promise<{ count: number }> {
  let columnIndex: Record<string, number> = {};
  const rows: TableUploadRow[] = [];
  await readTableUpload(body, format, limits, {
    async header(cells) {
      const lower = cells.map((cell) => cell.toLowerCase());
      if (!plannedImportColumns.every((column) => lower.includes(column))) {
        throw new HttpError(400, messages.plannedImportHeader);
      }
      columnIndex = Object.fromEntries(plannedImportColumns.map((c) => [c, lower.indexOf(c)]));
    },
    async rows(batch) {
      rows.push(...batch);
    },
  });
  if (rows.length === 0) throw new HttpError(400, messages.plannedImportEmpty);
  const provinceRows = await db.select({ id: provinces.id, code: provinces.code }).from(provinces);
  const provinceByCode = new Map(provinceRows.map((row) => [row.code.toUpperCase(), row.id]));
  const problems: string[] = [];
  const inputs: PlannedInstallationInput[] = [];
  for (const row of rows) {
    const cell = (column: (typeof plannedImportColumns)[number]) =>
      (row.cells[columnIndex[column]!] ?? '').trim();
    const provinceCode = cell('province').toUpperCase();
    const provinceId = provinceCode === '' ? null : (provinceByCode.get(provinceCode) ?? -1);
    if (provinceId === -1) {
      problems.push(
        messages.plannedImportRowProblem(row.rowNumber, messages.plannedImportUnknownProvince),
      );
      continue;
    }
    const parsed = plannedInstallationInputSchema.safeParse({
      week: cell('week'),
      count: Number(cell('count')),
      installation_type: cell('installation_type').toLowerCase(),
      panel_size_w: Number(cell('panel_size_w')),
      panels_each: Number(cell('panels_each')),
      province_id: provinceId,
      program: cell('program') === '' ? null : cell('program'),
    });
    if (!parsed.success) {
      problems.push(
        messages.plannedImportRowProblem(row.rowNumber, parsed.error.issues[0]!.message),
      );
      continue;
    }
    inputs.push(parsed.data);
  }
  if (problems.length > 0) {
    throw new HttpError(400, problems[0]!, {
      errors: problems.slice(0, 100).map((message) => ({ path: 'body', message })),
    });
  }
  await inTransaction(db, async (tx) => {
    for (let start = 0; start < inputs.length; start += 500) {
      await tx
        .insert(plannedInstallations)
        .values(inputs.slice(start, start + 500).map(valuesOfPlanned));
    }
  });
  return { count: inputs.length };
}
