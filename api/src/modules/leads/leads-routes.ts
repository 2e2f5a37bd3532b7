import type { Lead } from '@solar/shared/domain';
import {
  type CsvColumn,
  csvExportPageSize,
  csvResponseSchema,
  csvStream,
  sendCsv,
} from '../../http/csv-export';
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
  leadExportQuerySchema,
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
  type LeadCursor,
  leadDuplicates,
  leadsAfter,
  listLeads,
  updateLead,
} from './leads-queries';

const tag = 'leads';
const access = { staff: true, menuPaths: leadPaths } as const;

/** The export's columns: what the list shows, plainly (see csv-export.ts). */
const leadCsvColumns: readonly CsvColumn<Lead>[] = [
  { header: 'id', value: (lead) => lead.id },
  { header: 'first_name', value: (lead) => lead.first_name },
  { header: 'last_name', value: (lead) => lead.last_name },
  { header: 'email', value: (lead) => lead.email },
  { header: 'phone', value: (lead) => lead.phone },
  { header: 'address', value: (lead) => lead.address },
  { header: 'source', value: (lead) => lead.source },
  { header: 'interest', value: (lead) => lead.interest },
  { header: 'status', value: (lead) => lead.status },
  { header: 'disqualify_reason', value: (lead) => lead.disqualify_reason },
  { header: 'owner', value: (lead) => lead.owner?.email ?? null },
  { header: 'converted_deal_id', value: (lead) => lead.converted_deal?.id ?? null },
  { header: 'notes', value: (lead) => lead.notes },
  { header: 'created_at', value: (lead) => lead.created_at },
  { header: 'updated_at', value: (lead) => lead.updated_at },
];

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
    method: 'GET',
    url: '/api/crm/leads/export/',
    access,
    tag,
    summary: 'CSV of every lead the list shows under the same search and filters, streamed',
    schemas: { querystring: leadExportQuerySchema, response: csvResponseSchema },
    async handler({ query }, { deps, auth, reply }) {
      const filters = { ...query, owners: idsOf(query.owners) };
      const stream = await csvStream(leadCsvColumns, (cursor: LeadCursor | null) =>
        leadsAfter(deps.database.db, auth.user, filters, cursor, csvExportPageSize),
      );
      return sendCsv(reply, 'leads', stream);
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
