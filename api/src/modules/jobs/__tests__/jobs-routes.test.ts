import { eq, sql } from 'drizzle-orm';
import {
  type DealDocument,
  type AdminJobPage,
  demoAccountEmails,
  type JobStatus,
  messages,
  type TemplateListRow,
  type TimelinePage,
} from '@solar/shared/domain';
import { jobEngineSchema } from '../../../jobs/job-engine';
import { waitJobKind } from '../../../jobs/test-job-kinds';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { users } from '../../../db/schema';
import { jobFiles, jobProgress } from '../jobs-tables';

let t: TestApp;
const call = signedInCaller(() => t);
let templateId: number;
let rep1Id: number;

beforeAll(async () => {
  t = await createTestApp();
  const list = await call(demoAccountEmails.ops, 'GET', '/api/templates/');
  templateId = list.json<TemplateListRow[]>()[0]!.id;
  const [rep1] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccountEmails.rep1));
  rep1Id = rep1!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** Follows a job as the page does, until it has finished (bounded). */
async function finished(email: string, jobId: string): Promise<JobStatus> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = (await call(email, 'GET', `/api/jobs/${jobId}/`)).json<JobStatus>();
    if (['completed', 'failed', 'cancelled'].includes(status.state)) return status;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${status.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('typed payloads', () => {
  it('refuses a job whose payload does not fit its kind, and queues nothing', async () => {
    const before = await t.database.db.select().from(jobProgress);
    await expect(
      t.app.jobs.enqueue(waitJobKind.kind, { steps: 'many', stepMs: 1 }, { userId: rep1Id }),
    ).rejects.toMatchObject({ statusCode: 400, message: messages.apiJobPayloadInvalid });
    await expect(t.app.jobs.enqueue('no-such-kind', {}, { userId: rep1Id })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await t.database.db.select().from(jobProgress)).toEqual(before);
  });
});

describe('a template PDF as a job, through the API', () => {
  it('starts, shows its progress, and its starter downloads the document', async () => {
    const started = await call(
      demoAccountEmails.rep1,
      'POST',
      `/api/templates/${templateId}/pdf-jobs/`,
    );
    expect(started.statusCode).toBe(201);
    const job = started.json<JobStatus>();
    expect(job).toMatchObject({ kind: 'template-pdf', result_url: null, error: null });
    const done = await finished(demoAccountEmails.rep1, job.id);
    expect(done).toMatchObject({
      state: 'completed',
      done: 1,
      total: 1,
      message: messages.jobPdfReady,
      result_url: `/api/jobs/${job.id}/result/`,
    });
    const file = await call(demoAccountEmails.rep1, 'GET', done.result_url!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("is nobody else's business, except a jobs administrator's", async () => {
    const job = (
      await call(demoAccountEmails.rep1, 'POST', `/api/templates/${templateId}/pdf-jobs/`)
    ).json<JobStatus>();
    await finished(demoAccountEmails.rep1, job.id);
    const other = await call(demoAccountEmails.rep2, 'GET', `/api/jobs/${job.id}/`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: messages.apiJobNotFound });
    expect(
      (await call(demoAccountEmails.rep2, 'GET', `/api/jobs/${job.id}/result/`)).statusCode,
    ).toBe(404);
    expect((await call(demoAccountEmails.admin, 'GET', `/api/jobs/${job.id}/`)).statusCode).toBe(
      200,
    );
  });

  it('does not render twice when the engine runs a finished job again', async () => {
    const job = (
      await call(demoAccountEmails.rep1, 'POST', `/api/templates/${templateId}/pdf-jobs/`)
    ).json<JobStatus>();
    await finished(demoAccountEmails.rep1, job.id);
    const renders = jest.spyOn(t.app.jobs.kinds.get('template-pdf')!, 'handle');
    const [before] = await t.database.db.select().from(jobFiles).where(eq(jobFiles.jobId, job.id));
    // As if the process had died after the work but before the engine heard it was done.
    await t.database.db.execute(
      sql`update ${sql.identifier(jobEngineSchema)}.job set state = 'retry', completed_on = null
          where id = ${job.id}`,
    );
    await t.app.jobs.idle();
    expect(renders).not.toHaveBeenCalled();
    renders.mockRestore();
    const after = await t.database.db.select().from(jobFiles).where(eq(jobFiles.jobId, job.id));
    expect(after).toEqual([before]);
    expect((await finished(demoAccountEmails.rep1, job.id)).state).toBe('completed');
  });
});

describe("a document made for a deal is on the deal's timeline", () => {
  it('once, with the file it is kept as, by the person who asked for it', async () => {
    const pick = async (path: string) =>
      (await call(demoAccountEmails.rep1, 'GET', path)).json<{ id: number }[]>()[0]!.id;
    const created = await call(demoAccountEmails.rep1, 'POST', '/api/crm/deals/', {
      name: 'Document deal',
      stage: await pick('/api/crm/deal-stages/'),
      status: await pick('/api/crm/deal-statuses/'),
      address: {
        address: '1 Document Rd',
        city_text: 'Moncton',
        province: await pick('/api/crm/provinces/'),
      },
    });
    expect(created.statusCode).toBe(201);
    const dealId = created.json<{ id: number }>().id;
    const job = (
      await call(
        demoAccountEmails.rep1,
        'POST',
        `/api/templates/${templateId}/pdf-jobs/?deal_id=${dealId}`,
      )
    ).json<JobStatus>();
    const done = await finished(demoAccountEmails.rep1, job.id);
    expect(done.state).toBe('completed');
    const timeline = await call(
      demoAccountEmails.rep1,
      'GET',
      `/api/crm/deals/${dealId}/timeline/?kind=event`,
    );
    const [fileRow] = await t.database.db
      .select({ fileName: jobFiles.fileName })
      .from(jobFiles)
      .where(eq(jobFiles.jobId, job.id));
    expect(timeline.json<TimelinePage>().results).toEqual([
      expect.objectContaining({
        kind: 'document.generated',
        details: expect.objectContaining({ file_name: fileRow!.fileName, template_id: templateId }),
        actor: { id: rep1Id, name: 'Riley Rep' },
      }),
    ]);
    // The document is kept on the deal as its contract, with the exact bytes of the download.
    const documents = await call(
      demoAccountEmails.rep1,
      'GET',
      `/api/crm/deals/${dealId}/documents/`,
    );
    const [document] = documents.json<DealDocument[]>();
    expect(document).toMatchObject({
      kind: 'contract',
      name: fileRow!.fileName,
      content_type: 'application/pdf',
      shared_with_customer: false,
      uploaded_by: 'Riley Rep',
    });
    const download = await call(demoAccountEmails.rep1, 'GET', `/api/jobs/${job.id}/result/`);
    const stored = await call(
      demoAccountEmails.rep1,
      'GET',
      `/api/crm/deals/${dealId}/documents/${document!.id}/file/`,
    );
    expect(stored.rawPayload).toEqual(download.rawPayload);
  });
});

describe('progress, failure, retry', () => {
  it('reports done/total and its message while it runs', async () => {
    const jobId = await t.app.jobs.enqueue(
      waitJobKind.kind,
      { steps: 40, stepMs: 50 },
      { userId: rep1Id },
    );
    const deadline = Date.now() + 30_000;
    let seen: JobStatus | null = null;
    while (Date.now() < deadline) {
      const status = (
        await call(demoAccountEmails.rep1, 'GET', `/api/jobs/${jobId}/`)
      ).json<JobStatus>();
      if (status.state === 'active' && status.done > 0 && status.done < 40) {
        seen = status;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen).toMatchObject({ total: 40, message: `Step ${seen?.done}` });
    expect(await finished(demoAccountEmails.rep1, jobId)).toMatchObject({ done: 40, total: 40 });
  });

  it('retries a failing job with backoff, then succeeds', async () => {
    const kind = t.app.jobs.kinds.get(waitJobKind.kind)!;
    const original = kind.handle;
    let attempts = 0;
    kind.handle = async (payload, context) => {
      attempts += 1;
      if (context.retryCount < 2) throw new Error('flaky');
      return original(payload, context);
    };
    try {
      const jobId = await t.app.jobs.enqueue(
        kind.kind,
        { steps: 1, stepMs: 0 },
        { userId: rep1Id },
      );
      const done = await finished(demoAccountEmails.rep1, jobId);
      expect(done.state).toBe('completed');
      expect(attempts).toBe(3);
      const [row] = (
        (await t.database.db.execute(
          sql`select retry_count, retry_backoff from ${sql.identifier(jobEngineSchema)}.job
              where id = ${jobId}`,
        )) as unknown as { rows: unknown[] }
      ).rows as { retry_count: number; retry_backoff: boolean }[];
      expect(row).toEqual({ retry_count: 2, retry_backoff: true });
    } finally {
      kind.handle = original;
    }
  });

  it('shows a failure to its starter, lists it for the administrator, who may retry it', async () => {
    const jobId = await t.app.jobs.enqueue(
      waitJobKind.kind,
      { steps: 1, stepMs: 0, failWith: 'The input was wrong' },
      { userId: rep1Id },
    );
    expect(await finished(demoAccountEmails.rep1, jobId)).toMatchObject({
      state: 'failed',
      error: 'The input was wrong',
      result_url: null,
    });
    const listed = await call(demoAccountEmails.admin, 'GET', '/api/admin/jobs/?state=failed');
    expect(listed.statusCode).toBe(200);
    const page = listed.json<AdminJobPage>();
    expect(page.results.map((job) => job.id)).toContain(jobId);
    expect(page.results.every((job) => job.state === 'failed')).toBe(true);
    const mine = page.results.find((job) => job.id === jobId)!;
    expect(mine.started_by).toEqual(expect.any(String));
    expect((await call(demoAccountEmails.rep1, 'GET', '/api/admin/jobs/')).statusCode).toBe(403);

    const retried = await call(demoAccountEmails.admin, 'POST', `/api/admin/jobs/${jobId}/retry/`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<JobStatus>().state).not.toBe('failed');
    expect((await finished(demoAccountEmails.rep1, jobId)).state).toBe('failed');

    const completed = (
      await call(demoAccountEmails.admin, 'GET', '/api/admin/jobs/?state=completed')
    ).json<AdminJobPage>();
    const again = await call(
      demoAccountEmails.admin,
      'POST',
      `/api/admin/jobs/${completed.results[0]!.id}/retry/`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: messages.apiJobNotRetryable });
  });
});
