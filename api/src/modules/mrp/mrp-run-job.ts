import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { defineJobKind } from '../../jobs/job-kind';
import { markRunFailed, planRun } from './mrp-run-queries';

export const mrpRunJobKind = 'mrp-run';

/** A planning run as a background job: progress is items planned of the run's items. */
export const mrpRunJob = defineJobKind({
  kind: mrpRunJobKind,
  payload: z.object({ run_id: z.number().int().positive() }),
  // Retried when its process died or the database failed; the run's rows are written again whole.
  retryLimit: 2,
  expireInSeconds: 3600,
  waitingMessage: messages.mrpRunWaiting,
  async handle({ run_id }, { deps, progress, signal }) {
    const db = deps.database.db;
    try {
      return { ...(await planRun(db, run_id, progress, signal)), run_id };
    } catch (error) {
      // The runs list says the run has no plan; a retry that succeeds completes it after all.
      // A process letting the job go is no failure: another process takes it over.
      if (!signal.aborted) await markRunFailed(db, run_id, messages.jobUnexpectedError);
      throw error;
    }
  },
});
