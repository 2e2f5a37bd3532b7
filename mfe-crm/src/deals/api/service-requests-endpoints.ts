import {
  api,
  serviceRequestSchema,
  serviceRequestsResponseSchema,
  type ServiceRequest,
  type ServiceRequestStatus,
} from '@solar/shared';

/** Invalidation tag of a deal's service requests (id: the deal id). */
const crmServiceRequestTag = 'CrmServiceRequest' as const;

interface ServiceRequestStatusArgs {
  dealId: number;
  id: number;
  status: ServiceRequestStatus;
}

/**
 * A deal's service requests from the customer portal, for the deal details page. The card shows
 * its own load failure and a failed status change is a toast of its own (the default error
 * policy).
 */
const serviceRequestsApi = api
  .enhanceEndpoints({ addTagTypes: [crmServiceRequestTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealServiceRequests: build.query<ServiceRequest[], number>({
        query: (dealId) => `/api/crm/deals/${dealId}/service-requests/`,
        responseSchema: serviceRequestsResponseSchema,
        providesTags: (_result, _error, dealId) => [{ type: crmServiceRequestTag, id: dealId }],
      }),
      crmUpdateServiceRequest: build.mutation<ServiceRequest, ServiceRequestStatusArgs>({
        query: ({ dealId, id, status }) => ({
          url: `/api/crm/deals/${dealId}/service-requests/${id}/`,
          method: 'PUT',
          body: { status },
        }),
        responseSchema: serviceRequestSchema,
        invalidatesTags: (_result, _error, { dealId }) => [
          { type: crmServiceRequestTag, id: dealId },
        ],
      }),
    }),
  });

export const { useCrmDealServiceRequestsQuery, useCrmUpdateServiceRequestMutation } =
  serviceRequestsApi;
