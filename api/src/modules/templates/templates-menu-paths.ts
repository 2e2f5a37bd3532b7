/** Designing templates: the three template pages of the menu. */
export const templateWritePaths = [
  'template/contracts',
  'template/invoices',
  'template/editor',
] as const;

/**
 * Reading templates, the deals to fill them from, and their PDFs: the template pages, and the
 * deal pages, whose "Generate contract" button prints a template for the deal on screen.
 * Per-deal access still applies on top.
 */
export const templateReadPaths = [...templateWritePaths, 'crm/deals', 'crm/deal-details'] as const;
