import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { percentile } from './latency-stats';

/** One interval between two ticks of a timer on the event loop. */
export interface LoopGap {
  /** From one tick to the next (the timer's period plus how late the loop ran it). */
  wallMs: number;
  /** CPU time of the loop's thread meanwhile. */
  cpuMs: number;
  /** Time the thread was ready to run but had no core (Linux), or null where unknown. */
  runQueueMs: number | null;
}

export interface LoopGapSummary {
  /** Longest interval between ticks. */
  worstMs: number;
  /** Of the longest interval, the time spent waiting for a core (null where unknown). */
  worstRunQueueMs: number | null;
  /** The most CPU the loop's thread used within one interval: the API's own longest stall. */
  worstCpuMs: number;
  /**
   * Intervals without their wait for a core (the time the thread ran or waited on its own
   * I/O), p99 and max: the lag the API causes itself, apart from other processes taking the
   * machine's cores. Null where the wait is unknown.
   */
  ownP99Ms: number | null;
  ownWorstMs: number | null;
}

export function summariseLoopGaps(gaps: readonly LoopGap[]): LoopGapSummary {
  const worst = gaps.reduce<LoopGap | null>(
    (longest, gap) => (longest === null || gap.wallMs > longest.wallMs ? gap : longest),
    null,
  );
  const known = gaps.every((gap) => gap.runQueueMs !== null);
  const own = known
    ? gaps.map((gap) => Math.max(0, gap.wallMs - gap.runQueueMs!)).sort((a, b) => a - b)
    : [];
  return {
    worstMs: worst?.wallMs ?? 0,
    worstRunQueueMs: worst?.runQueueMs ?? null,
    worstCpuMs: gaps.reduce((most, gap) => Math.max(most, gap.cpuMs), 0),
    ownP99Ms: known && own.length > 0 ? percentile(own, 99) : null,
    ownWorstMs: known && own.length > 0 ? own.at(-1)! : null,
  };
}

/** The thread's total wait for a core so far, in ms (Linux's schedstat), or null elsewhere. */
function runQueueWaitMs(): number | null {
  try {
    const fields = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return Number(fields[1]) / 1e6;
  } catch {
    return null;
  }
}

/**
 * Ticks every `periodMs` on this thread's event loop and records each interval: how long it
 * took, the CPU the thread used, and how long the thread waited for a core. On a machine shared
 * with other work, the last part tells the machine's contention from the loop's own stalls.
 */
export function watchLoopGaps(periodMs = 10): { stop(): LoopGap[] } {
  const gaps: LoopGap[] = [];
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  let lastWait = runQueueWaitMs();
  const timer = setInterval(() => {
    const wall = performance.now();
    const cpu = process.threadCpuUsage();
    const wait = runQueueWaitMs();
    gaps.push({
      wallMs: wall - lastWall,
      cpuMs: (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000,
      runQueueMs: wait === null || lastWait === null ? null : wait - lastWait,
    });
    lastWall = wall;
    lastCpu = cpu;
    lastWait = wait;
  }, periodMs);
  return {
    stop() {
      clearInterval(timer);
      return gaps;
    },
  };
}
