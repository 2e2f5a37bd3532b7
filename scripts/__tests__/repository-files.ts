import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repositoryRoot = path.resolve(__dirname, '..', '..');

export function readRepositoryFile(relativePath: string): string {
  return readFileSync(path.join(repositoryRoot, relativePath), 'utf8');
}

export interface ConfigurationRow {
  name: string;
  default: string;
}

/**
 * The README's configuration table: rows that start with a back-quoted variable name, then its
 * default. Back quotes around the default are presentation only.
 */
export function readmeConfiguration(): Map<string, ConfigurationRow> {
  const rows = new Map<string, ConfigurationRow>();
  const section = readRepositoryFile('README.md').split(/^## Configuration$/m)[1] ?? '';
  for (const line of section.split('\n')) {
    const match = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^|]*)\|/.exec(line);
    if (!match) continue;
    rows.set(match[1]!, { name: match[1]!, default: match[2]!.trim().replace(/^`|`$/g, '') });
  }
  return rows;
}

/** Compose's `${NAME:-default}` interpolation, resolved to the defaults (no shell environment). */
export function withComposeDefaults(value: string): string {
  return value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
}
