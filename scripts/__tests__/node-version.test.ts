import { readPinnedNodeVersion } from '../ensure-node.mjs';
import { readRepositoryFile, repositoryRoot } from './repository-files';

/** `.node-version` is the one place the version is written; every other file must repeat it. */
const pinned = readPinnedNodeVersion(repositoryRoot);
const major = Number(pinned.split('.')[0]);

describe('the pinned Node.js version', () => {
  it('is one exact release of a long-term-support line (even major)', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(readRepositoryFile('.node-version')).toBe(`${pinned}\n`);
    expect(major % 2).toBe(0);
  });

  it('is what .nvmrc names', () => {
    expect(readRepositoryFile('.nvmrc').trim()).toBe(pinned);
  });

  it("is package.json's lowest supported engine, the same rule the cli applies", () => {
    const manifest = JSON.parse(readRepositoryFile('package.json')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(`>=${pinned}`);
  });

  it("is the Dockerfile's base image, exactly", () => {
    const images = [...readRepositoryFile('Dockerfile').matchAll(/^FROM\s+(\S+)/gm)].map(
      (match) => match[1],
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(new RegExp(`^node:${pinned.replaceAll('.', '\\.')}-[a-z-]+$`));
    }
  });

  it("is the major version of the workspace's Node type definitions", () => {
    for (const file of ['package.json', ...workspaceManifests()]) {
      const manifest = JSON.parse(readRepositoryFile(file)) as {
        dependencies?: Record<string, string>;
        devDependencies?: Record<string, string>;
      };
      const types =
        manifest.devDependencies?.['@types/node'] ?? manifest.dependencies?.['@types/node'];
      if (types === undefined) continue;
      expect({ file, major: Number(types.split('.')[0]) }).toEqual({ file, major });
    }
  });

  it('is the version the README tells a new developer about', () => {
    const twoCommands = readRepositoryFile('README.md').split(/^## /m)[1] ?? '';
    expect(twoCommands).toContain(`Node.js ${pinned}`);
  });
});

describe('.ci/run', () => {
  const ciRun = readRepositoryFile('.ci/run');

  it('runs npm test, which installs the dependencies on the pinned Node', () => {
    expect(ciRun).toMatch(/^npm test$/m);
    // An install before npm test would run on the machine's Node, not the pinned one.
    const beforeTest = ciRun.slice(0, ciRun.search(/^npm test$/m));
    expect(beforeTest).not.toMatch(/^\s*pnpm\b/m);
  });
});

function workspaceManifests(): string[] {
  const workspace = readRepositoryFile('pnpm-workspace.yaml');
  return [...workspace.matchAll(/^ {2}- (\S+)$/gm)].map((match) => `${match[1]}/package.json`);
}
