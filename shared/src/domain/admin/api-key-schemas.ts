import { z } from 'zod';
import { messages } from '../messages';

export const apiKeyNameMaxLength = 100;
/** Leads one website key may send per `leadIntakeWindowMs`; more answer 429 until it passes. */
export const leadIntakeMaxPerWindow = 30;
export const leadIntakeWindowMs = 60_000;
/** The request header that carries a website key. */
export const apiKeyHeader = 'x-api-key';

/** `POST /api/admin/api-keys/`: what the key is for and who gets its leads (nobody: unassigned). */
export const apiKeyCreateSchema = z.strictObject({
  name: z
    .string({ error: messages.pleaseEnterApiKeyName })
    .trim()
    .min(1, { error: messages.pleaseEnterApiKeyName })
    .max(apiKeyNameMaxLength, { error: messages.apiKeyNameTooLong }),
  default_owner: z.number().int().positive().nullable().default(null),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** One website key as listed: never the key itself, only its first characters. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  prefix: z.string(),
  default_owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema);

/** The answer of creating a key: the key in full, shown this once. */
export const apiKeyCreatedSchema = z.object({ api_key: apiKeySchema, key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

/** `POST /api/public/leads/`'s answer: that the lead arrived, and nothing of the product's. */
export const leadIntakeResponseSchema = z.object({ status: z.literal('received') });
