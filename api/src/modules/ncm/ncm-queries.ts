import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  canMoveNcm,
  isDocumentImage,
  maxNcmPhotos,
  messages,
  type NcmEvent,
  type NcmInput,
  type NcmMove,
  type NcmPage,
  type NcmPhoto,
  type NcmRecord,
  type NcmSource,
  type NcmStatus,
  type NcmSummary,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { containsPattern } from '../../db/like-pattern';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { FileStorage } from '../../storage/file-storage';
import {
  checkDocumentBytes,
  cleanDocumentName,
  type DocumentDownload,
  sha256Of,
} from '../documents';
import { purchaseOrderNumber } from '../purchase-orders';
import { purchaseOrderLines } from '../purchase-orders/purchase-orders-tables';
import { type MovementInput, postMovements, requireActiveWarehouse } from '../stock';
import { ncmRecords, warehouses } from '../stock/stock-tables';
import { items } from '../zoho/zoho-tables';
import { ncmRecordEvents, ncmRecordPhotos } from './ncm-tables';

/** How people quote a record, as the stock history names it. */
export function ncmNumber(id: number): string {
  return `NCM #${id}`;
}

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

const personColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
};

const summaryColumns = {
  id: ncmRecords.id,
  quantity: ncmRecords.quantity,
  source: ncmRecords.source,
  status: ncmRecords.status,
  description: ncmRecords.description,
  version: ncmRecords.version,
  createdAt: ncmRecords.createdAt,
  updatedAt: ncmRecords.updatedAt,
  itemId: items.id,
  itemno: items.itemno,
  itemdes: items.itemdes,
  warehouseId: warehouses.id,
  warehouseName: warehouses.name,
  purchaseOrderId: purchaseOrderLines.purchaseOrderId,
  photoCount: sql<number>`(SELECT count(*)::int FROM ncm_record_photos p
    WHERE p.ncm_record_id = ${ncmRecords.id})`,
  ...personColumns,
};

function selectRecords(db: Database) {
  return db
    .select(summaryColumns)
    .from(ncmRecords)
    .innerJoin(items, eq(items.id, ncmRecords.itemId))
    .innerJoin(warehouses, eq(warehouses.id, ncmRecords.warehouseId))
    .leftJoin(purchaseOrderLines, eq(purchaseOrderLines.id, ncmRecords.purchaseOrderLineId))
    .leftJoin(users, eq(users.id, ncmRecords.createdBy));
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toSummary(row: RecordRow): NcmSummary {
  return {
    id: row.id,
    number: ncmNumber(row.id),
    item: { id: row.itemId, itemno: row.itemno, itemdes: row.itemdes },
    warehouse: { id: row.warehouseId, name: row.warehouseName },
    quantity: row.quantity,
    source: row.source as NcmSource,
    status: row.status as NcmStatus,
    description: row.description,
    purchase_order:
      row.purchaseOrderId === null
        ? null
        : { id: row.purchaseOrderId, number: purchaseOrderNumber(row.purchaseOrderId) },
    photo_count: Number(row.photoCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export interface NcmListQuery {
  page: number;
  page_size: number;
  status?: NcmStatus | undefined;
  source?: NcmSource | undefined;
  warehouse_id?: number | undefined;
  search?: string | undefined;
}

/** Newest first; search by item number or description, the record's description or its number. */
export async function listNcmRecords(db: Database, query: NcmListQuery): Promise<NcmPage> {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(ncmRecords.status, query.status));
  if (query.source !== undefined) conditions.push(eq(ncmRecords.source, query.source));
  if (query.warehouse_id !== undefined) {
    conditions.push(eq(ncmRecords.warehouseId, query.warehouse_id));
  }
  const search = query.search?.trim() ?? '';
  if (search !== '') {
    const pattern = containsPattern(search);
    const digits = /^(?:ncm\s*)?#?\s*0*(\d{1,9})$/i.exec(search)?.[1];
    const byText = sql`(${items.itemno} ILIKE ${pattern} OR ${items.itemdes} ILIKE ${pattern}
      OR ${ncmRecords.description} ILIKE ${pattern})`;
    conditions.push(
      digits === undefined ? byText : sql`(${byText} OR ${ncmRecords.id} = ${Number(digits)})`,
    );
  }
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(ncmRecords.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ value: count() })
      .from(ncmRecords)
      .innerJoin(items, eq(items.id, ncmRecords.itemId))
      .where(where),
  ]);
  return { results: rows.map(toSummary), count: total?.value ?? 0 };
}

