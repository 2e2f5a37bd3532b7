import { z } from 'zod';
import {
  serviceRequestListQuerySchema,
  serviceRequestPageSchema,
  serviceRequestSchema,
  serviceRequestsResponseSchema,
  serviceRequestStatusWriteSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const dealServiceRequestsParamsSchema = z.strictObject({ dealId: idParam });
export const dealServiceRequestParamsSchema = z.strictObject({ dealId: idParam, id: idParam });
export const serviceRequestParamsSchema = z.strictObject({ id: idParam });
export const serviceRequestListParamsSchema = serviceRequestListQuerySchema;

export const serviceRequestStatusBodySchema = serviceRequestStatusWriteSchema;

export const serviceRequestResponseSchema = serviceRequestSchema.meta({ id: 'ServiceRequest' });
export const serviceRequestsSchema = serviceRequestsResponseSchema.meta({ id: 'ServiceRequests' });
export const serviceRequestPageResponseSchema = serviceRequestPageSchema.meta({
  id: 'ServiceRequestPage',
});
