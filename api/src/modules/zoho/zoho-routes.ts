import { z } from 'zod';
import { bomProposalSourceLimit, recordVersionQuerySchema } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import {
  addBomDetail,
  bomDetailList,
  bomHeader,
  createBom,
  deleteBom,
  deleteBomDetail,
  listBoms,
  updateBom,
  updateBomDetail,
} from './zoho-bom-queries';
import { listBomProposalSources } from './zoho-proposal-sources-queries';
import { searchItems } from './zoho-item-queries';
import { itemSourceFor } from './item-sources';
import { itemCount, latestSyncRun, startSync } from './item-sync';
import { testZohoConnection, zohoConnectionStatus } from './zoho-connection';
import { attributePaths, attributeReadPaths, bomPaths, syncPaths } from './zoho-menu-paths';
import {
  createItemAttribute,
  deleteItemAttribute,
  itemAttributeValuesOf,
  listItemAttributes,
  saveItemAttributeValues,
  updateItemAttribute,
} from './zoho-attribute-queries';
import {
  bomDetailBodySchema,
  bomDetailResponseSchema,
  bomDetailUpdateBodySchema,
  bomDetailsResponseSchema,
  bomHeaderBodySchema,
  bomHeaderResponseSchema,
  bomHeaderUpdateBodySchema,
  bomIdParamsSchema,
  bomListQuerySchema,
  bomListSchema,
  bomProposalSourcesQuerySchema,
  bomProposalSourcesResponseSchema,
  detailDeleteQuerySchema,
  detailIdQuerySchema,
  attributeIdParamsSchema,
  itemAttributeBodySchema,
  itemAttributeListResponseSchema,
  itemAttributeResponseSchema,
  itemAttributeUpdateBodySchema,
  itemAttributeValuesBodySchema,
  itemAttributeValuesResponseSchema,
  itemIdParamsSchema,
  itemSearchQuerySchema,
  itemSearchResponseSchema,
  syncRunResponseSchema,
  syncStatusResponseSchema,
  zohoConnectionResponseSchema,
  zohoConnectionTestResponseSchema,
} from './zoho-schemas';

const tag = 'zoho';
const bomAccess = { staff: true, menuPaths: bomPaths } as const;
const syncAccess = { staff: true, menuPaths: syncPaths } as const;
const attributeAccess = { staff: true, menuPaths: attributePaths } as const;
const attributeReadAccess = { staff: true, menuPaths: attributeReadPaths } as const;

