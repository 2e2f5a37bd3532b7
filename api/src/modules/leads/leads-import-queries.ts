import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  guessLeadImportColumns,
  type LeadImport,
  type LeadImportMapping,
  leadImportMappingSchema,
  leadImportMaxBytes,
  leadImportMaxColumns,
  leadImportMaxRows,
  leadImportPreviewRows,
  type LeadImportProblems,
  type LeadImportStatus,
  leadAddressKey,
  leadInputOfRow,
  leadInputSchema,
  type LeadInputParsed,
  messages,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { storeTableUpload, type TableUploadFormat } from '../../http/table-upload';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { JobEngine } from '../../jobs/job-engine';
import type { JobProgressUpdate } from '../../jobs/job-kind';
import { type DealCaller, teamIdsSql } from '../deals';
import { addresses, deals } from '../deals/deals-tables';
import { dealContacts } from '../deal-contacts/deal-contacts-tables';
import { recordNotification } from '../notifications';
import { leadImportRows, leadImports } from './leads-import-tables';
import { leads } from './leads-tables';

export const leadImportValidateJobKind = 'lead-import-validate';
export const leadImportJobKind = 'lead-import';

/** Rows read per step by the jobs. */
const validateBatchSize = 1000;
const importBatchSize = 2000;

type ImportRow = typeof leadImports.$inferSelect;
type RowProblem = { field: string; message: string };
/** The lead a valid row makes: the form's fields as its schema parsed them. */
type ParsedLead = Omit<LeadInputParsed, 'owner' | 'status' | 'disqualify_reason'>;

/**
 * `POST /api/crm/leads/imports/`: reads the CSV as it arrives (never whole in memory) and keeps
 * its rows, a batch per statement, for the mapping step and the jobs. A refused or broken file
 * leaves nothing behind.
 */
export async function storeLeadUpload(
  db: Database,
  caller: DealCaller,
  fileName: string,
  format: TableUploadFormat,
  body: Readable,
): Promise<LeadImport> {
  const importId = await storeTableUpload(
    body,
    format,
    { maxBytes: leadImportMaxBytes, maxRows: leadImportMaxRows, maxColumns: leadImportMaxColumns },
    {
      create: async (header) => {
        const [created] = await db
          .insert(leadImports)
          .values({ createdBy: caller.id, fileName, header })
          .returning({ id: leadImports.id });
        return created!.id;
      },
      insertRows: async (id, batch) => {
        await db.insert(leadImportRows).values(batch.map((row) => ({ importId: id, ...row })));
      },
      remove: async (id) => {
        await db.delete(leadImports).where(eq(leadImports.id, id));
      },
      setTotalRows: async (id, total) => {
        await db.update(leadImports).set({ totalRows: total }).where(eq(leadImports.id, id));
      },
    },
  );
  return leadImportDetails(db, caller, importId);
}

