import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import { maxDocumentBytes } from '@solar/shared/domain';
import { projectReadPaths, projectWritePaths } from '../projects';
import { sendDocument } from './document-download';
import { readUploadBody } from './document-upload';
import {
  cancelDocumentRequest,
  createDocumentRequest,
  deleteDealDocument,
  listDealDocuments,
  listDocumentRequests,
  listProjectDocuments,
  openDealDocument,
  openProjectDocument,
  setDocumentShared,
  uploadDealDocument,
  uploadMilestoneDocument,
} from './documents-queries';
import {
  dealDocumentParamsSchema,
  dealDocumentResponse,
  dealDocumentsParamsSchema,
  dealDocumentsResponse,
  documentFileResponse,
  documentRequestBody,
  documentRequestResponse,
  documentRequestsResponse,
  projectDocumentParamsSchema,
  projectDocumentsParamsSchema,
  projectMilestoneDocumentsParamsSchema,
  documentShareBody,
  documentUploadQuerySchema,
} from './documents-schemas';
import { z } from 'zod';

const tag = 'documents';
/** The deal details page shows a deal's documents; the deals list links to it. */
const access = {
  staff: true,
  menuPaths: catalogueMenuPathsOf('crm/deals', 'crm/deal-details'),
} as const;

/** A project's files: its pages read them, Active Projects adds them to milestones. */
const projectReadAccess = { staff: true, menuPaths: projectReadPaths } as const;
const projectWriteAccess = { staff: true, menuPaths: projectWritePaths } as const;

/**
 * A deal's files and the files asked of its customer, and a project's files by milestone (kept on
 * its deal); every route checks per-deal access.
 */
export const documentsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/documents/',
    access,
    tag,
    summary: "A deal's documents, newest first",
    schemas: { params: dealDocumentsParamsSchema, response: dealDocumentsResponse },
    async handler({ params }, { deps, auth }) {
      return listDealDocuments(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/documents/',
    access,
    tag,
    summary:
      'Uploads a file to a deal: the body is the file (application/octet-stream), ?kind=&name=&shared=; PDF, PNG, JPEG, WebP or HEIC by content, at most 25 MB and 50 megapixels',
    successStatus: 201,
    bodyLimit: maxDocumentBytes,
    schemas: {
      params: dealDocumentsParamsSchema,
      querystring: documentUploadQuerySchema,
      response: dealDocumentResponse,
    },
    async handler({ params, query }, { deps, auth, request }) {
      const bytes = await readUploadBody(request.body);
      return uploadDealDocument(deps.database.db, deps.storage, auth.user, params.dealId, {
        kind: query.kind,
        name: query.name,
        shared: query.shared,
        bytes,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/documents/:id/file/',
    access,
    tag,
    summary: 'Downloads one of the deal’s documents',
    schemas: { params: dealDocumentParamsSchema, response: documentFileResponse },
    async handler({ params }, { deps, auth, reply }) {
      const file = await openDealDocument(
        deps.database.db,
        deps.storage,
        auth.user,
        params.dealId,
        params.id,
      );
      return sendDocument(reply, file);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deals/:dealId/documents/:id/',
    access,
    tag,
    summary: 'Shares a document with the deal’s customer in the portal, or stops sharing it',
    schemas: {
      params: dealDocumentParamsSchema,
      body: documentShareBody,
      response: dealDocumentResponse,
    },
    async handler({ params, body }, { deps, auth }) {
      return setDocumentShared(
        deps.database.db,
        auth.user,
        params.dealId,
        params.id,
        body.shared_with_customer,
      );
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/deals/:dealId/documents/:id/',
    access,
    tag,
    summary: 'Deletes a document and its file',
    successStatus: 204,
    schemas: { params: dealDocumentParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await deleteDealDocument(deps.database.db, deps.storage, auth.user, params.dealId, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/document-requests/',
    access,
    tag,
    summary: 'The files asked of the deal’s customer, open and fulfilled, newest first',
    schemas: { params: dealDocumentsParamsSchema, response: documentRequestsResponse },
    async handler({ params }, { deps, auth }) {
      return listDocumentRequests(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/document-requests/',
    access,
    tag,
    summary: 'Asks the deal’s customer for a file; they upload it from the portal',
    successStatus: 201,
    schemas: {
      params: dealDocumentsParamsSchema,
      body: documentRequestBody,
      response: documentRequestResponse,
    },
    async handler({ params, body }, { deps, auth }) {
      return createDocumentRequest(deps.database.db, auth.user, params.dealId, body.description);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/crm/deals/:dealId/document-requests/:id/',
    access,
    tag,
    summary: 'Withdraws a request the customer has not answered yet',
    successStatus: 204,
    schemas: { params: dealDocumentParamsSchema, response: z.null() },
    async handler({ params }, { deps, auth }) {
      await cancelDocumentRequest(deps.database.db, auth.user, params.dealId, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/projects/:id/documents/',
    access: projectReadAccess,
    tag,
    summary: "A project's documents, newest first, each with the milestone it documents",
    schemas: { params: projectDocumentsParamsSchema, response: dealDocumentsResponse },
    async handler({ params }, { deps, auth }) {
      return listProjectDocuments(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/projects/:id/milestones/:key/documents/',
    access: projectWriteAccess,
    tag,
    summary:
      "Uploads a file documenting one of a project's milestones, kept on its deal: the body is the file (application/octet-stream), ?kind=&name=&shared=; the same checks as any upload",
    successStatus: 201,
    bodyLimit: maxDocumentBytes,
    schemas: {
      params: projectMilestoneDocumentsParamsSchema,
      querystring: documentUploadQuerySchema,
      response: dealDocumentResponse,
    },
    async handler({ params, query }, { deps, auth, request }) {
      const bytes = await readUploadBody(request.body);
      return uploadMilestoneDocument(
        deps.database.db,
        deps.storage,
        auth.user,
        params.id,
        params.key,
        { kind: query.kind, name: query.name, shared: query.shared, bytes },
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/projects/:id/documents/:documentId/file/',
    access: projectReadAccess,
    tag,
    summary: 'Downloads one of the project’s documents',
    schemas: { params: projectDocumentParamsSchema, response: documentFileResponse },
    async handler({ params }, { deps, auth, reply }) {
      const file = await openProjectDocument(
        deps.database.db,
        deps.storage,
        auth.user,
        params.id,
        params.documentId,
      );
      return sendDocument(reply, file);
    },
  }),
];
