import { z } from 'zod';
import { messages } from '@solar/shared/domain';
import { defineJobKind } from '../../jobs/job-kind';
import { itemSourceFor } from './item-sources';
import { runSync, zohoItemSyncJobKind } from './item-sync';
import { databaseCallRecorder } from './zoho-connection';

/** The item sync as a background job: one run row, followed by the sync page. */
export const zohoItemSyncJob = defineJobKind({
  kind: zohoItemSyncJobKind,
  payload: z.object({ run_id: z.number().int().positive() }),
  // Retried only when its process died; a failure the sync met is recorded on its run instead.
  retryLimit: 2,
  expireInSeconds: 2 * 3600,
  waitingMessage: messages.jobWaiting,
  async handle({ run_id }, { deps, progress, signal }) {
    const db = deps.database.db;
    // The sync's calls join the recent calls on the Zoho API page.
    const source = itemSourceFor(deps.config, { recorder: databaseCallRecorder(db) });
    await runSync(db, run_id, source, deps.log, progress, signal);
    return { run_id };
  },
});
