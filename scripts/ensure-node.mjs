/**
 * Runs the workspace's command line on the pinned Node.js (`.node-version`, the one place the
 * version is written; package.json's engines, `.nvmrc` and the Dockerfile's base image repeat it
 * and scripts/__tests__/node-version.test.ts keeps them equal).
 *
 * A fresh machine may have only an older Node and npm. The npm registry serves Node itself as the
 * `node` package, so when this machine's Node is older than the pinned one, the exact pinned
 * version is installed once into a git-ignored folder of the clone and the same command runs again
 * under it, with that folder first on PATH: the scripts pnpm runs, tsx, Jest, Rspack, Playwright's
 * runner, the API and the static servers all start `node` from PATH and so run on it too.
 *
 * Plain Node with no dependencies: it runs before the workspace's dependencies are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/** The file that holds the pinned version, relative to the repository root. */
const nodeVersionFile = '.node-version';

/** The git-ignored folder of the clone that holds the installed pinned Node, one folder a version. */
export const nodeRuntimeFolder = '.node-runtime';

/**
 * Set for the commands the cli starts: the Node version it chose, so that a nested run of the cli
 * (the end-to-end setup builds through it) neither prints the line again nor installs again.
 */
export const chosenNodeEnv = 'SOLAR_NODE_VERSION';

export function readPinnedNodeVersion(root) {
  const version = readFileSync(path.join(root, nodeVersionFile), 'utf8').trim();
  if (!/^\d+\.\d+\.\d+$/.test(version)) {
    throw new Error(
      `${nodeVersionFile} must hold one exact version such as 24.21.0, not "${version}"`,
    );
  }
  return version;
}

function versionParts(version) {
  return version.replace(/^v/, '').split('.').map(Number);
}

/** True when `version` (`v20.20.2` or `20.20.2`) is older than `pinned` (`24.21.0`). */
export function isOlderThan(version, pinned) {
  const [a, b] = [versionParts(version), versionParts(pinned)];
  for (let index = 0; index < 3; index += 1) {
    if (a[index] !== b[index]) return a[index] < b[index];
  }
  return false;
}

export function pinnedNodeBinDir(root, version) {
  return path.join(root, nodeRuntimeFolder, version, 'node_modules', 'node', 'bin');
}

function binaryVersion(binary) {
  if (!existsSync(binary)) return null;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Installs `node@<version>` from the npm registry into `<root>/.node-runtime/<version>` unless a
 * working copy is already there. It is installed beside the final folder and renamed into place,
 * so that an interrupted install is never mistaken for a working one.
 */
function installPinnedNode(root, version, log) {
  const binary = path.join(pinnedNodeBinDir(root, version), 'node');
  if (binaryVersion(binary) === `v${version}`) return binary;
  const target = path.join(root, nodeRuntimeFolder, version);
  const staging = `${target}.installing-${process.pid}`;
  log(`installing Node.js ${version} (npm install node@${version}) into ${nodeRuntimeFolder}/`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  // Its own manifest makes the folder npm's project, so the workspace's .npmrc and package.json
  // stay out of this install. The `node` package fetches this platform's binary in its install
  // script, which npm runs only for packages the project allows.
  const manifest = {
    private: true,
    description: `Node.js ${version} for this clone`,
    allowScripts: { node: true },
  };
  writeFileSync(path.join(staging, 'package.json'), `${JSON.stringify(manifest)}\n`);
  const installed = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts=false',
      `node@${version}`,
    ],
    { cwd: staging, stdio: 'inherit' },
  );
  const stagedBinary = path.join(staging, 'node_modules', 'node', 'bin', 'node');
  const staged = binaryVersion(stagedBinary);
  if (installed.status !== 0 || staged !== `v${version}`) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(
      `could not install Node.js ${version} from the npm registry (npm exited with ${installed.status}, ` +
        `the binary answered ${staged ?? 'nothing'}); install Node.js ${version} or newer, then retry`,
    );
  }
  // Another command of this clone may have installed it meanwhile and be running on it: keep that.
  if (binaryVersion(binary) !== `v${version}`) {
    rmSync(target, { recursive: true, force: true });
    try {
      renameSync(staging, target);
    } catch (error) {
      if (binaryVersion(binary) !== `v${version}`) throw error;
    }
  }
  rmSync(staging, { recursive: true, force: true });
  return binary;
}

/** Runs the same command under `binary`; ends this process the way the command ended. */
function rerunUnder(binary, env) {
  const child = spawn(binary, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env,
  });
  // The command handles Ctrl+C and termination itself; this process only waits for it.
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('error', (error) => {
    console.error(error.message);
    process.exit(127);
  });
  child.on('exit', (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  // Never settles: the exit handler above ends this process.
  return new Promise(() => {});
}

/**
 * Returns when this process already runs on the pinned Node or a newer one. Otherwise it installs
 * the pinned Node if needed and runs the same command under it, and never returns.
 */
export async function ensurePinnedNode({ root, log }) {
  const pinned = readPinnedNodeVersion(root);
  const announced = process.env[chosenNodeEnv];
  if (!isOlderThan(process.version, pinned)) {
    if (announced !== process.version) {
      log(`Node.js ${process.version} (this machine's; ${nodeVersionFile} pins ${pinned})`);
      process.env[chosenNodeEnv] = process.version;
    }
    return;
  }
  if (announced) {
    throw new Error(
      `still on Node.js ${process.version} after switching to the pinned ${pinned}; ` +
        `check that nothing on PATH replaces ${path.join(nodeRuntimeFolder, pinned)}`,
    );
  }
  const binary = installPinnedNode(root, pinned, log);
  const binDir = path.dirname(binary);
  log(
    `Node.js v${pinned} (pinned in ${nodeVersionFile}, from ${path.relative(root, binDir)}; this machine has ${process.version})`,
  );
  await rerunUnder(binary, {
    ...process.env,
    PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
    // npm names the Node that ran it in these; tools that start Node through them get the pinned one.
    NODE: binary,
    npm_node_execpath: binary,
    [chosenNodeEnv]: `v${pinned}`,
  });
}
