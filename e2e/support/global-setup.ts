/**
 * Brings up the product as `npm start` does, on test ports and a fresh temporary data directory:
 * builds the apps when their builds are stale, starts the API (PGlite, migrations and seed on
 * first start) and one static server per app, and a small control endpoint through which a test
 * can stop and restart one remote's server or the API, kill the API (SIGKILL), or queue a job of
 * the engine's waiting test kind. The returned function is Playwright's teardown.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ServerProcess } from './server-process';
import { hostUrl, testPorts } from './test-stack';

const root = path.resolve(import.meta.dirname, '..', '..');
const remotes = ['crm', 'zoho', 'templates', 'portal'] as const;
type Remote = (typeof remotes)[number];

/** Variables of the developer's shell that would point the stack somewhere else. */
const inheritedButIgnored = [
  'DATABASE_URL',
  'DATA_DIR',
  'GOOGLE_CLIENT_ID',
  'API_URL',
  'PUBLIC_HOSTNAME',
  'CORS_ORIGINS',
  'STATIC_CORS_ORIGINS',
  'CRM_MANIFEST_URL',
  'ZOHO_MANIFEST_URL',
  'TEMPLATES_MANIFEST_URL',
  'PORTAL_MANIFEST_URL',
];

function stackEnvironment(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of inheritedButIgnored) delete env[name];
  return {
    ...env,
    APP_ENV: 'development',
    // Every test signs in through the development identity provider, which the API leaves off
    // unless asked; it needs the loopback bind below.
    DEV_SIGN_IN: 'true',
    DATA_DIR: dataDir,
    PUBLIC_HOSTNAME: 'localhost',
    API_PORT: String(testPorts.api),
    HOST_PORT: String(testPorts.host),
    CRM_PORT: String(testPorts.crm),
    ZOHO_PORT: String(testPorts.zoho),
    TEMPLATES_PORT: String(testPorts.templates),
    PORTAL_PORT: String(testPorts.portal),
    CORS_ORIGINS: `${hostUrl},http://127.0.0.1:${testPorts.host}`,
    BIND_ADDRESS: '127.0.0.1',
    // Every test signs in through the UI; the production limit would throttle a full run.
    SIGN_IN_RATE_LIMIT: '200',
    LOG_LEVEL: 'warn',
    // A job that waits, for following a job through the API's death (see /api/test-jobs below);
    // the shortest heartbeat, so that a restarted API takes over a dead one's job soon.
    JOB_TEST_KINDS: 'true',
    JOB_HEARTBEAT_SECONDS: '10',
  };
}

function buildStaleApps(): void {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'scripts', 'cli.mjs'), 'build', '--if-stale'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('Building the apps failed; see the output above.');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildStaleApps();
  const workDir = await mkdtemp(path.join(tmpdir(), 'solar-e2e-'));
  const dataDir = path.join(workDir, 'data');
  const logDir = path.join(workDir, 'logs');
  await mkdir(logDir, { recursive: true });
  const env = stackEnvironment(dataDir);

  const api = new ServerProcess({
    name: 'api',
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(root, 'api'),
    env,
    readyUrl: `http://127.0.0.1:${testPorts.api}/api/health/`,
    logFile: path.join(logDir, 'api.log'),
  });
  const staticServer = (app: 'host' | Remote) =>
    new ServerProcess({
      name: app,
      args: ['--import', 'tsx', 'scripts/static-server.ts', '--app', app],
      cwd: root,
      env,
      readyUrl: `http://127.0.0.1:${testPorts[app]}/${app === 'host' ? 'app-config.json' : 'mf-manifest.json'}`,
      logFile: path.join(logDir, `${app}.log`),
    });
  const host = staticServer('host');
  const remoteServers = Object.fromEntries(
    remotes.map((name) => [name, staticServer(name)]),
  ) as Record<Remote, ServerProcess>;
  const all = [api, host, ...Object.values(remoteServers)];

  /**
   * Queues a test job that works `steps` steps of `stepMs` each: the API stops (its embedded
   * database is one process's), a script queues the job in its data folder, and the API starts
   * again and takes the job up. Answers the job's id.
   */
  const queueTestJob = async (steps: number, stepMs: number): Promise<string> => {
    await api.stop();
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(root, 'e2e', 'support', 'enqueue-test-job.ts'),
          dataDir,
          String(steps),
          String(stepMs),
        ],
        { cwd: root, env },
      );
      return stdout.trim();
    } finally {
      await api.start();
    }
  };

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const answer = (action: Promise<string | void>) =>
      action.then(
        (body) => (body ? response.writeHead(200).end(body) : response.writeHead(204).end()),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    if (request.method === 'POST' && url.pathname === '/api/test-jobs') {
      answer(
        queueTestJob(
          Number(url.searchParams.get('steps')),
          Number(url.searchParams.get('step_ms')),
        ),
      );
      return;
    }
    const match = /^\/remotes\/([a-z]+)\/(stop|start)$/.exec(url.pathname);
    // `/api/stop|start|kill`: the API process itself (a restart during a signed-in session; kill
    // is SIGKILL, a process that dies without closing anything).
    const apiMatch = /^\/api\/(stop|start|kill)$/.exec(url.pathname);
    const server = match ? remoteServers[match[1] as Remote] : apiMatch ? api : undefined;
    const verb = match ? match[2] : apiMatch?.[1];
    if (request.method !== 'POST' || !verb || !server) {
      response.writeHead(404).end();
      return;
    }
    answer(verb === 'start' ? server.start() : server.stop(verb === 'kill'));
  });

  const teardown = async () => {
    await new Promise<void>((resolve) => control.close(() => resolve()));
    await Promise.all(all.map((server) => server.stop()));
    if (!process.env.E2E_KEEP_DATA) await rm(workDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      control.once('error', (error) =>
        reject(
          new Error(
            `The e2e control port ${testPorts.control} is taken (${error.message}); another ` +
              'end-to-end run may be going on. Move the ports with the E2E_* variables (README).',
          ),
        ),
      );
      control.listen(testPorts.control, '127.0.0.1', resolve);
    });
    await Promise.all(all.map((server) => server.start()));
  } catch (error) {
    await teardown();
    throw error;
  }
  console.info(`e2e stack up (logs in ${logDir})`);
  return teardown;
}
