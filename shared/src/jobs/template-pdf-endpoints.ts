import type { JobStatus, LatestJob } from '../domain/jobs/job-schemas';
import type { TemplateProposalOption } from '../domain/templates/template-records';
import { api } from '../store/api';
import { lazySchema } from '../store/lazy-schema';

// The schemas load with the first answer: this module is a singleton the host carries from the
// start, and zod is not part of a first download.
const jobSchemas = () => import('../domain/jobs/job-schemas');

/** What to print: a template, for a deal (or none: a proof), from one of its proposal versions. */
export interface TemplatePdfRequest {
  templateId: number;
  dealId: number | null;
  /** Null for the deal's latest saved version (or its own fields when it has none). */
  proposalId: number | null;
}

/** Which PDF job a page shows again after a reload: its template's, or its deal's. */
export type TemplatePdfLookup = { template_id: number } | { deal_id: number };

/**
 * Template PDFs as background jobs, for every page that prints a document (the deal's contract,
 * the template editor's preview), and the proposal versions a deal's document can be filled from.
 * The pages show a failure in their own words, so only a 401 is handled globally.
 */
export const templatePdfApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    jobsStartTemplatePdf: build.mutation<JobStatus, TemplatePdfRequest>({
      query: ({ templateId, dealId, proposalId }) => ({
        url: `/api/templates/${templateId}/pdf-jobs/`,
        method: 'POST',
        params: {
          ...(dealId === null ? {} : { deal_id: dealId }),
          ...(proposalId === null ? {} : { proposal_id: proposalId }),
        },
      }),
      responseSchema: lazySchema(async () => (await jobSchemas()).jobStatusSchema),
    }),
    jobsLatestTemplatePdf: build.query<LatestJob, TemplatePdfLookup>({
      query: (lookup) => ({ url: '/api/templates/pdf-jobs/', params: lookup }),
      responseSchema: lazySchema(async () => (await jobSchemas()).latestJobSchema),
      keepUnusedDataFor: 0,
    }),
    jobsTemplateProposalOptions: build.query<TemplateProposalOption[], number>({
      query: (dealId) => ({ url: '/api/templates/proposal-options/', params: { deal_id: dealId } }),
      responseSchema: lazySchema(async () =>
        (await import('../domain/templates/template-records')).templateProposalOptionSchema.array(),
      ),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useJobsStartTemplatePdfMutation,
  useJobsLatestTemplatePdfQuery,
  useJobsTemplateProposalOptionsQuery,
} = templatePdfApi;
