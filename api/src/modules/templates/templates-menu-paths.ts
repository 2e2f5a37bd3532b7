import { catalogueMenuPathsOf, menuPathsOfGroup } from '../../http/catalogue-menu-paths';

/** Designing templates: the template pages of the menu. */
export const templateWritePaths = menuPathsOfGroup('templates');

/**
 * Reading templates, the deals to fill them from, and their PDFs: the template pages, and the
 * deal pages, whose "Generate contract" button prints a template for the deal on screen.
 * Per-deal access still applies on top.
 */
export const templateReadPaths = [
  ...templateWritePaths,
  ...catalogueMenuPathsOf('crm/deals', 'crm/deal-details'),
];
