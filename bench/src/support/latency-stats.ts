/** Throughput and latency percentiles of one measured run. */
export interface LatencyStats {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/** Nearest-rank percentile of sorted values (`p` in 0–100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function statsOf(latenciesMs: readonly number[], seconds: number, errors = 0): LatencyStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    requests: sorted.length,
    errors,
    requestsPerSecond: sorted.length / seconds,
    meanMs: sorted.length ? total / sorted.length : Number.NaN,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

/** The slowest of several request variants (the search terms of one scenario). */
interface SlowestVariant {
  label: string;
  p95Ms: number;
}

/**
 * The variant with the highest 95th percentile, from each measured latency and the index of the
 * variant it belongs to. Null when nothing was measured.
 */
export function slowestVariant(
  labels: readonly string[],
  samples: readonly { variant: number; ms: number }[],
): SlowestVariant | null {
  const byVariant = labels.map(() => [] as number[]);
  for (const { variant, ms } of samples) byVariant[variant % labels.length]?.push(ms);
  let slowest: SlowestVariant | null = null;
  byVariant.forEach((latencies, index) => {
    if (latencies.length === 0) return;
    const p95Ms = percentile(
      [...latencies].sort((a, b) => a - b),
      95,
    );
    if (!slowest || p95Ms > slowest.p95Ms) slowest = { label: labels[index]!, p95Ms };
  });
  return slowest;
}