const photoColumns = {
  id: ncmRecordPhotos.id,
  name: ncmRecordPhotos.name,
  contentType: ncmRecordPhotos.contentType,
  size: ncmRecordPhotos.size,
  storageKey: ncmRecordPhotos.storageKey,
  uploadedAt: ncmRecordPhotos.uploadedAt,
  ...personColumns,
};

function selectPhotos(db: Database) {
  return db
    .select(photoColumns)
    .from(ncmRecordPhotos)
    .leftJoin(users, eq(users.id, ncmRecordPhotos.uploadedBy));
}

type PhotoRow = Awaited<ReturnType<ReturnType<typeof selectPhotos>['execute']>>[number];

function toPhoto(row: PhotoRow): NcmPhoto {
  return {
    id: row.id,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    uploaded_by: personName(row),
    uploaded_at: row.uploadedAt.toISOString(),
  };
}

async function eventsOf(db: Database, recordId: number): Promise<NcmEvent[]> {
  const rows = await db
    .select({
      id: ncmRecordEvents.id,
      fromStatus: ncmRecordEvents.fromStatus,
      toStatus: ncmRecordEvents.toStatus,
      reason: ncmRecordEvents.reason,
      createdAt: ncmRecordEvents.createdAt,
      ...personColumns,
    })
    .from(ncmRecordEvents)
    .leftJoin(users, eq(users.id, ncmRecordEvents.createdBy))
    .where(eq(ncmRecordEvents.ncmRecordId, recordId))
    .orderBy(ncmRecordEvents.id);
  return rows.map((row) => ({
    id: row.id,
    from_status: row.fromStatus as NcmStatus | null,
    to_status: row.toStatus as NcmStatus,
    reason: row.reason,
    by: personName(row),
    at: row.createdAt.toISOString(),
  }));
}

export async function readNcmRecord(db: Database, id: number): Promise<NcmRecord> {
  const [row] = await selectRecords(db).where(eq(ncmRecords.id, id));
  if (!row) throw new HttpError(404, messages.ncmRecordNotFound);
  const photos = await selectPhotos(db)
    .where(eq(ncmRecordPhotos.ncmRecordId, id))
    .orderBy(ncmRecordPhotos.id);
  return {
    ...toSummary(row),
    created_by: personName(row),
    photos: photos.map(toPhoto),
    events: await eventsOf(db, id),
  };
}

/**
 * Records material by hand and puts its quantity in quarantine in the same transaction. Material
 * found bad in a count leaves on hand for the quarantine (refused when that much is not on hand);
 * material back from an installation had left stock when it was issued, so it only enters the
 * quarantine.
 */
export async function createNcmRecord(
  db: Database,
  input: NcmInput,
  userId: number,
): Promise<NcmRecord> {
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.id, input.item_id));
  if (!item) throw new HttpError(404, messages.stockItemNotFound);
  await requireActiveWarehouse(db, input.warehouse_id);
  const id = await inTransaction(db, async (tx) => {
    const [record] = await tx
      .insert(ncmRecords)
      .values({
        itemId: input.item_id,
        warehouseId: input.warehouse_id,
        quantity: input.quantity,
        source: input.source,
        description: input.description,
        createdBy: userId,
      })
      .returning({ id: ncmRecords.id });
    const recordId = record!.id;
    const movements: MovementInput[] = [];
    const common = {
      itemId: input.item_id,
      warehouseId: input.warehouse_id,
      ncmRecordId: recordId,
      createdBy: userId,
    };
    if (input.source === 'count') {
      movements.push({
        ...common,
        kind: 'adjustment',
        reason: 'damage',
        quantity: -input.quantity,
      });
    }
    movements.push({ ...common, kind: 'quarantine_in', quantity: input.quantity });
    await postMovements(tx, movements);
    return recordId;
  });
  return readNcmRecord(db, id);
}

