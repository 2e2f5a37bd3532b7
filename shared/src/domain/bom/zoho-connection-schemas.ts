import { z } from 'zod';
import { syncRunSchema } from './zoho-sync-schemas';

/** How many of the adapter's latest calls are kept and shown. */
export const zohoRecentCallLimit = 100;

/** One call the Zoho adapter made: never a query string, header, body or token. */
export const zohoApiCallSchema = z.object({
  /** ISO 8601. */
  at: z.string(),
  method: z.string(),
  path: z.string(),
  /** Null when no answer came. */
  status: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string(),
});
export type ZohoApiCall = z.infer<typeof zohoApiCallSchema>;

/** A figure Zoho holds that differs from ours, waiting for someone to settle it. */
export const zohoConflictSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  reference: z.string(),
  field: z.string(),
  ours: z.string(),
  theirs: z.string(),
  detected_at: z.string(),
});
export type ZohoConflict = z.infer<typeof zohoConflictSchema>;

/**
 * `GET /api/zoho/connection/`: whether Zoho Inventory is configured (region, organisation and
 * host, never a secret), the access token's health, the last sync of each kind, the recent calls
 * and the open conflicts.
 */
export const zohoConnectionSchema = z.object({
  configured: z.boolean(),
  region: z.string().nullable(),
  organization_id: z.string().nullable(),
  api_host: z.string().nullable(),
  token: z.object({
    last_refresh_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    last_error: z.string(),
    last_error_at: z.string().nullable(),
  }),
  syncs: z.array(z.object({ kind: z.string(), last_run: syncRunSchema.nullable() })),
  recent_calls: z.array(zohoApiCallSchema),
  conflicts: z.array(zohoConflictSchema),
});
export type ZohoConnection = z.infer<typeof zohoConnectionSchema>;

/** `POST /api/zoho/connection/test/`: whether a real call went through, and what it said. */
export const zohoConnectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  duration_ms: z.number().int(),
});
export type ZohoConnectionTest = z.infer<typeof zohoConnectionTestSchema>;
