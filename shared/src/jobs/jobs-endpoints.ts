import type { JobStatus } from '../domain/jobs/job-schemas';
import { api } from '../store/api';
import { lazySchema } from '../store/lazy-schema';

/** How often a page asks for the progress of a job it follows. */
export const jobPollingMs = 1_000;

/**
 * One job's state and progress, shared by every page that starts long work. Polled (RTK Query's
 * `pollingInterval`) rather than pushed: any API process answers, whichever one runs the job.
 * The page shows failures itself (in the progress box), so only a 401 is handled globally.
 */
export const jobsApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    jobStatus: build.query<JobStatus, string>({
      query: (id) => `/api/jobs/${encodeURIComponent(id)}/`,
      // Loaded with the first answer: this module is a singleton the host carries from the start,
      // and zod is not part of a first download.
      responseSchema: lazySchema(
        async () => (await import('../domain/jobs/job-schemas')).jobStatusSchema,
      ),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useJobStatusQuery } = jobsApi;
