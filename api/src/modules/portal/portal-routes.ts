import {
  maxDocumentBytes,
  portalDocumentsSchema,
  portalMailSettingsSchema,
} from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { idParam } from '../../http/id-param';
import {
  documentUploadNameQuerySchema,
  listCustomerDocuments,
  openCustomerDocument,
  readUploadBody,
  sendDocument,
  uploadForRequest,
} from '../documents';
import { linkedDealsCondition } from './portal-queries';
import { dealDocumentSchema } from '@solar/shared/domain';
import { z } from 'zod';
import {
  createServiceRequest,
  listOwnServiceRequests,
  listPortalDeals,
  listPortalProposals,
  portalProposalDocument,
} from './portal-queries';
import {
  portalDealsSchema,
  portalProposalDocumentSchema,
  portalProposalParamsSchema,
  portalProposalsSchema,
  serviceRequestBodySchema,
} from './portal-schemas';
import { readPortalMailSettings, savePortalMailSettings } from './portal-mail-settings-queries';
import { serviceRequestResponseSchema, serviceRequestsSchema } from '../service-requests';
import {
  declineProposal,
  portalSigningResponseSchema,
  proposalDeclineBodySchema,
  proposalSignBodySchema,
  recordProposalView,
  signProposal,
} from '../proposal-sendings';

const tag = 'portal';

/**
 * The customer portal's own data. Any signed-in user may call the portal routes, and
 * each answers only from the deals the caller's email is a contact of (`linkedDealsCondition`):
 * the ownership check, not the caller's role, is what protects the data. Someone else's deal or
 * proposal id answers 404 exactly like a missing one, so ids reveal nothing.
 */
export const portalRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/portal/deals/',
    access: 'authenticated',
    tag,
    summary: "The caller's deals (a contact has their email) with stage, status and timeline",
    schemas: { response: portalDealsSchema },
    async handler(_input, { deps, auth }) {
      return listPortalDeals(deps.database.db, auth.user);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/proposals/',
    access: 'authenticated',
    tag,
    summary: "The Approved proposals of the caller's deals and those sent to them for signature",
    schemas: { response: portalProposalsSchema },
    async handler(_input, { deps, auth }) {
      return listPortalProposals(deps.database.db, auth.user);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/proposals/:id/',
    access: 'authenticated',
    tag,
    summary:
      "The customer-facing document of an Approved proposal of the caller's deal, or of one sent to them, with where its signing stands",
    schemas: { params: portalProposalParamsSchema, response: portalProposalDocumentSchema },
    async handler({ params }, { deps, auth }) {
      return portalProposalDocument(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/portal/proposals/:id/view/',
    access: 'authenticated',
    tag,
    summary: 'Records that the caller opened a proposal sent to them (Viewed: first and last)',
    successStatus: 204,
    schemas: { params: portalProposalParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await recordProposalView(deps.database.db, auth.user, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/portal/proposals/:id/sign/',
    access: 'authenticated',
    tag,
    summary:
      'Accepts and signs a proposal sent to the caller: audit trail, Approved, deal Closed Won, signed PDF on the deal, signed copies mailed (409 when already signed or declined)',
    schemas: {
      params: portalProposalParamsSchema,
      body: proposalSignBodySchema,
      response: portalSigningResponseSchema,
    },
    async handler({ params, body }, { deps, auth, request }) {
      // Outside the request's transaction: the first start installs the engine's schema.
      await deps.jobs.start();
      return signProposal(
        deps.database.db,
        deps.storage,
        auth.user,
        params.id,
        body,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
        { jobs: deps.jobs, appUrl: deps.config.mail.appUrl },
      );
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/portal/proposals/:id/decline/',
    access: 'authenticated',
    tag,
    summary: 'Declines a proposal sent to the caller, with an optional reason',
    schemas: {
      params: portalProposalParamsSchema,
      body: proposalDeclineBodySchema,
      response: portalSigningResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return declineProposal(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/service-requests/',
    access: 'authenticated',
    tag,
    summary: "The caller's own service requests, newest first",
    schemas: { response: serviceRequestsSchema },
    async handler(_input, { deps, auth }) {
      return listOwnServiceRequests(deps.database.db, auth.user);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/portal/service-requests/',
    access: 'authenticated',
    tag,
    summary: "Records a service request about one of the caller's deals, or a general one",
    successStatus: 201,
    schemas: { body: serviceRequestBodySchema, response: serviceRequestResponseSchema },
    async handler({ body }, { deps, auth }) {
      // Outside the request's transaction: the first start installs the engine's schema.
      await deps.jobs.start();
      return createServiceRequest(deps.database.db, auth.user, body, {
        jobs: deps.jobs,
        appUrl: deps.config.mail.appUrl,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/documents/',
    access: 'authenticated',
    tag,
    summary:
      'The documents shared with the caller on their deals, and the files asked of them still open',
    schemas: { response: portalDocumentsSchema.meta({ id: 'PortalDocuments' }) },
    async handler(_input, { deps, auth }) {
      return listCustomerDocuments(deps.database.db, linkedDealsCondition(auth.user));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/documents/:id/file/',
    access: 'authenticated',
    tag,
    summary: 'Downloads a document shared with the caller on one of their deals',
    schemas: {
      params: z.strictObject({ id: idParam }),
      response: z.unknown().meta({ description: 'The file, as uploaded' }),
    },
    async handler({ params }, { deps, auth, reply }) {
      const file = await openCustomerDocument(
        deps.database.db,
        deps.storage,
        linkedDealsCondition(auth.user),
        params.id,
      );
      return sendDocument(reply, file);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/portal/document-requests/:id/upload/',
    access: 'authenticated',
    tag,
    summary:
      "Answers a file request of the caller's deal: the body is the file (application/octet-stream), ?name=; the same checks as staff uploads",
    successStatus: 201,
    bodyLimit: maxDocumentBytes,
    schemas: {
      params: z.strictObject({ id: idParam }),
      querystring: documentUploadNameQuerySchema,
      response: dealDocumentSchema.meta({ id: 'CustomerUpload' }),
    },
    async handler({ params, query }, { deps, auth, request }) {
      const bytes = await readUploadBody(request.body);
      return uploadForRequest(
        deps.database.db,
        deps.storage,
        auth.user.id,
        linkedDealsCondition(auth.user),
        params.id,
        { name: query.name, bytes },
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/portal/mail-settings/',
    access: 'authenticated',
    tag,
    summary: "The caller's own e-mail choice: whether milestones of their installation are mailed",
    schemas: { response: portalMailSettingsSchema.meta({ id: 'PortalMailSettings' }) },
    async handler(_input, { deps, auth }) {
      return readPortalMailSettings(deps.database.db, auth.user);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/portal/mail-settings/',
    access: 'authenticated',
    tag,
    summary: "Saves the caller's own e-mail choice (no one else's can be changed)",
    schemas: { body: portalMailSettingsSchema, response: portalMailSettingsSchema },
    async handler({ body }, { deps, auth }) {
      return savePortalMailSettings(deps.database.db, auth.user, body);
    },
  }),
];
