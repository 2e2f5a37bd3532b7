import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ApiConfig } from '../config/load-config';
import type { DatabaseHandle } from '../db/database';
import type { PdfRenderer } from '../modules/templates/pdf-renderer';

/** What job handlers may use: the API's own services, without a request. */
export interface JobDeps {
  database: DatabaseHandle;
  config: ApiConfig;
  pdfRenderer: PdfRenderer;
  /** Where documents made by jobs (a deal's generated contract) are kept. */
  storage: FileStorage;
  log: FastifyBaseLogger;
}

export interface JobProgressUpdate {
  done?: number;
  total?: number | null;
  message?: string;
}

export interface JobContext {
  jobId: string;
  /** Who started the job; null for work the system started. */
  userId: number | null;
  /** 0 on the first attempt, then 1, 2… on the engine's retries. */
  retryCount: number;
  deps: JobDeps;
  /**
   * Aborted when this process lets the job go: the engine is stopping (the API closes) and its
   * grace period is over, or the engine found the job taken over elsewhere. The handler then
   * stops (throws) instead of writing on; the job is retried, by the next process if need be.
   */
  signal: AbortSignal;
  /** Records how far the job got, where the job's page reads it. */
  progress(update: JobProgressUpdate): Promise<void>;
}

/**
 * One kind of background work: its payload's schema (a job whose payload does not fit is refused
 * before it is queued), how the engine retries it, and its handler. A handler must be safe to run
 * again for the same job: the engine retries a job whose process died, and the process may have
 * died after the work was done. Throwing an `HttpError` with a 4xx status fails the job for good
 * (the same input would fail again); anything else is retried with backoff.
 */
export interface JobKind<Payload = unknown> {
  kind: string;
  payload: z.ZodType<Payload>;
  /** Attempts after the first one. */
  retryLimit: number;
  /** A job running (with live heartbeats) longer than this is given up and retried. */
  expireInSeconds: number;
  /** The text shown while the job waits for a worker. */
  waitingMessage: string;
  /** What a failure looks like to the user, when `error.message` is not already worded for them. */
  errorText?(error: unknown): string | null;
  handle(payload: Payload, context: JobContext): Promise<Record<string, unknown> | null>;
}

/** Declares a kind with its handler typed from its payload schema. */
export function defineJobKind<Schema extends z.ZodType>(
  kind: JobKind<z.infer<Schema>> & { payload: Schema },
): JobKind<unknown> {
  return kind as unknown as JobKind<unknown>;
}

/**
 * A failure that trying again would not cure, already worded for the user (a Zoho answer that
 * refuses the request): the job fails at once instead of being retried.
 */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}
