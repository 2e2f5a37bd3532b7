import type { Readable } from 'node:stream';
import { and, asc, eq, gt, gte, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import {
  messages,
  type ZohoUpload,
  type ZohoUploadColumns,
  type ZohoUploadDefaults,
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
import { menuPathsOf } from '../users';
import {
  type UploadImportContext,
  type UploadKind,
  uploadKinds,
  type UploadRowValues,
} from './imports-kinds';
import { zohoUploadRows, zohoUploads } from '../zoho/zoho-tables';

export const zohoUploadValidateJobKind = 'zoho-upload-validate';
export const zohoUploadImportJobKind = 'zoho-upload-import';

/** Rows read per step by the jobs; each import step is one transaction. */
const jobBatchSize = 1000;

type UploadRow = typeof zohoUploads.$inferSelect;
/** Who calls: the uploader, with the pages they may open deciding which kinds they may upload. */
export interface UploadCaller {
  id: number;
  isSuperuser: boolean;
}
const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping guessed from the header: each field takes the first free column named like it. */
async function guessedColumns(db: Database, row: UploadRow): Promise<ZohoUploadColumns> {
  const kind = uploadKinds[row.kind as ZohoUploadKind];
  if (kind.guessColumns) return kind.guessColumns(row.header);
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
 * The kind, when the caller holds one of its pages (lead files are for the leads page's people,
 * the catalogue's for the data upload's); anyone else is refused as the route itself would.
 */
async function permittedKind(
  db: Database,
  caller: UploadCaller,
  kind: ZohoUploadKind,
): Promise<UploadKind<unknown>> {
  const uploadKind = uploadKinds[kind];
  if (caller.isSuperuser) return uploadKind;
  const permitted = await menuPathsOf(db, caller);
  if (!uploadKind.menuPaths.some((path) => permitted.has(path))) {
    throw new HttpError(403, messages.noResourcePermission);
  }
  return uploadKind;
}

/**
 * `POST /api/zoho/uploads/?kind=`: reads the CSV as it arrives and keeps its rows, a batch per
 * statement, for the mapping step and the jobs (the lead import's reader). A refused or broken
 * file leaves nothing behind.
 */
export async function storeUpload(
  db: Database,
  caller: UploadCaller,
  kind: ZohoUploadKind,
  fileName: string,
  format: TableUploadFormat,
  body: Readable,
): Promise<ZohoUpload> {
  await permittedKind(db, caller, kind);
  const userId = caller.id;
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
      // The batch travels as one JSON text the database takes apart: a statement with three
      // parameters per row cost most of the upload's time and memory in building and sending it.
      insertRows: async (id, batch) => {
        const rows = JSON.stringify(batch.map((row) => [row.rowNumber, row.cells]));
        await db.execute(sql`
          INSERT INTO ${zohoUploadRows} (upload_id, row_number, cells)
          SELECT ${id}::int, (e->>0)::int, e->1 FROM jsonb_array_elements(${rows}::jsonb) AS e`);
      },
      remove: async (id) => {
        await db.delete(zohoUploads).where(eq(zohoUploads.id, id));
      },
      setTotalRows: async (id, total) => {
        await db.update(zohoUploads).set({ totalRows: total }).where(eq(zohoUploads.id, id));
      },
    },
  );
  return uploadDetails(db, caller, uploadId);
}

/**
 * The upload, when it is the caller's (anyone else's answers 404, as if it did not exist) and
 * the caller still holds a page of its kind.
 */
async function ownUpload(db: Database, caller: UploadCaller, uploadId: number, lock = false) {
  const query = db
    .select()
    .from(zohoUploads)
    .where(and(eq(zohoUploads.id, uploadId), eq(zohoUploads.createdBy, caller.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, messages.apiLeadImportNotFound);
  await permittedKind(db, caller, row.kind as ZohoUploadKind);
  return row;
}

/** `GET /api/zoho/uploads/{id}/`. */
export async function uploadDetails(
  db: Database,
  caller: UploadCaller,
  uploadId: number,
): Promise<ZohoUpload> {
  const row = await ownUpload(db, caller, uploadId);
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
    defaults: row.defaults,
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
  caller: UploadCaller,
  uploadId: number,
  input: { columns: ZohoUploadColumns; defaults: ZohoUploadDefaults; version: number },
): Promise<ZohoUpload> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const row = await ownUpload(tx, caller, uploadId, true);
    if (row.version !== input.version) throw versionConflict();
    if (row.status === 'validating' || row.status === 'importing') {
      throw new HttpError(409, messages.apiLeadImportBusy);
    }
    if (row.status === 'imported') throw new HttpError(409, messages.apiLeadImportAlreadyImported);
    const kind = uploadKinds[row.kind as ZohoUploadKind];
    const fields = await kind.fields(tx);
    const columns: ZohoUploadColumns = {};
    const defaults: ZohoUploadDefaults = {};
    for (const [key, value] of Object.entries(input.defaults)) {
      const field = fields.find((each) => each.key === key);
      if (!field?.options?.includes(value)) {
        throw new HttpError(400, messages.apiUploadDefaultUnknown);
      }
      defaults[key] = value;
    }
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
    const refused = kind.checkColumns?.(columns);
    if (refused) throw new HttpError(400, refused);
    const version = row.version + 1;
    const jobId = await jobs.enqueue(
      zohoUploadValidateJobKind,
      { upload_id: uploadId, version },
      { userId: caller.id, tx },
    );
    await tx
      .update(zohoUploads)
      .set({
        columns,
        defaults,
        status: 'validating',
        version,
        validationJobId: jobId,
        validRows: null,
        problemRows: null,
      })
      .where(eq(zohoUploads.id, uploadId));
  });
  return uploadDetails(db, caller, uploadId);
}

