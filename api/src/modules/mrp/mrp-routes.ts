import { defineRoute } from '../../http/route-declaration';
import { mrpPaths } from './mrp-menu-paths';
import {
  convertPlannedOrders,
  listRuns,
  readRun,
  readRunItems,
  readRunSources,
  startRun,
} from './mrp-queries';
import {
  mrpConvertInputSchema,
  mrpConvertResultResponse,
  mrpRunInputSchema,
  mrpRunItemPageResponse,
  mrpRunItemQuerySchema,
  mrpRunListQuerySchema,
  mrpRunPageResponse,
  mrpRunResponse,
  mrpSourceListResponse,
  mrpSourceQuerySchema,
  runIdParamsSchema,
} from './mrp-schemas';

const tag = 'mrp';
const access = { staff: true, menuPaths: mrpPaths } as const;

export const mrpRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/mrp/runs/',
    access,
    tag,
    summary: 'Planning runs, newest first: who started them, when, their inputs and status',
    schemas: { querystring: mrpRunListQuerySchema, response: mrpRunPageResponse },
    async handler({ query }, { deps }) {
      return listRuns(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/mrp/runs/',
    access,
    tag,
    summary: 'Starts a planning run (a background job: follow it on /api/jobs/{job_id}/)',
    successStatus: 201,
    schemas: { body: mrpRunInputSchema, response: mrpRunResponse },
    async handler({ body }, { deps, auth }) {
      return startRun(deps.database.db, deps.jobs, auth.user.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/mrp/runs/:runId/',
    access,
    tag,
    summary: 'One planning run: its inputs, status and counts',
    schemas: { params: runIdParamsSchema, response: mrpRunResponse },
    async handler({ params }, { deps }) {
      return readRun(deps.database.db, params.runId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/mrp/runs/:runId/items/',
    access,
    tag,
    summary: "A run's plan: items by number, each with its rows per week, exceptions and orders",
    schemas: {
      params: runIdParamsSchema,
      querystring: mrpRunItemQuerySchema,
      response: mrpRunItemPageResponse,
    },
    async handler({ params, query }, { deps }) {
      return readRunItems(deps.database.db, params.runId, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/mrp/runs/:runId/sources/',
    access,
    tag,
    summary: 'Where a gross or receipt figure of a run comes from, as the run counted it',
    schemas: {
      params: runIdParamsSchema,
      querystring: mrpSourceQuerySchema,
      response: mrpSourceListResponse,
    },
    async handler({ params, query }, { deps }) {
      return readRunSources(deps.database.db, params.runId, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/mrp/runs/:runId/purchase-orders/',
    access,
    tag,
    summary: 'Turns selected planned orders into draft purchase orders, one per preferred vendor',
    successStatus: 201,
    schemas: {
      params: runIdParamsSchema,
      body: mrpConvertInputSchema,
      response: mrpConvertResultResponse,
    },
    async handler({ params, body }, { deps, auth }) {
      return convertPlannedOrders(
        deps.database.db,
        params.runId,
        auth.user.id,
        body.planned_order_ids,
      );
    },
  }),
];
