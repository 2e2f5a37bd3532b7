import { z } from 'zod';
import { defineRoute } from '../../http/route-declaration';
import { type DealListRow, recordVersionQuerySchema } from '@solar/shared/domain';
import {
  type CsvColumn,
  csvExportPageSize,
  csvResponseSchema,
  csvStream,
  sendCsv,
} from '../../http/csv-export';
import {
  accessParamsSchema,
  checkAddressQuerySchema,
  checkAddressSchema,
  dealAccessSchema,
  dealBoardPageQuerySchema,
  dealBoardQuerySchema,
  dealBoardSchema,
  dealBoardStagePageSchema,
  dealCreateBodySchema,
  dealDetailsResponseSchema,
  dealExportQuerySchema,
  dealIdParamsSchema,
  dealListQuerySchema,
  dealListSchema,
  dealPipelineHistoryResponseSchema,
  dealUpdateBodySchema,
  idsOf,
  provincesQuerySchema,
  provincesSchema,
  salesPersonCanMoveSchema,
  salesPersonMoveBodySchema,
  salesPersonTreeSchema,
  stagesSchema,
  stageIdParamsSchema,
  statusesSchema,
} from './crm-schemas';
import { dealBoard, dealBoardStagePage } from './crm-deal-board-queries';
import {
  anyCrmPaths,
  dealListPaths,
  dealReadPaths,
  dealWritePaths,
  salesPersonTreePaths,
} from './crm-menu-paths';
import { moveSalesPerson } from './crm-sales-person-move-queries';
import { requireDealAccess } from '../deals';
import {
  checkAddress,
  createDeal,
  type DealCursor,
  dealDetails,
  dealsAfter,
  deleteDeal,
  listDeals,
  updateDeal,
} from './crm-deal-queries';
import { dealPipelineHistory } from './crm-deal-pipeline-queries';
import { listDealStages, listDealStatuses, listProvinces } from './crm-reference-queries';
import { salesPersonTreeOf } from './crm-sales-person-tree-queries';

const tag = 'crm';
const crmAccess = { staff: true, menuPaths: anyCrmPaths } as const;

/** The deals export's columns: what the list shows, plainly (see csv-export.ts). */
const dealCsvColumns: readonly CsvColumn<DealListRow>[] = [
  { header: 'id', value: (deal) => deal.id },
  { header: 'name', value: (deal) => deal.name },
  { header: 'stage', value: (deal) => deal.stage.name },
  { header: 'status', value: (deal) => deal.status.name },
  { header: 'sales_person', value: (deal) => deal.sales_person?.email ?? null },
  { header: 'address', value: (deal) => deal.address.address },
  { header: 'city', value: (deal) => deal.address.city_name },
  { header: 'province', value: (deal) => deal.address.province_name },
  { header: 'postal_code', value: (deal) => deal.address.postal_code },
  { header: 'latitude', value: (deal) => deal.address.latitude },
  { header: 'longitude', value: (deal) => deal.address.longitude },
  { header: 'has_contact', value: (deal) => deal.has_contact },
  { header: 'has_power_bill', value: (deal) => deal.power_bill !== null },
  { header: 'has_site_sketch', value: (deal) => deal.has_site_sketch },
  { header: 'created_at', value: (deal) => deal.created_at },
  { header: 'updated_at', value: (deal) => deal.updated_at },
];