/**
 * The rows of an upload after `after`, a batch, with their cells by field under the mapping (a
 * choice field's default standing in for an empty cell).
 */
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
      const cell = column === null ? '' : (row.cells[column] ?? '').trim();
      values[key] = cell === '' ? (upload.defaults[key] ?? '') : cell;
    }
    return { ...row, values: values as UploadRowValues };
  });
}

/**
 * A promise awaited later, after other work: its failure is still thrown where it is awaited,
 * but is not reported as unhandled if that work fails first.
 */
function handledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
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
  const context = await kind.startCheck(db, uploadContextOf(upload));
  let valid = 0;
  let problemCount = 0;
  await progress({ done: 0, total: upload.totalRows, message: messages.uploadChecking });
  // While a batch is checked, the next one is read and the last one's findings are written: the
  // database and the API work at the same time instead of waiting on each other.
  let reading = handledLater(rowsAfter(db, upload, 0));
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    signal?.throwIfAborted();
    const batch = await reading;
    if (batch.length === 0) break;
    reading = handledLater(rowsAfter(db, upload, batch.at(-1)!.rowNumber));
    const checked = await kind.checkRows(db, context, batch);
    // What the check found goes back as one JSON text (a row number, its problems, what a valid
    // row makes), not as three parameters per row.
    const results = JSON.stringify(
      checked.map((row, index) => {
        if (row.problems.length === 0) valid += 1;
        else problemCount += 1;
        return {
          row_number: batch[index]!.rowNumber,
          problems: row.problems,
          parsed: row.problems.length === 0 ? row.parsed : null,
        };
      }),
    );
    const done = valid + problemCount;
    await writing;
    writing = handledLater(
      db
        .execute(
          sql`
            UPDATE ${zohoUploadRows} AS r
            SET problems = v.problems, parsed = v.parsed
            FROM jsonb_to_recordset(${results}::jsonb)
              AS v(row_number int, problems jsonb, parsed jsonb)
            WHERE r.upload_id = ${upload.id} AND r.row_number = v.row_number`,
        )
        .then(() => progress({ done, total: upload.totalRows })),
    );
  }
  await writing;
  await db
    .update(zohoUploads)
    .set({ status: 'validated', validRows: valid, problemRows: problemCount })
    .where(and(eq(zohoUploads.id, upload.id), eq(zohoUploads.version, payload.version)));
  return { valid_rows: valid, problem_rows: problemCount };
}

const uploadContextOf = (upload: UploadRow) => ({
  uploadId: upload.id,
  userId: upload.createdBy,
  fileName: upload.fileName,
});

/** `GET …/problems/`: how many rows have problems, and the first of them. */
export async function uploadProblems(
  db: Database,
  caller: UploadCaller,
  uploadId: number,
): Promise<ZohoUploadProblems> {
  await ownUpload(db, caller, uploadId);
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
  caller: UploadCaller,
  uploadId: number,
  input: { valid_rows_only: boolean; version: number },
): Promise<ZohoUpload> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const row = await ownUpload(tx, caller, uploadId, true);
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
      { userId: caller.id, tx },
    );
    await tx
      .update(zohoUploads)
      .set({ status: 'importing', version, importJobId: jobId })
      .where(eq(zohoUploads.id, uploadId));
  });
  return uploadDetails(db, caller, uploadId);
}

/** Valid rows the import takes per step, a transaction each, when they stay in the database. */
export const uploadImportBatchSize = 2000;

/**
 * One step of an import whose rows stay in the database, as one statement (so one transaction):
 * the next valid rows not yet imported after row `after` are marked imported, handed to the
 * kind's insert and counted on the upload. A second run of the same step (a retried job racing
 * the first) finds them marked and skips them.
 */
