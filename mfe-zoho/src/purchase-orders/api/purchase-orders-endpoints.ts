import {
  api,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  requestTimeouts,
  vendorListSchema,
  vendorSchema,
  type PurchaseOrder,
  type PurchaseOrderInput,
  type PurchaseOrderPage,
  type PurchaseOrderStatus,
  type ReceiptInput,
  type Vendor,
  type VendorInput,
} from '@solar/shared';

interface OrderListArgs {
  page: number;
  page_size: number;
  search: string;
  status: PurchaseOrderStatus | '';
}

/** Vendors, purchase orders, their moves and receipts, and the item search of the order lines. */
export const purchaseOrdersApi = api
  .enhanceEndpoints({ addTagTypes: ['PurchaseOrders', 'Vendors', 'Stock'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      purchaseOrderVendors: build.query<Vendor[], void>({
        query: () => '/api/purchase-orders/vendors/',
        responseSchema: vendorListSchema,
        providesTags: ['Vendors'],
      }),
      purchaseOrderVendorCreate: build.mutation<Vendor, VendorInput>({
        query: (body) => ({ url: '/api/purchase-orders/vendors/', method: 'POST', body }),
        responseSchema: vendorSchema,
        invalidatesTags: ['Vendors'],
      }),
      purchaseOrderVendorUpdate: build.mutation<
        Vendor,
        { id: number; body: VendorInput & { version: number } }
      >({
        query: ({ id, body }) => ({
          url: `/api/purchase-orders/vendors/${id}/`,
          method: 'PUT',
          body,
        }),
        responseSchema: vendorSchema,
        invalidatesTags: ['Vendors', 'PurchaseOrders'],
      }),
      purchaseOrderList: build.query<PurchaseOrderPage, OrderListArgs>({
        query: ({ page, page_size, search, status }) => ({
          url: '/api/purchase-orders/',
          params: { page, page_size, ...(search ? { search } : {}), ...(status ? { status } : {}) },
        }),
        responseSchema: purchaseOrderPageSchema,
        providesTags: ['PurchaseOrders'],
      }),
      purchaseOrder: build.query<PurchaseOrder, number>({
        query: (id) => `/api/purchase-orders/${id}/`,
        responseSchema: purchaseOrderSchema,
        providesTags: ['PurchaseOrders'],
      }),
      purchaseOrderCreate: build.mutation<PurchaseOrder, PurchaseOrderInput>({
        query: (body) => ({ url: '/api/purchase-orders/', method: 'POST', body }),
        responseSchema: purchaseOrderSchema,
        invalidatesTags: ['PurchaseOrders'],
      }),
      purchaseOrderUpdate: build.mutation<
        PurchaseOrder,
        { id: number; body: PurchaseOrderInput & { version: number } }
      >({
        query: ({ id, body }) => ({ url: `/api/purchase-orders/${id}/`, method: 'PUT', body }),
        responseSchema: purchaseOrderSchema,
        invalidatesTags: ['PurchaseOrders'],
      }),
      purchaseOrderMove: build.mutation<
        PurchaseOrder,
        { id: number; status: 'Sent' | 'Cancelled'; version: number }
      >({
        query: ({ id, ...body }) => ({
          url: `/api/purchase-orders/${id}/status/`,
          method: 'POST',
          body,
        }),
        responseSchema: purchaseOrderSchema,
        invalidatesTags: ['PurchaseOrders', 'Stock'],
      }),
      purchaseOrderSendToVendor: build.mutation<PurchaseOrder, { id: number; version: number }>({
        query: ({ id, version }) => ({
          url: `/api/purchase-orders/${id}/send/`,
          method: 'POST',
          body: { version },
        }),
        // The PDF is rendered before the e-mail is queued: give it the longer budget.
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: purchaseOrderSchema,
        invalidatesTags: ['PurchaseOrders', 'Stock'],
      }),
      purchaseOrderReceive: build.mutation<PurchaseOrder, { id: number; body: ReceiptInput }>({
        query: ({ id, body }) => ({
          url: `/api/purchase-orders/${id}/receipts/`,
          method: 'POST',
          body,
        }),
        responseSchema: purchaseOrderSchema,
        invalidatesTags: ['PurchaseOrders', 'Stock'],
      }),
    }),
  });

export const {
  usePurchaseOrderVendorsQuery,
  usePurchaseOrderVendorCreateMutation,
  usePurchaseOrderVendorUpdateMutation,
  usePurchaseOrderListQuery,
  useLazyPurchaseOrderQuery,
  usePurchaseOrderCreateMutation,
  usePurchaseOrderUpdateMutation,
  usePurchaseOrderMoveMutation,
  usePurchaseOrderSendToVendorMutation,
  usePurchaseOrderReceiveMutation,
} = purchaseOrdersApi;
