// What other modules use of background jobs: a job's status as its page reads it.
export { findJob, findLatestJobOf } from './jobs-queries';
