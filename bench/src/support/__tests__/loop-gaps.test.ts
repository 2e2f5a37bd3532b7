import { summariseLoopGaps } from '../loop-gaps';

describe('summariseLoopGaps', () => {
  it('tells the wait for a core from the loop’s own stall', () => {
    const gaps = [
      ...Array.from({ length: 98 }, () => ({ wallMs: 10, cpuMs: 1, runQueueMs: 0 })),
      // Another process had the cores: long, but the API did almost nothing.
      { wallMs: 120, cpuMs: 3, runQueueMs: 110 },
      // The API's own work: a long synchronous task.
      { wallMs: 45, cpuMs: 34, runQueueMs: 2 },
    ];
    expect(summariseLoopGaps(gaps)).toEqual({
      worstMs: 120,
      worstRunQueueMs: 110,
      worstCpuMs: 34,
      ownP99Ms: 10,
      ownWorstMs: 43,
    });
  });

  it('leaves the own share unknown where the wait for a core is unknown', () => {
    expect(summariseLoopGaps([{ wallMs: 12, cpuMs: 2, runQueueMs: null }])).toEqual({
      worstMs: 12,
      worstRunQueueMs: null,
      worstCpuMs: 2,
      ownP99Ms: null,
      ownWorstMs: null,
    });
  });
});
