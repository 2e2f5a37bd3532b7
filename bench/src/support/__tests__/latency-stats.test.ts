import { percentile, slowestVariant, statsOf } from '../latency-stats';

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

describe('slowestVariant', () => {
  it('names the variant with the highest 95th percentile, not the highest single latency', () => {
    const samples = [
      ...Array.from({ length: 40 }, () => ({ variant: 0, ms: 2 })),
      { variant: 0, ms: 500 },
      ...Array.from({ length: 40 }, () => ({ variant: 1, ms: 90 })),
      ...Array.from({ length: 40 }, () => ({ variant: 2, ms: 5 })),
    ];
    expect(slowestVariant(['sol', 'BM-0123', 'a'], samples)).toEqual({
      label: 'BM-0123',
      p95Ms: 90,
    });
  });

  it('is null when nothing was measured', () => {
    expect(slowestVariant(['sol'], [])).toBeNull();
  });
});
