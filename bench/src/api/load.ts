import autocannon from 'autocannon';
import { type LatencyStats, statsOf } from '../support/latency-stats';

/** A measured run, with each latency's variant (index into the scenario's paths or calls). */
interface LoadResult {
  stats: LatencyStats;
  samples: { variant: number; ms: number }[];
}

/** A request other than a GET of a path: a POST with its JSON body (pricing a design). */
export interface JsonRequest {
  method: 'POST';
  path: string;
  body: string;
}
export type LoadRequest = string | JsonRequest;

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
}

/**
 * `connections` keep-alive HTTP connections each sending the next request as soon as the last is
 * answered, first for a warm-up that is thrown away, then for `seconds`; each connection cycles
 * through `paths` from the first, so the n-th answer on a connection is for path n mod length.
 * Latency per response comes from autocannon's response event (its own summary has no 95th
 * percentile). A non-2xx answer counts as an error.
 */
export async function httpLoad(
  baseUrl: string,
  paths: readonly LoadRequest[],
  token: string,
  options: LoadOptions,
): Promise<LoadResult> {
  const run = (seconds: number, record: boolean) =>
    new Promise<LoadResult>((resolve, reject) => {
      const latencies: number[] = [];
      const samples: LoadResult['samples'] = [];
      const answered = new Map<unknown, number>();
      let errors = 0;
      const instance = autocannon(
        {
          url: baseUrl,
          connections: options.connections,
          duration: seconds,
          // As a browser asks: an answer the API sends gzipped is measured at the size a browser
          // receives.
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
          requests: paths.map((request) =>
            typeof request === 'string'
              ? { method: 'GET' as const, path: request }
              : {
                  method: request.method,
                  path: request.path,
                  body: request.body,
                  headers: { 'content-type': 'application/json' },
                },
          ),
        },
        (error) => {
          if (error) reject(error);
          else resolve({ stats: statsOf(latencies, seconds, errors), samples });
        },
      );
      instance.on('response', (client, statusCode, _bytes, responseTime) => {
        const variant = answered.get(client) ?? 0;
        answered.set(client, variant + 1);
        if (!record) return;
        samples.push({ variant: variant % paths.length, ms: responseTime });
        if (statusCode < 200 || statusCode >= 300) errors += 1;
        latencies.push(responseTime);
      });
      instance.on('reqError', () => {
        errors += 1;
      });
    });
  if (options.warmupSeconds > 0) await run(options.warmupSeconds, false);
  return run(options.seconds, true);
}

/**
 * The same work without HTTP: `connections` concurrent callers of `call` (the API's own query
 * function on a Drizzle database over the same driver), after the same warm-up.
 */
export async function directLoad(
  calls: (() => Promise<unknown>)[],
  options: LoadOptions,
): Promise<LoadResult> {
  const run = async (seconds: number): Promise<LoadResult> => {
    const latencies: number[] = [];
    const samples: LoadResult['samples'] = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async (offset: number) => {
      for (let index = offset; performance.now() < deadline; index += 1) {
        const started = performance.now();
        try {
          await calls[index % calls.length]!();
        } catch {
          errors += 1;
        }
        const ms = performance.now() - started;
        latencies.push(ms);
        samples.push({ variant: index % calls.length, ms });
      }
    };
    await Promise.all(Array.from({ length: options.connections }, (_, offset) => worker(offset)));
    return { stats: statsOf(latencies, seconds, errors), samples };
  };
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  return run(options.seconds);
}
