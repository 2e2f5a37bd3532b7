import { and, desc, eq, sql } from 'drizzle-orm';
import {
  messages,
  type ServiceRequest,
  type ServiceRequestKind,
  type ServiceRequestStatus,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type DealCaller, requireDealAccess } from '../deals';
import { deals } from '../deals/deals-tables';
import { serviceRequests } from './service-requests-tables';

/** A request as both sides read it: the customer's portal and the deal's staff. */
const requestColumns = {
  id: serviceRequests.id,
  dealId: deals.id,
  dealName: deals.name,
  kind: serviceRequests.kind,
  message: serviceRequests.message,
  status: serviceRequests.status,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  email: users.email,
  createdAt: serviceRequests.createdAt,
  handledAt: serviceRequests.handledAt,
};

export function selectRequests(db: Database) {
  return db
    .select(requestColumns)
    .from(serviceRequests)
    .innerJoin(deals, eq(deals.id, serviceRequests.dealId))
    .leftJoin(users, eq(users.id, serviceRequests.requestedBy));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export function toRequest(row: RequestRow): ServiceRequest {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    deal: { id: row.dealId, name: row.dealName },
    kind: row.kind as ServiceRequestKind,
    message: row.message,
    status: row.status as ServiceRequestStatus,
    requested_by:
      row.email === null ? null : { name: name || row.username || row.email, email: row.email },
    created_at: row.createdAt.toISOString(),
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

/** Newest first. */
export const requestOrder = [desc(serviceRequests.createdAt), desc(serviceRequests.id)];

export async function readRequest(db: Database, id: number): Promise<ServiceRequest> {
  const [row] = await selectRequests(db).where(eq(serviceRequests.id, id));
  if (!row) throw new HttpError(404, messages.apiServiceRequestNotFound);
  return toRequest(row);
}

/** `GET /api/crm/deals/{dealId}/service-requests/`: staff, behind the per-deal rule. */
export async function listDealServiceRequests(
  db: Database,
  caller: DealCaller,
  dealId: number,
): Promise<ServiceRequest[]> {
  await requireDealAccess(db, caller, dealId);
  const rows = await selectRequests(db)
    .where(eq(serviceRequests.dealId, dealId))
    .orderBy(...requestOrder);
  return rows.map(toRequest);
}

/** `PUT /api/crm/deals/{dealId}/service-requests/{id}/`: Handled records who and when. */
export async function updateServiceRequestStatus(
  db: Database,
  caller: DealCaller,
  dealId: number,
  requestId: number,
  status: ServiceRequestStatus,
): Promise<ServiceRequest> {
  await requireDealAccess(db, caller, dealId);
  const handled = status === 'Handled';
  const [updated] = await db
    .update(serviceRequests)
    .set({
      status,
      // Marking a handled request handled again keeps who handled it first, and when.
      handledAt: handled ? sql`coalesce(${serviceRequests.handledAt}, now())` : null,
      handledBy: handled ? sql`coalesce(${serviceRequests.handledBy}, ${caller.id})` : null,
    })
    .where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.dealId, dealId)))
    .returning({ id: serviceRequests.id });
  // Another deal's request through this deal's URL: not found here.
  if (!updated) throw new HttpError(404, messages.apiServiceRequestNotFound);
  return readRequest(db, updated.id);
}
