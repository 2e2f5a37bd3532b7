import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { defineJobKind } from '../../jobs/job-kind';
import {
  importUploadRows,
  validateUploadRows,
  zohoUploadImportJobKind,
  zohoUploadValidateJobKind,
} from './imports-queries';

/** What both upload jobs are given: the upload and the version they were started for. */
const payload = z.object({
  upload_id: z.number().int().positive(),
  version: z.number().int().positive(),
});

/** Checks every row of an uploaded file (the progress bar counts rows). */
export const zohoUploadValidateJob = defineJobKind({
  kind: zohoUploadValidateJobKind,
  payload,
  retryLimit: 3,
  expireInSeconds: 3600,
  waitingMessage: messages.jobWaiting,
  async handle(input, { deps, progress, signal }) {
    return validateUploadRows(deps.database.db, input, progress, signal);
  },
});

/** Imports the checked rows, a batch per transaction (the progress bar counts rows). */
export const zohoUploadImportJob = defineJobKind({
  kind: zohoUploadImportJobKind,
  payload,
  retryLimit: 3,
  expireInSeconds: 3600,
  waitingMessage: messages.jobWaiting,
  async handle(input, { deps, progress, signal }) {
    return importUploadRows(deps.database.db, input, progress, signal);
  },
});
