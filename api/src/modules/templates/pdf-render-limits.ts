/** How template PDFs are rendered: read from the environment (see `configVariables`). */
export interface PdfRenderLimits {
  /** Longest one render may run, and longest a request may wait for a free process, ms. */
  timeoutMs: number;
  /** Renders at once, each in its own child process. */
  concurrency: number;
  /** Requests that may wait for a free process; more are refused at once. */
  queue: number;
  /** Heap limit of each render process, MB. */
  memoryMb: number;
}

/**
 * Defaults: the largest template the schemas allow renders in a few seconds, so 20 s leaves
 * room on a busy machine while staying well inside the browser's 60 s wait for a file; two
 * renders at once keep the rest of a small server's cores for everyone else; a 512 MB heap holds
 * the largest images the upload accepts.
 */
export const defaultPdfRenderLimits: PdfRenderLimits = {
  timeoutMs: 20_000,
  concurrency: 2,
  queue: 8,
  memoryMb: 512,
};
