import { adminApiKeyRoutes } from '../modules/admin/admin-api-keys-routes';
import { adminRoutes } from '../modules/admin/admin-routes';
import { authRoutes } from '../modules/auth/auth-routes';
import { commonRoutes } from '../modules/common/common-routes';
import { crmRoutes } from '../modules/crm/crm-routes';
import { dashboardRoutes } from '../modules/dashboard/dashboard-routes';
import { demandRoutes } from '../modules/demand/demand-routes';
import { mrpRoutes } from '../modules/mrp/mrp-routes';
import { dealContactsRoutes } from '../modules/deal-contacts/deal-contacts-routes';
import { documentsRoutes } from '../modules/documents/documents-routes';
import { forecastRoutes } from '../modules/forecast/forecast-routes';
import { geoRoutes } from '../modules/geo/geo-routes';
import { healthRoutes } from '../modules/health/health-routes';
import { jobsRoutes } from '../modules/jobs/jobs-routes';
import { mailRoutes } from '../modules/mail/mail-routes';
import { leadsRoutes } from '../modules/leads/leads-routes';
import { leadTimelineRoutes } from '../modules/leads/leads-timeline-routes';
import { meetingsRoutes } from '../modules/meetings/meetings-routes';
import { ncmRoutes } from '../modules/ncm/ncm-routes';
import { notificationsRoutes } from '../modules/notifications/notifications-routes';
import { stockRoutes } from '../modules/stock/stock-routes';
import { shippingRoutes } from '../modules/shipping/shipping-routes';
import { siteSketchesRoutes } from '../modules/site-sketches/site-sketches-routes';
import { publicRoutes } from '../modules/public/public-routes';
import { portalRoutes } from '../modules/portal/portal-routes';
import { powerBillsRoutes } from '../modules/power-bills/power-bills-routes';
import { projectsRoutes } from '../modules/projects/projects-routes';
import { purchaseOrdersRoutes } from '../modules/purchase-orders/purchase-orders-routes';
import { proposalsRoutes } from '../modules/proposals/proposals-routes';
import { proposalSendingsRoutes } from '../modules/proposal-sendings/proposal-sendings-routes';
import { savingsRoutes } from '../modules/savings/savings-routes';
import { dealProgramsRoutes } from '../modules/deal-programs/deal-programs-routes';
import { serviceRequestsRoutes } from '../modules/service-requests/service-requests-routes';
import { templatesRoutes } from '../modules/templates/templates-routes';
import { timelineRoutes } from '../modules/timeline/timeline-routes';
import { usersRoutes } from '../modules/users/users-routes';
import { importsRoutes } from '../modules/imports/imports-routes';
import { zohoRoutes } from '../modules/zoho/zoho-routes';
import { zohoStorageRoutes } from '../modules/zoho/zoho-storage-routes';
import type { AnyRouteDeclaration } from './route-declaration';

/**
 * THE route table: every API route, registered from here and authorized from its `access`.
 * A new area adds `export const xRoutes = [defineRoute({...})]` in its module and spreads it
 * below; the authorization walk test and the OpenAPI test then cover it without changes.
 */
export const routeTable: readonly AnyRouteDeclaration[] = [
  ...healthRoutes,
  ...authRoutes,
  ...usersRoutes,
  ...crmRoutes,
  ...commonRoutes,
  ...dealContactsRoutes,
  ...siteSketchesRoutes,
  ...geoRoutes,
  ...zohoRoutes,
  ...importsRoutes,
  ...zohoStorageRoutes,
  ...templatesRoutes,
  ...powerBillsRoutes,
  ...proposalsRoutes,
  ...proposalSendingsRoutes,
  ...savingsRoutes,
  ...dealProgramsRoutes,
  ...adminRoutes,
  ...adminApiKeyRoutes,
  ...portalRoutes,
  ...serviceRequestsRoutes,
  ...documentsRoutes,
  ...timelineRoutes,
  ...dashboardRoutes,
  ...jobsRoutes,
  ...leadsRoutes,
  ...leadTimelineRoutes,
  ...meetingsRoutes,
  ...notificationsRoutes,
  ...projectsRoutes,
  ...publicRoutes,
  ...stockRoutes,
  ...forecastRoutes,
  ...purchaseOrdersRoutes,
  ...ncmRoutes,
  ...shippingRoutes,
  ...mailRoutes,
  ...demandRoutes,
  ...mrpRoutes,
];
