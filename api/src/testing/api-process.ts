import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type LogLine = Record<string, unknown>;

/** An API process started as in production (`src/main.ts`), on a free loopback port. */
export interface ApiProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Every JSON log line the process has written so far. */
  logs: LogLine[];
  /** What it printed so far (for a failing test's message). */
  output(): string;
  /** Resolves with the first log line matching, within `timeoutMs`. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** SIGTERM (SIGKILL after 10 s) by default; SIGKILL stands for a process that dies. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `src/main.ts` with development sign-in on a free port, in a data folder of its own
 * unless `env` names one, and waits for its health route. Several of them on one DATABASE_URL are
 * replicas behind a load balancer.
 */
export async function startApiProcess(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR
    ? null
    : await mkdtemp(path.join(os.tmpdir(), 'solar-api-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src', 'main.ts')], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      API_PORT: String(port),
      BIND_ADDRESS: '127.0.0.1',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      APP_ENV: 'test',
      DEV_SIGN_IN: 'true',
      GOOGLE_CLIENT_ID: '',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const waiters = new Set<() => void>();
  let output = '';
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line.
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No such log line within ${timeoutMs} ms:\n${output.slice(-2_000)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

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
  return { child, port, baseUrl, logs, output: () => output, waitForLog, stop };
}
