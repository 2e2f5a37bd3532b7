import { readdirSync } from 'node:fs';
import path from 'node:path';
import { configVariables } from '../../api/src/config/config-variables';
import { defaultPorts, portEnvNames } from '../../shared/build/app-ports';
import { manifestEnvNames } from '../../shared/build/runtime-config';
import { readmeConfiguration, readRepositoryFile, repositoryRoot } from './repository-files';

const documented = readmeConfiguration();

/**
 * Environment variables a front-end build or server file reads (`env.NAME` or `env['NAME']`). The
 * quoted `'process.env.NODE_ENV'` is a bundler definition, not a variable read at run time.
 */
function variablesReadBy(relativePaths: string[]): Set<string> {
  const names = new Set<string>();
  for (const relativePath of relativePaths) {
    const source = readRepositoryFile(relativePath);
    for (const match of source.matchAll(
      /(?<!'process\.)\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
    )) {
      names.add(match[1] ?? match[2]!);
    }
  }
  return names;
}

describe('README configuration table', () => {
  it('lists every API variable with the default the API uses', () => {
    for (const variable of configVariables) {
      expect({ name: variable.name, default: documented.get(variable.name)?.default }).toEqual({
        name: variable.name,
        default: variable.default,
      });
    }
  });

  it('gives every port its default from shared/build/app-ports.ts', () => {
    for (const [app, variable] of Object.entries(portEnvNames)) {
      expect({ variable, default: documented.get(variable)?.default }).toEqual({
        variable,
        default: String(defaultPorts[app as keyof typeof defaultPorts]),
      });
    }
  });

  it('lists every remote manifest variable', () => {
    for (const variable of Object.values(manifestEnvNames)) {
      expect(documented.has(variable)).toBe(true);
    }
  });

  it('lists every variable the static server and the build factory read', () => {
    const buildFiles = readdirSync(path.join(repositoryRoot, 'shared', 'build'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => `shared/build/${name}`);
    const read = variablesReadBy(['scripts/static-server.ts', ...buildFiles]);
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !documented.has(name))).toEqual([]);
  });
});
