import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { defineJobKind, PermanentJobError } from './job-kind';

/**
 * Kinds that exist only for tests of the engine itself (a process killed mid-way, a retry after
 * the work was done); the API registers them only when `JOB_TEST_KINDS=true`.
 */
export const waitJobKind = defineJobKind({
  kind: 'test-wait',
  payload: z.object({
    steps: z.number().int().min(1).max(1000),
    stepMs: z.number().int().min(0).max(60_000),
    /** Fails for good after its steps, worded as this text. */
    failWith: z.string().optional(),
  }),
  retryLimit: 3,
  expireInSeconds: 600,
  waitingMessage: 'Waiting',
  async handle({ steps, stepMs, failWith }, { jobId, retryCount, progress, deps, signal }) {
    deps.log.info({ jobId, retryCount, pid: process.pid }, 'test job started');
    for (let step = 1; step <= steps; step += 1) {
      await sleep(stepMs, undefined, { signal });
      await progress({ done: step, total: steps, message: `Step ${step}` });
    }
    if (failWith) throw new PermanentJobError(failWith);
    deps.log.info({ jobId, retryCount, pid: process.pid }, 'test job finished');
    return { pid: process.pid };
  },
});

/** Does nothing: what the engine itself costs per job (its tests, the job benchmark). */
export const noopJobKind = defineJobKind({
  kind: 'test-noop',
  payload: z.object({}),
  retryLimit: 0,
  expireInSeconds: 60,
  waitingMessage: 'Waiting',
  async handle() {
    return {};
  },
});

export const testJobKinds = [waitJobKind, noopJobKind];
