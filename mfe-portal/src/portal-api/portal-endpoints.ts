import {
  api,
  portalDealsResponseSchema,
  portalProposalsResponseSchema,
  proposalDocumentSchema,
  serviceRequestSchema,
  serviceRequestsResponseSchema,
  type ApiExtraOptions,
  type PortalDeal,
  type PortalProposal,
  type ProposalDocument,
  type ServiceRequest,
  type ServiceRequestWritePayload,
} from '@solar/shared';

/** A sent request changes the customer's own list of requests. */
export const portalServiceRequestTag = 'PortalServiceRequest' as const;

/**
 * The portal's pages show their own messages (and a 404 is "not yours or not there", not a reason
 * to leave the page), so the shared policy only handles the 401 logout. Its 403 answer would send
 * a customer to the staff dashboard.
 */
const ownMessages: ApiExtraOptions = { errorPolicy: 'auth-only' };

/** The customer portal's calls (`/api/portal/...`), injected into the one shared API. */
export const portalApi = api
  .enhanceEndpoints({ addTagTypes: [portalServiceRequestTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      portalDeals: build.query<PortalDeal[], void>({
        query: () => '/api/portal/deals/',
        responseSchema: portalDealsResponseSchema,
        extraOptions: ownMessages,
      }),
      portalProposals: build.query<PortalProposal[], void>({
        query: () => '/api/portal/proposals/',
        responseSchema: portalProposalsResponseSchema,
        extraOptions: ownMessages,
      }),
      portalProposalDocument: build.query<ProposalDocument, number>({
        query: (id) => `/api/portal/proposals/${id}/`,
        responseSchema: proposalDocumentSchema,
        extraOptions: ownMessages,
      }),
      portalServiceRequests: build.query<ServiceRequest[], void>({
        query: () => '/api/portal/service-requests/',
        responseSchema: serviceRequestsResponseSchema,
        providesTags: [portalServiceRequestTag],
        extraOptions: ownMessages,
      }),
      portalCreateServiceRequest: build.mutation<ServiceRequest, ServiceRequestWritePayload>({
        query: (body) => ({ url: '/api/portal/service-requests/', method: 'POST', body }),
        responseSchema: serviceRequestSchema,
        invalidatesTags: [portalServiceRequestTag],
        extraOptions: ownMessages,
      }),
    }),
  });

export const {
  usePortalDealsQuery,
  usePortalProposalsQuery,
  usePortalProposalDocumentQuery,
  usePortalServiceRequestsQuery,
  usePortalCreateServiceRequestMutation,
} = portalApi;
