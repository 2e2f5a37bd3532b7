import type { ApiConfig } from '../config/load-config';
import type { DatabaseHandle } from '../db/database';
import type { DevIdentityProvider } from '../modules/auth/dev-identity-provider';
import type { IdTokenVerifier } from '../modules/auth/id-token-verifier';
import type { JobEngine } from '../jobs/job-engine';
import type { PdfRenderer } from '../modules/templates/pdf-renderer';
import type { FileStorage } from '../storage/file-storage';

/** What route handlers may use; built once by `buildApp`. */
export interface AppDeps {
  database: DatabaseHandle;
  config: ApiConfig;
  /** Verifies sign-in ID tokens: Google's when configured, else the development provider's. */
  idTokenVerifier: IdTokenVerifier;
  /** Null when the development identity provider is off (always in production or beside Google). */
  devIdentityProvider: DevIdentityProvider | null;
  /** Renders template PDFs on worker threads, within the configured time and concurrency. */
  pdfRenderer: PdfRenderer;
  /** Where uploaded and generated documents are kept (a folder or an S3-compatible bucket). */
  storage: FileStorage;
  /** The background job engine: queues work and, in this process too, works it. */
  jobs: JobEngine;
}
