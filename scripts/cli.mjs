#!/usr/bin/env node
/**
 * The workspace's command line: `node scripts/cli.mjs start|dev|build|test|typecheck|lint|seed|bench`.
 *
 * Plain Node with no dependencies on purpose: `npm start` and `npm test` must work on a fresh clone
 * with only Node and npm, so this file is what installs pnpm and the workspace's dependencies
 * before anything else runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { devStackEnvironment } from './dev-stack-env.mjs';
import { ensurePinnedNode } from './ensure-node.mjs';
import { runTogether } from './run-together.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pnpmVersion = '12.21.0';
const chromiumPath = '/usr/bin/chromium';
const postgresInitdb = '/usr/lib/postgresql/15/bin/initdb';
const nginxBinary = '/usr/sbin/nginx';

/** Every app that is built and served: the host and the four remotes (folder and package). */
const apps = [
  { name: 'host', folder: 'host', pkg: '@solar/host' },
  { name: 'crm', folder: 'mfe-crm', pkg: '@solar/mfe-crm' },
  { name: 'zoho', folder: 'mfe-zoho', pkg: '@solar/mfe-zoho' },
  { name: 'templates', folder: 'mfe-templates', pkg: '@solar/mfe-templates' },
  { name: 'portal', folder: 'mfe-portal', pkg: '@solar/mfe-portal' },
];

/** Packages with their own tsconfig and Jest project; `scripts` is the root's small Jest project. */
const packages = [
  'shared',
  'api',
  'host',
  'mfe-crm',
  'mfe-zoho',
  'mfe-templates',
  'mfe-portal',
  'bench',
];

const defaultPorts = {
  api: 8000,
  host: 3000,
  crm: 3001,
  zoho: 3002,
  templates: 3003,
  portal: 3004,
};
const portEnv = {
  api: 'API_PORT',
  host: 'HOST_PORT',
  crm: 'CRM_PORT',
  zoho: 'ZOHO_PORT',
  templates: 'TEMPLATES_PORT',
  portal: 'PORTAL_PORT',
};

function log(message) {
  console.info(`\x1b[36m[solar]\x1b[0m ${message}`);
}

/** A failed step: thrown so that `test` can still print its summary before exiting. */
class CliError extends Error {}

function fail(message) {
  throw new CliError(message);
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) fail(`${[command, ...args].join(' ')} exited with ${code}`);
}

function versionOf(command, args = ['--version']) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * pnpm as `[command, ...prefixArgs]`: the one on PATH when it is the pinned version, else a global
 * install through npm, else npx (which works without write access to npm's global folder).
 */
let pnpmCommand = null;
function ensurePnpm() {
  if (pnpmCommand) return pnpmCommand;
  if (versionOf('pnpm') === pnpmVersion) return (pnpmCommand = ['pnpm']);
  log(`installing pnpm ${pnpmVersion} (npm install -g pnpm@${pnpmVersion})`);
  const installed = spawnSync('npm', ['install', '-g', `pnpm@${pnpmVersion}`], {
    stdio: 'inherit',
  });
  if (installed.status === 0 && versionOf('pnpm') === pnpmVersion) return (pnpmCommand = ['pnpm']);
  log(`global install unavailable; using npx -y pnpm@${pnpmVersion}`);
  return (pnpmCommand = ['npx', '-y', `pnpm@${pnpmVersion}`]);
}

function pnpm(args, options) {
  const [command, ...prefix] = ensurePnpm();
  return run(command, [...prefix, ...args], options);
}

async function mustPnpm(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) fail(`pnpm ${args.join(' ')} exited with ${code}`);
}

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Installs when any package's node_modules is missing or the lockfile changed since the last
 * install. The stamp is our own: pnpm writes the lockfile after its own markers, so their times
 * cannot be compared with it.
 */
