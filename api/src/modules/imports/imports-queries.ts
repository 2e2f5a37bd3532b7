import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  messages,
  type ZohoUpload,
  type ZohoUploadColumns,
  type ZohoUploadKind,
  type ZohoUploadProblems,
  type ZohoUploadStatus,
  zohoUploadMaxBytes,
  zohoUploadMaxColumns,
  zohoUploadMaxRows,
  zohoUploadPreviewRows,
  zohoUploadProblemRowsShown,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { storeTableUpload, type TableUploadFormat } from '../../http/table-upload';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { JobEngine } from '../../jobs/job-engine';
import type { JobProgressUpdate } from '../../jobs/job-kind';
import { uploadKinds, type UploadRowValues } from './imports-kinds';
import { zohoUploadRows, zohoUploads } from '../zoho/zoho-tables';

export const zohoUploadValidateJobKind = 'zoho-upload-validate';
export const zohoUploadImportJobKind = 'zoho-upload-import';

/** Rows read per step by the jobs; each import step is one transaction. */
const jobBatchSize = 1000;

type UploadRow = typeof zohoUploads.$inferSelect;
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping guessed from the header: each field takes the first free column named like it. */
async function guessedColumns(db: Database, row: UploadRow): Promise<ZohoUploadColumns> {
  const kind = uploadKinds[row.kind as ZohoUploadKind];
  const keys = row.header.map(headerKey);
  const taken = new Set<number>();
  const columns: ZohoUploadColumns = {};
  for (const field of await kind.fields(db)) {
    const names = kind.headerNames(field);
    const index = keys.findIndex((key, column) => !taken.has(column) && names.includes(key));
    columns[field.key] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return columns;
}

/**
 * `POST /api/zoho/uploads/?kind=`: reads the CSV as it arrives and keeps its rows, a batch per
 * statement, for the mapping step and the jobs (the lead import's reader). A refused or broken
 * file leaves nothing behind.
 */
export async function storeUpload(
  db: Database,
  userId: number,
  kind: ZohoUploadKind,
  fileName: string,
  format: TableUploadFormat,
  body: Readable,
): Promise<ZohoUpload> {
  const uploadId = await storeTableUpload(
    body,
    format,
    { maxBytes: zohoUploadMaxBytes, maxRows: zohoUploadMaxRows, maxColumns: zohoUploadMaxColumns },
    {
      create: async (header) => {
        const [created] = await db
          .insert(zohoUploads)
          .values({ createdBy: userId, kind, fileName, header })
          .returning({ id: zohoUploads.id });
        return created!.id;
      },
      insertRows: async (id, batch) => {
        await db.insert(zohoUploadRows).values(batch.map((row) => ({ uploadId: id, ...row })));
      },
      remove: async (id) => {
        await db.delete(zohoUploads).where(eq(zohoUploads.id, id));
      },
      setTotalRows: async (id, total) => {
        await db.update(zohoUploads).set({ totalRows: total }).where(eq(zohoUploads.id, id));
      },
    },
  );
  return uploadDetails(db, userId, uploadId);
}

/** The upload, when it is the caller's (anyone else's answers 404, as if it did not exist). */
async function ownUpload(db: Database, userId: number, uploadId: number, lock = false) {
  const query = db
    .select()
    .from(zohoUploads)
    .where(and(eq(zohoUploads.id, uploadId), eq(zohoUploads.createdBy, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, messages.apiLeadImportNotFound);
  return row;
}

/** `GET /api/zoho/uploads/{id}/`. */
export async function uploadDetails(
  db: Database,
  userId: number,
  uploadId: number,
): Promise<ZohoUpload> {
  const row = await ownUpload(db, userId, uploadId);
  const preview = await db
    .select({ cells: zohoUploadRows.cells })
    .from(zohoUploadRows)
    .where(eq(zohoUploadRows.uploadId, uploadId))
    .orderBy(asc(zohoUploadRows.rowNumber))
    .limit(zohoUploadPreviewRows);
  return {
    id: row.id,
    kind: row.kind as ZohoUploadKind,
    file_name: row.fileName,
    status: row.status as ZohoUploadStatus,
    header: row.header,
    preview: preview.map((entry) => entry.cells),
    fields: await uploadKinds[row.kind as ZohoUploadKind].fields(db),
    columns: row.columns ?? (await guessedColumns(db, row)),
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    problem_rows: row.problemRows,
    imported_rows: row.importedRows,
    validation_job_id: row.validationJobId,
    import_job_id: row.importJobId,
    version: row.version,
  };
}

/**
 * `POST …/validate/`: keeps the confirmed mapping and queues the check, in one transaction. A
 * required field without a column, or a column the file does not have, is refused at once.
 */
export async function startUploadValidation(
  db: Database,
  jobs: JobEngine,
  userId: number,
  uploadId: number,
  input: { columns: ZohoUploadColumns; version: number },
): Promise<ZohoUpload> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const row = await ownUpload(tx, userId, uploadId, true);
    if (row.version !== input.version) throw versionConflict();
    if (row.status === 'validating' || row.status === 'importing') {
      throw new HttpError(409, messages.apiLeadImportBusy);
    }
    if (row.status === 'imported') throw new HttpError(409, messages.apiLeadImportAlreadyImported);
    const fields = await uploadKinds[row.kind as ZohoUploadKind].fields(tx);
    const columns: ZohoUploadColumns = {};
    for (const field of fields) {
      const column = input.columns[field.key] ?? null;
      if (column !== null && column >= row.header.length) {
        throw new HttpError(400, messages.apiLeadImportColumnMissing);
      }
      if (field.required && column === null) {
        throw new HttpError(400, messages.uploadColumnRequired(field.label));
      }
      columns[field.key] = column;
    }
    const version = row.version + 1;
    const jobId = await jobs.enqueue(
      zohoUploadValidateJobKind,
      { upload_id: uploadId, version },
      { userId, tx },
    );
    await tx
      .update(zohoUploads)
      .set({
        columns,
        status: 'validating',
        version,
        validationJobId: jobId,
        validRows: null,
        problemRows: null,
      })
      .where(eq(zohoUploads.id, uploadId));
  });
  return uploadDetails(db, userId, uploadId);
}

