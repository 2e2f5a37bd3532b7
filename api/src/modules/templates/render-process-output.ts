import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type { Tinypool } from 'tinypool';

/**
 * Lines that open V8's report on a process that ran out of heap. Everything a render process
 * writes from there on is that report, written as it dies.
 */
const outOfMemoryReportStarts = ['<--- Last few GCs --->', 'JavaScript heap out of memory'];

const adopted = new WeakSet<object>();

/**
 * The pool copies every render process's output into the API's own. A document that outgrows its
 * memory cap ends its render process with V8's out-of-memory report; the request already answers
 * 422 for it, and the report's wording in the API's error output makes a supervisor that watches
 * it (Jest's worker pool does) take the API itself for out of memory and stop it. So each render
 * process's error output is passed on line by line, less that report.
 *
 * The pool starts processes only inside its own calls and callbacks, and their output can only
 * arrive on a later turn of the event loop, so calling this right after each of those is in time.
 */
export function adoptRenderProcessOutput(pool: Tinypool): void {
  for (const worker of pool.threads) {
    if (adopted.has(worker)) continue;
    adopted.add(worker);
    // The pool's process worker keeps its child process here (not part of its typed interface).
    const child = (worker as { process?: ChildProcess }).process;
    if (child?.stderr) {
      child.stderr.unpipe(process.stderr);
      forwardWithoutOutOfMemoryReport(child.stderr, process.stderr);
    }
  }
}

/** Copies a render process's error output to `destination`, less V8's out-of-memory report. */
export function forwardWithoutOutOfMemoryReport(stderr: Readable, destination: Writable): void {
  stderr.setEncoding('utf8');
  let partialLine = '';
  let dying = false;
  const pass = (text: string) => {
    if (text !== '') destination.write(text);
  };
  stderr.on('data', (chunk: string) => {
    if (dying) return;
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop()!;
    for (const [index, line] of lines.entries()) {
      if (outOfMemoryReportStarts.some((start) => line.includes(start))) {
        dying = true;
        pass(
          lines
            .slice(0, index)
            .map((kept) => `${kept}\n`)
            .join(''),
        );
        return;
      }
    }
    pass(lines.map((kept) => `${kept}\n`).join(''));
  });
  stderr.on('end', () => {
    if (!dying && !outOfMemoryReportStarts.some((start) => partialLine.includes(start))) {
      pass(partialLine);
    }
  });
}
