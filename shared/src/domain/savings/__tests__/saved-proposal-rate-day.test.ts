import { rateInForce } from '../utility-rate-records';
import { savedProposalRateDay } from '../saved-proposal-rate-day';

const rates = [
  { effective_from: '2024-03-01', energy_price_per_kwh: 0.1795 },
  { effective_from: '2025-06-01', energy_price_per_kwh: 0.25 },
];

describe("the day of a saved proposal's utility rate", () => {
  it('is the day the proposal was priced, so a later rate leaves its savings alone', () => {
    const day = savedProposalRateDay({
      pricing: { priced_on: '2025-01-15' },
      updated_at: '2025-08-01T12:00:00.000Z',
    });
    expect(day).toBe('2025-01-15');
    expect(rateInForce(rates, day)?.energy_price_per_kwh).toBe(0.1795);
  });

  it('is the day a design saved before pricing was last saved', () => {
    expect(savedProposalRateDay({ pricing: null, updated_at: '2025-08-01T12:00:00.000Z' })).toBe(
      '2025-08-01',
    );
    expect(savedProposalRateDay({ updated_at: new Date('2025-05-31T23:30:00Z') })).toBe(
      '2025-05-31',
    );
  });
});
