import {
  api,
  lazySchema,
  type PortalSigning,
  type ProposalDeclinePayload,
  type ProposalSignPayload,
} from '@solar/shared';

const responseSchemas = () => import('../../portal-shared/api/portal-response-schemas');

/**
 * The customer's answers to a proposal sent to them: opening it (Viewed), signing it, declining
 * it. The page shows each call's own message (the default error policy).
 */
const portalSigningApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    portalViewProposal: build.mutation<null, number>({
      query: (id) => ({ url: `/api/portal/proposals/${id}/view/`, method: 'POST' }),
    }),
    portalSignProposal: build.mutation<PortalSigning, { id: number; body: ProposalSignPayload }>({
      query: ({ id, body }) => ({ url: `/api/portal/proposals/${id}/sign/`, method: 'POST', body }),
      responseSchema: lazySchema(async () => (await responseSchemas()).portalSigningSchema),
    }),
    portalDeclineProposal: build.mutation<
      PortalSigning,
      { id: number; body: ProposalDeclinePayload }
    >({
      query: ({ id, body }) => ({
        url: `/api/portal/proposals/${id}/decline/`,
        method: 'POST',
        body,
      }),
      responseSchema: lazySchema(async () => (await responseSchemas()).portalSigningSchema),
    }),
  }),
});

export const {
  usePortalViewProposalMutation,
  usePortalSignProposalMutation,
  usePortalDeclineProposalMutation,
} = portalSigningApi;
