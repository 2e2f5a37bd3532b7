import { jobStatusSchema, type JobStatus } from '../domain';
import { api } from '../store/api';

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
      responseSchema: jobStatusSchema,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useJobStatusQuery } = jobsApi;