async function importMarkedBatch(db: Database, uploadId: number, after: number, insert: SQL) {
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT row_number FROM ${zohoUploadRows}
      WHERE upload_id = ${uploadId} AND row_number > ${after}
        AND parsed IS NOT NULL AND NOT imported
      ORDER BY row_number
      LIMIT ${uploadImportBatchSize}
    ), marked AS (
      UPDATE ${zohoUploadRows} AS r SET imported = true
      FROM picked
      WHERE r.upload_id = ${uploadId} AND r.row_number = picked.row_number AND NOT r.imported
      RETURNING r.row_number, r.parsed
    ), inserted AS (${insert}),
    counted AS (
      UPDATE ${zohoUploads} SET imported_rows = imported_rows + (SELECT count(*) FROM marked)
      WHERE id = ${uploadId}
    )
    SELECT count(*)::int AS count, coalesce(max(row_number), 0)::int AS last FROM marked`);
  const [row] = (result as unknown as { rows: { count: number; last: number }[] }).rows;
  return { count: row?.count ?? 0, last: row?.last ?? after };
}

/**
 * One step of an import whose kind writes what the check made of each row itself: a batch of
 * valid rows not yet imported, written, marked imported and counted in one transaction.
 */
async function importParsedBatch(
  db: Database,
  upload: UploadRow,
  after: number,
  kind: UploadKind<unknown>,
  context: UploadImportContext,
) {
  const batch = await rowsAfter(db, upload, after, true);
  if (batch.length === 0) return { count: 0, last: after };
  const range = { from: batch[0]!.rowNumber, to: batch.at(-1)!.rowNumber };
  await inTransaction(db, async (tx) => {
    await kind.importRows?.(
      tx,
      batch.map((row) => row.parsed),
      context,
    );
    await tx
      .update(zohoUploadRows)
      .set({ imported: true })
      .where(
        and(
          eq(zohoUploadRows.uploadId, upload.id),
          gte(zohoUploadRows.rowNumber, range.from),
          lte(zohoUploadRows.rowNumber, range.to),
          isNotNull(zohoUploadRows.parsed),
        ),
      );
    await tx
      .update(zohoUploads)
      .set({ importedRows: sql`${zohoUploads.importedRows} + ${batch.length}` })
      .where(eq(zohoUploads.id, upload.id));
  });
  return { count: batch.length, last: range.to };
}

/**
 * The import job: the valid rows, a batch per transaction that also marks them imported and
 * counts them (what the progress bar reads), so a retry after a crash goes on where it stopped.
 * The batches follow the file's order from where the last one ended, so no batch reads past the
 * rows already imported.
 */
export async function importUploadRows(
  db: Database,
  payload: { upload_id: number; version: number },
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ imported_rows: number } | null> {
  const [upload] = await db.select().from(zohoUploads).where(eq(zohoUploads.id, payload.upload_id));
  if (!upload || upload.version !== payload.version || upload.status !== 'importing') {
    return upload?.status === 'imported' ? { imported_rows: upload.importedRows } : null;
  }
  const kind = uploadKinds[upload.kind as ZohoUploadKind];
  const context = uploadContextOf(upload);
  const total = upload.validRows ?? 0;
  let done = upload.importedRows;
  let after = 0;
  await progress({ done, total, message: messages.uploadImporting });
  for (;;) {
    signal?.throwIfAborted();
    const imported = kind.insertMarked
      ? await importMarkedBatch(db, upload.id, after, kind.insertMarked(sql`marked`, context))
      : await importParsedBatch(db, upload, after, kind, context);
    if (imported.count === 0) break;
    after = imported.last;
    done += imported.count;
    await progress({ done, total });
  }
  await inTransaction(db, async (tx) => {
    // Only the run that finishes the import tells the uploader, so a retried job tells once.
    const [finished] = await tx
      .update(zohoUploads)
      .set({ status: 'imported' })
      .where(
        and(
          eq(zohoUploads.id, upload.id),
          eq(zohoUploads.version, payload.version),
          eq(zohoUploads.status, 'importing'),
        ),
      )
      .returning({ importedRows: zohoUploads.importedRows });
    if (finished) await kind.imported?.(tx, { ...context, importedRows: finished.importedRows });
  });
  return { imported_rows: done };
}

/** The rows with problems as the file had them, a page at a time (their CSV download). */
export async function uploadProblemRowsAfter(
  db: Database,
  caller: UploadCaller,
  uploadId: number,
  after: number | null,
  limit: number,
) {
  await ownUpload(db, caller, uploadId);
  const rows = await db
    .select({
      row: zohoUploadRows.rowNumber,
      cells: zohoUploadRows.cells,
      problems: zohoUploadRows.problems,
    })
    .from(zohoUploadRows)
    .where(
      and(
        eq(zohoUploadRows.uploadId, uploadId),
        gt(zohoUploadRows.rowNumber, after ?? 0),
        sql`jsonb_array_length(coalesce(${zohoUploadRows.problems}, '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(asc(zohoUploadRows.rowNumber))
    .limit(limit);
  return { rows, next: rows.length === limit ? rows.at(-1)!.row : null };
}

/** The file's header, for the problem rows' CSV. */
export async function uploadHeader(db: Database, caller: UploadCaller, uploadId: number) {
  return (await ownUpload(db, caller, uploadId)).header;
}
