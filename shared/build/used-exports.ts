import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The names every app of the workspace imports from a package (`import { A, B } from 'pkg'`),
 * scanned from the sources of the host, the remotes and the shared package.
 *
 * Module Federation's shared tree shaking builds the provider's copy of a shared package with only
 * these exports. For a singleton, the runtime hands that one copy to every consumer without
 * checking what the consumer needs (runtime-core `getRegisteredShare`: the used-exports match only
 * runs for non-singletons), so the host's copy must carry the union of what every app imports.
 */
const appFolders = ['host', 'shared', 'mfe-crm', 'mfe-zoho', 'mfe-templates', 'mfe-portal'];

/** The `src/` folders of every app of the workspace (the shared package included). */
export function appSourceFolders(workspaceRoot: string): string[] {
  return appFolders.map((folder) => path.join(workspaceRoot, folder, 'src'));
}

function sourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.[jt]sx?$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name))
      files.push(full);
  }
  return files;
}

export function usedExportsOf(pkg: string, sourceFolders: readonly string[]): string[] {
  const escaped = pkg.replace(/[/\\^$*+?.()|[\]{}]/g, '\\$&');
  const namedImport = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`,
    'g',
  );
  const namespaceImport = new RegExp(`(?:import|export)\\s+\\*[^'"]*from\\s*['"]${escaped}['"]`);
  const names = new Set<string>();
  for (const folder of sourceFolders) {
    for (const file of sourceFiles(folder)) {
      const source = readFileSync(file, 'utf8');
      if (namespaceImport.test(source)) {
        throw new Error(
          `${file}: import names from ${pkg} one by one (its shared copy is tree-shaken)`,
        );
      }
      for (const match of source.matchAll(namedImport)) {
        if (match[1]) continue; // import type { … }
        for (const specifier of match[2]!.split(',')) {
          const name = specifier
            .trim()
            .replace(/^type\s+.*/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}
