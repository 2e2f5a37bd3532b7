import { Tinypool } from 'tinypool';
import { messages } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import type { PdfRenderLimits } from './pdf-render-limits';
import type { PdfRenderTask } from './pdf-render-task';
import type { RenderInput } from './render-template-pdf';
import { adoptRenderProcessOutput } from './render-process-output';

export interface PdfRenderer {
  render(input: RenderInput): Promise<Uint8Array>;
  /** Renders under way in a render process now. */
  running(): number;
  close(): Promise<void>;
}

const defaultWorkerFile = new URL('./pdf-render-worker.mjs', import.meta.url).href;

/** The pool's refusals when every process is busy and the queue is full (or there is none). */
const queueFullMessages = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

/** The pool's word for a render process that ended while it held a render. */
const processEndedMessage = 'Worker exited unexpectedly';

/** A process whose heap holds more than this share of its limit after a render is replaced. */
const recycleShareOfLimit = 0.5;

/**
 * Renders template PDFs in child processes, so that a heavy document (long text, large images)
 * never stalls the API's other requests, and one that outgrows its memory ends only its own
 * process, never the API. Each render has a time budget: past it the process is stopped and the
 * caller gets a message instead of a document. At most `concurrency` renders run and `queue`
 * wait; a request beyond that, or one that waited a whole budget for a process, is told to try
 * again shortly.
 *
 * Nothing starts until the first PDF, so an API that nobody prints from (and every test app)
 * pays no process start; from then on one process stays loaded for the next PDF and any extra
 * ones leave after a minute idle.
 */
export function createPdfRenderer(
  limits: PdfRenderLimits,
  workerFile: string = defaultWorkerFile,
): PdfRenderer {
  let running = 0;
  let closing: Promise<void> | null = null;
  let pool: Tinypool | null = null;
  /** Every render submitted and not yet finished, to keep the configured limit exact. */
  const inFlight = new Set<AbortController>();

  function startPool(): Tinypool {
    const started = new Tinypool({
      filename: workerFile,
      runtime: 'child_process',
      minThreads: 1,
      maxThreads: limits.concurrency,
      idleTimeout: 60_000,
      maxQueue: limits.queue,
      concurrentTasksPerWorker: 1,
      // The heap cap is the process's own: past it V8 ends that process alone.
      execArgv: [`--max-old-space-size=${limits.memoryMb}`],
      maxMemoryLimitBeforeRecycle: limits.memoryMb * 1024 * 1024 * recycleShareOfLimit,
      // Structured clone, so the images' bytes and the finished PDF cross as binary.
      serialization: 'advanced',
      env: inheritedEnv(),
    });
    // A process that dies while idle (the system ended it) is replaced by the pool; nobody was
    // waiting on it, and an unheard 'error' event would end the API.
    started.on('error', () => adoptRenderProcessOutput(started));
    return started;
  }

  async function render(input: RenderInput): Promise<Uint8Array> {
    // Counted here rather than left to the pool, whose queue check lets a task in while a process
    // is still starting: the limit is what the operator configured, exactly.
    if (closing || inFlight.size >= limits.concurrency + limits.queue) {
      throw new HttpError(503, messages.apiPdfRenderBusy);
    }
    pool ??= startPool();
    const activePool = pool;
    const abort = new AbortController();
    inFlight.add(abort);
    let started = false;
    let settled = false;
    // Closing ends every render itself; a budget running out meanwhile must not start another.
    const expire = () => {
      if (closing) return;
      abort.abort();
      adoptRenderProcessOutput(activePool);
    };
    let timer = setTimeout(expire, limits.timeoutMs);
    // The first thing a render process says on its own is that this render has begun.
    const channel = {
      postMessage() {
        // The result may overtake this note; a finished render no longer counts.
        if (settled || started) return;
        started = true;
        running += 1;
        clearTimeout(timer);
        timer = setTimeout(expire, limits.timeoutMs);
      },
    };
    try {
      const task: PdfRenderTask = { input };
      const result = activePool.run(task, { signal: abort.signal, channel });
      adoptRenderProcessOutput(activePool);
      return (await result) as Uint8Array;
    } catch (error) {
      // Stopped by the API shutting down: not the document's fault.
      if (closing) throw new HttpError(503, messages.apiPdfRenderBusy);
      if (abort.signal.aborted) {
        throw started
          ? new HttpError(422, messages.apiPdfRenderTooLong)
          : new HttpError(503, messages.apiPdfRenderBusy);
      }
      // A render process ends mid-render only when its document outgrew the memory it may use:
      // V8 stops it at its heap cap, or the system ends it for taking too much.
      if (started && error instanceof Error && error.message === processEndedMessage) {
        throw new HttpError(422, messages.apiPdfRenderTooLarge);
      }
      if (error instanceof Error && queueFullMessages.has(error.message)) {
        throw new HttpError(503, messages.apiPdfRenderBusy);
      }
      throw asError(error);
    } finally {
      // A stopped, failed or recycled process has been replaced by now.
      adoptRenderProcessOutput(activePool);
      settled = true;
      inFlight.delete(abort);
      if (started) running -= 1;
      clearTimeout(timer);
    }
  }

  return {
    render,
    running: () => running,
    close() {
      // Ending the processes fails every render under way or waiting; they answer "busy".
      closing ??= pool?.destroy() ?? Promise.resolve();
      return closing;
    },
  };
}

/**
 * A render's own failure arrives as a copy of its error's fields; made an Error again (with the
 * render process's stack) it is logged and answered like any other fault.
 */
function asError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  const { message, stack } = error as { message?: unknown; stack?: unknown };
  if (typeof message !== 'string') return error;
  const copy = new Error(message);
  if (typeof stack === 'string') copy.stack = stack;
  return copy;
}

/** The API's environment for the render processes (the pool gives them none of their own). */
function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}
