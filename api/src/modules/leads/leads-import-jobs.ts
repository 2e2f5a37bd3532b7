import { messages } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import { defineJobKind } from '../../jobs/job-kind';
import {
  importLeadRows,
  leadImportJobKind,
  leadImportValidateJobKind,
  validateLeadImportRows,
} from './leads-import-queries';
import { leadImportJobPayloadSchema } from './leads-import-schemas';

const startedBy = (userId: number | null) => {
  // Both jobs act for the person who uploaded the file, with that person's rights.
  if (userId === null) throw new HttpError(404, messages.apiLeadImportNotFound);
  return userId;
};

/** Checks every row of an uploaded lead file (the progress bar counts rows). */
export const leadImportValidateJob = defineJobKind({
  kind: leadImportValidateJobKind,
  payload: leadImportJobPayloadSchema,
  retryLimit: 3,
  expireInSeconds: 3600,
  waitingMessage: messages.jobWaiting,
  async handle(payload, { deps, userId, progress, signal }) {
    return validateLeadImportRows(deps.database.db, startedBy(userId), payload, progress, signal);
  },
});

/** Makes the checked rows leads, a batch per transaction (the progress bar counts leads). */
export const leadImportJob = defineJobKind({
  kind: leadImportJobKind,
  payload: leadImportJobPayloadSchema,
  retryLimit: 3,
  expireInSeconds: 3600,
  waitingMessage: messages.jobWaiting,
  async handle(payload, { deps, userId, progress, signal }) {
    return importLeadRows(deps.database.db, startedBy(userId), payload, progress, signal);
  },
});
