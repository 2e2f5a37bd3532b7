import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { messages } from '@solar/shared/domain';
import { HttpError } from '../../http/http-error';
import type { PdfRenderLimits } from './pdf-render-limits';
import type { PdfRenderTask } from './pdf-render-task';
import type { RenderInput } from './render-template-pdf';

export interface PdfRenderer {
  render(input: RenderInput): Promise<Uint8Array>;
  /** Renders under way on a worker now. */
  running(): number;
  close(): Promise<void>;
}

const defaultWorkerFile = new URL('./pdf-render-worker.mjs', import.meta.url).href;

/** Piscina's refusals when every worker is busy and the queue is full (or there is none). */
const queueFullMessages = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
]);

/** Node's code for a worker thread stopped at its `resourceLimits`. */
const outOfMemoryCode = 'ERR_WORKER_OUT_OF_MEMORY';

/**
 * Renders template PDFs on a pool of worker threads, so that a heavy document (long text, large
 * images) never stalls the API's other requests. Each render has a time budget: past it the
 * worker is stopped and the caller gets a message instead of a document. At most `concurrency`
 * renders run and `queue` wait; a request beyond that, or one that waited a whole budget for a
 * worker, is told to try again shortly.
 */
export function createPdfRenderer(
  limits: PdfRenderLimits,
  workerFile: string = defaultWorkerFile,
): PdfRenderer {
  let running = 0;
  let closing = false;
  /** Every render submitted and not yet finished, so that closing can stop them all. */
  const inFlight = new Set<AbortController>();
  const pool = new Piscina<PdfRenderTask, Uint8Array>({
    filename: workerFile,
    // No idle threads while nobody prints; a started worker stays a minute for the next PDF.
    minThreads: 0,
    maxThreads: limits.concurrency,
    idleTimeout: 60_000,
    maxQueue: limits.queue,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
  });

  async function render(input: RenderInput): Promise<Uint8Array> {
    // Counted here rather than left to the pool, whose queue check lets a task in while a worker
    // is still starting: the limit is what the operator configured, exactly.
    if (inFlight.size >= limits.concurrency + limits.queue) {
      throw new HttpError(503, messages.apiPdfRenderBusy);
    }
    const abort = new AbortController();
    inFlight.add(abort);
    const { port1, port2 } = new MessageChannel();
    let started = false;
    let settled = false;
    let timer = setTimeout(() => abort.abort(), limits.timeoutMs);
    port1.once('message', () => {
      // The worker's result may overtake this note; a finished render no longer counts.
      if (settled) return;
      started = true;
      running += 1;
      clearTimeout(timer);
      timer = setTimeout(() => abort.abort(), limits.timeoutMs);
    });
    try {
      return await pool.run(
        { input, started: port2 },
        { signal: abort.signal, transferList: [port2] },
      );
    } catch (error) {
      if (abort.signal.aborted) {
        // Stopped by the API shutting down: not the document's fault.
        throw started && !closing
          ? new HttpError(422, messages.apiPdfRenderTooLong)
          : new HttpError(503, messages.apiPdfRenderBusy);
      }
      if ((error as { code?: unknown }).code === outOfMemoryCode) {
        throw new HttpError(422, messages.apiPdfRenderTooLarge);
      }
      if (error instanceof Error && queueFullMessages.has(error.message)) {
        throw new HttpError(503, messages.apiPdfRenderBusy);
      }
      throw error;
    } finally {
      settled = true;
      inFlight.delete(abort);
      if (started) running -= 1;
      clearTimeout(timer);
      port1.close();
    }
  }

  return {
    render,
    running: () => running,
    async close() {
      closing = true;
      for (const abort of inFlight) abort.abort();
      await pool.destroy();
    },
  };
}