/** The import, when it is the caller's (anyone else's answers 404, as if it did not exist). */
async function ownImport(db: Database, caller: DealCaller, importId: number, lock = false) {
  const query = db
    .select()
    .from(leadImports)
    .where(and(eq(leadImports.id, importId), eq(leadImports.createdBy, caller.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, messages.apiLeadImportNotFound);
  return row;
}

function mappingOf(row: ImportRow): LeadImportMapping {
  const stored = leadImportMappingSchema.safeParse(row.mapping);
  if (stored.success) return stored.data;
  return {
    columns: guessLeadImportColumns(row.header),
    default_source: null,
    default_interest: null,
  };
}

/** `GET /api/crm/leads/imports/{id}/`. */
export async function leadImportDetails(
  db: Database,
  caller: DealCaller,
  importId: number,
): Promise<LeadImport> {
  const row = await ownImport(db, caller, importId);
  const preview = await db
    .select({ cells: leadImportRows.cells })
    .from(leadImportRows)
    .where(eq(leadImportRows.importId, importId))
    .orderBy(asc(leadImportRows.rowNumber))
    .limit(leadImportPreviewRows);
  const [importer] =
    row.importedBy === null
      ? []
      : await db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(eq(users.id, row.importedBy));
  return {
    id: row.id,
    file_name: row.fileName,
    status: row.status as LeadImportStatus,
    header: row.header,
    preview: preview.map((entry) => entry.cells),
    mapping: mappingOf(row),
    total_rows: row.totalRows,
    valid_rows: row.validRows,
    problem_rows: row.problemRows,
    imported_rows: row.importedRows,
    validation_job_id: row.validationJobId,
    import_job_id: row.importJobId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    imported_by: importer ?? null,
    imported_at: row.importedAt?.toISOString() ?? null,
  };
}

const busyStatuses: readonly string[] = ['validating', 'importing'];

/**
 * `POST /api/crm/leads/imports/{id}/validate/`: keeps the mapping and queues the job that checks
 * every row, in one transaction (the job exists exactly when the import says it is checking).
 */
export async function startLeadImportValidation(
  db: Database,
  jobs: JobEngine,
  caller: DealCaller,
  importId: number,
  input: LeadImportMapping & { version: number },
): Promise<LeadImport> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const current = await ownImport(tx, caller, importId, true);
    if (current.status === 'imported') {
      throw new HttpError(409, messages.apiLeadImportAlreadyImported);
    }
    if (busyStatuses.includes(current.status)) throw new HttpError(409, messages.apiLeadImportBusy);
    if (current.version !== input.version) throw versionConflict();
    const used = Object.values(input.columns).filter((column) => column != null);
    if (used.some((column) => column >= current.header.length)) {
      throw new HttpError(400, messages.apiLeadImportColumnMissing);
    }
    const version = current.version + 1;
    const mapping: LeadImportMapping = {
      columns: input.columns,
      default_source: input.default_source,
      default_interest: input.default_interest,
    };
    const jobId = await jobs.enqueue(
      leadImportValidateJobKind,
      { import_id: importId, version },
      { userId: caller.id, tx },
    );
    await tx
      .update(leadImports)
      .set({
        mapping,
        status: 'validating',
        validRows: null,
        problemRows: null,
        validationJobId: jobId,
        version,
      })
      .where(eq(leadImports.id, importId));
  });
  return leadImportDetails(db, caller, importId);
}

/** The caller a job acts for: who started it, with their rights now. */
async function callerOf(db: Database, userId: number): Promise<DealCaller> {
  const [user] = await db
    .select({ id: users.id, isSuperuser: users.isSuperuser })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(404, messages.apiLeadImportNotFound);
  return user;
}

/** E-mail -> id of every sales person the caller may assign a lead to (themselves included). */
async function assignableOwners(db: Database, caller: DealCaller): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.isStaff, true),
        caller.isSuperuser ? undefined : sql`${users.id} IN ${teamIdsSql(caller.id)}`,
      ),
    );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

const duplicateFieldWords = { email: 'e-mail', phone: 'phone', address: 'address' } as const;
type DuplicateField = keyof typeof duplicateFieldWords;

/**
 * The same rule as the lead form's duplicates check, for a batch of parsed rows at once: which
 * e-mails, phones and addresses an existing lead, deal contact or deal already has.
 */
async function existingDuplicates(
  db: Database,
  parsed: readonly ParsedLead[],
): Promise<Map<string, 'lead' | 'contact' | 'deal'>> {
  const emails = [...new Set(parsed.map((lead) => lead.email).filter((email) => email !== ''))];
  const phones = [...new Set(parsed.map((lead) => lead.phone).filter((phone) => phone !== ''))];
  const addressKeys = [
    ...new Set(parsed.map((lead) => leadAddressKey(lead.address)).filter((key) => key !== '')),
  ];
  const found = new Map<string, 'lead' | 'contact' | 'deal'>();
  const note = (field: DuplicateField, value: string, kind: 'lead' | 'contact' | 'deal') => {
    const key = `${field}:${value}`;
    if (!found.has(key)) found.set(key, kind);
  };
  const leadTerms: SQL[] = [];
  if (emails.length) leadTerms.push(inArray(leads.email, emails));
  if (phones.length) leadTerms.push(inArray(leads.phone, phones));
  if (addressKeys.length) leadTerms.push(inArray(sql`lower(${leads.address})`, addressKeys));
  if (leadTerms.length === 0) return found;
  const emailSet = new Set(emails);
  const phoneSet = new Set(phones);
  const addressSet = new Set(addressKeys);
  for (const row of await db
    .select({
      email: leads.email,
      phone: leads.phone,
      address: sql<string>`lower(${leads.address})`,
    })
    .from(leads)
    .where(or(...leadTerms))) {
    if (emailSet.has(row.email)) note('email', row.email, 'lead');
    if (phoneSet.has(row.phone)) note('phone', row.phone, 'lead');
    if (addressSet.has(row.address)) note('address', row.address, 'lead');
  }
  const contactTerms: SQL[] = [];
  if (emails.length) contactTerms.push(inArray(sql`lower(${dealContacts.email})`, emails));
  if (phones.length) contactTerms.push(inArray(dealContacts.phone, phones));
  if (contactTerms.length) {
    for (const row of await db
      .select({ email: sql<string>`lower(${dealContacts.email})`, phone: dealContacts.phone })
      .from(dealContacts)
      .where(or(...contactTerms))) {
      if (emailSet.has(row.email)) note('email', row.email, 'contact');
      if (phoneSet.has(row.phone)) note('phone', row.phone, 'contact');
    }
  }
  if (addressKeys.length) {
    for (const row of await db
      .select({ address: sql<string>`lower(${addresses.address})` })
      .from(deals)
      .innerJoin(addresses, eq(addresses.id, deals.addressId))
      .where(inArray(sql`lower(${addresses.address})`, addressKeys))) {
      note('address', row.address, 'deal');
    }
  }
  return found;
}

