import type { DealListRow } from '@solar/shared';

/**
 * Where each link of a deal row goes (the named routes of the deal pages). Contact and power bill
 * open in edit mode only when the deal has one, as the spec's Add/Edit column rules say.
 */
export const dealPagePaths = {
  list: '/workplace/crm/deals',
  details: (dealId: number) => `/workplace/crm/deal-details/${dealId}`,
  contact: (deal: Pick<DealListRow, 'id' | 'has_contact'>) =>
    `/workplace/crm/deal-contact/${deal.id}/${deal.has_contact ? 'edit' : 'add'}`,
  powerBill: (deal: Pick<DealListRow, 'id' | 'power_bill'>) =>
    `/workplace/crm/power-bill/${deal.id}/${deal.power_bill?.id ? 'edit' : 'add'}`,
  siteSketch: (dealId: number) => `/workplace/crm/site-sketch/${dealId}`,
  proposal: (dealId: number) => `/workplace/crm/deal-proposal/${dealId}`,
};
