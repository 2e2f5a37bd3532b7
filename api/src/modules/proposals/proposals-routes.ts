import { z } from 'zod';
import { recordVersionQuerySchema } from '@solar/shared/domain';
import {
  type CsvColumn,
  csvExportPageSize,
  csvResponseSchema,
  csvStream,
  sendCsv,
} from '../../http/csv-export';
import { defineRoute } from '../../http/route-declaration';
import {
  proposalDesignPaths,
  proposalListPaths,
  proposalReadPaths,
  proposalStatusPaths,
} from './proposals-menu-paths';
import {
  createProposal,
  createProposalVersion,
  deleteProposalVersion,
  listProposals,
  listProposalStatuses,
  listProposalVersions,
  type ProposalCursor,
  type ProposalExportRow,
  proposalsAfter,
  proposalContextOf,
  proposalDocumentOf,
  proposalSavedDetailOf,
  updateProposal,
  updateProposalVersion,
} from './proposals-queries';
import {
  dealProposalParamsSchema,
  dealProposalVersionParamsSchema,
  proposalContextResponseSchema,
  proposalDesignBodySchema,
  proposalDesignUpdateBodySchema,
  proposalDocumentResponseSchema,
  proposalExportQuerySchema,
  proposalIdParamsSchema,
  proposalListQuerySchema,
  proposalListSchema,
  proposalResponseSchema,
  proposalSavedDetailParamsSchema,
  proposalSavedDetailResponseSchema,
  proposalStatusesSchema,
  proposalUpdateBodySchema,
  proposalVersionResponseSchema,
  proposalVersionsSchema,
  proposalWriteBodySchema,
} from './proposals-schemas';

const tag = 'proposals';
const listAccess = { staff: true, menuPaths: proposalListPaths } as const;
const statusAccess = { staff: true, menuPaths: proposalStatusPaths } as const;
const designAccess = { staff: true, menuPaths: proposalDesignPaths } as const;
const readAccess = { staff: true, menuPaths: proposalReadPaths } as const;

/** The proposals export's columns: what the list shows, plainly (see csv-export.ts). */
const proposalCsvColumns: readonly CsvColumn<ProposalExportRow>[] = [
  { header: 'id', value: (row) => row.id },
  { header: 'deal_id', value: (row) => row.deal.id },
  { header: 'deal_name', value: (row) => row.deal.name },
  { header: 'proposal_version', value: (row) => row.proposal_version },
  { header: 'status', value: (row) => row.proposal_status.name },
  { header: 'description', value: (row) => row.proposal_description },
  { header: 'updated_at', value: (row) => row.updated_at },
];

/**
 * The proposals list and its dialog, plus what the deal-bound presenter and the preview need (a
 * deal's versions, its presenter context, a saved design). Every proposal- or deal-scoped route
 * checks per-deal access in its query.
 */
export const proposalsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposal-statuses/',
    access: statusAccess,
    tag,
    summary: 'Proposal statuses in display order (Draft, Submitted, Approved, Rejected)',
    schemas: { response: proposalStatusesSchema },
    async handler(_input, { deps }) {
      return listProposalStatuses(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposals/',
    access: listAccess,
    tag,
    summary: 'Proposals of the deals the caller may use; search by deal name, filter by status id',
    schemas: { querystring: proposalListQuerySchema, response: proposalListSchema },
    async handler({ query }, { deps, auth }) {
      return listProposals(deps.database.db, auth.user, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        status: query.status,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposals/export/',
    access: listAccess,
    tag,
    summary: 'CSV of every proposal the list shows under the same search and filter, streamed',
    schemas: { querystring: proposalExportQuerySchema, response: csvResponseSchema },
    async handler({ query }, { deps, auth, reply }) {
      const stream = await csvStream(proposalCsvColumns, (cursor: ProposalCursor | null) =>
        proposalsAfter(deps.database.db, auth.user, query, cursor, csvExportPageSize),
      );
      return sendCsv(reply, 'proposals', stream);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/proposals/',
    access: listAccess,
    tag,
    summary: 'Creates a proposal of a deal the caller may use (409 when the version is taken)',
    successStatus: 201,
    schemas: { body: proposalWriteBodySchema, response: proposalResponseSchema },
    async handler({ body }, { deps, auth }) {
      return createProposal(deps.database.db, auth.user, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/proposals/:id/',
    access: listAccess,
    tag,
    summary:
      "Changes a proposal's deal, version, status and description from the edit version loaded (409 if stale)",
    schemas: {
      params: proposalIdParamsSchema,
      body: proposalUpdateBodySchema,
      response: proposalResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateProposal(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposals/:id/',
    access: readAccess,
    tag,
    summary: 'One proposal with its deal, the deal’s power bill months and its saved design',
    schemas: { params: proposalIdParamsSchema, response: proposalDocumentResponseSchema },
    async handler({ params }, { deps, auth }) {
      return proposalDocumentOf(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/proposal-saved-detail/:proposalId/',
    access: readAccess,
    tag,
    summary: "A proposal's saved presenter design (404 when none is saved yet)",
    schemas: {
      params: proposalSavedDetailParamsSchema,
      response: proposalSavedDetailResponseSchema,
    },
    async handler({ params }, { deps, auth }) {
      return proposalSavedDetailOf(deps.database.db, auth.user, params.proposalId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/proposal-context/',
    access: designAccess,
    tag,
    summary: "What a deal's presenter starts from: the address and the power bill's 12 months",
    schemas: { params: dealProposalParamsSchema, response: proposalContextResponseSchema },
    async handler({ params }, { deps, auth }) {
      return proposalContextOf(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/proposal-versions/',
    access: designAccess,
    tag,
    summary: "A deal's saved proposal versions (its proposals with a saved design), by version",
    schemas: { params: dealProposalParamsSchema, response: proposalVersionsSchema },
    async handler({ params }, { deps, auth }) {
      return listProposalVersions(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/proposal-versions/',
    access: designAccess,
    tag,
    summary: 'Saves a design as a new Draft proposal with the deal’s next version',
    successStatus: 201,
    schemas: {
      params: dealProposalParamsSchema,
      body: proposalDesignBodySchema,
      response: proposalVersionResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return createProposalVersion(deps.database.db, auth.user, params.dealId, body.data);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deals/:dealId/proposal-versions/:proposalId/',
    access: designAccess,
    tag,
    summary: "Replaces the design of one of the deal's saved versions (409 if stale)",
    schemas: {
      params: dealProposalVersionParamsSchema,
      body: proposalDesignUpdateBodySchema,
      response: proposalVersionResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateProposalVersion(
        deps.database.db,
        auth.user,
        params.dealId,
        params.proposalId,
        body.data,
        body.version,
      );
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/deals/:dealId/proposal-versions/:proposalId/',
    access: designAccess,
    tag,
    summary: 'Deletes one of the deal’s saved versions (the proposal record and its design)',
    successStatus: 204,
    schemas: {
      params: dealProposalVersionParamsSchema,
      querystring: recordVersionQuerySchema,
      response: z.null(),
    },
    async handler({ params, query }, { deps, auth }) {
      await deleteProposalVersion(
        deps.database.db,
        auth.user,
        params.dealId,
        params.proposalId,
        query.version,
      );
      return null;
    },
  }),
];