async function ensureDependencies() {
  ensurePnpm();
  const stamp = path.join(root, 'node_modules', '.solar-install-stamp');
  const workspaceFolders = [...packages, 'e2e'];
  const stale =
    mtimeOf(stamp) < mtimeOf(path.join(root, 'pnpm-lock.yaml')) ||
    workspaceFolders.some((folder) => !existsSync(path.join(root, folder, 'node_modules')));
  if (!stale) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  await mustPnpm(['install', '--frozen-lockfile']);
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Installs a Debian package when a file it provides is missing (only possible as root). */
async function ensureSystemPackage(file, debianPackage, purpose) {
  if (existsSync(file)) return;
  if (!isRoot()) {
    fail(`${file} is missing: install ${debianPackage} (needed for ${purpose}), then retry.`);
  }
  log(`installing ${debianPackage} for ${purpose} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await mustRun('apt-get', ['update'], { env });
  await mustRun('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], { env });
  if (!existsSync(file)) fail(`${debianPackage} was installed but ${file} is still missing`);
}

/** Newest modification time of the files under `folder` (skipping build output and modules). */
function newestMtime(folder) {
  let newest = 0;
  if (!existsSync(folder)) return newest;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (['node_modules', 'dist', '__tests__', 'data'].includes(entry.name)) continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : mtimeOf(full));
  }
  return newest;
}

/**
 * An app's build is fresh when its `dist/` is newer than its sources, the shared package (which
 * every app bundles) and the lockfile. Used by `build --if-stale`, which the end-to-end setup calls
 * so that `npm test` does not build twice.
 */
function isBuildFresh(app) {
  const built = mtimeOf(path.join(root, app.folder, 'dist', 'mf-manifest.json'));
  if (!built || !existsSync(path.join(root, app.folder, 'dist', 'index.html'))) return false;
  const inputs = Math.max(
    newestMtime(path.join(root, app.folder)),
    newestMtime(path.join(root, 'shared', 'src')),
    newestMtime(path.join(root, 'shared', 'build')),
    mtimeOf(path.join(root, 'pnpm-lock.yaml')),
  );
  return built > inputs;
}

async function build(args = []) {
  const onlyStale = args.includes('--if-stale');
  const targets = onlyStale ? apps.filter((app) => !isBuildFresh(app)) : apps;
  if (targets.length === 0) {
    log('every app build is up to date');
  }
  // One at a time: each Rspack build already uses every core, and two at once only add memory.
  for (const app of targets) {
    log(`building ${app.name}`);
    await mustPnpm(['--filter', app.pkg, 'build']);
  }
  await checkBudgets();
}

/**
 * The byte budgets: each app's initial JavaScript (gzip) against `bench/budgets.json`; a build
 * over budget fails here, and so `npm test` and CI (docs/performance.md).
 */
async function checkBudgets() {
  log('checking the initial JavaScript of each app against bench/budgets.json');
  await mustPnpm(['--filter', '@solar/bench', 'check-budgets']);
}

function portOf(name) {
  return Number(process.env[portEnv[name]] ?? defaultPorts[name]);
}

async function waitForUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Once everything answers, prints where to go and whom to sign in as (from the API itself). */
async function announce() {
  const host = process.env.PUBLIC_HOSTNAME ?? 'localhost';
  const apiUrl = process.env.API_URL ?? `http://${host}:${portOf('api')}`;
  const hostUrl = `http://${host}:${portOf('host')}`;
  const up = await Promise.all([
    waitForUp(`${apiUrl}/api/health/`, 120_000),
    waitForUp(hostUrl, 120_000),
  ]);
  if (!up.every(Boolean)) return;
  const lines = [
    '',
    `Solar Workplace is running:  ${hostUrl}`,
    `  API                        ${apiUrl}/api/  (OpenAPI page: ${apiUrl}/api/docs/)`,
    ...apps
      .filter((app) => app.name !== 'host')
      .map((app) => `  remote ${app.name.padEnd(20)}http://${host}:${portOf(app.name)}`),
  ];
  try {
    const response = await fetch(`${apiUrl}/api/auth/dev/accounts/`);
    if (response.ok) {
      const accounts = await response.json();
      lines.push('', 'Demo accounts (Sign in → Choose an account):');
      for (const account of accounts) {
        lines.push(`  ${account.email.padEnd(24)}${account.description ?? account.name ?? ''}`);
      }
    }
  } catch {
    // The development sign-in is off (DEV_SIGN_IN=false or GOOGLE_CLIENT_ID set): nothing to list.
  }
  lines.push('', 'Press Ctrl+C to stop.', '');
  console.info(lines.join('\n'));
}

/**
 * The origins of the host and of every remote's own page (a team runs a remote alone against the
 * API), on the ports in use. The API's built-in default knows only port 3000, so moving a port
 * with HOST_PORT and friends would otherwise lock the browser out.
 */
function defaultCorsOrigins() {
  const hosts = new Set(['localhost', '127.0.0.1', process.env.PUBLIC_HOSTNAME ?? 'localhost']);
  return apps
    .flatMap((app) => [...hosts].map((host) => `http://${host}:${portOf(app.name)}`))
    .join(',');
}

/**
 * Runs the long-lived processes of `start` and `dev` side by side (scripts/run-together.mjs). They
 * run the demo on this machine: the development sign-in is on and the servers listen on loopback
 * only, unless the shell says otherwise.
 */
async function runAll(commands, { announceWhenUp = false } = {}) {
  const [pnpmBin, ...pnpmPrefix] = ensurePnpm();
  const pnpmLine = [pnpmBin, ...pnpmPrefix].join(' ');
  const env = {
    ...process.env,
    ...devStackEnvironment(process.env),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? defaultCorsOrigins(),
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  };
  if (announceWhenUp) void announce();
  const code = await runTogether(
    commands.map((command) => ({
      ...command,
      line: command.line.replace(/^pnpm /, `${pnpmLine} `),
    })),
    { root, env },
  );
  process.exit(code);
}

async function start() {
  await build();
  await runAll(
    [
      { name: 'api', line: 'pnpm --filter @solar/api start' },
      ...apps.map((app) => ({
        name: app.name,
        line: `tsx scripts/static-server.ts --app ${app.name}`,
      })),
    ],
    { announceWhenUp: true },
  );
}

async function dev() {
  await runAll([
    { name: 'api', line: 'pnpm --filter @solar/api dev' },
    ...apps.map((app) => ({ name: app.name, line: `pnpm --filter ${app.pkg} dev` })),
  ]);
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command with its output captured, so that parallel runs do not interleave. */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: error.message }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Type-checks every package and the root scripts, one `tsc --noEmit` per tsconfig, two at a time
 * (each is single-threaded; this machine class has two cores). Reports every failing package.
 */
async function typecheck() {
  const queue = [...packages, 'e2e', 'scripts'];
  const failed = [];
  const worker = async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) {
      const started = Date.now();
      const { code, output } = await runCaptured(bin('tsc'), [
        '--noEmit',
        '-p',
        path.join(folder, 'tsconfig.json'),
      ]);
      log(
        `typecheck ${folder}: ${code === 0 ? 'ok' : 'FAILED'} (${formatDuration(Date.now() - started)})`,
      );
      if (output.trim()) console.info(output.trimEnd());
      if (code !== 0) failed.push(folder);
    }
  };
  await Promise.all([worker(), worker()]);
  if (failed.length > 0) fail(`type errors in ${failed.join(', ')}`);
}

