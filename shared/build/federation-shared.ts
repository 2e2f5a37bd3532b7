import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sharedSingletonModules, shareKeyOf } from './shared-singletons';
import { recordedUsedExports } from './used-exports-record';

/**
 * The one Module Federation `shared` list used by the host and every remote.
 *
 * Everything that holds state or context across the page (React, the router, react-redux's
 * context, Emotion's cache, Chakra's context, the store, the API and the other stateful modules
 * of `@solar/shared`) must exist exactly once, so each is a singleton. `react/` and `react-dom/`
 * share their sub-paths (jsx-runtime, client). Everything else (Chakra's components, the shared
 * package's components, schemas, messages and pure logic) is bundled and tree-shaken by each app:
 * the host's first download then carries only what the login page uses.
 */
const require = createRequire(import.meta.url);

function installedVersion(name: string): string {
  const manifestPath = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
}

function singleton(name: string, version = installedVersion(name)) {
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
}

/**
 * A singleton whose provided copy is tree-shaken to the exports the workspace's apps import, as
 * recorded in `used-exports.json`. The full build is still emitted (`independent-packages/`) as the
 * federation's fallback, but a singleton is never swapped for it at run time.
 *
 * Deploy coupling: the host's copy carries only the recorded names, so a remote built from a later
 * commit that imports a new name would crash on an older host (`undefined` import, no fallback).
 * `__tests__/used-exports.test.ts` fails when the sources import a name the record lacks; updating
 * the record changes the host's build, so the host must be deployed with (or before) such a remote.
 * Only react-router is tree-shaken this way (most of it is unused on every page); for RTK the
 * saving is small and not worth the coupling (docs/performance.md, "Router").
 */
function treeShakenSingleton(name: string, version = installedVersion(name)) {
  return {
    ...singleton(name, version),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: recordedUsedExports(name) },
  };
}

const chakraStyledSystem = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system',
);
const chakraProviderModule = path.join(chakraStyledSystem, 'provider.js');
const chakraFactoryModule = path.join(chakraStyledSystem, 'factory.js');

const sharedSourceRoot = path.resolve(import.meta.dirname, '..', 'src');

const sharedPackageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export const federationShared = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react-router': treeShakenSingleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  'react-redux': singleton('react-redux'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@emotion/react': singleton('@emotion/react'),
  // Chakra itself is not shared: each app bundles (and tree-shakes) the components it uses. Only
  // the module holding ChakraProvider's React context is one instance on the page, so every
  // copy's components read the host's system (Emotion's cache is @emotion/react, shared above).
  [chakraProviderModule]: {
    ...singleton('@chakra-ui/react'),
    shareKey: '@chakra-ui/react/styled-system/provider',
  },
  // Stateless, but on the page with the host before any remote loads, and otherwise downloaded
  // again by each remote: Chakra's style factory (`chakra()`, with Emotion's prop filter and
  // serializer). The remotes use the host's copy.
  [chakraFactoryModule]: {
    ...singleton('@chakra-ui/react'),
    shareKey: '@chakra-ui/react/styled-system/factory',
  },
  // `@solar/shared` is not shared as a package; only its stateful modules are, one by one (by
  // absolute path, which matches the package's own relative imports; the fixed `shareKey` keeps
  // the runtime key independent of where the workspace lives). See shared-singletons.ts.
  ...Object.fromEntries(
    sharedSingletonModules.map((module) => [
      path.join(sharedSourceRoot, module),
      { ...singleton('@solar/shared', sharedPackageVersion), shareKey: shareKeyOf(module) },
    ]),
  ),
};
