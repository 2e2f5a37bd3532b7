export { JobProgress, JobProgressView, progressCountsOf } from './job-progress';
export type { JobProgressProps, JobProgressViewProps } from './job-progress';
export { jobsApi, jobPollingMs, useJobStatusQuery } from './jobs-endpoints';