/**
 * The validation job: every row read a batch at a time under the confirmed mapping, checked with
 * the lead form's schema, its owner e-mail resolved among the people the importer may assign,
 * and flagged when its e-mail, phone or address is already a lead's, contact's or deal's, or an
 * earlier row's of the same file. A job for an older version of the import stops without
 * writing (a newer check replaced it).
 */
export async function validateLeadImportRows(
  db: Database,
  userId: number,
  payload: { import_id: number; version: number },
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ valid_rows: number; problem_rows: number } | null> {
  const [current] = await db
    .select()
    .from(leadImports)
    .where(eq(leadImports.id, payload.import_id));
  if (!current || current.version !== payload.version || current.status !== 'validating') {
    return null;
  }
  const caller = await callerOf(db, userId);
  const owners = await assignableOwners(db, caller);
  const mapping = mappingOf(current);
  const firstRowOf = new Map<string, number>();
  let valid = 0;
  let problemCount = 0;
  let after = 0;
  await progress({ done: 0, total: current.totalRows, message: messages.jobCheckingLeadRows });
  for (;;) {
    signal?.throwIfAborted();
    const batch = await db
      .select({ rowNumber: leadImportRows.rowNumber, cells: leadImportRows.cells })
      .from(leadImportRows)
      .where(
        and(eq(leadImportRows.importId, payload.import_id), gt(leadImportRows.rowNumber, after)),
      )
      .orderBy(asc(leadImportRows.rowNumber))
      .limit(validateBatchSize);
    if (batch.length === 0) break;
    after = batch.at(-1)!.rowNumber;
    const checked = batch.map((row) => {
      const { input, ownerEmail } = leadInputOfRow(row.cells, mapping);
      const problems: RowProblem[] = [];
      const result = leadInputSchema.safeParse(input);
      if (!result.success) {
        for (const issue of result.error.issues) {
          problems.push({ field: String(issue.path[0] ?? ''), message: issue.message });
        }
      }
      let ownerId: number | null = caller.id;
      if (ownerEmail !== '') {
        ownerId = owners.get(ownerEmail) ?? null;
        if (ownerId === null)
          problems.push({ field: 'owner', message: messages.importOwnerUnknown });
      }
      const lead: ParsedLead | null = result.success
        ? {
            first_name: result.data.first_name,
            last_name: result.data.last_name,
            email: result.data.email,
            phone: result.data.phone,
            address: result.data.address,
            source: result.data.source,
            interest: result.data.interest,
            notes: result.data.notes,
          }
        : null;
      return { rowNumber: row.rowNumber, problems, lead, ownerId };
    });
    const existing = await existingDuplicates(
      db,
      checked.flatMap((row) => (row.lead ? [row.lead] : [])),
    );
    for (const row of checked) {
      if (!row.lead) continue;
      const values: [DuplicateField, string][] = [
        ['email', row.lead.email],
        ['phone', row.lead.phone],
        ['address', leadAddressKey(row.lead.address)],
      ];
      for (const [field, value] of values) {
        if (value === '') continue;
        const key = `${field}:${value}`;
        const kind = existing.get(key);
        if (kind) {
          row.problems.push({
            field,
            message: messages.importDuplicateExisting(duplicateFieldWords[field], kind),
          });
        }
        const earlier = firstRowOf.get(key);
        if (earlier === undefined) firstRowOf.set(key, row.rowNumber);
        else {
          row.problems.push({
            field,
            message: messages.importDuplicateInFile(duplicateFieldWords[field], earlier),
          });
        }
      }
    }
    for (const row of checked) {
      if (row.problems.length === 0) valid += 1;
      else problemCount += 1;
    }
    const values = sql.join(
      checked.map(
        (row) =>
          sql`(${row.rowNumber}::int, ${JSON.stringify(row.problems)}::jsonb, ${
            row.problems.length === 0 ? JSON.stringify(row.lead) : null
          }::jsonb, ${row.problems.length === 0 ? row.ownerId : null}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update lead_import_rows as r
      set problems = v.problems, lead = v.lead, owner_id = v.owner_id
      from (values ${values}) as v(row_number, problems, lead, owner_id)
      where r.import_id = ${payload.import_id} and r.row_number = v.row_number`);
    await progress({ done: valid + problemCount, total: current.totalRows });
  }
  const updated = await db
    .update(leadImports)
    .set({ status: 'validated', validRows: valid, problemRows: problemCount })
    .where(
      and(
        eq(leadImports.id, payload.import_id),
        eq(leadImports.version, payload.version),
        eq(leadImports.status, 'validating'),
      ),
    )
    .returning({ id: leadImports.id });
  if (updated.length === 0) return null;
  await progress({ message: messages.jobLeadRowsChecked });
  return { valid_rows: valid, problem_rows: problemCount };
}

/** `GET /api/crm/leads/imports/{id}/problems/`: the rows with problems, in file order. */
export async function leadImportProblems(
  db: Database,
  caller: DealCaller,
  importId: number,
  page: number,
  pageSize: number,
): Promise<LeadImportProblems> {
  await ownImport(db, caller, importId);
  const hasProblems = and(
    eq(leadImportRows.importId, importId),
    sql`jsonb_array_length(coalesce(${leadImportRows.problems}, '[]'::jsonb)) > 0`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: leadImportRows.rowNumber, problems: leadImportRows.problems })
      .from(leadImportRows)
      .where(hasProblems)
      .orderBy(asc(leadImportRows.rowNumber))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leadImportRows)
      .where(hasProblems),
  ]);
  return {
    results: rows.map((row) => ({ row: row.row, problems: row.problems ?? [] })),
    count: Number(total?.count ?? 0),
  };
}

