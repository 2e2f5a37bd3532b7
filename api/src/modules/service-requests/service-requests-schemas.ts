import { z } from 'zod';
import {
  serviceRequestSchema,
  serviceRequestsResponseSchema,
  serviceRequestStatusWriteSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const dealServiceRequestsParamsSchema = z.strictObject({ dealId: idParam });
export const dealServiceRequestParamsSchema = z.strictObject({ dealId: idParam, id: idParam });

export const serviceRequestStatusBodySchema = serviceRequestStatusWriteSchema;

export const serviceRequestResponseSchema = serviceRequestSchema.meta({ id: 'ServiceRequest' });
export const serviceRequestsSchema = serviceRequestsResponseSchema.meta({ id: 'ServiceRequests' });
