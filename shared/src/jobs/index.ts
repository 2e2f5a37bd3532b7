export { JobProgress, JobProgressView, progressCountsOf } from './job-progress';
export type { JobProgressProps, JobProgressViewProps } from './job-progress';
export { jobsApi, jobPollingMs, useJobStatusQuery } from './jobs-endpoints';
export { TemplatePdfJob } from './template-pdf-job';
export type { TemplatePdfJobProps } from './template-pdf-job';
export { ProposalVersionField, chosenProposalOf } from './proposal-version-field';
export type { ProposalVersionFieldProps } from './proposal-version-field';
export {
  templatePdfApi,
  useJobsTemplateProposalOptionsQuery,
  type TemplatePdfLookup,
  type TemplatePdfRequest,
} from './template-pdf-endpoints';
