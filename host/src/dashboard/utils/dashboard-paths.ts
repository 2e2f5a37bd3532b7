import { workplacePath } from '@solar/shared';

/**
 * Where the dashboard's links go (catalogue routes), and the menu path each needs: the guard
 * refuses a page outside the user's menu, so a link is only drawn when the user may follow it.
 */
export const dashboardPaths = {
  dealDetails: {
    menuPath: 'crm/deal-details',
    to: (dealId: number) => workplacePath('crm/deal-details/:dealId', { dealId }),
  },
  dealsOfStage: {
    menuPath: 'crm/deals',
    // `all`: the list's "All stages" (without a stage it opens on 'Proposal Requested').
    to: (stageId: number | 'all') => `${workplacePath('crm/deals')}?stage=${stageId}`,
  },
  proposals: { menuPath: 'crm/proposals', to: () => workplacePath('crm/proposals') },
  /** A lead has no page of its own: the leads list, searched for its name, shows it. */
  leadsNamed: {
    menuPath: 'crm/leads',
    to: (name: string) => `${workplacePath('crm/leads')}?${new URLSearchParams({ search: name })}`,
  },
  /** The calendar's day view of a local day (`YYYY-MM-DD`). */
  meetingsOfDay: {
    menuPath: 'crm/meeting',
    to: (day: string) => `${workplacePath('crm/meeting')}?view=day&date=${day}`,
  },
} as const;
