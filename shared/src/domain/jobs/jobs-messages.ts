// Background jobs: the progress bar of long work and the administration page of jobs.
export const apiJobNotFound = 'Job not found';
export const apiJobPayloadInvalid = 'The job was refused: its details are not valid';
export const apiJobNotRetryable = 'Only a failed job can be tried again';
export const jobUnexpectedError =
  'The job stopped because of an unexpected error on the server; try again, and if it happens again ask an administrator to check the server log';
export const jobWaiting = 'Waiting to start…';
export const jobRenderingPdf = 'Preparing the document…';
export const jobPdfReady = 'The document is ready';
export const jobPdfReadyFromProposal = (proposalName: string) =>
  `The document is ready, filled from ${proposalName}`;
export const jobPdfReadyWithoutProposal =
  "The document is ready, filled from the deal's fields (it has no saved proposal)";
export const jobSyncingItems = 'Reading items…';
export const jobSyncFinished = 'Items are up to date';
export const failedToLoadJob = 'Failed to load the job';
export const failedToLoadJobs = 'Failed to load jobs';
export const jobRetried = 'The job will be tried again';
export const noJobsYet =
  'No background jobs yet. They appear here when someone prepares a document (Generate contract, Download PDF) or runs the Zoho item sync.';
export const noJobsMatch =
  'No jobs match these filters. Choose "Any state" and "Any kind" to see every recent job.';
