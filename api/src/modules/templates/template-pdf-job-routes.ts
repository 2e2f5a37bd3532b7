import type { z } from 'zod';
import { jobStatusSchema } from '@solar/shared/domain';
import { requireDealAccess } from '../crm/deal-access';
import { defineRoute } from '../../http/route-declaration';
import { findJob } from '../jobs/jobs-queries';
import { templatePdfJobKind } from './template-pdf-job';
import { requireTemplate } from './templates-queries';
import { templateReadPaths } from './templates-menu-paths';
import { pdfQuerySchema, templateIdParamsSchema } from './templates-schemas';

const read = { staff: true, menuPaths: templateReadPaths } as const;

export const templatePdfJobRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/templates/:id/pdf-jobs/',
    access: read,
    tag: 'templates',
    summary:
      'Starts rendering the template as a PDF, filled for ?deal_id=; follow GET /api/jobs/{id}/',
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
      if (query.deal_id !== undefined) await requireDealAccess(db, auth.user, query.deal_id);
      const jobId = await deps.jobs.enqueue(
        templatePdfJobKind,
        { template_id: params.id, deal_id: query.deal_id ?? null },
        { userId: auth.user.id },
      );
      return (await findJob(db, jobId))!.status;
    },
  }),
];
