import { isRecord } from '../is-record';
import { serviceRequestKinds, serviceRequestStatuses } from './portal-constants';
import type { ServiceRequest } from './portal-schemas';

const isNullableString = (value: unknown) => value === null || typeof value === 'string';

/**
 * A hand-written check of one service request, mirroring `serviceRequestSchema`: the portal's
 * first view lists the customer's requests, and checking that list with zod would put zod
 * (larger than the rest of that view) into the first download. `__tests__/service-request-guards.test.ts` checks
 * that both agree.
 */
export function isServiceRequest(value: unknown): value is ServiceRequest {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    (value.deal === null ||
      (isRecord(value.deal) &&
        Number.isInteger(value.deal.id) &&
        typeof value.deal.name === 'string')) &&
    (serviceRequestKinds as readonly unknown[]).includes(value.kind) &&
    typeof value.message === 'string' &&
    (serviceRequestStatuses as readonly unknown[]).includes(value.status) &&
    (value.requested_by === null ||
      (isRecord(value.requested_by) &&
        typeof value.requested_by.name === 'string' &&
        typeof value.requested_by.email === 'string')) &&
    typeof value.created_at === 'string' &&
    isNullableString(value.handled_at)
  );
}

/** `GET /api/portal/service-requests/`, checked like `serviceRequestsResponseSchema`. */
export function isServiceRequestList(value: unknown): value is ServiceRequest[] {
  return Array.isArray(value) && value.every(isServiceRequest);
}