export const zohoRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/zoho/items/search/',
    access: attributeReadAccess,
    tag,
    summary:
      'Active items whose item number or description contains the query, optionally with an attribute value (?attribute_id= with ?value= or ?min=/?max=); no query and no filter: []',
    schemas: { querystring: itemSearchQuerySchema, response: itemSearchResponseSchema },
    async handler({ query: { query, ...filter } }, { deps }) {
      return searchItems(deps.database.db, query, filter);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/item-attributes/',
    access: attributeReadAccess,
    tag,
    summary: 'Every item attribute definition by name, with how many items have a value',
    schemas: { response: itemAttributeListResponseSchema },
    async handler(_input, { deps }) {
      return listItemAttributes(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/item-attributes/',
    access: attributeAccess,
    tag,
    summary:
      'Defines an attribute: text, number (with a unit) or choice (with options); names are unique (409)',
    successStatus: 201,
    schemas: { body: itemAttributeBodySchema, response: itemAttributeResponseSchema },
    async handler({ body }, { deps }) {
      return createItemAttribute(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/zoho/item-attributes/:id/',
    access: attributeAccess,
    tag,
    summary:
      'Changes a definition from the version loaded (409 if stale, if items have values and the type changes, or an option in use is removed)',
    schemas: {
      params: attributeIdParamsSchema,
      body: itemAttributeUpdateBodySchema,
      response: itemAttributeResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateItemAttribute(deps.database.db, params.id, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/zoho/item-attributes/:id/',
    access: attributeAccess,
    tag,
    summary: 'Deletes a definition and every value of it at ?version= (409 if stale)',
    successStatus: 204,
    schemas: {
      params: attributeIdParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps }) {
      await deleteItemAttribute(deps.database.db, params.id, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/items/:id/attributes/',
    access: attributeReadAccess,
    tag,
    summary: 'An item with its attribute values',
    schemas: { params: itemIdParamsSchema, response: itemAttributeValuesResponseSchema },
    async handler({ params }, { deps }) {
      return itemAttributeValuesOf(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/zoho/items/:id/attributes/',
    access: attributeAccess,
    tag,
    summary:
      "Replaces an item's attribute values; each is checked against its attribute's type (400 names the attribute)",
    schemas: {
      params: itemIdParamsSchema,
      body: itemAttributeValuesBodySchema,
      response: itemAttributeValuesResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return saveItemAttributeValues(deps.database.db, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/bom/',
    access: bomAccess,
    tag,
    summary: 'Parts lists, most recently updated first; search by description, filter by status',
    schemas: { querystring: bomListQuerySchema, response: bomListSchema },
    async handler({ query }, { deps }) {
      return listBoms(deps.database.db, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        status: query.status,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/bom/',
    access: bomAccess,
    tag,
    summary: 'Creates a parts list header',
    successStatus: 201,
    schemas: { body: bomHeaderBodySchema, response: bomHeaderResponseSchema },
    async handler({ body }, { deps }) {
      return createBom(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/bom/:id/',
    access: bomAccess,
    tag,
    summary: 'A parts list header',
    schemas: { params: bomIdParamsSchema, response: bomHeaderResponseSchema },
    async handler({ params }, { deps }) {
      return bomHeader(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/zoho/bom/:id/',
    access: bomAccess,
    tag,
    summary:
      'Changes the description and status of a parts list from the version loaded (409 if stale)',
    schemas: {
      params: bomIdParamsSchema,
      body: bomHeaderUpdateBodySchema,
      response: bomHeaderResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateBom(deps.database.db, params.id, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/zoho/bom/:id/',
    access: bomAccess,
    tag,
    summary:
      'Deletes an unused parts list (one without lines) at ?version=; 409 when it has lines or is stale',
    successStatus: 204,
    schemas: {
      params: bomIdParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps }) {
      await deleteBom(deps.database.db, params.id, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/bom/:id/details/',
    access: bomAccess,
    tag,
    summary: 'The detail lines of a parts list, by item number',
    schemas: { params: bomIdParamsSchema, response: bomDetailsResponseSchema },
    async handler({ params }, { deps }) {
      return bomDetailList(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/bom/:id/details/',
    access: bomAccess,
    tag,
    summary: 'Adds a line; the item must exist and be active, and appear once per list (409)',
    successStatus: 201,
    schemas: {
      params: bomIdParamsSchema,
      body: bomDetailBodySchema,
      response: bomDetailResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return addBomDetail(deps.database.db, params.id, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/zoho/bom/:id/details/',
    access: bomAccess,
    tag,
    summary: 'Changes the line given by ?detail_id= from the line version loaded (409 if stale)',
    schemas: {
      params: bomIdParamsSchema,
      querystring: detailIdQuerySchema,
      body: bomDetailUpdateBodySchema,
      response: bomDetailResponseSchema,
    },
    async handler({ params, query, body }, { deps }) {
      return updateBomDetail(deps.database.db, params.id, query.detail_id, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/zoho/bom/:id/delete_detail/',
    access: bomAccess,
    tag,
    summary: 'Deletes the line given by ?detail_id= at its ?version= (409 if stale)',
    successStatus: 204,
    schemas: {
      params: bomIdParamsSchema,
      querystring: detailDeleteQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps }) {
      await deleteBomDetail(deps.database.db, params.id, query.detail_id, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/sync/',
    access: syncAccess,
    tag,
    summary: 'The configured item source, the latest sync run and the number of items',
    schemas: { response: syncStatusResponseSchema },
    async handler(_input, { deps }) {
      const db = deps.database.db;
      const source = itemSourceFor(deps.config);
      const [lastRun, count] = await Promise.all([latestSyncRun(db), itemCount(db)]);
      return {
        source: { kind: source.kind, description: source.description },
        last_run: lastRun,
        item_count: count,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/sync/',
    access: syncAccess,
    tag,
    summary: 'Starts a sync (answers at once with the running run; poll GET); 409 if one runs',
    successStatus: 201,
    schemas: { response: syncRunResponseSchema },
    async handler(_input, { deps, auth }) {
      return startSync(deps.database.db, deps.jobs, itemSourceFor(deps.config), auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/zoho/connection/',
    access: syncAccess,
    tag,
    summary:
      'Whether Zoho Inventory is configured (region, organisation; never a secret), token health, the last sync of each kind, the recent calls and open conflicts',
    schemas: { response: zohoConnectionResponseSchema },
    async handler(_input, { deps }) {
      return zohoConnectionStatus(deps.database.db, deps.config);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/zoho/connection/test/',
    access: syncAccess,
    tag,
    summary:
      'Makes one real call through the adapter and says whether it went through; without credentials the built-in catalogue answers',
    schemas: { response: zohoConnectionTestResponseSchema },
    async handler(_input, { deps }) {
      return testZohoConnection(deps.database.db, deps.config);
    },
  }),
  // Lets the BOM design page's quantities panel take a saved proposal's panel count. Granted by
  // `zoho/bom` alone, and it does NOT apply the CRM's per-deal rule: parts-list staff (ops) hold
  // no CRM path yet must be able to size a parts list from any saved proposal. That is acceptable
  // because the answer carries no customer data beyond the deal's name (no address, contact,
  // usage, prices or panel positions) and it is read-only. Everything else about a proposal stays
  // behind the proposals routes and their per-deal check.
  defineRoute({
    method: 'GET',
    url: '/api/zoho/bom-proposal-sources/',
    access: bomAccess,
    tag,
    summary: `Saved proposals with their deal name, version and panel count (at most ${bomProposalSourceLimit}); search by deal name`,
    schemas: {
      querystring: bomProposalSourcesQuerySchema,
      response: bomProposalSourcesResponseSchema,
    },
    async handler({ query }, { deps }) {
      return listBomProposalSources(deps.database.db, query.search);
    },
  }),
];
