import type { ApiConfig } from '../config/load-config';
import { mailSendJob } from '../modules/mail/mail-send-job';
import { mrpRunJob } from '../modules/mrp/mrp-run-job';
import { templatePdfJob } from '../modules/templates/templates-pdf-job';
import { zohoItemSyncJob } from '../modules/zoho/item-sync-job';
import { zohoUploadImportJob, zohoUploadValidateJob } from '../modules/imports/imports-jobs';
import type { JobKind } from './job-kind';
import { testJobKinds } from './test-job-kinds';

/** THE registry of background work: kind -> payload schema -> handler. */
export const jobKinds: readonly JobKind[] = [
  templatePdfJob,
  zohoItemSyncJob,
  zohoUploadValidateJob,
  zohoUploadImportJob,
  mailSendJob,
  mrpRunJob,
];

export function jobKindsFor(config: Pick<ApiConfig, 'jobs'>): readonly JobKind[] {
  return config.jobs.testKinds ? [...jobKinds, ...testJobKinds] : jobKinds;
}
