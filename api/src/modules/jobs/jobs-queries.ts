import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import {
  type AdminJob,
  type AdminJobPage,
  adminJobPageSize,
  type JobKind,
  type JobState,
  type JobStatus,
} from '@solar/shared/domain';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { jobEngineSchema } from '../../jobs/job-engine';
import type { AdminJobListQuery } from './jobs-schemas';
import { jobFiles, jobProgress } from './jobs-tables';
import { rowsOf } from '../../db/rows-of';

/** The engine's job table, which holds each job's state, attempts and times. */
const engineJobs = sql`${sql.identifier(jobEngineSchema)}.job`;

/**
 * Our state names from the engine's. A job the engine has already deleted (it keeps finished
 * jobs for a week) is judged by what our progress row recorded.
 */
const stateSql = sql<JobState>`case
  when j.state = 'created' then 'queued'
  when j.state = 'retry' then 'retrying'
  when j.state is not null then j.state::text
  when p.error is not null then 'failed'
  else 'completed' end`;

/** Engine states matching one of ours, for the list's filter. */
const engineStatesOf: Record<JobState, string[]> = {
  queued: ['created'],
  active: ['active'],
  retrying: ['retry'],
  completed: ['completed'],
  failed: ['failed'],
  cancelled: ['cancelled'],
};

interface JobRow {
  id: string;
  kind: string;
  user_id: number | null;
  state: JobState;
  done: number;
  total: number | null;
  message: string;
  error: string | null;
  has_file: boolean;
  created_at: string | Date;
  started_at: string | Date | null;
  finished_at: string | Date | null;
  attempts: number;
  started_by: string | null;
  full_count: number;
}

const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

function selectJobs(where: SQL | undefined, limit: number, offset: number): SQL {
  return sql`
    select p.job_id::text as id, p.kind, p.user_id, ${stateSql} as state, p.done, p.total,
      p.message, p.error, f.job_id is not null as has_file, p.created_at, j.started_on as started_at,
      coalesce(j.completed_on, p.finished_at) as finished_at,
      coalesce(j.retry_count, 0) + 1 as attempts,
      nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as started_by,
      count(*) over ()::int as full_count
    from ${jobProgress} p
    left join ${engineJobs} j on j.id = p.job_id
    left join ${jobFiles} f on f.job_id = p.job_id and f.expires_at > now()
    left join ${users} u on u.id = p.user_id
    ${where ? sql`where ${where}` : sql``}
    order by p.created_at desc, p.job_id
    limit ${limit} offset ${offset}`;
}

function statusOf(row: JobRow): JobStatus {
  const finished = ['completed', 'failed', 'cancelled'].includes(row.state);
  return {
    id: row.id,
    kind: row.kind as JobKind,
    state: row.state,
    done: row.done,
    total: row.total,
    message: row.message,
    result_url: row.state === 'completed' && row.has_file ? `/api/jobs/${row.id}/result/` : null,
    error: row.state === 'failed' ? row.error : null,
    created_at: iso(row.created_at)!,
    started_at: iso(row.started_at),
    finished_at: finished ? iso(row.finished_at) : null,
  };
}

/** One job with its owner, or null when there is none with that id. */
export async function findJob(
  db: Database,
  jobId: string,
): Promise<{ status: JobStatus; userId: number | null } | null> {
  const [row] = rowsOf<JobRow>(await db.execute(selectJobs(sql`p.job_id = ${jobId}`, 1, 0)));
  return row ? { status: statusOf(row), userId: row.user_id } : null;
}

/**
 * The newest job of one kind a person started whose payload holds `payload` (a template, a deal),
 * still waiting or running, or finished since `finishedSince`: what a page shows again after a
 * reload. Null when there is none.
 */
export async function findLatestJobOf(
  db: Database,
  criteria: {
    userId: number;
    kind: JobKind;
    payload: Record<string, number>;
    finishedSince: Date;
  },
): Promise<JobStatus | null> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select p.job_id::text as id
      from ${jobProgress} p
      join ${engineJobs} j on j.id = p.job_id
      where p.user_id = ${criteria.userId} and p.kind = ${criteria.kind}
        and j.data @> ${JSON.stringify(criteria.payload)}::jsonb
        and (j.state in ('created', 'retry', 'active')
          or coalesce(j.completed_on, p.finished_at) > ${criteria.finishedSince.toISOString()})
      order by p.created_at desc, p.job_id
      limit 1`),
  );
  const [row] = rows;
  return row ? ((await findJob(db, row.id))?.status ?? null) : null;
}

/** The administration page: newest first, filtered by state and kind, a page at a time. */
export async function listJobs(db: Database, query: AdminJobListQuery): Promise<AdminJobPage> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(sql`p.kind = ${query.kind}`);
  if (query.state) {
    // Rows the engine no longer holds count as completed or failed by our own record.
    const engineStates = engineStatesOf[query.state];
    const fallback =
      query.state === 'completed'
        ? sql` or (j.id is null and p.error is null)`
        : query.state === 'failed'
          ? sql` or (j.id is null and p.error is not null)`
          : sql``;
    filters.push(
      sql`(j.state::text in (${sql.join(
        engineStates.map((state) => sql`${state}`),
        sql`, `,
      )})${fallback})`,
    );
  }
  const where = filters.length ? sql.join(filters, sql` and `) : undefined;
  const rows = rowsOf<JobRow>(
    await db.execute(selectJobs(where, adminJobPageSize, (query.page - 1) * adminJobPageSize)),
  );
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((row): AdminJob => ({
      ...statusOf(row),
      started_by: row.started_by,
      attempts: row.attempts,
    })),
  };
}

/** The file a job made, while it is kept. */
export async function findJobFile(db: Database, jobId: string) {
  const [file] = await db
    .select()
    .from(jobFiles)
    .where(and(eq(jobFiles.jobId, jobId), gt(jobFiles.expiresAt, new Date())))
    .orderBy(desc(jobFiles.expiresAt));
  return file ?? null;
}
