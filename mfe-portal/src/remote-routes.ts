import { lazyPage, portalPages, type RemoteRoute } from '@solar/shared';

/**
 * What the portal exposes as `./routes`, relative to `/customer` (the header around it is the
 * host's customer shell): the tiles at `/customer` itself (pattern `''`) and the views the tiles
 * open, each a deep-linkable URL. Every page is its own chunk, loaded on first visit.
 */
export const routes: readonly RemoteRoute[] = [
  {
    ...portalPages.home,
    Component: lazyPage(
      () => import('./customer-portal/customer-portal-page'),
      'CustomerPortalPage',
    ),
  },
  {
    ...portalPages.tracking,
    Component: lazyPage(
      () => import('./project-tracking/project-tracking-page'),
      'ProjectTrackingPage',
    ),
  },
  {
    ...portalPages.proposals,
    Component: lazyPage(
      () => import('./portal-proposals/portal-proposals-page'),
      'PortalProposalsPage',
    ),
  },
  {
    ...portalPages.proposal,
    Component: lazyPage(
      () => import('./portal-proposals/portal-proposal-page'),
      'PortalProposalPage',
    ),
  },
  {
    ...portalPages.request,
    Component: lazyPage(
      () => import('./service-requests/service-request-page'),
      'ServiceRequestPage',
    ),
  },
];
