import {
  api,
  guardSchema,
  isServiceRequestList,
  lazySchema,
  type DealDocument,
  type PortalDeal,
  type PortalDocuments,
  type PortalMailSettings,
  requestTimeouts,
  type PortalProposal,
  type PortalProposalDocument,
  type ServiceRequest,
  type ServiceRequestWritePayload,
} from '@solar/shared';

// zod (larger than the rest of the portal's first view) is not part of the portal's first view: each response schema loads with
// the first response that needs it (RTK Query awaits the asynchronous validation), and the list
// of requests the first view shows is checked by a hand-written guard (tested against zod).
const responseSchemas = () => import('./portal-response-schemas');

/** A sent request changes the customer's own list of requests. */
const portalServiceRequestTag = 'PortalServiceRequest' as const;
/** An uploaded file answers a request: the lists of files and requests change. */
const portalDocumentsTag = 'PortalDocuments' as const;
/** The customer's own e-mail choice. */
const portalMailSettingsTag = 'PortalMailSettings' as const;

/**
 * The customer portal's calls (`/api/portal/...`), injected into the one shared API. The portal's
 * pages show their own messages under the default error policy: a 404 is "not yours or not
 * there", not a reason to leave the page, and the shared 403 handling would send a customer to the
 * staff dashboard.
 */
const portalApi = api
  .enhanceEndpoints({
    addTagTypes: [portalServiceRequestTag, portalDocumentsTag, portalMailSettingsTag],
  })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      portalDeals: build.query<PortalDeal[], void>({
        query: () => '/api/portal/deals/',
        responseSchema: lazySchema(async () => (await responseSchemas()).portalDealsResponseSchema),
      }),
      portalProposals: build.query<PortalProposal[], void>({
        query: () => '/api/portal/proposals/',
        responseSchema: lazySchema(
          async () => (await responseSchemas()).portalProposalsResponseSchema,
        ),
      }),
      portalProposalDocument: build.query<PortalProposalDocument, number>({
        query: (id) => `/api/portal/proposals/${id}/`,
        responseSchema: lazySchema(
          async () => (await responseSchemas()).portalProposalDocumentSchema,
        ),
      }),
      portalServiceRequests: build.query<ServiceRequest[], void>({
        query: () => '/api/portal/service-requests/',
        responseSchema: guardSchema(isServiceRequestList, 'a list of service requests'),
        providesTags: [portalServiceRequestTag],
      }),
      portalCreateServiceRequest: build.mutation<ServiceRequest, ServiceRequestWritePayload>({
        query: (body) => ({ url: '/api/portal/service-requests/', method: 'POST', body }),
        responseSchema: lazySchema(async () => (await responseSchemas()).serviceRequestSchema),
        invalidatesTags: [portalServiceRequestTag],
      }),
      portalDocuments: build.query<PortalDocuments, void>({
        query: () => '/api/portal/documents/',
        responseSchema: lazySchema(async () => (await responseSchemas()).portalDocumentsSchema),
        providesTags: [portalDocumentsTag],
      }),
      portalUploadRequestedFile: build.mutation<DealDocument, { requestId: number; file: File }>({
        // The file itself is the body; the API checks its content, size and pixels.
        query: ({ requestId, file }) => ({
          url: `/api/portal/document-requests/${requestId}/upload/`,
          method: 'POST',
          params: { name: file.name || 'document' },
          headers: { 'content-type': 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: lazySchema(async () => (await responseSchemas()).dealDocumentSchema),
        invalidatesTags: [portalDocumentsTag],
      }),
      portalMailSettings: build.query<PortalMailSettings, void>({
        query: () => '/api/portal/mail-settings/',
        responseSchema: lazySchema(async () => (await responseSchemas()).portalMailSettingsSchema),
        providesTags: [portalMailSettingsTag],
      }),
      portalSaveMailSettings: build.mutation<PortalMailSettings, PortalMailSettings>({
        query: (body) => ({ url: '/api/portal/mail-settings/', method: 'PUT', body }),
        responseSchema: lazySchema(async () => (await responseSchemas()).portalMailSettingsSchema),
        invalidatesTags: [portalMailSettingsTag],
      }),
    }),
  });

export const {
  usePortalDealsQuery,
  usePortalProposalsQuery,
  usePortalProposalDocumentQuery,
  usePortalServiceRequestsQuery,
  usePortalCreateServiceRequestMutation,
  usePortalDocumentsQuery,
  usePortalUploadRequestedFileMutation,
  usePortalMailSettingsQuery,
  usePortalSaveMailSettingsMutation,
} = portalApi;
