import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** The proposals list and its dialog. */
export const proposalListPaths = catalogueMenuPathsOf('crm/proposals');

/** Reading proposal statuses: the list and every screen that shows a proposal's status. */
export const proposalStatusPaths = catalogueMenuPathsOf(
  'crm/proposals',
  'crm/design-proposal',
  'crm/preview-proposal',
  'crm/preview-proposal-plus',
);

/**
 * A deal's saved versions and its presenter context: the deal-bound presenter and the stored
 * proposal's designer (which works on the same deal's versions). Per-deal access applies on top.
 */
export const proposalDesignPaths = ['crm/deal-proposal', 'crm/design-proposal'] as const;

/** One proposal with its saved design: the designer, both previews and the list (Preview link). */
export const proposalReadPaths = catalogueMenuPathsOf(
  'crm/proposals',
  'crm/deal-proposal',
  'crm/design-proposal',
  'crm/preview-proposal',
  'crm/preview-proposal-plus',
);
