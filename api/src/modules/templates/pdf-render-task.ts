import type { MessagePort } from 'node:worker_threads';
import { move } from 'piscina';
import { renderTemplatePdf, type RenderInput } from './render-template-pdf';

/** What the API sends a render worker: the document's data and a port to say it has begun. */
export interface PdfRenderTask {
  input: RenderInput;
  started: MessagePort;
}

/**
 * Runs on a worker thread: tells the API the render has begun (its time budget starts then, not
 * while it waited for a free worker), renders, and hands the bytes back without copying them.
 */
export async function renderPdfTask({ input, started }: PdfRenderTask) {
  started.postMessage('started');
  started.close();
  return move(await renderTemplatePdf(input));
}
