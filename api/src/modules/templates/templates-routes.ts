import { z } from 'zod';
import { jobStatusSchema, messages } from '@solar/shared/domain';
import { defineRoute } from '../../http/route-declaration';
import { HttpError } from '../../http/http-error';
import { requireDealAccess } from '../deals';
import { findJob, findLatestJobOf } from '../jobs';
import { pdfJobRecentMinutes, templatePdfJobKind } from './templates-pdf-job';
import {
  dealMergeValues,
  templateDealOptions,
  templateProposalOptions,
} from './template-deal-values';
import { requireProposalOfDeal } from './template-proposal-values';
import { findTemplateImage, storeTemplateImage } from './templates-images-queries';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  listTemplates,
  requireTemplate,
  updateTemplate,
} from './templates-queries';
import { templateReadPaths, templateWritePaths } from './templates-menu-paths';
import {
  binaryResponse,
  dealOptionsQuerySchema,
  dealOptionsResponse,
  imageIdParamsSchema,
  imageUploadBody,
  mergeValuesQuerySchema,
  mergeValuesResponse,
  pdfJobLookupQuerySchema,
  pdfJobLookupResponse,
  pdfQuerySchema,
  proposalOptionsQuerySchema,
  proposalOptionsResponse,
  templateCreateBody,
  templateIdParamsSchema,
  templateImageResponse,
  templateListQuery,
  templateListResponse,
  templateResponse,
  templateUpdateBody,
} from './templates-schemas';

const tag = 'templates';
const read = { staff: true, menuPaths: templateReadPaths } as const;
const write = { staff: true, menuPaths: templateWritePaths } as const;

/** Room for a 2 MiB image as base64 (4/3 larger) and the JSON around it. */
const imageUploadBodyLimit = 4 * 1024 * 1024 + 64 * 1024;

export const templatesRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/templates/',
    access: read,
    tag,
    summary: 'Templates of one group (or all), by name, optionally filtered by a name search',
    schemas: { querystring: templateListQuery, response: templateListResponse },
    async handler({ query }, { deps }) {
      return listTemplates(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/templates/',
    access: write,
    tag,
    summary: 'Create a template (version 1)',
    successStatus: 201,
    schemas: { body: templateCreateBody, response: templateResponse },
    async handler({ body }, { deps, auth }) {
      return createTemplate(deps.database.db, auth.user.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/:id/',
    access: read,
    tag,
    summary: 'One template with its pages and blocks',
    schemas: { params: templateIdParamsSchema, response: templateResponse },
    async handler({ params }, { deps }) {
      return requireTemplate(deps.database.db, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/templates/:id/',
    access: write,
    tag,
    summary: 'Save a template over the version the editor loaded; a newer stored version is 409',
    schemas: {
      params: templateIdParamsSchema,
      body: templateUpdateBody,
      response: templateResponse,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateTemplate(deps.database.db, auth.user.id, params.id, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/templates/:id/duplicate/',
    access: write,
    tag,
    summary: 'Copy a template as "Copy of …"',
    successStatus: 201,
    schemas: { params: templateIdParamsSchema, response: templateResponse },
    async handler({ params }, { deps, auth }) {
      return duplicateTemplate(deps.database.db, auth.user.id, params.id);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/templates/:id/',
    access: write,
    tag,
    summary: 'Delete a template and its images',
    successStatus: 204,
    schemas: { params: templateIdParamsSchema, response: z.null() },
    async handler({ params }, { deps }) {
      await deleteTemplate(deps.database.db, params.id);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/merge-values/',
    access: read,
    tag,
    summary: "A deal's merge-field values and chart series (null where the product has none yet)",
    schemas: { querystring: mergeValuesQuerySchema, response: mergeValuesResponse },
    async handler({ query }, { deps, auth }) {
      return dealMergeValues(
        deps.database.db,
        auth.user,
        query.deal_id,
        new Date(),
        query.proposal_id ?? null,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/proposal-options/',
    access: read,
    tag,
    summary: "A deal's saved proposal versions a document can be filled from, newest first",
    schemas: { querystring: proposalOptionsQuerySchema, response: proposalOptionsResponse },
    async handler({ query }, { deps, auth }) {
      return templateProposalOptions(deps.database.db, auth.user, query.deal_id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/deal-options/',
    access: read,
    tag,
    summary: 'Deals the caller may preview or print a template for (at most 50, newest first)',
    schemas: { querystring: dealOptionsQuerySchema, response: dealOptionsResponse },
    async handler({ query }, { deps, auth }) {
      return templateDealOptions(deps.database.db, auth.user, query.search);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/templates/images/',
    access: write,
    tag,
    summary:
      "Upload an image for a saved template as base64 JSON: PNG, JPEG or WebP by content, at most 2 MiB and 25 megapixels, within the template's image limits",
    successStatus: 201,
    bodyLimit: imageUploadBodyLimit,
    schemas: { body: imageUploadBody, response: templateImageResponse },
    async handler({ body }, { deps, auth }) {
      return storeTemplateImage(deps.database.db, auth.user.id, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/images/:imageId/',
    access: read,
    tag,
    summary: 'The bytes of a template image',
    schemas: { params: imageIdParamsSchema, response: binaryResponse },
    async handler({ params }, { deps, reply }) {
      const image = await findTemplateImage(deps.database.db, params.imageId);
      if (!image) throw new HttpError(404, messages.apiTemplateImageNotFound);
      // Images never change once stored (a new upload gets a new id), so browsers may keep them.
      reply
        .type(image.contentType)
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff');
      return image.data;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/templates/:id/pdf-jobs/',
    access: read,
    tag,
    summary:
      'Starts rendering the template as a PDF, filled for ?deal_id= from ?proposal_id= (default its latest saved version); follow GET /api/jobs/{id}/',
    successStatus: 201,
    schemas: {
      params: templateIdParamsSchema,
      querystring: pdfQuerySchema,
      response: jobStatusSchema.meta({ id: 'PdfJob' }) as z.ZodType,
    },
    async handler({ params, query }, { deps, auth }) {
      const db = deps.database.db;
      // Refused now rather than in the job: the page says so at once.
      await requireTemplate(db, params.id);
      if (query.deal_id !== undefined) {
        await requireDealAccess(db, auth.user, query.deal_id);
        if (query.proposal_id !== undefined) {
          await requireProposalOfDeal(db, query.deal_id, query.proposal_id);
        }
      }
      const jobId = await deps.jobs.enqueue(
        templatePdfJobKind,
        {
          template_id: params.id,
          deal_id: query.deal_id ?? null,
          proposal_id: query.proposal_id ?? null,
        },
        { userId: auth.user.id },
      );
      return (await findJob(db, jobId))!.status;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/templates/pdf-jobs/',
    access: read,
    tag,
    summary:
      "The caller's newest PDF job for ?template_id= and/or ?deal_id=, running or finished in the last minutes (null without one): a page finds its document again after a reload",
    schemas: { querystring: pdfJobLookupQuerySchema, response: pdfJobLookupResponse },
    async handler({ query }, { deps, auth }) {
      await deps.jobs.start();
      const payload: Record<string, number> = {};
      if (query.template_id !== undefined) payload.template_id = query.template_id;
      if (query.deal_id !== undefined) payload.deal_id = query.deal_id;
      const job = await findLatestJobOf(deps.database.db, {
        userId: auth.user.id,
        kind: templatePdfJobKind,
        payload,
        finishedSince: new Date(Date.now() - pdfJobRecentMinutes * 60_000),
      });
      return { job };
    },
  }),
];
