import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import {
  messages,
  type ServiceRequest,
  type ServiceRequestKind,
  type ServiceRequestPage,
  serviceRequestsPageSize,
  type ServiceRequestStatus,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { type DealCaller, requireDealAccess, visibleDealsCondition } from '../deals';
import { deals } from '../deals/deals-tables';
import { serviceRequests } from './service-requests-tables';

/** A request as both sides read it: the customer's portal and the staff (no deal: a general one). */
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
    .leftJoin(deals, eq(deals.id, serviceRequests.dealId))
    .leftJoin(users, eq(users.id, serviceRequests.requestedBy));
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export function toRequest(row: RequestRow): ServiceRequest {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    deal: row.dealId === null ? null : { id: row.dealId, name: row.dealName ?? '' },
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

/**
 * The requests a staff member answers: every general one (no deal: any staff member who may see
 * service requests takes those) and those on deals they may work on (the per-deal rule).
 */
function answerableCondition(caller: DealCaller): SQL | undefined {
  const onVisibleDeal = visibleDealsCondition(caller);
  return onVisibleDeal === undefined
    ? undefined
    : or(isNull(serviceRequests.dealId), onVisibleDeal);
}

/** `GET /api/service-requests/`: one page of the requests the caller answers, newest first. */
export async function listServiceRequests(
  db: Database,
  caller: DealCaller,
  query: { page: number; status?: ServiceRequestStatus | undefined },
): Promise<ServiceRequestPage> {
  const where = and(
    answerableCondition(caller),
    query.status === undefined ? undefined : eq(serviceRequests.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    selectRequests(db)
      .where(where)
      .orderBy(...requestOrder)
      .limit(serviceRequestsPageSize)
      .offset((query.page - 1) * serviceRequestsPageSize),
    db
      .select({ value: count() })
      .from(serviceRequests)
      .leftJoin(deals, eq(deals.id, serviceRequests.dealId))
      .where(where),
  ]);
  return { results: rows.map(toRequest), count: total?.value ?? 0 };
}

/**
 * `PUT /api/service-requests/{id}/`: a request from the staff's list. A general one may be
 * answered by anyone who sees the list; one on a deal only by those who may use that deal.
 */
export async function updateAnyServiceRequestStatus(
  db: Database,
  caller: DealCaller,
  requestId: number,
  status: ServiceRequestStatus,
): Promise<ServiceRequest> {
  const [request] = await db
    .select({ dealId: serviceRequests.dealId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, requestId));
  if (!request) throw new HttpError(404, messages.apiServiceRequestNotFound);
  if (request.dealId !== null) await requireDealAccess(db, caller, request.dealId);
  return setRequestStatus(db, caller, eq(serviceRequests.id, requestId), status);
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
  // Another deal's request through this deal's URL: not found here.
  return setRequestStatus(
    db,
    caller,
    and(eq(serviceRequests.id, requestId), eq(serviceRequests.dealId, dealId)),
    status,
  );
}

/** Handled records who and when; Open clears both. */
async function setRequestStatus(
  db: Database,
  caller: DealCaller,
  which: SQL | undefined,
  status: ServiceRequestStatus,
): Promise<ServiceRequest> {
  const handled = status === 'Handled';
  const [updated] = await db
    .update(serviceRequests)
    .set({
      status,
      // Marking a handled request handled again keeps who handled it first, and when.
      handledAt: handled ? sql`coalesce(${serviceRequests.handledAt}, now())` : null,
      handledBy: handled ? sql`coalesce(${serviceRequests.handledBy}, ${caller.id})` : null,
    })
    .where(which)
    .returning({ id: serviceRequests.id });
  if (!updated) throw new HttpError(404, messages.apiServiceRequestNotFound);
  return readRequest(db, updated.id);
}
