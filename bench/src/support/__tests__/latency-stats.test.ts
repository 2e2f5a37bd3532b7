import { percentile, statsOf } from '../latency-stats';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('statsOf', () => {
  it('sorts, counts and divides by the measured time', () => {
    const stats = statsOf([30, 10, 20, 40], 2, 1);
    expect(stats).toEqual({
      requests: 4,
      errors: 1,
      requestsPerSecond: 2,
      meanMs: 25,
      p50Ms: 20,
      p95Ms: 40,
      p99Ms: 40,
    });
  });
});
