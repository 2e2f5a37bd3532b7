import {
  demoAccountEmails,
  type JobStatus,
  messages,
  type TemplateListRow,
  type TemplateRecord,
} from '@solar/shared/domain';
import { HttpError } from '../../../http/http-error';
import { signedInCaller } from '../../../testing/signed-in-caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { defaultPdfRenderLimits, type PdfRenderLimits } from '../pdf-render-limits';
import { createPdfRenderer, type PdfRenderer } from '../pdf-renderer';
import type { RenderInput } from '../render-template-pdf';
import { noDealMergeValues } from '../template-deal-values';

/**
 * PDFs render in child processes within a time budget, a memory cap and a concurrency limit.
 * Fixture renderers stand for documents too heavy to finish, so every case is decided by the
 * limits, not by how fast this machine happens to be.
 */

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url).href;
const stalledWorker = fixture('stalled-render-worker.mjs');
const hungryWorker = fixture('hungry-render-worker.mjs');
const killedWorker = fixture('killed-render-worker.mjs');
const pidWorker = fixture('pid-render-worker.mjs');

let t: TestApp;
const call = signedInCaller(() => t);
let renderer: PdfRenderer | null = null;
let templateId: number;

function useRenderer(limits: Partial<PdfRenderLimits>, workerFile: string): PdfRenderer {
  renderer = createPdfRenderer({ ...defaultPdfRenderLimits, ...limits }, workerFile);
  return renderer;
}

beforeAll(async () => {
  // The app's renderer hands each test's own pool the work, so one database serves every case.
  t = await createTestApp({
    build: {
      pdfRenderer: {
        render: (input) => renderer!.render(input),
        running: () => renderer!.running(),
        close: async () => {},
      },
    },
  });
  const list = await call(demoAccountEmails.ops, 'GET', '/api/templates/');
  templateId = list.json<TemplateListRow[]>()[0]!.id;
}, 120_000);
afterEach(async () => {
  await renderer?.close();
  renderer = null;
});
afterAll(async () => {
  await t.close();
});

/** What a render answers: the document's bytes, or the refusal the person is shown. */
type Outcome = { bytes: Uint8Array } | { statusCode: number; message: string };

/** Renders the seeded template straight through the renderer, as the PDF job does. */
async function render(): Promise<Outcome> {
  const template = (
    await call(demoAccountEmails.rep1, 'GET', `/api/templates/${templateId}/`)
  ).json<TemplateRecord>();
  try {
    const bytes = await renderer!.render({
      template,
      values: noDealMergeValues(new Date()),
      chart: { monthly_usage_kwh: null, monthly_production_kwh: null },
      images: new Map(),
      subject: null,
    });
    return { bytes };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { statusCode: error.statusCode, message: error.message };
  }
}

/** Prints the seeded template as the pages do, as a background job, until it has finished. */
async function printPdfJob(): Promise<JobStatus> {
  const started = await call(
    demoAccountEmails.rep1,
    'POST',
    `/api/templates/${templateId}/pdf-jobs/`,
  );
  expect(started.statusCode).toBe(201);
  await t.app.jobs.idle();
  return (
    await call(demoAccountEmails.rep1, 'GET', `/api/jobs/${started.json<JobStatus>().id}/`)
  ).json<JobStatus>();
}

/** Waits (bounded) until `count` renders are under way in render processes. */
async function untilRunning(active: PdfRenderer, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (active.running() < count) {
    if (Date.now() > deadline) throw new Error(`${count} renders never started`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function settledFlag(request: Promise<Outcome>) {
  const state = { settled: false };
  void request.finally(() => {
    state.settled = true;
  });
  return state;
}

it('answers other requests while a document renders', async () => {
  const active = useRenderer({ concurrency: 1 }, stalledWorker);
  const pdf = render();
  const pdfState = settledFlag(pdf);
  await untilRunning(active, 1);
  const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
  expect(health.statusCode).toBe(200);
  expect(pdfState.settled).toBe(false);
  await active.close();
  await pdf;
});

it("fails a PDF job past the render's time budget, and says why", async () => {
  const active = useRenderer({ timeoutMs: 2_000 }, fixture('stalls-after-first-render-worker.mjs'));
  // Loads the render process first: its start counts as waiting, and this case is about rendering.
  expect(await printPdfJob()).toMatchObject({ state: 'completed' });
  expect(await printPdfJob()).toMatchObject({
    state: 'failed',
    error: messages.apiPdfRenderTooLong,
    result_url: null,
  });
  expect(active.running()).toBe(0);
});

it('refuses a render beyond the concurrency limit when nothing may wait', async () => {
  const active = useRenderer({ concurrency: 1, queue: 0 }, stalledWorker);
  const first = render();
  await untilRunning(active, 1);
  expect(await render()).toEqual({ statusCode: 503, message: messages.apiPdfRenderBusy });
  await active.close();
  await first;
});

it('lets as many requests wait as the queue holds and refuses the next', async () => {
  const active = useRenderer({ concurrency: 1, queue: 1 }, stalledWorker);
  const first = render();
  await untilRunning(active, 1);
  const waiting = [render(), render()];
  const refused = await Promise.race(waiting);
  expect(refused).toEqual({ statusCode: 503, message: messages.apiPdfRenderBusy });
  expect(active.running()).toBe(1);
  await active.close();
  await Promise.all([first, ...waiting]);
});

it('stops a render that outgrows its memory limit and says why', async () => {
  // V8's report on the dying process must not reach the API's error output: a supervisor that
  // reads it (Jest's worker pool does) would stop the API as out of memory.
  const written: string[] = [];
  const write = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    useRenderer({ memoryMb: 64 }, hungryWorker);
    expect(await printPdfJob()).toMatchObject({
      state: 'failed',
      error: messages.apiPdfRenderTooLarge,
    });
    // The process has ended, but its output may still be on its way.
    const deadline = Date.now() + 30_000;
    while (!written.join('').includes('hungry render') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    write.mockRestore();
  }
  const output = written.join('');
  expect(output).toContain('hungry render: holding every line\n');
  expect(output).not.toMatch(/heap out of memory|Last few GCs|allocation failure/);
});

it('keeps the API running when a render process is ended mid-render', async () => {
  useRenderer({}, killedWorker);
  expect(await render()).toEqual({ statusCode: 422, message: messages.apiPdfRenderTooLarge });
  const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
  expect(health.statusCode).toBe(200);
});

/** The process id a pid fixture "rendered" into its document. */
async function renderedBy(): Promise<number> {
  const outcome = await render();
  if (!('bytes' in outcome)) throw new Error(outcome.message);
  return Number(Buffer.from(outcome.bytes).toString());
}

/** Waits (bounded) until a process has ended. */
async function untilEnded(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    if (Date.now() > deadline) throw new Error(`process ${pid} never ended`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('keeps a render process loaded for the next document', async () => {
  useRenderer({}, pidWorker);
  const first = await renderedBy();
  expect(first).not.toBe(process.pid);
  expect(await renderedBy()).toBe(first);
});

it('replaces a render process that ended while idle', async () => {
  useRenderer({}, pidWorker);
  const first = await renderedBy();
  process.kill(first, 'SIGKILL');
  await untilEnded(first);
  const next = await renderedBy();
  expect(next).not.toBe(first);
  expect(next).not.toBe(process.pid);
});

it("hands a render's failure on as an error with the render process's stack", async () => {
  const failure = await useRenderer({}, fixture('failing-render-worker.mjs'))
    .render({} as RenderInput)
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  expect((failure as Error).message).toBe('the renderer broke');
  expect((failure as Error).stack).toContain('failing-render-worker.mjs');
});
