import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of `mf-manifest.json` the check reads. */
interface AssetList {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  shared: { name: string; assets: AssetList }[];
  exposes: { name: string; assets: AssetList }[];
}

/** `dist/initial-chunks.json`, written by the build factory (`shared/build/initial-chunks.ts`). */
interface InitialChunks {
  entry: string[];
  entryImports: string[];
}

export type AppKind = 'host' | 'remote';

/**
 * The JavaScript an app needs before any lazy chunk, from its build output alone (so the check is
 * deterministic). The host: its page's entry, the chunks its entry imports at once (the async
 * boundary's bootstrap), and the shared packages it provides (React, Chakra, the store…), which
 * the federation runtime loads before the bootstrap runs. A remote: `remoteEntry.js` and the sync
 * chunks of its exposed modules; the shared packages are the host's copies at run time
 * (`shareStrategy: 'loaded-first'`), so a remote's own fallback copies are not counted.
 */
export function initialJsFiles(distDir: string, kind: AppKind): string[] {
  const manifestPath = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the app first`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const files = new Set<string>();
  if (kind === 'host') {
    const chunksPath = path.join(distDir, 'initial-chunks.json');
    if (!existsSync(chunksPath)) {
      throw new Error(`${chunksPath} is missing: rebuild the app with the current build factory`);
    }
    const chunks = JSON.parse(readFileSync(chunksPath, 'utf8')) as InitialChunks;
    for (const file of [...chunks.entry, ...chunks.entryImports]) files.add(file);
    for (const shared of manifest.shared) for (const file of shared.assets.js.sync) files.add(file);
  } else {
    const { name, path: folder } = manifest.metaData.remoteEntry;
    files.add(folder ? `${folder}/${name}` : name);
    for (const exposed of manifest.exposes) {
      for (const file of exposed.assets.js.sync) files.add(file);
    }
  }
  return [...files].sort();
}