/** The rows of an upload after `after`, a batch, with their cells by field under the mapping. */
async function rowsAfter(db: Database, upload: UploadRow, after: number, onlyValid = false) {
  const rows = await db
    .select({
      rowNumber: zohoUploadRows.rowNumber,
      cells: zohoUploadRows.cells,
      parsed: zohoUploadRows.parsed,
    })
    .from(zohoUploadRows)
    .where(
      and(
        eq(zohoUploadRows.uploadId, upload.id),
        gt(zohoUploadRows.rowNumber, after),
        onlyValid ? isNotNull(zohoUploadRows.parsed) : undefined,
        onlyValid ? eq(zohoUploadRows.imported, false) : undefined,
      ),
    )
    .orderBy(asc(zohoUploadRows.rowNumber))
    .limit(jobBatchSize);
  const columns = Object.entries(upload.columns ?? {});
  return rows.map((row) => {
    const values: Record<string, string> = {};
    for (const [key, column] of columns) {
      values[key] = column === null ? '' : (row.cells[column] ?? '').trim();
    }
    return { ...row, values: values as UploadRowValues };
  });
}

/**
 * The check job: every row, a batch at a time, by its kind's rules, writing each row's problems
 * (and what a valid row makes) back. A job for an older version stops without writing.
 */
export async function validateUploadRows(
  db: Database,
  payload: { upload_id: number; version: number },
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ valid_rows: number; problem_rows: number } | null> {
  const [upload] = await db.select().from(zohoUploads).where(eq(zohoUploads.id, payload.upload_id));
  if (!upload || upload.version !== payload.version || upload.status !== 'validating') return null;
  const kind = uploadKinds[upload.kind as ZohoUploadKind];
  const context = await kind.startCheck(db);
  let valid = 0;
  let problemCount = 0;
  let after = 0;
  await progress({ done: 0, total: upload.totalRows, message: messages.uploadChecking });
  for (;;) {
    signal?.throwIfAborted();
    const batch = await rowsAfter(db, upload, after);
    if (batch.length === 0) break;
    after = batch.at(-1)!.rowNumber;
    const checked = await kind.checkRows(db, context, batch);
    const values = sql.join(
      checked.map((row, index) => {
        if (row.problems.length === 0) valid += 1;
        else problemCount += 1;
        return sql`(${batch[index]!.rowNumber}::int, ${JSON.stringify(row.problems)}::jsonb, ${
          row.problems.length === 0 ? JSON.stringify(row.parsed) : null
        }::jsonb)`;
      }),
      sql`, `,
    );
    await db.execute(sql`
      update zoho_upload_rows as r
      set problems = v.problems, parsed = v.parsed
      from (values ${values}) as v(row_number, problems, parsed)
      where r.upload_id = ${upload.id} and r.row_number = v.row_number`);
    await progress({ done: valid + problemCount, total: upload.totalRows });
  }
  await db
    .update(zohoUploads)
    .set({ status: 'validated', validRows: valid, problemRows: problemCount })
    .where(and(eq(zohoUploads.id, upload.id), eq(zohoUploads.version, payload.version)));
  return { valid_rows: valid, problem_rows: problemCount };
}