export const crmRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/',
    access: { staff: true, menuPaths: dealListPaths },
    tag,
    summary: 'Deals the caller may see, most recently updated first; filters and search',
    schemas: { querystring: dealListQuerySchema, response: dealListSchema },
    async handler({ query }, { deps, auth }) {
      return listDeals(deps.database.db, auth.user, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        stage: query.stage,
        provinces: idsOf(query.provinces),
        salesPersons: idsOf(query.sales_persons),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/export/',
    access: { staff: true, menuPaths: dealListPaths },
    tag,
    summary: 'CSV of every deal the list shows under the same search and filters, streamed',
    schemas: { querystring: dealExportQuerySchema, response: csvResponseSchema },
    async handler({ query }, { deps, auth, reply }) {
      const filters = {
        search: query.search,
        stage: query.stage,
        provinces: idsOf(query.provinces),
        salesPersons: idsOf(query.sales_persons),
      };
      const stream = await csvStream(dealCsvColumns, (cursor: DealCursor | null) =>
        dealsAfter(deps.database.db, auth.user, filters, cursor, csvExportPageSize),
      );
      return sendCsv(reply, 'deals', stream);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/board/',
    access: { staff: true, menuPaths: dealListPaths },
    tag,
    summary:
      'The pipeline board: per stage (pipeline order) the count, known kW and first cards; filters as the list',
    schemas: { querystring: dealBoardQuerySchema, response: dealBoardSchema },
    async handler({ query }, { deps, auth }) {
      return dealBoard(deps.database.db, auth.user, {
        search: query.search,
        provinces: idsOf(query.provinces),
        salesPersons: idsOf(query.sales_persons),
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/board/:stageId/',
    access: { staff: true, menuPaths: dealListPaths },
    tag,
    summary: "The next page of one board column, after the previous page's next_cursor",
    schemas: {
      params: stageIdParamsSchema,
      querystring: dealBoardPageQuerySchema,
      response: dealBoardStagePageSchema,
    },
    async handler({ params, query }, { deps, auth }) {
      return dealBoardStagePage(deps.database.db, auth.user, params.stageId, {
        search: query.search,
        provinces: idsOf(query.provinces),
        salesPersons: idsOf(query.sales_persons),
        after: query.after,
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/',
    access: { staff: true, menuPaths: dealWritePaths },
    tag,
    summary: 'Creates a deal at an existing address (address_id) or a new one (address)',
    successStatus: 201,
    schemas: { body: dealCreateBodySchema, response: dealDetailsResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createDeal(deps.database.db, auth.user, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deals/:id/',
    access: { staff: true, menuPaths: dealWritePaths },
    tag,
    summary: 'Changes the given fields of a deal from the version the user loaded (409 if stale)',
    schemas: {
      params: dealIdParamsSchema,
      body: dealUpdateBodySchema,
      response: dealDetailsResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateDeal(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/deals/:id/',
    access: { staff: true, menuPaths: dealWritePaths },
    tag,
    summary: 'Deletes a deal at the ?version= the user loaded (409 if stale)',
    successStatus: 204,
    schemas: {
      params: dealIdParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps, auth }) {
      await deleteDeal(deps.database.db, auth.user, params.id, query.version);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/dealdetails/:id/',
    access: { staff: true, menuPaths: dealReadPaths },
    tag,
    summary: 'One deal with its address, stage, status, sales person and creator',
    schemas: { params: dealIdParamsSchema, response: dealDetailsResponseSchema },
    async handler({ params }, { deps, auth }) {
      return dealDetails(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/pipeline-history/',
    access: { staff: true, menuPaths: dealReadPaths },
    tag,
    summary: "Who moved the deal's stage or status, when, from what to what; newest first",
    schemas: { params: accessParamsSchema, response: dealPipelineHistoryResponseSchema },
    async handler({ params }, { deps, auth }) {
      return dealPipelineHistory(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/check-deal-access/:dealId/',
    access: { staff: true, menuPaths: dealReadPaths },
    tag,
    summary: "Whether the caller may use a deal (403 'You do not have permission…' otherwise)",
    schemas: { params: accessParamsSchema, response: dealAccessSchema },
    async handler({ params }, { deps, auth }) {
      await requireDealAccess(deps.database.db, auth.user, params.dealId);
      return { access: true as const };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/check-address/',
    access: { staff: true, menuPaths: dealReadPaths },
    tag,
    summary: 'Whether an address is stored, and the deals at it',
    schemas: { querystring: checkAddressQuerySchema, response: checkAddressSchema },
    async handler({ query }, { deps, auth }) {
      return checkAddress(deps.database.db, auth.user, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-stages/',
    access: crmAccess,
    tag,
    summary: 'Deal stages in display order',
    schemas: { response: stagesSchema },
    async handler(_input, { deps }) {
      return listDealStages(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-statuses/',
    access: crmAccess,
    tag,
    summary: 'Deal statuses in display order',
    schemas: { response: statusesSchema },
    async handler(_input, { deps }) {
      return listDealStatuses(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/provinces/',
    access: crmAccess,
    tag,
    summary: 'Provinces by name (plain array), of one country (id or code) when given',
    schemas: { querystring: provincesQuerySchema, response: provincesSchema },
    async handler({ query }, { deps }) {
      return listProvinces(deps.database.db, query.country);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/plus/sales-person-tree/',
    access: crmAccess,
    tag,
    summary: 'The people the caller may assign deals to: their own subtree (superuser: everyone)',
    schemas: { response: salesPersonTreeSchema },
    async handler(_input, { deps, auth }) {
      return {
        status: 'success' as const,
        data: await salesPersonTreeOf(deps.database.db, auth.user),
        current_user_id: auth.user.id,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/plus/sales-person-tree/move/',
    access: { staff: true, menuPaths: salesPersonTreePaths },
    tag,
    summary: 'Whether the caller may move people in the sales-person tree (superusers only)',
    schemas: { response: salesPersonCanMoveSchema },
    async handler(_input, { auth }) {
      // The browser's user object carries no superuser flag; the tree page asks here.
      return { can_move: auth.user.isSuperuser };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/plus/sales-person-tree/move/',
    access: { staff: true, menuPaths: salesPersonTreePaths },
    tag,
    summary: 'Superusers: moves a person under another manager (null: top level); no cycles',
    schemas: { body: salesPersonMoveBodySchema, response: salesPersonTreeSchema },
    async handler({ body }, { deps, auth }) {
      return moveSalesPerson(deps.database.db, auth.user, body);
    },
  }),
];
