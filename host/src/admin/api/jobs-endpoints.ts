import {
  adminJobPageSchema,
  api,
  type AdminJobPage,
  type JobKind,
  type JobState,
  jobStatusSchema,
  type JobStatus,
} from '@solar/shared';

const adminJobTag = 'AdminJob' as const;

/** The page shows its own messages with the server's reason; only a 401 is handled globally. */

interface AdminJobListArgs {
  page: number;
  state?: JobState | undefined;
  kind?: JobKind | undefined;
}

const adminJobsApi = api.enhanceEndpoints({ addTagTypes: [adminJobTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobPage, AdminJobListArgs>({
      query: (params) => ({
        url: '/api/admin/jobs/',
        params: Object.fromEntries(
          Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
        ),
      }),
      responseSchema: adminJobPageSchema,
      providesTags: [adminJobTag],
    }),
    adminRetryJob: build.mutation<JobStatus, string>({
      query: (id) => ({ url: `/api/admin/jobs/${id}/retry/`, method: 'POST' }),
      responseSchema: jobStatusSchema,
      invalidatesTags: [adminJobTag],
    }),
  }),
});

export const { useAdminJobsQuery, useAdminRetryJobMutation } = adminJobsApi;
