import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import {
  listDealServiceRequests,
  listServiceRequests,
  updateAnyServiceRequestStatus,
  updateServiceRequestStatus,
} from './service-requests-queries';
import {
  dealServiceRequestParamsSchema,
  dealServiceRequestsParamsSchema,
  serviceRequestListParamsSchema,
  serviceRequestPageResponseSchema,
  serviceRequestParamsSchema,
  serviceRequestResponseSchema,
  serviceRequestsSchema,
  serviceRequestStatusBodySchema,
} from './service-requests-schemas';

const tag = 'service-requests';
/** The deal details page shows a deal's service requests; the deals list links to it. */
const staffAccess = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/deals', 'crm/deal-details'),
} as const;

/**
 * The Service Requests page: every general request (a customer with no project yet) and those on
 * the deals the caller may work on. Whoever holds the page (administrators, the CRM staff) answers
 * the general ones.
 */
const listAccess = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/service-requests'),
} as const;

/**
 * The staff side of the customers' service requests (the customers send them from the portal):
 * the staff's list, and a deal's requests behind the per-deal rule.
 */
export const serviceRequestsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/service-requests/',
    access: listAccess,
    tag,
    summary:
      'The service requests the caller answers (general ones and their deals’), newest first',
    schemas: {
      querystring: serviceRequestListParamsSchema,
      response: serviceRequestPageResponseSchema,
    },
    async handler({ query }, { deps, auth }) {
      return listServiceRequests(deps.database.db, auth.user, query);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/service-requests/:id/',
    access: listAccess,
    tag,
    summary: 'Marks a service request Handled or Open again from the staff’s list',
    schemas: {
      params: serviceRequestParamsSchema,
      body: serviceRequestStatusBodySchema,
      response: serviceRequestResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateAnyServiceRequestStatus(deps.database.db, auth.user, params.id, body.status);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/service-requests/',
    access: staffAccess,
    tag,
    summary: "A deal's service requests from the customer portal, newest first",
    schemas: { params: dealServiceRequestsParamsSchema, response: serviceRequestsSchema },
    async handler({ params }, { deps, auth }) {
      return listDealServiceRequests(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deals/:dealId/service-requests/:id/',
    access: staffAccess,
    tag,
    summary: 'Marks one of the deal’s service requests Handled or Open again',
    schemas: {
      params: dealServiceRequestParamsSchema,
      body: serviceRequestStatusBodySchema,
      response: serviceRequestResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateServiceRequestStatus(
        deps.database.db,
        auth.user,
        params.dealId,
        params.id,
        body.status,
      );
    },
  }),
];
