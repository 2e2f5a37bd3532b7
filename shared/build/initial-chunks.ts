import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Stats } from '@rspack/core';

/** `dist/initial-chunks.json`: what the byte-budget check (`@solar/bench`) reads besides the manifest. */
export interface InitialChunks {
  app: string;
  /** The files the page's script tags load (the `main` entrypoint). */
  entry: string[];
  /**
   * The files of the entry's own dynamic imports (the host's `import('./bootstrap')`, the async
   * boundary Module Federation needs): loaded at once, before any route's lazy chunk.
   */
  entryImports: string[];
}

const isJs = (file: string) => file.endsWith('.js');

/** Reads the entry's files and those of the chunks its entry module imports from the build stats. */
export function initialChunksOf(app: string, stats: Stats): InitialChunks {
  const json = stats.toJson({
    all: false,
    entrypoints: true,
    chunks: true,
    chunkOrigins: true,
  });
  const entry = (json.entrypoints?.main?.assets ?? []).map((asset) => asset.name).filter(isJs);
  const entryImports = (json.chunks ?? [])
    .filter((chunk) =>
      (chunk.origins ?? []).some((origin) =>
        /(^|\/)src\/index\.tsx?$/.test(origin.moduleName ?? ''),
      ),
    )
    .flatMap((chunk) => chunk.files ?? [])
    .filter(isJs);
  return { app, entry, entryImports: [...new Set(entryImports)].sort() };
}

export function writeInitialChunks(distDir: string, chunks: InitialChunks): void {
  writeFileSync(path.join(distDir, 'initial-chunks.json'), `${JSON.stringify(chunks, null, 2)}\n`);
}