/** `GET …/problems/`: how many rows have problems, and the first of them. */
export async function uploadProblems(
  db: Database,
  userId: number,
  uploadId: number,
): Promise<ZohoUploadProblems> {
  await ownUpload(db, userId, uploadId);
  const problemRows = and(
    eq(zohoUploadRows.uploadId, uploadId),
    sql`jsonb_array_length(coalesce(${zohoUploadRows.problems}, '[]'::jsonb)) > 0`,
  );
  const [count] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(zohoUploadRows)
    .where(problemRows);
  const rows = await db
    .select({ rowNumber: zohoUploadRows.rowNumber, problems: zohoUploadRows.problems })
    .from(zohoUploadRows)
    .where(problemRows)
    .orderBy(asc(zohoUploadRows.rowNumber))
    .limit(zohoUploadProblemRowsShown);
  return {
    count: count?.count ?? 0,
    rows: rows.map((row) => ({ row_number: row.rowNumber, problems: row.problems ?? [] })),
  };
}

/**
 * `POST …/import/`: queues the import of a checked file; nothing is imported while a row has a
 * problem unless the valid rows alone were chosen.
 */
export async function startUploadImport(
  db: Database,
  jobs: JobEngine,
  userId: number,
  uploadId: number,
  input: { valid_rows_only: boolean; version: number },
): Promise<ZohoUpload> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const row = await ownUpload(tx, userId, uploadId, true);
    if (row.version !== input.version) throw versionConflict();
    if (row.status === 'validating' || row.status === 'importing') {
      throw new HttpError(409, messages.apiLeadImportBusy);
    }
    if (row.status === 'imported') throw new HttpError(409, messages.apiLeadImportAlreadyImported);
    if (row.status !== 'validated') throw new HttpError(409, messages.apiLeadImportNotValidated);
    if ((row.problemRows ?? 0) > 0 && !input.valid_rows_only) {
      throw new HttpError(409, messages.apiLeadImportHasProblems);
    }
    if ((row.validRows ?? 0) === 0) throw new HttpError(409, messages.apiLeadImportNothingValid);
    const version = row.version + 1;
    const jobId = await jobs.enqueue(
      zohoUploadImportJobKind,
      { upload_id: uploadId, version },
      { userId, tx },
    );
    await tx
      .update(zohoUploads)
      .set({ status: 'importing', version, importJobId: jobId })
      .where(eq(zohoUploads.id, uploadId));
  });
  return uploadDetails(db, userId, uploadId);
}

/**
 * The import job: the valid rows, a batch per transaction that also marks them imported, so a
 * retry after a crash goes on where it stopped.
 */
export async function importUploadRows(
  db: Database,
  payload: { upload_id: number; version: number },
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ imported_rows: number } | null> {
  const [upload] = await db.select().from(zohoUploads).where(eq(zohoUploads.id, payload.upload_id));
  if (!upload || upload.version !== payload.version || upload.status !== 'importing') return null;
  const kind = uploadKinds[upload.kind as ZohoUploadKind];
  const total = upload.validRows ?? 0;
  let done = upload.importedRows;
  await progress({ done, total, message: messages.uploadImporting });
  for (;;) {
    signal?.throwIfAborted();
    const batch = await rowsAfter(db, upload, 0, true);
    if (batch.length === 0) break;
    await inTransaction(db, async (tx) => {
      await kind.importRows(
        tx,
        batch.map((row) => row.parsed),
        { userId: upload.createdBy, fileName: upload.fileName },
      );
      const numbers = batch.map((row) => row.rowNumber);
      await tx
        .update(zohoUploadRows)
        .set({ imported: true })
        .where(
          and(eq(zohoUploadRows.uploadId, upload.id), inArray(zohoUploadRows.rowNumber, numbers)),
        );
      await tx
        .update(zohoUploads)
        .set({ importedRows: sql`${zohoUploads.importedRows} + ${batch.length}` })
        .where(eq(zohoUploads.id, upload.id));
    });
    done += batch.length;
    await progress({ done, total });
  }
  await db
    .update(zohoUploads)
    .set({ status: 'imported' })
    .where(and(eq(zohoUploads.id, upload.id), eq(zohoUploads.version, payload.version)));
  return { imported_rows: done };
}
