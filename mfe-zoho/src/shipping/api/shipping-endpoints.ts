import {
  api,
  requestTimeouts,
  type Shipment,
  type ShipmentDealOption,
  shipmentDealOptionListSchema,
  type ShipmentInput,
  type ShipmentMove,
  type ShipmentMoveResult,
  shipmentMoveResultSchema,
  type ShipmentPage,
  shipmentPageSchema,
  type ShipmentPartsList,
  shipmentPartsListSchema,
  shipmentSchema,
  type ShipmentStatus,
  type ShipmentUpdate,
} from '@solar/shared';

export interface ShipmentListArgs {
  page: number;
  page_size: number;
  search: string;
  status: ShipmentStatus | '';
  warehouse_id: number | null;
  from: string;
  to: string;
}

/**
 * Shipping Details: shipments to job sites, their moves and proof photos, the deals to ship to and
 * a deal's parts list to prefill the lines. Each failure is the page's own message or toast.
 */
export const shippingApi = api
  .enhanceEndpoints({ addTagTypes: ['Shipments', 'Stock', 'CrmDealShipments'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      shippingList: build.query<ShipmentPage, ShipmentListArgs>({
        query: ({ page, page_size, search, status, warehouse_id, from, to }) => ({
          url: '/api/shipping/',
          params: {
            page,
            page_size,
            ...(search ? { search } : {}),
            ...(status ? { status } : {}),
            ...(warehouse_id === null ? {} : { warehouse_id }),
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
          },
        }),
        responseSchema: shipmentPageSchema,
        providesTags: ['Shipments'],
      }),
      shippingShipment: build.query<Shipment, number>({
        query: (id) => `/api/shipping/${id}/`,
        responseSchema: shipmentSchema,
        providesTags: ['Shipments'],
      }),
      shippingCreate: build.mutation<Shipment, ShipmentInput>({
        query: (body) => ({ url: '/api/shipping/', method: 'POST', body }),
        responseSchema: shipmentSchema,
        invalidatesTags: ['Shipments', 'Stock', 'CrmDealShipments'],
      }),
      shippingUpdate: build.mutation<Shipment, { id: number; body: ShipmentUpdate }>({
        query: ({ id, body }) => ({ url: `/api/shipping/${id}/`, method: 'PUT', body }),
        responseSchema: shipmentSchema,
        invalidatesTags: ['Shipments', 'Stock', 'CrmDealShipments'],
      }),
      shippingMove: build.mutation<ShipmentMoveResult, { id: number; body: ShipmentMove }>({
        query: ({ id, body }) => ({ url: `/api/shipping/${id}/status/`, method: 'POST', body }),
        responseSchema: shipmentMoveResultSchema,
        invalidatesTags: ['Shipments', 'Stock', 'CrmDealShipments'],
      }),
      shippingProofUpload: build.mutation<Shipment, { id: number; version: number; file: File }>({
        // The photo itself is the body, as the deal's file uploads send it.
        query: ({ id, version, file }) => ({
          url: `/api/shipping/${id}/proof/`,
          method: 'POST',
          params: { name: file.name || 'photo', version },
          headers: { 'content-type': 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: shipmentSchema,
        invalidatesTags: ['Shipments'],
      }),
      shippingDeals: build.query<ShipmentDealOption[], string>({
        query: (search) => ({ url: '/api/shipping/deals/', params: { search } }),
        responseSchema: shipmentDealOptionListSchema,
      }),
      shippingPartsList: build.query<ShipmentPartsList, { dealId: number; bomId: number | null }>({
        query: ({ dealId, bomId }) => ({
          url: `/api/shipping/deals/${dealId}/parts-list/`,
          params: bomId === null ? {} : { bom_id: bomId },
        }),
        responseSchema: shipmentPartsListSchema,
      }),
    }),
  });

export const {
  useShippingListQuery,
  useShippingShipmentQuery,
  useShippingCreateMutation,
  useShippingUpdateMutation,
  useShippingMoveMutation,
  useShippingProofUploadMutation,
  useShippingDealsQuery,
  useLazyShippingPartsListQuery,
} = shippingApi;
