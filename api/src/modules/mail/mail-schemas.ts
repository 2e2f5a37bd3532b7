import { z } from 'zod';
import {
  mailKinds,
  mailTemplateBodySchema,
  mailTemplateListSchema,
  mailTemplateSchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxStates,
} from '@solar/shared/domain';
import { idParam } from '../../http/id-param';

export const outboxIdParamsSchema = z.strictObject({ id: idParam });

export const outboxListQuerySchema = z.strictObject({
  state: z.enum(outboxStates).optional(),
  search: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const mailTemplateParamsSchema = z.strictObject({ kind: z.enum(mailKinds) });

export const mailTemplateBody = z.strictObject(mailTemplateBodySchema.shape);

export const outboxPageResponse = outboxPageSchema.meta({ id: 'OutboxPage' });
export const outboxMessageResponse = outboxMessageSchema.meta({ id: 'OutboxMessage' });
export const mailTemplateResponse = mailTemplateSchema.meta({ id: 'MailTemplate' });
export const mailTemplateListResponse = mailTemplateListSchema.meta({ id: 'MailTemplateList' });
