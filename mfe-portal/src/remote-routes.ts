import { lazyPage, type RemoteRoute } from '@solar/shared';

/**
 * What the portal exposes as `./routes`, relative to `/customer` (the header around it is the
 * host's customer shell): the tiles at `/customer` itself (pattern `''`) and the views the tiles
 * open, each a deep-linkable URL. Every page is its own chunk, loaded on first visit.
 */
export const routes: readonly RemoteRoute[] = [
  {
    pattern: '',
    title: 'Customer Portal',
    Component: lazyPage(
      () => import('./customer-portal/customer-portal-page'),
      'CustomerPortalPage',
    ),
  },
  {
    pattern: 'tracking',
    title: 'Project Tracking',
    Component: lazyPage(
      () => import('./project-tracking/project-tracking-page'),
      'ProjectTrackingPage',
    ),
  },
  {
    pattern: 'proposals',
    title: 'Invoice & Reports',
    Component: lazyPage(
      () => import('./portal-proposals/portal-proposals-page'),
      'PortalProposalsPage',
    ),
  },
  {
    pattern: 'proposals/:proposalId',
    title: 'Proposal',
    Component: lazyPage(
      () => import('./portal-proposals/portal-proposal-page'),
      'PortalProposalPage',
    ),
  },
  {
    pattern: 'requests/:kind',
    title: 'Service request',
    Component: lazyPage(
      () => import('./service-requests/service-request-page'),
      'ServiceRequestPage',
    ),
  },
];
