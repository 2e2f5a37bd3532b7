import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { usedExportsOf } from './used-exports';

/**
 * The one Module Federation `shared` list used by the host and every remote.
 *
 * Everything that holds state or context across the page (React, the router, the Redux store,
 * Emotion's cache, Chakra's system and the shared package itself) must exist exactly once, so
 * each is a singleton. `react/` and `react-dom/` share their sub-paths (jsx-runtime, client).
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
 * A singleton whose provided copy is tree-shaken to the exports the workspace's apps import
 * (used-exports.ts). The full build is still emitted (`independent-packages/`) as the federation's
 * fallback, but a singleton is never swapped for it at run time.
 */
function treeShakenSingleton(name: string, version = installedVersion(name)) {
  return {
    ...singleton(name, version),
    treeShaking: { mode: 'runtime-infer' as const, usedExports: usedExportsOf(name) },
  };
}

const chakraProviderModule = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/provider.js',
);

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
  '@reduxjs/toolkit': treeShakenSingleton('@reduxjs/toolkit'),
  '@emotion/react': singleton('@emotion/react'),
  // Chakra itself is not shared: each app bundles (and tree-shakes) the components it uses. Only
  // the module holding ChakraProvider's React context is one instance on the page, so every
  // copy's components read the host's system (Emotion's cache is @emotion/react, shared above).
  [chakraProviderModule]: {
    ...singleton('@chakra-ui/react'),
    shareKey: '@chakra-ui/react/styled-system/provider',
  },
  '@solar/shared': singleton('@solar/shared', sharedPackageVersion),
  '@solar/shared/': singleton('@solar/shared', sharedPackageVersion),
};
