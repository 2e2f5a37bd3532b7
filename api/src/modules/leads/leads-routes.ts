import { defineRoute } from '../../http/route-declaration';
import { leadPaths } from './leads-menu-paths';
import {
  idsOf,
  leadAssignBodySchema,
  leadConvertBodySchema,
  leadConvertedSchema,
  leadCreateBodySchema,
  leadDuplicatesQuerySchema,
  leadDuplicatesSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadListSchema,
  leadResponseSchema,
  leadUpdateBodySchema,
} from './leads-schemas';
import {
  assignLead,
  convertLead,
  createLead,
  leadDetails,
  leadDuplicates,
  listLeads,
  updateLead,
} from './leads-queries';

const tag = 'leads';
const access = { staff: true, menuPaths: leadPaths } as const;

export const leadsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/',
    access,
    tag,
    summary: 'Leads the caller may see (owner in their team), most recently updated first',
    schemas: { querystring: leadListQuerySchema, response: leadListSchema },
    async handler({ query }, { deps, auth }) {
      return listLeads(deps.database.db, auth.user, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        status: query.status,
        source: query.source,
        owners: idsOf(query.owners),
      });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/',
    access,
    tag,
    summary: 'Creates a lead owned by the caller or by someone they may assign',
    successStatus: 201,
    schemas: { body: leadCreateBodySchema, response: leadResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createLead(deps.database.db, auth.user, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/duplicates/',
    access,
    tag,
    summary: 'Leads, deal contacts and deals with the same email, phone or address',
    schemas: { querystring: leadDuplicatesQuerySchema, response: leadDuplicatesSchema },
    async handler({ query }, { deps, auth }) {
      return leadDuplicates(deps.database.db, auth.user, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/leads/:id/',
    access,
    tag,
    summary: 'One lead',
    schemas: { params: leadIdParamsSchema, response: leadResponseSchema },
    async handler({ params }, { deps, auth }) {
      return leadDetails(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/leads/:id/',
    access,
    tag,
    summary: 'Changes every field of a lead from the version the user loaded (409 if stale)',
    schemas: {
      params: leadIdParamsSchema,
      body: leadUpdateBodySchema,
      response: leadResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateLead(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:id/assign/',
    access,
    tag,
    summary: 'Gives a lead to another owner from the version the user loaded (409 if stale)',
    schemas: {
      params: leadIdParamsSchema,
      body: leadAssignBodySchema,
      response: leadResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return assignLead(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/leads/:id/convert/',
    access,
    tag,
    summary:
      "Creates the deal, makes the lead's person its primary contact and marks the lead Converted, in one transaction (409 when converted already)",
    successStatus: 201,
    schemas: {
      params: leadIdParamsSchema,
      body: leadConvertBodySchema,
      response: leadConvertedSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return convertLead(deps.database.db, auth.user, params.id, body);
    },
  }),
];
