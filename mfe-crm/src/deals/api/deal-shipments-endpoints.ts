import { api, dealShipmentListSchema, type ShipmentSummary } from '@solar/shared';

/**
 * The deal details page's Shipments card: what left a warehouse for this deal's job site. Its
 * failure is the card's own message (the default error policy).
 */
const dealShipmentsApi = api
  .enhanceEndpoints({ addTagTypes: ['CrmDealShipments'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      crmDealShipments: build.query<ShipmentSummary[], number>({
        query: (dealId) => `/api/crm/deals/${dealId}/shipments/`,
        responseSchema: dealShipmentListSchema,
        providesTags: (_result, _error, dealId) => [{ type: 'CrmDealShipments', id: dealId }],
      }),
    }),
  });

export const { useCrmDealShipmentsQuery } = dealShipmentsApi;
