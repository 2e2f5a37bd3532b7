import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** An API process started as in production (`src/main.ts`), on a free loopback port. */
export interface ApiProcess {
  baseUrl: string;
  /** What it printed so far (for a failing test's message). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `src/main.ts` with development sign-in on a free port and waits for its health route.
 * Several of them on one DATABASE_URL are replicas behind a load balancer.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'solar-api-process-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')],
    {
      cwd: apiRoot,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        API_PORT: String(port),
        BIND_ADDRESS: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_ENV: 'test',
        DEV_SIGN_IN: 'true',
        GOOGLE_CLIENT_ID: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The API process exited before answering:\n${output}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The API process did not answer within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, output: () => output, stop };
}
