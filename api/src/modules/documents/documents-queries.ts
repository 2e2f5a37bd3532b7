import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import {
  type DealDocument,
  type ProjectMilestoneKey,
  type DocumentKind,
  type DocumentRequest,
  messages,
  type PortalDocuments,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { users } from '../../db/schema';
import { isForeignKeyViolation } from '../../db/is-foreign-key-violation';
import { HttpError } from '../../http/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { type DealCaller, requireDealAccess } from '../deals';
import { deals } from '../deals/deals-tables';
import { checkDocumentBytes, cleanDocumentName, sha256Of } from './document-upload';
import { requireProjectAccess } from '../projects';
import { projectMilestones } from '../projects/projects-tables';
import { dealDocuments, documentRequests } from './documents-tables';

/** What a module hands over to keep a file on a deal (an upload, a generated contract…). */
export interface DealDocumentInput {
  dealId: number;
  projectId?: number | null;
  /** One of `projectId`'s milestones, which the file documents. */
  milestoneId?: number | null;
  kind: DocumentKind;
  name: string;
  bytes: Uint8Array;
  sharedWithCustomer: boolean;
  /** Null for a file the system made on nobody's behalf. */
  uploadedBy: number | null;
  /** The customer's request this file answers. */
  requestId?: number | null;
}

const documentColumns = {
  id: dealDocuments.id,
  dealId: dealDocuments.dealId,
  projectId: dealDocuments.projectId,
  milestone: projectMilestones.key,
  kind: dealDocuments.kind,
  name: dealDocuments.name,
  contentType: dealDocuments.contentType,
  size: dealDocuments.size,
  sha256: dealDocuments.sha256,
  storageKey: dealDocuments.storageKey,
  uploadedAt: dealDocuments.uploadedAt,
  sharedWithCustomer: dealDocuments.sharedWithCustomer,
  requestId: dealDocuments.requestId,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
};

function personName(row: {
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  email: string | null;
}): string | null {
  if (row.email === null) return null;
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return name || row.username || row.email;
}

function toDocument(row: DocumentRow): DealDocument {
  return {
    id: row.id,
    deal_id: row.dealId,
    project_id: row.projectId,
    milestone: row.milestone as ProjectMilestoneKey | null,
    kind: row.kind as DocumentKind,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    sha256: row.sha256,
    uploaded_by: personName(row),
    uploaded_at: row.uploadedAt.toISOString(),
    shared_with_customer: row.sharedWithCustomer,
    request_id: row.requestId,
  };
}

function selectDocuments(db: Database) {
  return db
    .select(documentColumns)
    .from(dealDocuments)
    .leftJoin(users, eq(users.id, dealDocuments.uploadedBy))
    .leftJoin(projectMilestones, eq(projectMilestones.id, dealDocuments.milestoneId));
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof selectDocuments>['execute']>>[number];

const documentOrder = [desc(dealDocuments.uploadedAt), desc(dealDocuments.id)];

/**
 * THE way a file joins a deal, for every module (uploads, the templates' generated contracts,
 * signed PDFs): checks the bytes like an upload (type by content, size, pixels), writes them to
 * the storage, and inserts the row with `tx`, so the row exists exactly when the change that
 * made it commits. The bytes are written first under a new key: if `tx` later rolls back, the
 * file is left unnamed by any row (harmless, never served), never a row without its file.
 */
export async function storeDealDocument(
  tx: Database,
  storage: FileStorage,
  input: DealDocumentInput,
): Promise<DealDocument> {
  const contentType = checkDocumentBytes(input.bytes);
  const storageKey = `deals/${input.dealId}/${randomUUID()}`;
  try {
    await storage.put(storageKey, input.bytes, contentType);
  } catch {
    throw new HttpError(503, messages.apiStorageUnavailable);
  }
  const [row] = await tx
    .insert(dealDocuments)
    .values({
      dealId: input.dealId,
      projectId: input.projectId ?? null,
      milestoneId: input.milestoneId ?? null,
      kind: input.kind,
      name: cleanDocumentName(input.name),
      contentType,
      size: input.bytes.length,
      sha256: sha256Of(input.bytes),
      storageKey,
      uploadedBy: input.uploadedBy,
      sharedWithCustomer: input.sharedWithCustomer,
      requestId: input.requestId ?? null,
    })
    .returning({ id: dealDocuments.id });
  const [stored] = await selectDocuments(tx).where(eq(dealDocuments.id, row!.id));
  return toDocument(stored!);
}

/** `GET /api/crm/deals/{dealId}/documents/`: newest first, behind the per-deal rule. */
export async function listDealDocuments(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DealDocument[]> {
  await requireDealAccess(db, caller, dealId);
  const rows = await selectDocuments(db)
    .where(eq(dealDocuments.dealId, dealId))
    .orderBy(...documentOrder);
  return rows.map(toDocument);
}

/** A staff upload to a deal they may use. */
export async function uploadDealDocument(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  dealId: number,
  upload: { kind: DocumentKind; name: string; shared: boolean; bytes: Uint8Array },
): Promise<DealDocument> {
  await requireDealAccess(db, caller, dealId);
  return inTransaction(db, (tx) =>
    storeDealDocument(tx, storage, {
      dealId,
      kind: upload.kind,
      name: upload.name,
      bytes: upload.bytes,
      sharedWithCustomer: upload.shared,
      uploadedBy: caller.id,
    }),
  );
}

async function requireDocumentOfDeal(db: Database, dealId: number, id: number) {
  const [row] = await selectDocuments(db).where(
    and(eq(dealDocuments.id, id), eq(dealDocuments.dealId, dealId)),
  );
  if (!row) throw new HttpError(404, messages.apiDocumentNotFound);
  return row;
}

/** A stored file to send: its name, type and size, and the stream of its bytes. */
export interface DocumentDownload {
  name: string;
  contentType: string;
  size: number;
  stream: Readable;
}

async function openStored(storage: FileStorage, row: DocumentRow): Promise<DocumentDownload> {
  let stream: Readable | null;
  try {
    stream = await storage.get(row.storageKey);
  } catch {
    throw new HttpError(503, messages.apiStorageUnavailable);
  }
  if (!stream) throw new HttpError(404, messages.apiDocumentNotFound);
  return { name: row.name, contentType: row.contentType, size: row.size, stream };
}

/** `GET …/documents/{id}/file/`: the bytes of one of the deal's files. */
export async function openDealDocument(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  dealId: number,
  id: number,
): Promise<DocumentDownload> {
  await requireDealAccess(db, caller, dealId);
  return openStored(storage, await requireDocumentOfDeal(db, dealId, id));
}

/**
 * The bytes of one of a deal's files for a module that has already decided the caller may see it
 * (a shipment's proof of delivery, on the shipping page).
 */
export async function openStoredDealDocument(
  db: Database,
  storage: FileStorage,
  dealId: number,
  id: number,
): Promise<DocumentDownload> {
  return openStored(storage, await requireDocumentOfDeal(db, dealId, id));
}

/** Shares a file with the deal's customer contacts, or stops sharing it. */
export async function setDocumentShared(
  db: Database,
  caller: DealCaller,
  dealId: number,
  id: number,
  shared: boolean,
): Promise<DealDocument> {
  await requireDealAccess(db, caller, dealId);
  const updated = await db
    .update(dealDocuments)
    .set({ sharedWithCustomer: shared })
    .where(and(eq(dealDocuments.id, id), eq(dealDocuments.dealId, dealId)))
    .returning({ id: dealDocuments.id });
  if (updated.length === 0) throw new HttpError(404, messages.apiDocumentNotFound);
  return toDocument(await requireDocumentOfDeal(db, dealId, id));
}

/**
 * Deletes a file: the row first (from then on nobody is served it), then its bytes. A storage
 * failure after the row is gone leaves an unnamed file, listed among the storage's last errors.
 */
export async function deleteDealDocument(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  dealId: number,
  id: number,
): Promise<void> {
  await requireDealAccess(db, caller, dealId);
  // A file that is the record of something else (the proposal sent to the customer, its signed
  // copy, a delivery's proof) is kept by the database's references, and stays.
  const [removed] = await db
    .delete(dealDocuments)
    .where(and(eq(dealDocuments.id, id), eq(dealDocuments.dealId, dealId)))
    .returning({ storageKey: dealDocuments.storageKey })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) throw new HttpError(409, messages.apiDocumentIsRecord);
      throw error;
    });
  if (!removed) throw new HttpError(404, messages.apiDocumentNotFound);
  await storage.delete(removed.storageKey).catch(() => undefined);
}

