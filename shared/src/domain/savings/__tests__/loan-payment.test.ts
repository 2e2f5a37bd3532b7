import { amortisationSchedule, monthlyLoanPaymentCents } from '../loan-payment';

describe('monthlyLoanPaymentCents', () => {
  it('amortises 10 000 $ at 6 % over one year as the textbook table: 860.66 a month', () => {
    // r = 0.005: 10 000 × 0.005 / (1 − 1.005^−12) = 860.664…
    expect(monthlyLoanPaymentCents(1_000_000, 6, 1)).toBe(86_066);
  });

  it('gives the classic 1 199.10 $ for 200 000 $ at 6 % over 30 years', () => {
    expect(monthlyLoanPaymentCents(20_000_000, 6, 30)).toBe(119_910);
  });

  it('at 0 % is the specification formula: 9 875.93 $ over 10 years is 82.30 a month', () => {
    // 987 593 / 120 = 8 229.94… → 8 230, the presenter's Sunline PMT 3.
    expect(monthlyLoanPaymentCents(987_593, 0, 10)).toBe(8_230);
    expect(monthlyLoanPaymentCents(987_593, 0, 15)).toBe(5_487);
  });

  it('is 0 for nothing borrowed', () => {
    expect(monthlyLoanPaymentCents(0, 5, 10)).toBe(0);
  });
});

describe('amortisationSchedule', () => {
  const table = amortisationSchedule(1_000_000, 6, 1);

  it('splits the first two payments as the known table', () => {
    expect(table[0]).toEqual({
      month: 1,
      paymentCents: 86_066,
      interestCents: 5_000,
      principalCents: 81_066,
      balanceCents: 918_934,
    });
    // 9 189.34 × 0.005 = 45.9467 → 45.95; 860.66 − 45.95 = 814.71.
    expect(table[1]).toEqual({
      month: 2,
      paymentCents: 86_066,
      interestCents: 4_595,
      principalCents: 81_471,
      balanceCents: 837_463,
    });
  });

  it('repays the whole principal and ends at 0', () => {
    expect(table).toHaveLength(12);
    expect(table.at(-1)?.balanceCents).toBe(0);
    expect(table.reduce((sum, row) => sum + row.principalCents, 0)).toBe(1_000_000);
    // The last payment absorbs the cents rounding left: within a few cents of the others.
    expect(Math.abs((table.at(-1)?.paymentCents ?? 0) - 86_066)).toBeLessThan(10);
  });
});
