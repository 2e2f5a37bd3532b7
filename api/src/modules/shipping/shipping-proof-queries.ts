import { eq } from 'drizzle-orm';
import {
  detectDocumentType,
  isDocumentImage,
  messages,
  type Shipment,
  shipmentNumber,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { HttpError } from '../../http/http-error';
import { versionConflict } from '../../http/version-conflict';
import type { FileStorage } from '../../storage/file-storage';
import { type DocumentDownload, openStoredDealDocument, storeDealDocument } from '../documents';
import { readShipment } from './shipping-queries';
import { shipments } from './shipping-tables';

/**
 * Keeps the photo of a delivered shipment (the signed delivery slip, the pallet on site) as one of
 * the deal's files (a site photo of its project, not shared with the customer) and points the
 * shipment at it; a new photo replaces the shipment's pointer, the older file stays with the deal.
 * The file passes every check an upload does; it must be an image.
 */
export async function storeShipmentProof(
  db: Database,
  storage: FileStorage,
  shipmentId: number,
  upload: { name: string; version: number; bytes: Buffer; userId: number },
): Promise<Shipment> {
  const type = detectDocumentType(upload.bytes);
  if (upload.bytes.length > 0 && (type === null || !isDocumentImage(type))) {
    throw new HttpError(400, messages.shipmentProofMustBeImage);
  }
  await inTransaction(db, async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.id, shipmentId))
      .for('update');
    if (!shipment) throw new HttpError(404, messages.shipmentNotFound);
    if (shipment.version !== upload.version) throw versionConflict();
    if (shipment.status !== 'Delivered') {
      throw new HttpError(409, messages.shipmentProofOnlyWhenDelivered);
    }
    const document = await storeDealDocument(tx, storage, {
      dealId: shipment.dealId,
      projectId: shipment.projectId,
      kind: 'site-photo',
      name: `${shipmentNumber(shipmentId)} ${upload.name}`,
      bytes: upload.bytes,
      sharedWithCustomer: false,
      uploadedBy: upload.userId,
    });
    await tx
      .update(shipments)
      .set({ proofDocumentId: document.id, version: shipment.version + 1, updatedAt: new Date() })
      .where(eq(shipments.id, shipmentId));
  });
  return readShipment(db, shipmentId);
}

/** The shipment's proof photo, for whoever may open the shipment. */
export async function openShipmentProof(
  db: Database,
  storage: FileStorage,
  shipmentId: number,
): Promise<DocumentDownload> {
  const [shipment] = await db
    .select({ dealId: shipments.dealId, proofDocumentId: shipments.proofDocumentId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  if (!shipment) throw new HttpError(404, messages.shipmentNotFound);
  if (shipment.proofDocumentId === null) throw new HttpError(404, messages.apiDocumentNotFound);
  return openStoredDealDocument(db, storage, shipment.dealId, shipment.proofDocumentId);
}
