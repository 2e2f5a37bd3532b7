import { defineRoute } from '../../http/route-declaration';
import { purchaseOrderPaths } from './purchase-orders-menu-paths';
import {
  createPurchaseOrder,
  listPurchaseOrders,
  movePurchaseOrder,
  readPurchaseOrder,
  receivePurchaseOrder,
  sendPurchaseOrderToVendor,
  updatePurchaseOrder,
} from './purchase-orders-queries';
import { renderPurchaseOrderPdf } from './purchase-orders-pdf';
import { createVendor, listVendors, updateVendor } from './purchase-orders-vendor-queries';
import {
  orderIdParamsSchema,
  purchaseOrderInputSchema,
  purchaseOrderListQuerySchema,
  purchaseOrderMoveSchema,
  purchaseOrderPdfResponse,
  purchaseOrderSendSchema,
  purchaseOrderPageSchema,
  purchaseOrderSchema,
  purchaseOrderUpdateSchema,
  receiptInputSchema,
  vendorIdParamsSchema,
  vendorInputSchema,
  vendorListSchema,
  vendorSchema,
  vendorUpdateSchema,
} from './purchase-orders-schemas';

const tag = 'purchase-orders';
const access = { staff: true, menuPaths: purchaseOrderPaths } as const;

export const purchaseOrdersRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/purchase-orders/vendors/',
    access,
    tag,
    summary: 'Every vendor, by name',
    schemas: { response: vendorListSchema },
    async handler(_input, { deps }) {
      return listVendors(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/purchase-orders/vendors/',
    access,
    tag,
    summary: 'Creates a vendor',
    successStatus: 201,
    schemas: { body: vendorInputSchema, response: vendorSchema },
    async handler({ body }, { deps }) {
      return createVendor(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/purchase-orders/vendors/:vendorId/',
    access,
    tag,
    summary: 'Saves a vendor (version checked)',
    schemas: { params: vendorIdParamsSchema, body: vendorUpdateSchema, response: vendorSchema },
    async handler({ params, body }, { deps }) {
      return updateVendor(deps.database.db, params.vendorId, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/purchase-orders/',
    access,
    tag,
    summary: 'Purchase orders, newest first; search by vendor or number, filter by status',
    schemas: { querystring: purchaseOrderListQuerySchema, response: purchaseOrderPageSchema },
    async handler({ query }, { deps }) {
      return listPurchaseOrders(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/purchase-orders/',
    access,
    tag,
    summary: 'Creates a draft purchase order with its lines',
    successStatus: 201,
    schemas: { body: purchaseOrderInputSchema, response: purchaseOrderSchema },
    async handler({ body }, { deps, auth }) {
      return createPurchaseOrder(deps.database.db, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/purchase-orders/:orderId/',
    access,
    tag,
    summary: 'A purchase order with its lines and what each has received',
    schemas: { params: orderIdParamsSchema, response: purchaseOrderSchema },
    async handler({ params }, { deps }) {
      return readPurchaseOrder(deps.database.db, params.orderId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/purchase-orders/:orderId/',
    access,
    tag,
    summary: "Saves a draft's header and lines (version checked)",
    schemas: {
      params: orderIdParamsSchema,
      body: purchaseOrderUpdateSchema,
      response: purchaseOrderSchema,
    },
    async handler({ params, body }, { deps }) {
      return updatePurchaseOrder(deps.database.db, params.orderId, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/purchase-orders/:orderId/status/',
    access,
    tag,
    summary: 'Sends or cancels an order; keeps on order in the stock summaries',
    schemas: {
      params: orderIdParamsSchema,
      body: purchaseOrderMoveSchema,
      response: purchaseOrderSchema,
    },
    async handler({ params, body }, { deps }) {
      return movePurchaseOrder(deps.database.db, params.orderId, body.status, body.version);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/purchase-orders/:orderId/receipts/',
    access,
    tag,
    summary: 'Records a receipt: good into stock, damaged into quarantine with an NCM record',
    schemas: {
      params: orderIdParamsSchema,
      body: receiptInputSchema,
      response: purchaseOrderSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return receivePurchaseOrder(deps.database.db, params.orderId, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/purchase-orders/:orderId/pdf/',
    access,
    tag,
    summary: 'The order as a PDF: vendor, delivery address, lines and total',
    schemas: { params: orderIdParamsSchema, response: purchaseOrderPdfResponse },
    async handler({ params }, { deps, reply }) {
      const order = await readPurchaseOrder(deps.database.db, params.orderId);
      const pdf = await renderPurchaseOrderPdf(deps.database.db, deps.pdfRenderer, order);
      reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff');
      return Buffer.from(pdf.bytes);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/purchase-orders/:orderId/send/',
    access,
    tag,
    summary:
      "E-mails a draft order's PDF to its vendor and marks it Sent, in one transaction (version checked)",
    schemas: {
      params: orderIdParamsSchema,
      body: purchaseOrderSendSchema,
      response: purchaseOrderSchema,
    },
    async handler({ params, body }, { deps }) {
      return sendPurchaseOrderToVendor(deps.database.db, params.orderId, body.version, deps);
    },
  }),
];
