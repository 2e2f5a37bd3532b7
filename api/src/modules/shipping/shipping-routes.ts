import { maxDocumentBytes } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { requireDealAccess } from '../deals';
import { readUploadBody, sendDocument } from '../documents';
import { dealPartsList, pickShipmentDeals } from './shipping-deal-queries';
import { dealShipmentPaths, shippingPaths } from './shipping-menu-paths';
import { openShipmentProof, storeShipmentProof } from './shipping-proof-queries';
import {
  createShipment,
  listDealShipments,
  listShipments,
  moveShipment,
  readShipment,
  updateShipment,
} from './shipping-queries';
import {
  dealIdParamsSchema,
  dealShipmentsSchema,
  proofFileResponse,
  proofUploadQuerySchema,
  shipmentDealOptionListSchema,
  shipmentDealSearchQuerySchema,
  shipmentIdParamsSchema,
  shipmentInputSchema,
  shipmentListQuerySchema,
  shipmentMoveResultSchema,
  shipmentMoveSchema,
  shipmentPageSchema,
  shipmentPartsListQuerySchema,
  shipmentPartsListSchema,
  shipmentSchema,
  shipmentUpdateSchema,
} from './shipping-schemas';

const tag = 'shipping';
const access = { staff: true, menuPaths: shippingPaths } as const;

export const shippingRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/shipping/',
    access,
    tag,
    summary:
      'Shipments, newest first; filter by status, warehouse and planned ship date, search by deal, tracking number or number',
    schemas: { querystring: shipmentListQuerySchema, response: shipmentPageSchema },
    async handler({ query }, { deps }) {
      if (query.from !== undefined && query.to !== undefined && query.from > query.to) {
        return { results: [], count: 0 };
      }
      return listShipments(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/shipping/',
    access,
    tag,
    summary: "Plans a shipment of a deal's equipment and reserves its lines in the warehouse",
    successStatus: 201,
    schemas: { body: shipmentInputSchema, response: shipmentSchema },
    async handler({ body }, { deps, auth }) {
      return createShipment(deps.database.db, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/shipping/deals/',
    access,
    tag,
    summary: 'Deals to ship to, by part of their name; deals with a project first',
    schemas: { querystring: shipmentDealSearchQuerySchema, response: shipmentDealOptionListSchema },
    async handler({ query }, { deps }) {
      return pickShipmentDeals(deps.database.db, query.search);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/shipping/deals/:dealId/parts-list/',
    access,
    tag,
    summary: "The quantities a parts list gives for the deal's panel count, to prefill a shipment",
    schemas: {
      params: dealIdParamsSchema,
      querystring: shipmentPartsListQuerySchema,
      response: shipmentPartsListSchema,
    },
    async handler({ params, query }, { deps }) {
      return dealPartsList(deps.database.db, params.dealId, query.bom_id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/shipping/:shipmentId/',
    access,
    tag,
    summary: 'A shipment with its lines and what the warehouse has available of each',
    schemas: { params: shipmentIdParamsSchema, response: shipmentSchema },
    async handler({ params }, { deps }) {
      return readShipment(deps.database.db, params.shipmentId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/shipping/:shipmentId/',
    access,
    tag,
    summary:
      "Saves a planned shipment's details and lines, moving its reservation (version checked)",
    schemas: {
      params: shipmentIdParamsSchema,
      body: shipmentUpdateSchema,
      response: shipmentSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateShipment(deps.database.db, params.shipmentId, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/shipping/:shipmentId/status/',
    access,
    tag,
    summary:
      'Ships (issues the stock, releases the reservation), delivers (records the project milestone) or cancels (releases) a shipment',
    schemas: {
      params: shipmentIdParamsSchema,
      body: shipmentMoveSchema,
      response: shipmentMoveResultSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return moveShipment(deps.database.db, params.shipmentId, body, auth.user.id, {
        jobs: deps.jobs,
        appUrl: deps.config.mail.appUrl,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/shipping/:shipmentId/proof/',
    access,
    tag,
    summary:
      "Adds the delivery's proof photo (the body is the image, ?name=&version=); kept with the deal's files",
    bodyLimit: maxDocumentBytes,
    schemas: {
      params: shipmentIdParamsSchema,
      querystring: proofUploadQuerySchema,
      response: shipmentSchema,
    },
    async handler({ params, query }, { deps, auth, request }) {
      const bytes = await readUploadBody(request.body);
      return storeShipmentProof(deps.database.db, deps.storage, params.shipmentId, {
        name: query.name,
        version: query.version,
        bytes,
        userId: auth.user.id,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/shipping/:shipmentId/proof/',
    access,
    tag,
    summary: "Downloads the delivery's proof photo",
    schemas: { params: shipmentIdParamsSchema, response: proofFileResponse },
    async handler({ params }, { deps, reply }) {
      return sendDocument(
        reply,
        await openShipmentProof(deps.database.db, deps.storage, params.shipmentId),
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/shipments/',
    access: { staff: true, menuPaths: dealShipmentPaths },
    tag,
    summary: "A deal's shipments, newest first (the deal page's card)",
    schemas: { params: dealIdParamsSchema, response: dealShipmentsSchema },
    async handler({ params }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return listDealShipments(deps.database.db, params.dealId);
    },
  }),
];