/** The rows with problems as the file had them, a page at a time (their CSV download). */
export async function leadImportProblemRowsAfter(
  db: Database,
  caller: DealCaller,
  importId: number,
  after: number | null,
  limit: number,
) {
  await ownImport(db, caller, importId);
  const rows = await db
    .select({
      row: leadImportRows.rowNumber,
      cells: leadImportRows.cells,
      problems: leadImportRows.problems,
    })
    .from(leadImportRows)
    .where(
      and(
        eq(leadImportRows.importId, importId),
        gt(leadImportRows.rowNumber, after ?? 0),
        sql`jsonb_array_length(coalesce(${leadImportRows.problems}, '[]'::jsonb)) > 0`,
      ),
    )
    .orderBy(asc(leadImportRows.rowNumber))
    .limit(limit);
  return { rows, next: rows.length === limit ? rows.at(-1)!.row : null };
}

/** The file's header, for the problem rows' CSV. */
export async function leadImportHeader(db: Database, caller: DealCaller, importId: number) {
  return (await ownImport(db, caller, importId)).header;
}

/**
 * `POST /api/crm/leads/imports/{id}/import/`: once the rows are checked, queues the job that
 * makes them leads. A file with problems imports nothing unless the user chose to import the
 * valid rows.
 */
export async function startLeadImport(
  db: Database,
  jobs: JobEngine,
  caller: DealCaller,
  importId: number,
  input: { valid_rows_only: boolean; version: number },
): Promise<LeadImport> {
  await jobs.start();
  await inTransaction(db, async (tx) => {
    const current = await ownImport(tx, caller, importId, true);
    if (current.status === 'imported') {
      throw new HttpError(409, messages.apiLeadImportAlreadyImported);
    }
    if (busyStatuses.includes(current.status)) throw new HttpError(409, messages.apiLeadImportBusy);
    if (current.status !== 'validated') {
      throw new HttpError(409, messages.apiLeadImportNotValidated);
    }
    if (current.version !== input.version) throw versionConflict();
    if ((current.problemRows ?? 0) > 0 && !input.valid_rows_only) {
      throw new HttpError(409, messages.apiLeadImportHasProblems);
    }
    if ((current.validRows ?? 0) === 0) {
      throw new HttpError(409, messages.apiLeadImportNothingValid);
    }
    const version = current.version + 1;
    const jobId = await jobs.enqueue(
      leadImportJobKind,
      { import_id: importId, version },
      { userId: caller.id, tx },
    );
    await tx
      .update(leadImports)
      .set({
        status: 'importing',
        importJobId: jobId,
        importedBy: caller.id,
        importedAt: new Date(),
        version,
      })
      .where(eq(leadImports.id, importId));
  });
  return leadImportDetails(db, caller, importId);
}

