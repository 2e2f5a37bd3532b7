import { z } from 'zod';
import {
  savingsContextSchema,
  utilityRateRecordSchema,
  utilityRateRecordsSchema,
  utilityRateUpdateSchema,
  utilityRateWriteSchema,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const utilityRateParamsSchema = z.object({ rateId: idParam });
export const utilityRatesQuerySchema = z.object({ power_company_id: idParam.optional() });
export const dealSavingsParamsSchema = z.object({ dealId: idParam });

export const utilityRateBodySchema = utilityRateWriteSchema;
export const utilityRateUpdateBodySchema = utilityRateUpdateSchema;
export const utilityRateResponseSchema = utilityRateRecordSchema;
export const utilityRatesResponseSchema = utilityRateRecordsSchema;
export const savingsContextResponseSchema = savingsContextSchema;
