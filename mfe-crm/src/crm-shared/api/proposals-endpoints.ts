import {
  api,
  proposalContextSchema,
  proposalDocumentSchema,
  proposalListResponseSchema,
  proposalRowSchema,
  proposalStatusesResponseSchema,
  proposalVersionSchema,
  proposalVersionsResponseSchema,
  type ProposalContext,
  type ProposalData,
  type ProposalDocument,
  type ProposalListQuery,
  type ProposalListResponse,
  type ProposalRow,
  type ProposalStatus,
  type ProposalVersion,
  type ProposalUpdatePayload,
  type ProposalWritePayload,
} from '@solar/shared';

/** Invalidation tag of proposals; `LIST` stands for any list answer. */
const crmProposalTag = 'CrmProposal' as const;
const listTag = { type: crmProposalTag, id: 'LIST' } as const;
/**
 * A deal's saved versions: a save or delete that went through makes the cached list stale. A
 * refused one changes nothing (after a conflict the presenter asks for the list itself).
 */
const versionsTags = (dealId: number, error: unknown) =>
  error === undefined ? [{ type: crmProposalTag, id: `deal-${dealId}` }] : [];

interface ProposalUpdateArgs {
  id: number;
  /** The dialog's fields and the proposal's version it loaded. */
  payload: ProposalUpdatePayload;
}

interface ProposalVersionArgs {
  dealId: number;
  data: ProposalData;
}

/**
 * The proposals calls and the deal-bound presenter's, injected into the shared API. The proposals
 * screens show their own messages ('Failed to fetch proposals', the server's detail or 'Creation
 * failed'…) under the default error policy.
 */
export const proposalsApi = api
  .enhanceEndpoints({ addTagTypes: [crmProposalTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmProposals: build.query<ProposalListResponse, ProposalListQuery>({
        query: ({ page, page_size, search, status }) => ({
          url: '/api/crm/proposals/',
          params: {
            page,
            page_size,
            ...(search?.trim() ? { search: search.trim() } : {}),
            ...(status === undefined ? {} : { status }),
          },
        }),
        responseSchema: proposalListResponseSchema,
        providesTags: (result) => [
          listTag,
          ...(result?.results ?? []).map(({ id }) => ({ type: crmProposalTag, id })),
        ],
      }),
      crmProposalStatuses: build.query<ProposalStatus[], void>({
        query: () => '/api/crm/proposal-statuses/',
        responseSchema: proposalStatusesResponseSchema,
      }),
      crmCreateProposal: build.mutation<ProposalRow, ProposalWritePayload>({
        query: (body) => ({ url: '/api/crm/proposals/', method: 'POST', body }),
        responseSchema: proposalRowSchema,
        invalidatesTags: [listTag],
      }),
      crmUpdateProposal: build.mutation<ProposalRow, ProposalUpdateArgs>({
        query: ({ id, payload }) => ({
          url: `/api/crm/proposals/${id}/`,
          method: 'PUT',
          body: payload,
        }),
        responseSchema: proposalRowSchema,
        invalidatesTags: (_result, _error, { id }) => [listTag, { type: crmProposalTag, id }],
      }),
      crmProposalDocument: build.query<ProposalDocument, number>({
        query: (id) => `/api/crm/proposals/${id}/`,
        responseSchema: proposalDocumentSchema,
        providesTags: (_result, _error, id) => [{ type: crmProposalTag, id }],
      }),
      crmProposalContext: build.query<ProposalContext, number>({
        query: (dealId) => `/api/crm/deals/${dealId}/proposal-context/`,
        responseSchema: proposalContextSchema,
      }),
      crmProposalVersions: build.query<ProposalVersion[], number>({
        query: (dealId) => `/api/crm/deals/${dealId}/proposal-versions/`,
        responseSchema: proposalVersionsResponseSchema,
        providesTags: (_result, _error, dealId) => versionsTags(dealId, undefined),
      }),
      crmCreateProposalVersion: build.mutation<ProposalVersion, ProposalVersionArgs>({
        query: ({ dealId, data }) => ({
          url: `/api/crm/deals/${dealId}/proposal-versions/`,
          method: 'POST',
          body: { data },
        }),
        responseSchema: proposalVersionSchema,
        // A new version is a new Draft row of the proposals list.
        invalidatesTags: (_result, error, { dealId }) => [listTag, ...versionsTags(dealId, error)],
      }),
      crmUpdateProposalVersion: build.mutation<
        ProposalVersion,
        ProposalVersionArgs & { proposalId: number; version: number }
      >({
        query: ({ dealId, proposalId, data, version }) => ({
          url: `/api/crm/deals/${dealId}/proposal-versions/${proposalId}/`,
          method: 'PUT',
          body: { data, version },
        }),
        responseSchema: proposalVersionSchema,
        invalidatesTags: (_result, error, { dealId, proposalId }) => [
          { type: crmProposalTag, id: proposalId },
          ...versionsTags(dealId, error),
        ],
      }),
      crmDeleteProposalVersion: build.mutation<
        null,
        { dealId: number; proposalId: number; version: number }
      >({
        query: ({ dealId, proposalId, version }) => ({
          url: `/api/crm/deals/${dealId}/proposal-versions/${proposalId}/`,
          method: 'DELETE',
          params: { version },
        }),
        invalidatesTags: (_result, error, { dealId, proposalId }) => [
          listTag,
          { type: crmProposalTag, id: proposalId },
          ...versionsTags(dealId, error),
        ],
      }),
    }),
  });

export const {
  useCrmProposalsQuery,
  useCrmProposalStatusesQuery,
  useCrmCreateProposalMutation,
  useCrmUpdateProposalMutation,
  useCrmProposalDocumentQuery,
  useLazyCrmProposalDocumentQuery,
  useCrmProposalContextQuery,
  useCrmProposalVersionsQuery,
} = proposalsApi;
