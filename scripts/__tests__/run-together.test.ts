import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './repository-files';

/** Whether a process id is still running. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Polls `condition` until it holds (the test's own timeout bounds the wait). */
async function waitUntil(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('npm start and npm run dev, processes run together', () => {
  let workDir: string;
  let runner: ChildProcess;
  let output = '';
  let exited = false;

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'solar-run-together-'));
    runner = spawn(
      process.execPath,
      [path.join(__dirname, 'support', 'run-together-fixture.mjs'), workDir],
      { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    runner.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    runner.on('exit', () => (exited = true));
  });

  afterAll(async () => {
    if (!exited) runner.kill('SIGINT');
    await waitUntil(() => exited);
    for (const match of output.matchAll(/(?:steady|flaky) up (\d+)/g)) {
      if (isRunning(Number(match[1]))) process.kill(Number(match[1]), 'SIGKILL');
    }
    rmSync(workDir, { recursive: true, force: true });
  });

  it('restarts a crashed process, says so, and keeps the others running', async () => {
    await waitUntil(() => /flaky up \d+/.test(output) || exited);
    expect({ exited, flakyBackUp: /flaky up \d+/.test(output) }).toEqual({
      exited: false,
      flakyBackUp: true,
    });
    expect(output).toMatch(/\[flaky\] node \S*flaky\.cjs restarted/);
    const steadyPid = Number(/steady up (\d+)/.exec(output)![1]);
    expect(isRunning(steadyPid)).toBe(true);
    expect(output.match(/steady up/g)).toHaveLength(1);
  });

  it('stops every process, restarting none, when it is itself stopped (SIGTERM)', async () => {
    const pids = [...output.matchAll(/(?:steady|flaky) up (\d+)/g)].map((match) =>
      Number(match[1]),
    );
    runner.kill('SIGTERM');
    await waitUntil(() => exited || /steady\.cjs restarted/.test(output));
    expect(output).not.toMatch(/steady\.cjs restarted/);
    await waitUntil(() => pids.every((pid) => !isRunning(pid)));
  });
});
