import {
  api,
  serviceRequestPageSchema,
  serviceRequestSchema,
  serviceRequestsResponseSchema,
  type ServiceRequest,
  type ServiceRequestPage,
  type ServiceRequestStatus,
} from '@solar/shared';

/** Invalidation tag of service requests: id a deal's id, or `LIST` for the staff's list. */
const crmServiceRequestTag = 'CrmServiceRequest' as const;
const listTag = { type: crmServiceRequestTag, id: 'LIST' } as const;

interface ServiceRequestStatusArgs {
  dealId: number;
  id: number;
  status: ServiceRequestStatus;
}

interface ServiceRequestListArgs {
  page: number;
  status: ServiceRequestStatus | undefined;
}

/**
 * The customers' service requests for staff: the Service Requests page's list and a deal's card
 * on the deal details page. Each shows its own load failure and a failed status change is a
 * toast of its own (the default error policy). A change made in one place refreshes the other.
 */
const serviceRequestsApi = api
  .enhanceEndpoints({ addTagTypes: [crmServiceRequestTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmServiceRequests: build.query<ServiceRequestPage, ServiceRequestListArgs>({
        query: ({ page, status }) => ({
          url: '/api/service-requests/',
          params: { page, ...(status === undefined ? {} : { status }) },
        }),
        responseSchema: serviceRequestPageSchema,
        providesTags: [listTag],
      }),
      crmSetServiceRequestStatus: build.mutation<
        ServiceRequest,
        Omit<ServiceRequestStatusArgs, 'dealId'>
      >({
        query: ({ id, status }) => ({
          url: `/api/service-requests/${id}/`,
          method: 'PUT',
          body: { status },
        }),
        responseSchema: serviceRequestSchema,
        invalidatesTags: (result) => [
          listTag,
          ...(result?.deal ? [{ type: crmServiceRequestTag, id: result.deal.id }] : []),
        ],
      }),
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
          listTag,
          { type: crmServiceRequestTag, id: dealId },
        ],
      }),
    }),
  });

export const {
  useCrmServiceRequestsQuery,
  useCrmSetServiceRequestStatusMutation,
  useCrmDealServiceRequestsQuery,
  useCrmUpdateServiceRequestMutation,
} = serviceRequestsApi;