async function lint() {
  await mustRun(bin('eslint'), ['.']);
}

async function jestEverywhere() {
  // Each package's own `test` script is Jest; e2e's is Playwright, run as its own stage.
  await mustPnpm(['-r', '--workspace-concurrency=1', '--filter', '!@solar/e2e', 'test']);
  log('jest scripts (docker-compose and root scripts)');
  await mustRun(bin('jest'), ['-c', path.join('scripts', 'jest.config.cjs')]);
}

function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
}

/**
 * The whole check, in order, stopping at the first failing stage (or, with `--keep-going`, running
 * every stage to list all failures); ends with a summary line per stage.
 */
async function test(args = []) {
  const keepGoing = args.includes('--keep-going');
  await ensureSystemPackage(chromiumPath, 'chromium', 'the end-to-end tests');
  await ensureSystemPackage(postgresInitdb, 'postgresql', 'the API suite on PostgreSQL 15');
  await ensureSystemPackage(nginxBinary, 'nginx', "the check of docker-compose's proxy config");
  const stages = [
    ['format', () => mustRun(bin('prettier'), ['--check', '.'])],
    ['lint', lint],
    ['typecheck', typecheck],
    ['jest', jestEverywhere],
    ['api on postgresql', () => mustPnpm(['--filter', '@solar/api', 'test:pg'])],
    ['build', () => build()],
    ['playwright', () => mustPnpm(['--filter', '@solar/e2e', 'test'])],
  ];
  const results = [];
  let failure = null;
  for (const [name, stage] of stages) {
    if (failure && !keepGoing) {
      results.push([name, 'skipped', null]);
      continue;
    }
    log(`stage: ${name}`);
    const started = Date.now();
    try {
      await stage();
      results.push([name, 'passed', Date.now() - started]);
    } catch (error) {
      failure ??= error;
      results.push([name, 'FAILED', Date.now() - started]);
    }
  }
  console.info('\nSummary of npm test');
  for (const [name, outcome, ms] of results) {
    const took = ms === null ? '' : formatDuration(ms);
    console.info(`  ${outcome.padEnd(8)}${name.padEnd(20)}${took}`);
  }
  if (failure) throw failure;
}

const commands = {
  start,
  dev,
  build,
  test,
  typecheck,
  lint,
  seed: () => mustPnpm(['--filter', '@solar/api', 'seed']),
  bench: (args) => mustPnpm(['--filter', '@solar/bench', 'start', ...args]),
};

const [commandName, ...rest] = process.argv.slice(2);
const command = commands[commandName ?? ''];
if (!command) {
  console.error(`Usage: node scripts/cli.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
} else {
  try {
    await ensurePinnedNode({ root, log });
    await ensureDependencies();
    await command(rest);
  } catch (error) {
    console.error(
      `\x1b[31m[solar] ${error instanceof Error ? error.message : String(error)}\x1b[0m`,
    );
    process.exit(1);
  }
}
