import { messages } from '@solar/shared/domain';
import type { AuthContext } from '../../http/auth-context';
import type { AppDeps } from '../../http/app-deps';
import { HttpError } from '../../http/http-error';
import { defineRoute } from '../../http/route-declaration';
import { menuPathsOf } from '../users';
import { jobsAdminPaths } from './jobs-menu-paths';
import { findJob, findJobFile, listJobs } from './jobs-queries';
import {
  adminJobListQuerySchema,
  adminJobPageResponse,
  fileResponse,
  jobIdParamsSchema,
  jobStatusResponse,
} from './jobs-schemas';

const tag = 'jobs';
const adminAccess = { staff: true, menuPaths: jobsAdminPaths } as const;

async function isJobsAdministrator(deps: AppDeps, auth: AuthContext): Promise<boolean> {
  if (auth.user.isSuperuser) return true;
  if (!auth.user.isStaff) return false;
  const paths = await menuPathsOf(deps.database.db, auth.user);
  return jobsAdminPaths.some((path) => paths.has(path));
}

/**
 * A job as its reader may see it: the person who started it, or an administrator of jobs. Anyone
 * else is told there is no such job, so job ids reveal nothing.
 */
async function readableJob(deps: AppDeps, auth: AuthContext, jobId: string) {
  await deps.jobs.start();
  const job = await findJob(deps.database.db, jobId);
  if (!job) throw new HttpError(404, messages.apiJobNotFound);
  if (job.userId !== auth.user.id && !(await isJobsAdministrator(deps, auth))) {
    throw new HttpError(404, messages.apiJobNotFound);
  }
  return job;
}

export const jobsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/jobs/:id/',
    access: 'authenticated',
    tag,
    summary: "A background job's state and progress (its starter or a jobs administrator)",
    schemas: { params: jobIdParamsSchema, response: jobStatusResponse },
    async handler({ params }, { deps, auth }) {
      return (await readableJob(deps, auth, params.id)).status;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/jobs/:id/result/',
    access: 'authenticated',
    tag,
    summary: 'The file a completed job made (a PDF), while it is kept',
    schemas: { params: jobIdParamsSchema, response: fileResponse },
    async handler({ params }, { deps, auth, reply }) {
      await readableJob(deps, auth, params.id);
      const file = await findJobFile(deps.database.db, params.id);
      if (!file) throw new HttpError(404, messages.apiPdfJobResultGone);
      reply
        .type(file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'no-store');
      return Buffer.from(file.bytes);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/jobs/',
    access: adminAccess,
    tag,
    summary: 'Recent background jobs, newest first, by state and kind, 25 a page',
    schemas: { querystring: adminJobListQuerySchema, response: adminJobPageResponse },
    async handler({ query }, { deps }) {
      await deps.jobs.start();
      return listJobs(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/jobs/:id/retry/',
    access: adminAccess,
    tag,
    summary: 'Tries a failed job again; 409 unless it failed',
    schemas: { params: jobIdParamsSchema, response: jobStatusResponse },
    async handler({ params }, { deps }) {
      await deps.jobs.start();
      const job = await findJob(deps.database.db, params.id);
      if (!job) throw new HttpError(404, messages.apiJobNotFound);
      if (job.status.state !== 'failed' || !(await deps.jobs.retry(job.status.kind, params.id))) {
        throw new HttpError(409, messages.apiJobNotRetryable);
      }
      return (await findJob(deps.database.db, params.id))!.status;
    },
  }),
];
