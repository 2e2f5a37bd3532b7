import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import { listDealServiceRequests, updateServiceRequestStatus } from './service-requests-queries';
import {
  dealServiceRequestParamsSchema,
  dealServiceRequestsParamsSchema,
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
 * The staff side of the customers' service requests (the customers send them from the portal):
 * a deal's requests, behind the per-deal rule.
 */
export const serviceRequestsRoutes = [
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
