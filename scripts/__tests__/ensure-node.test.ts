import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  chosenNodeEnv,
  isOlderThan,
  nodeRuntimeFolder,
  pinnedNodeBinDir,
} from '../ensure-node.mjs';
import { repositoryRoot } from './repository-files';

describe('isOlderThan', () => {
  it.each([
    ['v20.20.2', '24.21.0', true],
    ['v24.20.9', '24.21.0', true],
    ['v24.21.0', '24.21.1', true],
    ['v24.21.0', '24.21.0', false],
    ['v24.22.0', '24.21.0', false],
    ['v26.1.0', '24.21.0', false],
    ['v9.0.0', '10.0.0', true],
  ])('%s older than %s: %s', (version, pinned, older) => {
    expect(isOlderThan(version, pinned)).toBe(older);
  });
});

/**
 * A clone in a temporary folder whose `.node-version` pins `version`, and a script that calls
 * ensurePinnedNode there the way the cli does, then says it ran on.
 */
function scratchClone(version: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'ensure-node-'));
  writeFileSync(path.join(root, '.node-version'), `${version}\n`);
  const ensureNode = pathToFileURL(path.join(repositoryRoot, 'scripts', 'ensure-node.mjs')).href;
  const driver = path.join(root, 'driver.mjs');
  writeFileSync(
    driver,
    `import { ensurePinnedNode } from ${JSON.stringify(ensureNode)};\n` +
      `await ensurePinnedNode({ root: ${JSON.stringify(root)}, log: (line) => console.info('[log] ' + line) });\n` +
      `console.info('ran on ' + process.version);\n`,
  );
  const run = (env: NodeJS.ProcessEnv = {}) => {
    const childEnv = { ...process.env, ...env };
    if (!(chosenNodeEnv in env)) delete childEnv[chosenNodeEnv];
    return spawnSync(process.execPath, [driver, 'start', '--flag'], {
      encoding: 'utf8',
      env: childEnv,
    });
  };
  return { root, driver, run, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Puts a stand-in for an installed pinned Node where ensurePinnedNode looks for it: it answers
 * `--version` with the pinned version and otherwise reports how it was started.
 */
function installStandIn(root: string, version: string) {
  const binDir = pinnedNodeBinDir(root, version);
  writeStandIn(binDir, version);
  return binDir;
}

function writeStandIn(binDir: string, version: string) {
  mkdirSync(binDir, { recursive: true });
  const binary = path.join(binDir, 'node');
  writeFileSync(
    binary,
    [
      '#!/bin/sh',
      `if [ "$1" = "--version" ]; then echo v${version}; exit 0; fi`,
      'echo "args: $*"',
      'echo "path: $PATH"',
      `echo "chosen: $${chosenNodeEnv}"`,
      'exit 7',
      '',
    ].join('\n'),
  );
  chmodSync(binary, 0o755);
  return binary;
}

/**
 * An `npm` first on PATH that records its arguments and, when told to succeed, installs what the
 * registry's `node` package would: a binary at node_modules/node/bin/node of its working folder.
 */
function fakeNpm(root: string, { succeed }: { succeed: boolean }) {
  const folder = path.join(root, 'fake-bin');
  mkdirSync(folder, { recursive: true });
  const standIn = writeStandIn(path.join(root, 'stand-in'), '99.0.0');
  const calls = path.join(root, 'npm-calls.txt');
  writeFileSync(
    path.join(folder, 'npm'),
    [
      '#!/bin/sh',
      `echo "$(pwd) $*" >> ${JSON.stringify(calls)}`,
      succeed
        ? `mkdir -p node_modules/node/bin && cp ${JSON.stringify(standIn)} node_modules/node/bin/node`
        : 'exit 1',
      '',
    ].join('\n'),
  );
  chmodSync(path.join(folder, 'npm'), 0o755);
  return {
    env: { PATH: `${folder}${path.delimiter}${process.env.PATH}` },
    calls: () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []),
  };
}

describe('ensurePinnedNode', () => {
  it('runs on when this Node is the pinned version, and says so in one line', () => {
    const clone = scratchClone(process.version.slice(1));
    try {
      const result = clone.run();
      expect(result.status).toBe(0);
      const lines = result.stdout.trim().split('\n');
      expect(lines).toEqual([
        expect.stringMatching(
          new RegExp(`^\\[log\\] Node\\.js ${process.version} \\(this machine's`),
        ),
        `ran on ${process.version}`,
      ]);
    } finally {
      clone.remove();
    }
  });

  it('reruns the same command under the pinned Node, first on PATH, and ends as it ends', () => {
    const clone = scratchClone('99.0.0');
    try {
      const binDir = installStandIn(clone.root, '99.0.0');
      const result = clone.run();
      expect(result.status).toBe(7);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toMatch(
        new RegExp(
          `^\\[log\\] Node\\.js v99\\.0\\.0 \\(pinned in \\.node-version, from ${nodeRuntimeFolder}/99\\.0\\.0/.*this machine has ${process.version}\\)$`,
        ),
      );
      expect(lines.slice(1)).toEqual([
        `args: ${clone.driver} start --flag`,
        `path: ${binDir}${path.delimiter}${process.env.PATH}`,
        'chosen: v99.0.0',
      ]);
    } finally {
      clone.remove();
    }
  });

  it('installs the exact pinned node package once, then reuses it', () => {
    const clone = scratchClone('99.0.0');
    try {
      const npm = fakeNpm(clone.root, { succeed: true });
      const first = clone.run(npm.env);
      expect(first.status).toBe(7);
      expect(first.stdout).toContain(`args: ${clone.driver} start --flag`);
      expect(npm.calls()).toHaveLength(1);
      const [folder, ...args] = npm.calls()[0]!.split(' ');
      // Installed beside the final folder, then renamed into place.
      expect(path.dirname(folder!)).toBe(path.join(clone.root, nodeRuntimeFolder));
      expect(args[0]).toBe('install');
      expect(args.at(-1)).toBe('node@99.0.0');
      expect(readdirSync(path.join(clone.root, nodeRuntimeFolder))).toEqual(['99.0.0']);

      const second = clone.run(npm.env);
      expect(second.status).toBe(7);
      expect(npm.calls()).toHaveLength(1);
    } finally {
      clone.remove();
    }
  });

  it('stops with a clear message and leaves nothing half-installed when npm fails', () => {
    const clone = scratchClone('99.0.0');
    try {
      const npm = fakeNpm(clone.root, { succeed: false });
      const result = clone.run(npm.env);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('could not install Node.js 99.0.0 from the npm registry');
      expect(result.stdout).not.toContain('ran on');
      expect(readdirSync(path.join(clone.root, nodeRuntimeFolder))).toEqual([]);
    } finally {
      clone.remove();
    }
  });

  it('refuses to loop when the rerun still finds an older Node', () => {
    const clone = scratchClone('99.0.0');
    try {
      installStandIn(clone.root, '99.0.0');
      const result = clone.run({ [chosenNodeEnv]: 'v99.0.0' });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain(`still on Node.js ${process.version}`);
      expect(result.stdout).not.toContain('args:');
    } finally {
      clone.remove();
    }
  });
});
