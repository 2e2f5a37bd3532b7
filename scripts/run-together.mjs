/**
 * Long-lived processes side by side (`npm start`, `npm run dev`) with prefixed output, through
 * `concurrently`. Plain Node, like cli.mjs, which imports it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';

/**
 * A process that exits with an error is started again after 1, 2, 4, 8 and 16 s (concurrently's
 * `exponential`: 2^n seconds) while the others keep running, and `concurrently` prints
 * `[name] <command> restarted` each time. After that many failures it stays down: a server that
 * cannot start (port taken, build missing) should not loop forever.
 */
const restartTries = 5;

/** The options of `concurrently` for commands `[{ name, line }]`. */
function concurrentlyArguments(commands) {
  return [
    '--restart-tries',
    String(restartTries),
    '--restart-after',
    'exponential',
    '--prefix',
    '[{name}]',
    '--names',
    commands.map((command) => command.name).join(','),
    '--prefix-colors',
    'blue,green,yellow,magenta,cyan,white',
    ...commands.map((command) => command.line),
  ];
}

/**
 * Runs `commands` together until they end or this process is stopped; resolves with the exit code
 * of `concurrently`.
 */
export function runTogether(commands, { root, env = process.env }) {
  const concurrently = path.join(
    root,
    'node_modules',
    'concurrently',
    'dist',
    'bin',
    'concurrently.js',
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [concurrently, ...concurrentlyArguments(commands)], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    // Any stop (Ctrl+C, `docker stop`'s SIGTERM, a closed terminal) reaches concurrently as
    // SIGINT, the one signal it takes as "stop": its processes ending on another signal count as
    // crashes and would be restarted.
    const forward = () => child.kill('SIGINT');
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
