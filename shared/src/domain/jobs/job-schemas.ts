import { z } from 'zod';

/** The kinds of background work the browser can start and follow. */
export const jobKinds = [
  'template-pdf',
  'zoho-item-sync',
  'zoho-upload-validate',
  'zoho-upload-import',
  'mail-send',
  'mrp-run',
] as const;
export type JobKind = (typeof jobKinds)[number];

/**
 * Where a job stands: waiting for a worker, running, waiting to be tried again after a failure,
 * done, given up on (its `error` says why), or stopped by an administrator.
 */
export const jobStates = [
  'queued',
  'active',
  'retrying',
  'completed',
  'failed',
  'cancelled',
] as const;
export type JobState = (typeof jobStates)[number];

/** Jobs in these states will not change any more: the page stops following them. */
export const finishedJobStates: readonly JobState[] = ['completed', 'failed', 'cancelled'];

/** `GET /api/jobs/{id}/`: one job as the page that started it follows it. */
export const jobStatusSchema = z.object({
  id: z.string(),
  /** One of `jobKinds` (the API's own tests add kinds of their own). */
  kind: z.string(),
  state: z.enum(jobStates),
  /** Units of work done so far (rows, pages); `total` is null while it is not known. */
  done: z.number().int(),
  total: z.number().int().nullable(),
  /** What the job is doing now, worded for the person who started it. */
  message: z.string(),
  /** Where to download what the job made (a PDF), once it is completed; null otherwise. */
  result_url: z.string().nullable(),
  /** Why the job failed, worded for the person who started it; null unless failed. */
  error: z.string().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/**
 * `GET /api/templates/pdf-jobs/`: the job a page shows again after a reload (its starter's newest
 * matching one, running or just finished), or null.
 */
export const latestJobSchema = z.object({ job: jobStatusSchema.nullable() });
export type LatestJob = z.infer<typeof latestJobSchema>;

/** One row of the administration page's job list. */
const adminJobSchema = jobStatusSchema.extend({
  /** Who started it: a display name, or null for work the system started. */
  started_by: z.string().nullable(),
  attempts: z.number().int(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobPageSchema = z.object({
  count: z.number().int(),
  results: z.array(adminJobSchema),
});
export type AdminJobPage = z.infer<typeof adminJobPageSchema>;

/** The administration page's page size. */
export const adminJobPageSize = 25;
