import { internalRateOfReturn } from '../internal-rate-of-return';

describe('internalRateOfReturn', () => {
  it('is 10 % for 100 out and 110 back a year later', () => {
    expect(internalRateOfReturn([-100, 110])).toBeCloseTo(0.1, 10);
  });

  it('solves 100 out and 60 back twice by the quadratic', () => {
    // 60v + 60v² = 100 with v = 1/(1+r): v = (−60 + √27 600) / 120, r = 1/v − 1.
    const v = (-60 + Math.sqrt(27_600)) / 120;
    expect(internalRateOfReturn([-100, 60, 60])).toBeCloseTo(1 / v - 1, 9);
  });

  it('finds a negative return when less comes back than went out', () => {
    // 100 out, 81 back after two years: (1 + r)² = 0.81, r = −10 %.
    expect(internalRateOfReturn([-100, 0, 81])).toBeCloseTo(-0.1, 9);
  });

  it('is undefined when the flows never change sign', () => {
    expect(internalRateOfReturn([100, 50, 20])).toBeNull();
    expect(internalRateOfReturn([-100, -5])).toBeNull();
    expect(internalRateOfReturn([0, 0])).toBeNull();
  });

  it('brackets a very large return', () => {
    // 1 out, 1 000 back: r = 999.
    expect(internalRateOfReturn([-1, 1000])).toBeCloseTo(999, 6);
  });
});
