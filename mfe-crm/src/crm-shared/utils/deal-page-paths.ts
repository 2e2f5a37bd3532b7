import { workplacePath, type DealListRow } from '@solar/shared';

/**
 * Where each link of a deal row goes (the named routes of the deal pages). Contact and power bill
 * open in edit mode only when the deal has one, as the spec's Add/Edit column rules say.
 */
export const dealPagePaths = {
  list: workplacePath('crm/deals'),
  details: (dealId: number) => workplacePath('crm/deal-details/:dealId', { dealId }),
  contact: (deal: Pick<DealListRow, 'id' | 'has_contact'>) =>
    workplacePath('crm/deal-contact/:dealId/:action?', {
      dealId: deal.id,
      action: deal.has_contact ? 'edit' : 'add',
    }),
  powerBill: (deal: Pick<DealListRow, 'id' | 'power_bill'>) =>
    workplacePath('crm/power-bill/:dealId/:action?', {
      dealId: deal.id,
      action: deal.power_bill?.id ? 'edit' : 'add',
    }),
  siteSketch: (dealId: number) => workplacePath('crm/site-sketch/:dealId', { dealId }),
  proposal: (dealId: number) => workplacePath('crm/deal-proposal/:dealId', { dealId }),
};
