import { lazyPage, workplaceRouteByPattern, type RemoteRoute } from '@solar/shared';
import type { ComponentType } from 'react';

function route(pattern: string, Component: ComponentType): RemoteRoute {
  return { pattern, title: workplaceRouteByPattern(pattern).title, Component };
}

/** What the CRM remote exposes as `./routes`; each page is its own chunk, loaded on first visit. */
export const routes: readonly RemoteRoute[] = [
  route(
    'crm/leads',
    lazyPage(() => import('./leads/leads-page'), 'LeadsPage'),
  ),
  route(
    'crm/meeting',
    lazyPage(() => import('./meeting/meeting-page'), 'MeetingPage'),
  ),
  route(
    'crm/deals',
    lazyPage(() => import('./deals/deals-page'), 'DealsPage'),
  ),
  route(
    'crm/service-requests',
    lazyPage(() => import('./service-requests/service-requests-page'), 'ServiceRequestsPage'),
  ),
  route(
    'crm/battery-simulation',
    lazyPage(() => import('./battery-simulation/battery-simulation-page'), 'BatterySimulationPage'),
  ),
  route(
    'crm/deal-details/:dealId',
    lazyPage(() => import('./deals/deal-details-page'), 'DealDetailsPage'),
  ),
  route(
    'crm/power-bill/:dealId/:action?',
    lazyPage(() => import('./power-bills/power-bill-page'), 'PowerBillPage'),
  ),
  route(
    'crm/proposals',
    lazyPage(() => import('./proposals/proposals-page'), 'ProposalsPage'),
  ),
  route(
    'crm/deal-proposal/:dealId',
    lazyPage(() => import('./deal-proposal/deal-proposal-page'), 'DealProposalPage'),
  ),
  route(
    'crm/design-proposal/:proposalId',
    lazyPage(() => import('./design-proposal/design-proposal-page'), 'DesignProposalPage'),
  ),
  route(
    'crm/preview-proposal/:proposalId',
    lazyPage(() => import('./preview-proposal/preview-proposal-page'), 'PreviewProposalPage'),
  ),
  route(
    'crm/preview-proposal-plus/:proposalId',
    lazyPage(() => import('./preview-proposal/preview-proposal-page'), 'PreviewProposalPlusPage'),
  ),
  route(
    'crm/deal-contact/:dealId/:action?',
    lazyPage(() => import('./deal-contacts/deal-contact-page'), 'DealContactPage'),
  ),
  route(
    'crm/site-sketch/:dealId',
    lazyPage(() => import('./site-sketch/site-sketch-page'), 'SiteSketchPage'),
  ),
  route(
    'crm/deal-program',
    lazyPage(() => import('./deal-program/deal-program-page'), 'DealProgramPage'),
  ),
  route(
    'crm/deal-program-design/:dealProgramId',
    lazyPage(
      () => import('./deal-program-design/deal-program-design-page'),
      'DealProgramDesignPage',
    ),
  ),
  route(
    'crm/program-proposal-design/:dealProgramId',
    lazyPage(
      () => import('./program-proposal-design/program-proposal-design-page'),
      'ProgramProposalDesignPage',
    ),
  ),
  route(
    'crm/sales-person-tree',
    lazyPage(() => import('./sales-person-tree/sales-person-tree-page'), 'SalesPersonTreePage'),
  ),
  route(
    'projects/active',
    lazyPage(() => import('./projects/active-projects-page'), 'ActiveProjectsPage'),
  ),
  route(
    'projects/history',
    lazyPage(() => import('./projects/projects-history-page'), 'ProjectsHistoryPage'),
  ),
  route(
    'crm/present-proposal',
    lazyPage(() => import('./present-proposal/present-proposal-page'), 'PresentProposalPage'),
  ),
  route(
    'crm/compare-proposals',
    lazyPage(() => import('./compare-proposals/compare-proposals-page'), 'CompareProposalsPage'),
  ),
];