/**
 * The import job: the valid rows become leads, a batch per transaction (the leads, the rows'
 * links to them and the import's count commit together), owned as the check resolved them and
 * created by the importer. Run again after a crash, it skips rows already linked to a lead.
 */
export async function importLeadRows(
  db: Database,
  userId: number,
  payload: { import_id: number; version: number },
  progress: (update: JobProgressUpdate) => Promise<void>,
  signal?: AbortSignal,
): Promise<{ imported_rows: number } | null> {
  const [current] = await db
    .select()
    .from(leadImports)
    .where(eq(leadImports.id, payload.import_id));
  if (!current || current.version !== payload.version || current.status !== 'importing') {
    return current?.status === 'imported' ? { imported_rows: current.importedRows } : null;
  }
  const total = current.validRows ?? 0;
  let done = current.importedRows;
  await progress({ done, total, message: messages.jobImportingLeads });
  for (;;) {
    signal?.throwIfAborted();
    // One statement per batch, all in PostgreSQL: the batch's rows are picked in file order and
    // given their lead ids first, so the leads, the rows' links to them and the import's count
    // are written together without the rows travelling to the API and back (that round trip
    // was most of the import's time).
    const inserted = await inTransaction(db, async (tx) => {
      const result = await tx.execute(sql`
        WITH picked AS (
          SELECT r.row_number, r.lead, r.owner_id
          FROM ${leadImportRows} r
          WHERE r.import_id = ${payload.import_id} AND r.lead_id IS NULL
            AND r.problems = '[]'::jsonb
          ORDER BY r.row_number
          LIMIT ${importBatchSize}
          FOR UPDATE
        ), batch AS MATERIALIZED (
          SELECT picked.*, nextval(pg_get_serial_sequence('leads', 'id'))::int AS lead_id
          FROM picked
        ), created AS (
          INSERT INTO ${leads} (id, first_name, last_name, email, phone, address, source,
            interest, notes, owner_id, created_by)
          SELECT b.lead_id, b.lead->>'first_name', b.lead->>'last_name', b.lead->>'email',
            b.lead->>'phone', b.lead->>'address', b.lead->>'source', b.lead->>'interest',
            b.lead->>'notes', b.owner_id, ${userId}::int
          FROM batch b ORDER BY b.row_number
          RETURNING 1
        ), linked AS (
          UPDATE ${leadImportRows} r SET lead_id = b.lead_id
          FROM batch b
          WHERE r.import_id = ${payload.import_id} AND r.row_number = b.row_number
          RETURNING 1
        ), counted AS (
          UPDATE ${leadImports}
          SET imported_rows = imported_rows + (SELECT count(*) FROM batch)
          WHERE id = ${payload.import_id}
          RETURNING 1
        )
        SELECT (SELECT count(*) FROM created)::int AS created,
          (SELECT count(*) FROM linked)::int AS linked,
          (SELECT count(*) FROM counted)::int AS counted`);
      const [row] = (result as unknown as { rows: { created: number }[] }).rows;
      return Number(row?.created ?? 0);
    });
    if (inserted === 0) break;
    done += inserted;
    await progress({ done, total });
  }
  await inTransaction(db, async (tx) => {
    // Only the run that finishes the import tells the uploader, so a retried job tells once.
    const [finished] = await tx
      .update(leadImports)
      .set({ status: 'imported' })
      .where(and(eq(leadImports.id, payload.import_id), sql`${leadImports.status} <> 'imported'`))
      .returning({
        createdBy: leadImports.createdBy,
        fileName: leadImports.fileName,
        importedRows: leadImports.importedRows,
      });
    if (!finished) return;
    await recordNotification(tx, {
      recipientId: finished.createdBy,
      actorUserId: null,
      kind: 'import_finished',
      target: { kind: 'import', leadImportId: payload.import_id },
      parts: { file_name: finished.fileName, imported_rows: String(finished.importedRows) },
    });
  });
  await progress({ message: messages.jobLeadsImported });
  return { imported_rows: done };
}
