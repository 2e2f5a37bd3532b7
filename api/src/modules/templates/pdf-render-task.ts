import { renderTemplatePdf, type RenderInput } from './render-template-pdf';

/** What the API sends a render process: the document's data. */
export interface PdfRenderTask {
  input: RenderInput;
}

/**
 * Runs in a render process: tells the API the render has begun (its time budget starts then, not
 * while it waited for a free process), then renders. The note is on its way before the render
 * starts, so the API knows it had begun even if the document then ends the process.
 */
export async function renderPdfTask({ input }: PdfRenderTask): Promise<Uint8Array> {
  await new Promise<void>((resolve, reject) => {
    process.send!('started', (error: Error | null) => (error ? reject(error) : resolve()));
  });
  return renderTemplatePdf(input);
}