/** What each closing step posts: the quarantine always lets go; a repair returns to on hand. */
function closingMovements(
  record: typeof ncmRecords.$inferSelect,
  to: NcmStatus,
  userId: number,
): MovementInput[] {
  const common = {
    itemId: record.itemId,
    warehouseId: record.warehouseId,
    ncmRecordId: record.id,
    createdBy: userId,
  };
  const out: MovementInput = {
    ...common,
    kind: 'quarantine_out',
    quantity: -record.quantity,
    note: to,
  };
  if (to === 'Repaired') {
    return [
      out,
      { ...common, kind: 'adjustment', reason: 'correction', quantity: record.quantity, note: to },
    ];
  }
  if (to === 'Returned to vendor' || to === 'Scrapped') return [out];
  return [];
}

/**
 * Moves a record to its next status (version checked, the record locked), posting the closing
 * step's movements and the event with its reason in the same transaction: two people closing the
 * same record at once cannot both move its quantity.
 */
export async function moveNcmRecord(
  db: Database,
  id: number,
  input: NcmMove,
  userId: number,
): Promise<NcmRecord> {
  await inTransaction(db, async (tx) => {
    const [record] = await tx.select().from(ncmRecords).where(eq(ncmRecords.id, id)).for('update');
    if (!record) throw new HttpError(404, messages.ncmRecordNotFound);
    if (record.version !== input.version) throw versionConflict();
    const from = record.status as NcmStatus;
    if (!canMoveNcm(from, input.status)) {
      throw new HttpError(409, messages.ncmMoveRefused(from, input.status));
    }
    await postMovements(tx, closingMovements(record, input.status, userId));
    await tx
      .update(ncmRecords)
      .set({ status: input.status, version: record.version + 1, updatedAt: new Date() })
      .where(eq(ncmRecords.id, id));
    await tx.insert(ncmRecordEvents).values({
      ncmRecordId: id,
      fromStatus: from,
      toStatus: input.status,
      reason: input.reason,
      createdBy: userId,
    });
  });
  return readNcmRecord(db, id);
}

/**
 * Keeps a photo on a record: the same checks as every stored file (type by content, size,
 * pixels), and only images. The bytes are written first under a new key, so a row never names a
 * missing file.
 */
export async function addNcmPhoto(
  db: Database,
  storage: FileStorage,
  recordId: number,
  upload: { name: string; bytes: Uint8Array },
  userId: number,
): Promise<NcmPhoto> {
  const contentType = checkDocumentBytes(upload.bytes);
  if (!isDocumentImage(contentType)) throw new HttpError(400, messages.ncmPhotoNotImage);
  const photoId = await inTransaction(db, async (tx) => {
    const [record] = await tx
      .select({ id: ncmRecords.id })
      .from(ncmRecords)
      .where(eq(ncmRecords.id, recordId))
      .for('update');
    if (!record) throw new HttpError(404, messages.ncmRecordNotFound);
    const [kept] = await tx
      .select({ value: count() })
      .from(ncmRecordPhotos)
      .where(eq(ncmRecordPhotos.ncmRecordId, recordId));
    if ((kept?.value ?? 0) >= maxNcmPhotos) throw new HttpError(409, messages.ncmTooManyPhotos);
    const storageKey = `ncm/${recordId}/${randomUUID()}`;
    try {
      await storage.put(storageKey, upload.bytes, contentType);
    } catch {
      throw new HttpError(503, messages.apiStorageUnavailable);
    }
    const [row] = await tx
      .insert(ncmRecordPhotos)
      .values({
        ncmRecordId: recordId,
        name: cleanDocumentName(upload.name),
        contentType,
        size: upload.bytes.length,
        sha256: sha256Of(upload.bytes),
        storageKey,
        uploadedBy: userId,
      })
      .returning({ id: ncmRecordPhotos.id });
    return row!.id;
  });
  const [row] = await selectPhotos(db).where(eq(ncmRecordPhotos.id, photoId));
  return toPhoto(row!);
}

export async function openNcmPhoto(
  db: Database,
  storage: FileStorage,
  recordId: number,
  photoId: number,
): Promise<DocumentDownload> {
  const [row] = await selectPhotos(db).where(
    and(eq(ncmRecordPhotos.id, photoId), eq(ncmRecordPhotos.ncmRecordId, recordId)),
  );
  if (!row) throw new HttpError(404, messages.apiDocumentNotFound);
  let stream: Readable | null;
  try {
    stream = await storage.get(row.storageKey);
  } catch {
    throw new HttpError(503, messages.apiStorageUnavailable);
  }
  if (!stream) throw new HttpError(404, messages.apiDocumentNotFound);
  return { name: row.name, contentType: row.contentType, size: row.size, stream };
}
