import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppName } from '../../../shared/build/app-ports';
import { repositoryRoot } from '../repository-files';

/** A file next to the served folder: no answer may ever contain it. */
export const outsideSecret = 'outside-the-build-folder-secret';

export interface StaticServerProcess {
  port: number;
  /** The served folder. */
  root: string;
  /** Whether the server process has ended (it never should on its own). */
  hasExited: () => boolean;
  /** Everything the process printed. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `scripts/static-server.ts` for `app` in a child process, serving `files` (path → content)
 * from a temporary build folder, with `env` as its whole environment (plus PATH).
 */
export async function startStaticServerProcess(
  app: AppName,
  files: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<StaticServerProcess> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'solar-static-'));
  const root = path.join(workDir, 'dist');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  await writeFile(path.join(workDir, 'secret.txt'), outsideSecret);
  await writeFile(path.join(workDir, 'secret'), outsideSecret);

  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'serve-fixture.ts'), app, root],
    {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH, BIND_ADDRESS: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exit.then(() => reject(new Error(`The static server did not start:\n${output}`)));
  });
  return {
    port,
    root,
    hasExited: () => exited,
    output: () => output,
    stop: async () => {
      if (!exited) child.kill('SIGTERM');
      await exit;
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  /** 0 when the connection closed without an answer. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` as is over a fresh connection and reads the answer until the server closes it:
 * unlike `http.request`, nothing is checked or escaped on the way out.
 */
export function rawRequest(port: number, request: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer (the server closing a connection it refused) is not a failure.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(parseResponse(Buffer.concat(chunks).toString('latin1'))));
  });
}

function parseResponse(text: string): RawResponse {
  const headEnd = text.indexOf('\r\n\r\n');
  const head = headEnd >= 0 ? text.slice(0, headEnd) : text;
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: headEnd >= 0 ? text.slice(headEnd + 4) : '' };
}

/** A complete GET (or other method) for `target`, sent byte for byte. */
export function requestFor(target: string, method = 'GET', extraHeaders = ''): string {
  return `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extraHeaders}Connection: close\r\n\r\n`;
}