const requestColumns = {
  id: documentRequests.id,
  dealId: documentRequests.dealId,
  description: documentRequests.description,
  requestedAt: documentRequests.requestedAt,
  fulfilledAt: documentRequests.fulfilledAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
};

async function selectRequestsWithDocument(db: Database, condition: SQL | undefined) {
  const rows = await db
    .select(requestColumns)
    .from(documentRequests)
    .leftJoin(users, eq(users.id, documentRequests.requestedBy))
    .where(condition)
    .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id));
  const answers = rows.length
    ? await db
        .select({ id: dealDocuments.id, requestId: dealDocuments.requestId })
        .from(dealDocuments)
        .where(
          inArray(
            dealDocuments.requestId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  return rows.map((row): DocumentRequest => ({
    id: row.id,
    deal_id: row.dealId,
    description: row.description,
    requested_by: personName(row),
    requested_at: row.requestedAt.toISOString(),
    status: row.fulfilledAt ? 'Fulfilled' : 'Open',
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
    document_id: answers.find((answer) => answer.requestId === row.id)?.id ?? null,
  }));
}

/** `GET /api/crm/deals/{dealId}/document-requests/`: open and fulfilled, newest first. */
export async function listDocumentRequests(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<DocumentRequest[]> {
  await requireDealAccess(db, caller, dealId);
  return selectRequestsWithDocument(db, eq(documentRequests.dealId, dealId));
}

/** Asks the deal's customer for a file; they see it in the portal until they upload one. */
export async function createDocumentRequest(
  db: Database,
  caller: DealCaller,
  dealId: number,
  description: string,
): Promise<DocumentRequest> {
  await requireDealAccess(db, caller, dealId);
  const [row] = await db
    .insert(documentRequests)
    .values({ dealId, description, requestedBy: caller.id })
    .returning({ id: documentRequests.id });
  const [request] = await selectRequestsWithDocument(db, eq(documentRequests.id, row!.id));
  return request!;
}

/** Withdraws a request still open (a fulfilled one stays, with its file). */
export async function cancelDocumentRequest(
  db: Database,
  caller: DealCaller,
  dealId: number,
  id: number,
): Promise<void> {
  await requireDealAccess(db, caller, dealId);
  const [row] = await db
    .select({ fulfilledAt: documentRequests.fulfilledAt })
    .from(documentRequests)
    .where(and(eq(documentRequests.id, id), eq(documentRequests.dealId, dealId)));
  if (!row) throw new HttpError(404, messages.apiDocumentRequestNotFound);
  if (row.fulfilledAt) throw new HttpError(409, messages.apiDocumentRequestFulfilled);
  await db
    .delete(documentRequests)
    .where(and(eq(documentRequests.id, id), isNull(documentRequests.fulfilledAt)));
}

/**
 * The customer's side: the shared files and the open requests of the deals `linkedDeals` keeps
 * (the portal's ownership rule, a condition on `deals`).
 */
export async function listCustomerDocuments(
  db: Database,
  linkedDeals: SQL,
): Promise<PortalDocuments> {
  const documents = await db
    .select({
      id: dealDocuments.id,
      dealId: deals.id,
      dealName: deals.name,
      milestone: projectMilestones.key,
      kind: dealDocuments.kind,
      name: dealDocuments.name,
      contentType: dealDocuments.contentType,
      size: dealDocuments.size,
      uploadedAt: dealDocuments.uploadedAt,
    })
    .from(dealDocuments)
    .innerJoin(deals, eq(deals.id, dealDocuments.dealId))
    .leftJoin(projectMilestones, eq(projectMilestones.id, dealDocuments.milestoneId))
    .where(and(eq(dealDocuments.sharedWithCustomer, true), linkedDeals))
    .orderBy(...documentOrder);
  const requests = await db
    .select({
      id: documentRequests.id,
      dealId: deals.id,
      dealName: deals.name,
      description: documentRequests.description,
      requestedAt: documentRequests.requestedAt,
    })
    .from(documentRequests)
    .innerJoin(deals, eq(deals.id, documentRequests.dealId))
    .where(and(isNull(documentRequests.fulfilledAt), linkedDeals))
    .orderBy(desc(documentRequests.requestedAt), desc(documentRequests.id));
  return {
    documents: documents.map((row) => ({
      id: row.id,
      deal_id: row.dealId,
      deal_name: row.dealName,
      milestone: row.milestone as ProjectMilestoneKey | null,
      kind: row.kind as DocumentKind,
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      uploaded_at: row.uploadedAt.toISOString(),
    })),
    requests: requests.map((row) => ({
      id: row.id,
      deal_id: row.dealId,
      deal_name: row.dealName,
      description: row.description,
      requested_at: row.requestedAt.toISOString(),
    })),
  };
}

/**
 * A shared file of one of the customer's deals. Anything else (not shared, another customer's,
 * missing) answers the same 404, so ids reveal nothing.
 */
export async function openCustomerDocument(
  db: Database,
  storage: FileStorage,
  linkedDeals: SQL,
  id: number,
): Promise<DocumentDownload> {
  const [row] = await selectDocuments(db)
    .innerJoin(deals, eq(deals.id, dealDocuments.dealId))
    .where(and(eq(dealDocuments.id, id), eq(dealDocuments.sharedWithCustomer, true), linkedDeals));
  if (!row) throw new HttpError(404, messages.apiDocumentNotFound);
  return openStored(storage, row);
}

/**
 * The customer's answer to an open request of one of their deals: the file joins the deal
 * (kind "customer upload", shared with them: they sent it) and the request is fulfilled, in one
 * transaction. The request row is locked, so two uploads at once cannot both answer it.
 */
export async function uploadForRequest(
  db: Database,
  storage: FileStorage,
  customerId: number,
  linkedDeals: SQL,
  requestId: number,
  upload: { name: string; bytes: Uint8Array },
): Promise<DealDocument> {
  return inTransaction(db, async (tx) => {
    const [request] = await tx
      .select({
        id: documentRequests.id,
        dealId: documentRequests.dealId,
        fulfilledAt: documentRequests.fulfilledAt,
      })
      .from(documentRequests)
      .innerJoin(deals, eq(deals.id, documentRequests.dealId))
      .where(and(eq(documentRequests.id, requestId), linkedDeals))
      .for('update', { of: documentRequests });
    if (!request) throw new HttpError(404, messages.apiDocumentRequestNotFound);
    if (request.fulfilledAt) throw new HttpError(409, messages.apiDocumentRequestFulfilled);
    const document = await storeDealDocument(tx, storage, {
      dealId: request.dealId,
      kind: 'customer-upload',
      name: upload.name,
      bytes: upload.bytes,
      sharedWithCustomer: true,
      uploadedBy: customerId,
      requestId: request.id,
    });
    await tx
      .update(documentRequests)
      .set({ fulfilledAt: new Date() })
      .where(eq(documentRequests.id, request.id));
    return document;
  });
}

/** `GET /api/projects/{id}/documents/`: the files of a project, each under its milestone or none. */
export async function listProjectDocuments(
  db: Database,
  caller: DealCaller,
  projectId: number,
): Promise<DealDocument[]> {
  await requireProjectAccess(db, caller, projectId);
  const rows = await selectDocuments(db)
    .where(eq(dealDocuments.projectId, projectId))
    .orderBy(...documentOrder);
  return rows.map(toDocument);
}

/**
 * `POST /api/projects/{id}/milestones/{key}/documents/`: a file documenting one milestone (a
 * permit, an inspection report), kept on the project's deal like every other file, so the deal's
 * page and the customer's portal list it too.
 */
export async function uploadMilestoneDocument(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  projectId: number,
  milestone: ProjectMilestoneKey,
  upload: { kind: DocumentKind; name: string; shared: boolean; bytes: Uint8Array },
): Promise<DealDocument> {
  const dealId = await requireProjectAccess(db, caller, projectId);
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: projectMilestones.id })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, projectId), eq(projectMilestones.key, milestone)));
    if (!row) throw new HttpError(404, messages.apiProjectNotFound);
    return storeDealDocument(tx, storage, {
      dealId,
      projectId,
      milestoneId: row.id,
      kind: upload.kind,
      name: upload.name,
      bytes: upload.bytes,
      sharedWithCustomer: upload.shared,
      uploadedBy: caller.id,
    });
  });
}

/** `GET /api/projects/{id}/documents/{documentId}/file/`: the bytes of one of the project's files. */
export async function openProjectDocument(
  db: Database,
  storage: FileStorage,
  caller: DealCaller,
  projectId: number,
  id: number,
): Promise<DocumentDownload> {
  await requireProjectAccess(db, caller, projectId);
  const [row] = await selectDocuments(db).where(
    and(eq(dealDocuments.id, id), eq(dealDocuments.projectId, projectId)),
  );
  if (!row) throw new HttpError(404, messages.apiDocumentNotFound);
  return openStored(storage, row);
}
