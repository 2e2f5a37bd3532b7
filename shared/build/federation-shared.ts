import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

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
  'react-router': singleton('react-router'),
  'react-router-dom': singleton('react-router-dom'),
  'react-redux': singleton('react-redux'),
  '@reduxjs/toolkit': singleton('@reduxjs/toolkit'),
  '@emotion/react': singleton('@emotion/react'),
  '@chakra-ui/react': singleton('@chakra-ui/react'),
  '@solar/shared': singleton('@solar/shared', sharedPackageVersion),
  '@solar/shared/': singleton('@solar/shared', sharedPackageVersion),
};
