import { z } from 'zod';
import { defineRoute } from '../../http/route-declaration';
import {
  countSheet,
  itemHistory,
  listStock,
  postCount,
  searchStockItems,
  setReorderPoint,
  transferStock,
} from './stock-queries';
import { createWarehouse, listWarehouses, updateWarehouse } from './stock-warehouse-queries';
import { stockPaths, stockReadPaths, warehousePaths } from './stock-menu-paths';
import {
  countInputSchema,
  countResultSchema,
  countSheetQuerySchema,
  countSheetSchema,
  historyQuerySchema,
  itemIdParamsSchema,
  reorderPointInputSchema,
  stockHistorySchema,
  stockItemSearchQuerySchema,
  stockItemSearchResponseSchema,
  stockListQuerySchema,
  stockPageSchema,
  transferInputSchema,
  warehouseIdParamsSchema,
  warehouseInputSchema,
  warehouseListSchema,
  warehouseSchema,
  warehouseUpdateSchema,
} from './stock-schemas';

const tag = 'stock';
const stockAccess = { staff: true, menuPaths: stockPaths } as const;
const warehouseAccess = { staff: true, menuPaths: warehousePaths } as const;
const readAccess = { staff: true, menuPaths: stockReadPaths } as const;

export const stockRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/stock/warehouses/',
    access: readAccess,
    tag,
    summary: 'Every warehouse, active ones first',
    schemas: { response: warehouseListSchema },
    async handler(_input, { deps, auth }) {
      return {
        warehouses: await listWarehouses(deps.database.db),
        may_allow_negative: auth.user.isSuperuser,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/stock/warehouses/',
    access: warehouseAccess,
    tag,
    summary: 'Creates a warehouse; only an administrator may allow negative stock',
    successStatus: 201,
    schemas: { body: warehouseInputSchema, response: warehouseSchema },
    async handler({ body }, { deps, auth }) {
      return createWarehouse(deps.database.db, body, auth.user.isSuperuser);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/stock/warehouses/:warehouseId/',
    access: warehouseAccess,
    tag,
    summary: 'Saves a warehouse (version checked); the last active one cannot be deactivated',
    schemas: {
      params: warehouseIdParamsSchema,
      body: warehouseUpdateSchema,
      response: warehouseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateWarehouse(deps.database.db, params.warehouseId, body, auth.user.isSuperuser);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/stock/items/search/',
    access: readAccess,
    tag,
    summary: 'Active items whose number or description contains the query (20 at most)',
    schemas: { querystring: stockItemSearchQuerySchema, response: stockItemSearchResponseSchema },
    async handler({ query }, { deps }) {
      return searchStockItems(deps.database.db, query.query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/stock/',
    access: stockAccess,
    tag,
    summary:
      'Items × warehouses with on hand, reserved, on order and available, by search, warehouse, low stock and an attribute (category); keyset pages',
    schemas: { querystring: stockListQuerySchema, response: stockPageSchema },
    async handler({ query }, { deps }) {
      return listStock(deps.database.db, {
        search: query.search,
        warehouseId: query.warehouse_id,
        lowOnly: query.low === 'true',
        attribute: {
          attribute_id: query.attribute_id,
          value: query.value,
          min: query.min,
          max: query.max,
        },
        after: query.after,
        pageSize: query.page_size,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/stock/items/:itemId/movements/',
    access: stockAccess,
    tag,
    summary: "An item's movements in every warehouse, newest first",
    schemas: {
      params: itemIdParamsSchema,
      querystring: historyQuerySchema,
      response: stockHistorySchema,
    },
    async handler({ params, query }, { deps }) {
      return itemHistory(deps.database.db, params.itemId, query.before);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/stock/items/:itemId/reorder-point/',
    access: stockAccess,
    tag,
    summary: "Sets or clears an item's reorder point (the low-stock filter's threshold)",
    successStatus: 204,
    schemas: { params: itemIdParamsSchema, body: reorderPointInputSchema, response: z.null() },
    async handler({ params, body }, { deps }) {
      await setReorderPoint(deps.database.db, params.itemId, body.reorder_point);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/stock/transfers/',
    access: stockAccess,
    tag,
    summary: 'Moves a quantity of an item from one warehouse to another',
    successStatus: 204,
    schemas: { body: transferInputSchema, response: z.null() },
    async handler({ body }, { deps, auth }) {
      await transferStock(deps.database.db, body, auth.user.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/stock/counts/sheet/',
    access: stockAccess,
    tag,
    summary: "A warehouse's counting sheet: its stocked items with on hand and version",
    schemas: { querystring: countSheetQuerySchema, response: countSheetSchema },
    async handler({ query }, { deps }) {
      return countSheet(deps.database.db, query.warehouse_id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/stock/counts/',
    access: stockAccess,
    tag,
    summary: 'Posts a stock count: the differences become adjustments in one transaction',
    successStatus: 201,
    schemas: { body: countInputSchema, response: countResultSchema },
    async handler({ body }, { deps, auth }) {
      return postCount(deps.database.db, body, auth.user.id);
    },
  }),
];
