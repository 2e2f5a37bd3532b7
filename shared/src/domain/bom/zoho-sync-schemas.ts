import { z } from 'zod';

/** Where item data comes from: Zoho Inventory when credentials are set, else the built-in catalogue. */
const itemSourceKinds = ['zoho-inventory', 'catalogue'] as const;
export type ItemSourceKind = (typeof itemSourceKinds)[number];

const syncRunStatuses = ['running', 'succeeded', 'failed', 'interrupted'] as const;

/** One sync run: counts so far while it runs, final counts afterwards. */
export const syncRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(itemSourceKinds),
  status: z.enum(syncRunStatuses),
  /** ISO 8601. */
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Items read from the source so far. */
  processed: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Problems met (items skipped, a failed request); empty when none. */
  errors: z.array(z.string()),
  /** The background job doing the work: the sync page follows its progress. */
  job_id: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;

/** `GET /api/zoho/sync/`: the configured source, the latest run and the catalogue size. */
export const syncStatusSchema = z.object({
  source: z.object({
    kind: z.enum(itemSourceKinds),
    /** A sentence for the sync screen: which source, and for Zoho which organisation and region. */
    description: z.string(),
  }),
  last_run: syncRunSchema.nullable(),
  item_count: z.number().int(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;
