import {
  api,
  warehouseListSchema,
  warehouseSchema,
  type Warehouse,
  type WarehouseInput,
  type WarehouseList,
  type WarehouseUpdate,
} from '@solar/shared';

/**
 * The warehouses: read by the stock list, the orders and the warehouse page; written by the
 * warehouse page. Each page shows its own messages (the default error policy).
 */
export const warehouseApi = api
  .enhanceEndpoints({ addTagTypes: ['StockWarehouses'] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      stockWarehouses: build.query<WarehouseList, void>({
        query: () => '/api/stock/warehouses/',
        responseSchema: warehouseListSchema,
        providesTags: ['StockWarehouses'],
      }),
      stockWarehouseCreate: build.mutation<Warehouse, WarehouseInput>({
        query: (body) => ({ url: '/api/stock/warehouses/', method: 'POST', body }),
        responseSchema: warehouseSchema,
        invalidatesTags: ['StockWarehouses'],
      }),
      stockWarehouseUpdate: build.mutation<Warehouse, { id: number; body: WarehouseUpdate }>({
        query: ({ id, body }) => ({ url: `/api/stock/warehouses/${id}/`, method: 'PUT', body }),
        responseSchema: warehouseSchema,
        invalidatesTags: ['StockWarehouses'],
      }),
    }),
  });

export const {
  useStockWarehousesQuery,
  useStockWarehouseCreateMutation,
  useStockWarehouseUpdateMutation,
} = warehouseApi;
