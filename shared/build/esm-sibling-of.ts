import { existsSync } from 'node:fs';

/** A file of a Module Federation runtime package's CommonJS build. */
export const federationCommonJsFile = /@module-federation[\\/].*\.cjs$/;

/**
 * The ES module build beside a Module Federation runtime file built as CommonJS (`x.cjs` → `x.js`,
 * or `x.mjs` where the package names its modules so); any other file is returned as it is.
 */
export function esmSiblingOf(file: string, exists: (file: string) => boolean = existsSync): string {
  if (!federationCommonJsFile.test(file)) return file;
  for (const candidate of [file.replace(/\.cjs$/, '.js'), file.replace(/\.cjs$/, '.mjs')]) {
    if (exists(candidate)) return candidate;
  }
  return file;
}
