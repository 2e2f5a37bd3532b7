import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';

export interface ServerSpec {
  name: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Answers 2xx once the server is ready. */
  readyUrl: string;
  logFile: string;
}

/**
 * One server of the stack as its own process group, so that stopping it also ends whatever it
 * spawned, and never anything this harness did not start.
 */
export class ServerProcess {
  private child: ChildProcess | null = null;

  constructor(readonly spec: ServerSpec) {}

  async start(timeoutMs = 120_000): Promise<void> {
    if (this.child) return;
    // Another run's server on this port would answer the readiness check for ours.
    if (await answers(this.spec.readyUrl)) {
      throw new Error(
        `${this.spec.name}: something already answers ${this.spec.readyUrl}; is another end-to-end ` +
          'run or `npm start` using these ports? Move them with the E2E_* variables (README).',
      );
    }
    const log = createWriteStream(this.spec.logFile, { flags: 'a' });
    const child = spawn(process.execPath, this.spec.args, {
      cwd: this.spec.cwd,
      env: this.spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    let exited = false;
    child.once('exit', () => {
      exited = true;
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited) break;
      if (await answers(this.spec.readyUrl)) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await this.stop();
    const tail = (await readFile(this.spec.logFile, 'utf8').catch(() => '')).slice(-4000);
    throw new Error(
      `${this.spec.name} did not become ready at ${this.spec.readyUrl}` +
        `${exited ? ' (it exited)' : ''}; log ${this.spec.logFile}:\n${tail}`,
    );
  }

  /** SIGTERM, and SIGKILL after 5 s; `kill` sends SIGKILL at once (a process that dies). */
  async stop(kill = false): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child.pid, kill ? 'SIGKILL' : 'SIGTERM');
    const killed = await Promise.race([
      exited.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    if (!killed) {
      signalGroup(child.pid, 'SIGKILL');
      await exited;
    }
    this.child = null;
    // The port is free only when nothing answers any more.
    while (await answers(this.spec.readyUrl)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}
